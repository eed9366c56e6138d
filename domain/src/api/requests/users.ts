/** Users (employees) of docs/api.md §3: create and update, the list, an employee's record, the own profile. */
import { Type, type Static, type StaticDecode } from '@sinclair/typebox';
import { idParams, int, nullableFlag, nullableId, nullableInt, nullableText, optional, orNull, text } from './common';

/** Years of experience (the profile sends 0). */
const yearsExp = nullableInt(0, 100);

/**
 * POST /curable/createUser (docs/screens.md §3 "User payload"), checked further by the user-form rules of docs/screens.md §5.
 * `role`, `hospitalId` and `keycloakUserId` are accepted and ignored.
 */
export const UserPayloadBody = Type.Object(
  optional({
    id: nullableId,
    email: nullableText(320),
    // 0 is the form's "no role chosen" (Number("")); the user-form rule answers it with its own message.
    employeeRoleMasterId: nullableInt(0),
    gender: nullableText(16),
    name: nullableText(200),
    password: nullableText(256),
    phoneNo: nullableText(32),
    yearsExp: yearsExp,
    isRecordDeleted: nullableFlag,
  }),
);
export type UserPayloadBody = Static<typeof UserPayloadBody>;

/**
 * POST /curable/hospitalemployee (docs/screens.md §7 "profile update"). `keycloakUserId` is accepted and ignored. A new
 * `password` needs `currentPassword` (not in the original API, whose profile cannot change the password any more).
 */
export const ProfilePayloadBody = Type.Object({
  id: nullableId,
  ...optional({
    gender: nullableText(16),
    name: nullableText(200),
    phoneNo: nullableText(32),
    password: nullableText(256),
    currentPassword: nullableText(512),
    yearsExp: yearsExp,
  }),
});
export type ProfilePayloadBody = Static<typeof ProfilePayloadBody>;

/** POST /curable/getUsers. hospitalId is accepted for the wire but the caller's hospital is used. */
export const GetUsersBody = Type.Object({ search: Type.Optional(orNull(text(200), true)) });
export type GetUsersBody = Static<typeof GetUsersBody>;

/** GET /curable/hospitalemployee/:userId. */
export const UserIdParams = idParams('userId');
export type UserIdParams = StaticDecode<typeof UserIdParams>;

/** POST /curable/resetUserPassword: a user manager gives a colleague a temporary password. */
export const ResetUserPasswordBody = Type.Object({ userId: int(1) }, { additionalProperties: false });
export type ResetUserPasswordBody = Static<typeof ResetUserPasswordBody>;

/** The languages the suite speaks (the UI's LANGUAGES, by code): a user's choice is one of them. */
export const LANGUAGE_CODES = ['en', 'ta'] as const;

/** POST /curable/userLanguage: the caller's choice of language, remembered for her on every device. */
export const UserLanguageBody = Type.Object(
  { language: Type.Unsafe<(typeof LANGUAGE_CODES)[number]>({ type: 'string', enum: [...LANGUAGE_CODES] }) },
  { additionalProperties: false },
);
export type UserLanguageBody = Static<typeof UserLanguageBody>;
