/**
 * Request bodies of the users area, checked with the user-form rules of SPEC §5 that the UI uses
 * (domain/src/validation/user-form.validation.ts), so a direct call gets the same messages as the form.
 */
import type { Gender } from '@screening/domain/types';
import { asText, validateProfileForm, validateUserForm, type FieldErrors } from '@screening/domain/validation';
import { badRequest } from '../http/errors.js';
import { nullableFlag, nullableId, nullableInt, nullableText as text } from '../http/schemas.js';

/** Years of experience (the profile sends 0). */
const yearsExp = nullableInt(0, 100);

/** POST /createUser (SPEC §3 "User payload"). `role`, `hospitalId` and `keycloakUserId` are accepted and ignored. */
export const userPayloadSchema = {
  type: 'object',
  properties: {
    id: nullableId,
    email: text(320),
    // 0 is the form's "no role chosen" (Number("")); the user-form rule answers it with its own message.
    employeeRoleMasterId: nullableInt(0),
    gender: text(16),
    name: text(200),
    password: text(256),
    phoneNo: text(32),
    yearsExp,
    isRecordDeleted: nullableFlag,
  },
} as const;

export interface UserPayloadBody {
  id?: number | null;
  email?: string | null;
  employeeRoleMasterId?: number | null;
  gender?: string | null;
  name?: string | null;
  password?: string | null;
  phoneNo?: string | null;
  yearsExp?: number | null;
  isRecordDeleted?: boolean | null;
}

/** POST /hospitalemployee (SPEC §7 "profile update"). `keycloakUserId` is accepted and ignored. */
export const profilePayloadSchema = {
  type: 'object',
  required: ['id'],
  properties: {
    id: nullableId,
    gender: text(16),
    name: text(200),
    phoneNo: text(32),
    password: text(256),
    yearsExp,
  },
} as const;

export interface ProfilePayloadBody {
  id: number | null;
  gender?: string | null;
  name?: string | null;
  phoneNo?: string | null;
  password?: string | null;
  yearsExp?: number | null;
}

export interface UserFields {
  name: string;
  email: string;
  phoneNo: string;
  gender: Gender;
  roleId: number;
}

export interface ProfileFields {
  name: string;
  phoneNo: string;
  gender: Gender;
  /** A new password, or null to keep the current one. */
  password: string | null;
}

/** Form field → wire field, so a 400 names what the caller sent. */
const WIRE_FIELD: Record<string, string> = { roleId: 'employeeRoleMasterId' };

function throwFirst(errors: FieldErrors<string>): void {
  const first = Object.entries(errors).find(([, message]) => message);
  if (first) throw badRequest(first[1] as string, WIRE_FIELD[first[0]] ?? first[0]);
}

const upperGender = (value: unknown): Gender => asText(value).toUpperCase() as Gender;

/**
 * The user's fields, validated. On create every rule runs, the password included; on update the password is
 * not part of the save (it is changed on the profile or by a reset), so its rule is skipped.
 */
export function readUserFields(body: UserPayloadBody, creating: boolean): UserFields {
  const errors = validateUserForm({
    name: body.name,
    roleId: body.employeeRoleMasterId,
    email: body.email,
    phoneNo: body.phoneNo,
    gender: body.gender,
    password: body.password,
  });
  if (!creating) delete errors.password;
  throwFirst(errors);
  return {
    name: asText(body.name),
    email: asText(body.email),
    phoneNo: asText(body.phoneNo),
    gender: upperGender(body.gender),
    roleId: Number(body.employeeRoleMasterId),
  };
}

/** The own-profile fields, validated; a new password must not contain the caller's e-mail name. */
export function readProfileFields(body: ProfilePayloadBody, email: string): ProfileFields {
  throwFirst(
    validateProfileForm({ name: body.name, gender: body.gender, phoneNo: body.phoneNo, password: body.password }, { email }),
  );
  return {
    name: asText(body.name),
    phoneNo: asText(body.phoneNo),
    gender: upperGender(body.gender),
    password: body.password ? body.password : null,
  };
}
