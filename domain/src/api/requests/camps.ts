/** Outreach clinics (docs/api.md §4): create and edit, the search lists, the staff lists, the duplicate check. */
import { Type, type Static, type StaticDecode } from '@sinclair/typebox';
import { CLINIC_NAME_MAX_LENGTH, PLANNED_ENROLMENT_DIGITS, RESOURCE_COUNT_DIGITS } from '../../validation/clinic-form.validation';
import {
  id,
  idParam,
  idParams,
  ignored,
  nullableFlag,
  nullableId,
  nullableInt,
  nullableText,
  optional,
  orNull,
  textInt,
  textParam,
} from './common';

const count = textInt(0, 10 ** RESOURCE_COUNT_DIGITS - 1);

/**
 * The clinic of POST /curable/newcamp. The original client sends the five counts as text ("3", or "" → null →
 * 0) when creating and as numbers when editing; ids are numbers. Unknown keys (hospitalId, sent as text) are
 * ignored. Required fields are left to the clinic rules, so a missing field gets the form's own message.
 */
export const CampDtoBody = Type.Object(
  optional({
    id: nullableId,
    name: nullableText(CLINIC_NAME_MAX_LENGTH),
    campIdPrefix: nullableText(32),
    startDate: nullableText(40),
    endDate: nullableText(40),
    // 0: the creation form's "none chosen"; the clinic rules answer it with their own message.
    panchayatMasterId: nullableInt(0),
    pincode: nullableText(16),
    noCampcordinators: count,
    noDoctors: count,
    noNurses: count,
    noProgramcordinators: count,
    noSocialworkers: count,
    /**
     * Participants the clinic plans to enrol (this suite's; the original client never sends it): null clears it,
     * absent keeps what is saved.
     */
    plannedEnrolment: nullableInt(0, 10 ** PLANNED_ENROLMENT_DIGITS - 1),
  }),
);
export type CampDtoBody = Static<typeof CampDtoBody>;

export const CampStaffBody = Type.Object({
  hospitalEmployeeId: id,
  ...optional({
    role: nullableText(64),
    name: nullableText(200),
  }),
});
export type CampStaffBody = Static<typeof CampStaffBody>;

/** POST /curable/newcamp. */
export const NewCampBody = Type.Object({
  campDTO: CampDtoBody,
  /** Absent on an edit: the staff stay as they are (the details page changes only the clinic's fields). */
  campStaffs: Type.Optional(orNull(Type.Array(CampStaffBody, { maxItems: 500 }))),
  /**
   * An edit (campDTO.id set) changes the clinic's own fields only when this is true. Without it, as from the
   * original client's staff edit (which sends the placeholder panchayat 1), an edit replaces the staff only.
   */
  editClinicFields: Type.Optional(nullableFlag),
});
export type NewCampBody = Static<typeof NewCampBody>;
/** The body as the route reads it (the counts sent as text are numbers by then). */
export type NewCampInput = StaticDecode<typeof NewCampBody>;

/** POST /curable/activecamp and /activecampForReports: a search text; who asks is read from the token. */
export const CampSearchBody = orNull(
  Type.Object({
    ...optional({
      search: nullableText(200),
      userId: ignored,
      roleId: ignored,
      hospitalId: ignored,
      stage: ignored,
    }),
  }),
);
export type CampSearchBody = Static<typeof CampSearchBody>;

/** GET /curable/hospitalstaffdetails/:hospitalId. */
export const HospitalIdParams = idParams('hospitalId');
export type HospitalIdParams = StaticDecode<typeof HospitalIdParams>;
/** GET /curable/campstaffdetails/:campId. */
export const CampIdParams = idParams('campId');
export type CampIdParams = StaticDecode<typeof CampIdParams>;
/** GET /curable/isDuplicateClinic/hospitalId/:hospitalId/outreachClinicId/:code. */
export const DuplicateClinicParams = Type.Object({ hospitalId: idParam, code: textParam(32) });
export type DuplicateClinicParams = StaticDecode<typeof DuplicateClinicParams>;
