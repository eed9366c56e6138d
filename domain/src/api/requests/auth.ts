/** Sign-in and passwords under /token, and the signed-in user's access (BEHAVIOUR §1). */
import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH } from '../../validation/user-form.validation';
import { textParam } from './common';

const login = Type.String({ maxLength: 320 });
// Room for the longest policy password written in a four-byte script.
const password = Type.String({ maxLength: 4 * PASSWORD_MAX_LENGTH });

/** POST /token/authenticate and /token/forgotPassword (the new password, proven by the e-mailed link). */
export const CredentialsBody = Type.Object({ userName: login, password });
export type CredentialsBody = Static<typeof CredentialsBody>;

/** A second factor's 6-digit code or a recovery code as typed (spaces and hyphens allowed: readSecondFactorCode). */
export const SecondFactorCode = Type.String({ minLength: 1, maxLength: 32 });

/**
 * POST /token/changePassword: a temporary password replaced by the user's own; `code` for an account with a second
 * factor.
 */
export const ChangePasswordBody = Type.Object({
  userName: login,
  password,
  newPassword: password,
  code: Type.Optional(SecondFactorCode),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** POST /token/confirmReset: the single-use token of the e-mailed link. */
export const ConfirmResetBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export type ConfirmResetBody = Static<typeof ConfirmResetBody>;

/** GET /api/curable/authorizeUserRequest/:userName. */
export const AuthorizeParams = Type.Object({ userName: textParam(320) });
export type AuthorizeParams = Static<typeof AuthorizeParams>;
