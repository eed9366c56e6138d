/** The second factor's answers: a set-up to scan, the recovery codes shown once, and where a user stands. */
import { Type, type Static } from '@sinclair/typebox';
import { Bool, Int, NullText } from './common';
import { AuthenticateResponse } from './sign-in';

export const SecondFactorSetup = Type.Object(
  {
    secret: Type.String({ description: 'The TOTP secret in base32, for an app that cannot scan the QR code.' }),
    uri: Type.String({ description: 'The otpauth:// URI the QR code shows (issuer, account, secret, SHA1, 6 digits, 30 s).' }),
  },
  { description: 'A set-up waiting for its first code (enrol); a new set-up replaces it.' },
);
export type SecondFactorSetup = Static<typeof SecondFactorSetup>;

const recoveryCodes = Type.Array(Type.String(), {
  description: 'Ten one-time recovery codes (xxxxx-xxxxx), shown this once: the server keeps only their hashes.',
});

export const SecondFactorEnrolled = Type.Object({ recoveryCodes });
export type SecondFactorEnrolled = Static<typeof SecondFactorEnrolled>;

export const SecondFactorSignInEnrolled = Type.Object(
  { ...AuthenticateResponse.properties, recoveryCodes },
  { description: 'Enrolled and signed in.' },
);
export type SecondFactorSignInEnrolled = Static<typeof SecondFactorSignInEnrolled>;

export const SecondFactorStatus = Type.Object({
  userId: Int,
  enrolled: Bool,
  enrolledAt: NullText,
  required: Type.Boolean({ description: 'Her role requires a second factor (she cannot turn hers off).' }),
  recoveryCodesLeft: Int,
});
export type SecondFactorStatus = Static<typeof SecondFactorStatus>;
