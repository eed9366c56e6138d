/** The second factor (TOTP and recovery codes): sign-in, enrolment, turning it off and a manager's reset. */
import { Type, type Static } from '@sinclair/typebox';
import { CredentialsBody, SecondFactorCode } from './auth';
import { int } from './common';

/**
 * POST /token/authenticate: the original's {userName, password}; `code` only for an account with a second factor,
 * sent with the password again once the first answer asked for it (SECOND_FACTOR_REQUIRED).
 */
export const AuthenticateBody = Type.Object({ ...CredentialsBody.properties, code: Type.Optional(SecondFactorCode) });
export type AuthenticateBody = Static<typeof AuthenticateBody>;

/** POST /token/secondFactor/setup: a sign-in whose role requires a second factor it does not have yet. */
export const SecondFactorSignInSetupBody = CredentialsBody;
export type SecondFactorSignInSetupBody = Static<typeof SecondFactorSignInSetupBody>;

/** POST /token/secondFactor/enrol: the same sign-in, with the first code of the app just set up. */
export const SecondFactorSignInEnrolBody = Type.Object({ ...CredentialsBody.properties, code: SecondFactorCode });
export type SecondFactorSignInEnrolBody = Static<typeof SecondFactorSignInEnrolBody>;

/**
 * POST /curable/secondFactor/enrol (the first code of the app set up) and /curable/secondFactor/disable (a current
 * code or a recovery code): the caller's own, proven again by her password.
 */
export const SecondFactorConfirmBody = Type.Object(
  { password: CredentialsBody.properties.password, code: SecondFactorCode },
  { additionalProperties: false },
);
export type SecondFactorConfirmBody = Static<typeof SecondFactorConfirmBody>;

/** POST /curable/resetSecondFactor: a user manager removes a colleague's second factor (a lost phone). */
export const ResetSecondFactorBody = Type.Object({ userId: int(1) }, { additionalProperties: false });
export type ResetSecondFactorBody = Static<typeof ResetSecondFactorBody>;
