/** The gateway's answers: sign-in, password reset, token refresh, and the signed-in user's profile and menus. */
import { Type, type Static } from '@sinclair/typebox';
import { Bool, Int, IntegerLiteral, Nullable, NullGender, NullInt, NullText, Text } from './common';

export const AuthenticateResponse = Type.Object(
  {
    token: Type.String({ description: 'A bearer JWT naming this session.' }),
    userName: Type.String({ description: 'The login, lower case.' }),
  },
  { description: 'Signed in.' },
);
export type AuthenticateResponse = Static<typeof AuthenticateResponse>;

export const ForgotPasswordResponse = Type.Object({ message: Type.Literal(''), status: IntegerLiteral(2) });
export type ForgotPasswordResponse = Static<typeof ForgotPasswordResponse>;

export const ConfirmResetResponse = Type.Object({ message: Text });
export type ConfirmResetResponse = Static<typeof ConfirmResetResponse>;

export const RefreshResponse = Type.Object({ token: Text });
export type RefreshResponse = Static<typeof RefreshResponse>;

/** A menu entry as the server sends it. */
export const CustomMenuDTO = Type.Object({
  menu: Text,
  menuOrder: Type.Union([Type.Integer(), Type.String(), Type.Null()]),
  url: Text,
  privileges: Nullable(Type.Array(Type.Union([Type.Literal('VIEW'), Type.Literal('CREATE'), Type.Literal('EDIT')]))),
});
export type CustomMenuDTO = Static<typeof CustomMenuDTO>;

export const AuthorizeResponse = Type.Object({
  userId: Int,
  userName: Type.String({ description: 'The display name.' }),
  email: Text,
  roleName: Text,
  roleId: Int,
  isRecordDeleted: Bool,
  gender: NullGender,
  phoneNo: NullText,
  customMenuDTOs: Nullable(Type.Array(CustomMenuDTO), {
    description: "The role's menus and privileges; null for an inactive account.",
  }),
  message: Nullable(Type.String(), { description: 'Set (and menus null) when the account is inactive.' }),
  hospitalId: NullInt,
  tenantName: NullText,
  keycloakUserId: NullText,
  language: Type.Optional(
    Nullable(Type.String(), {
      description: 'The language the user chose last (en, ta), on any device; not in the original API.',
    }),
  ),
});
export type AuthorizeResponse = Static<typeof AuthorizeResponse>;
