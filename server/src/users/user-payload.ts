/**
 * Request bodies of the users area (schemas in @screening/domain/api), checked with the user-form rules of SPEC
 * §5 that the UI uses (domain/src/validation/user-form.validation.ts), so a direct call gets the same messages
 * as the form.
 */
import type { ProfilePayloadBody, UserPayloadBody } from '@screening/domain/api';
import type { Gender } from '@screening/domain/types';
import { asText, profileFormCodes, userFormCodes, type FieldErrors, type UserRuleCode } from '@screening/domain/validation';
import { badRequest } from '../http/errors.js';

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

/** The first refusal, worded by its code (the rule's English, as the form's). */
function throwFirst(errors: FieldErrors<string, UserRuleCode>): void {
  const first = Object.entries(errors).find(([, code]) => code);
  if (first) throw badRequest(first[1] as UserRuleCode, undefined, WIRE_FIELD[first[0]] ?? first[0]);
}

const upperGender = (value: unknown): Gender => asText(value).toUpperCase() as Gender;

/**
 * The user's fields, validated. On create every rule runs, the password included; on update the password is
 * not part of the save (it is changed on the profile or by a reset), so its rule is skipped.
 */
export function readUserFields(body: UserPayloadBody, creating: boolean): UserFields {
  const errors = userFormCodes({
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
    profileFormCodes(
      {
        name: body.name,
        gender: body.gender,
        phoneNo: body.phoneNo,
        password: body.password,
        currentPassword: body.currentPassword,
      },
      { email },
    ),
  );
  return {
    name: asText(body.name),
    phoneNo: asText(body.phoneNo),
    gender: upperGender(body.gender),
    password: body.password ? body.password : null,
  };
}
