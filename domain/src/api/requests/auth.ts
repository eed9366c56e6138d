/** Sign-in and passwords under /token, and the signed-in user's access (docs/api.md §1). */
import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH } from '../../validation/password-policy';
import { textParam } from './common';
import { LANGUAGE_CODES } from './users';

const login = Type.String({ maxLength: 320 });
// Room for the longest policy password written in a four-byte script.
const password = Type.String({ maxLength: 4 * PASSWORD_MAX_LENGTH });

/** POST /token/authenticate. */
export const CredentialsBody = Type.Object({ userName: login, password });
export type CredentialsBody = Static<typeof CredentialsBody>;

/** A second factor's 6-digit code or a recovery code as typed (spaces and hyphens allowed: readSecondFactorCode). */
export const SecondFactorCode = Type.String({ minLength: 1, maxLength: 32 });

/**
 * POST /token/forgotPassword: mails a link to the account's owner, who chooses the new password on its page. The
 * original client also sends the new password it asked for: accepted on the wire and ignored.
 */
export const ForgotPasswordBody = Type.Object({
  userName: login,
  password: Type.Optional(
    Type.String({ maxLength: 4 * PASSWORD_MAX_LENGTH, description: 'Ignored (the original client sends one).' }),
  ),
  language: Type.Optional(
    Type.Unsafe<(typeof LANGUAGE_CODES)[number]>({
      type: 'string',
      enum: [...LANGUAGE_CODES],
      description: "The mail's language (the screen's); else the one the account chose last.",
    }),
  ),
});
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

/**
 * POST /token/changePassword: the current password (a temporary one, at the forced change) and the user's new one;
 * `code` for an account with a second factor.
 */
export const ChangePasswordBody = Type.Object({
  userName: login,
  password,
  newPassword: password,
  code: Type.Optional(SecondFactorCode),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** POST /token/confirmReset: the single-use token of the e-mailed link and the new password chosen on its page. */
export const ConfirmResetBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }), newPassword: password });
export type ConfirmResetBody = Static<typeof ConfirmResetBody>;

/** GET /api/curable/authorizeUserRequest/:userName. */
export const AuthorizeParams = Type.Object({ userName: textParam(320) });
export type AuthorizeParams = Static<typeof AuthorizeParams>;
