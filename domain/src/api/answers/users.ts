/** User management's answers. */
import { Type, type Static } from '@sinclair/typebox';
import { AlwaysNull, Bool, Int, NullGender, NullInt, NullText, Text } from './common';

export const Employee = Type.Object({
  id: Int,
  employeeRoleMasterId: Int,
  name: Text,
  yearsExp: NullInt,
  phoneNo: NullText,
  gender: NullGender,
  email: Text,
  role: NullText,
  keycloakUserId: NullText,
  hospitalId: AlwaysNull,
  password: Type.Null({ description: 'Never sent: always null.' }),
  isRecordDeleted: Bool,
});
export type Employee = Static<typeof Employee>;

export const ListedUser = Type.Object({
  userId: Int,
  userName: Text,
  email: Text,
  roleName: Text,
  roleId: Int,
  isRecordDeleted: Bool,
  gender: NullGender,
  phoneNo: NullText,
  customMenuDTOs: AlwaysNull,
  message: AlwaysNull,
  hospitalId: AlwaysNull,
  tenantName: AlwaysNull,
  keycloakUserId: NullText,
});
export type ListedUser = Static<typeof ListedUser>;
export const ListedUsers = Type.Array(ListedUser);

export const ResetUserPasswordResponse = Type.Object({
  temporaryPassword: Type.String({ description: 'Shown once; she must replace it at her next sign-in.' }),
});
export type ResetUserPasswordResponse = Static<typeof ResetUserPasswordResponse>;
