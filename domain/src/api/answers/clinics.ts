/** Outreach clinics: the role-scoped lists and their staff. */
import { Type, type Static } from '@sinclair/typebox';
import { AlwaysNull, Int, NullInt, Nullable, NullText, Text } from './common';

export const Camp = Type.Object({
  campId: Type.Integer({ description: "The clinic's row id (`campId` everywhere else)." }),
  id: Int,
  campIdPrefix: Type.String({ description: 'The clinic ID people read.' }),
  campName: Text,
  stateName: Text,
  districtName: Text,
  talukName: Text,
  panchayatName: Text,
  pincode: Text,
  startDate: Type.String({ description: '"YYYY-MM-DD HH:MM:SS", UTC.' }),
  endDate: NullText,
  displayStartDate: Type.String({ description: '"YYYY-MM-DD".' }),
  displayEndDate: NullText,
  panchayatId: Int,
  panchayatMasterId: Int,
  hospitalId: Int,
  noCampcordinators: Int,
  noDoctors: Int,
  noNurses: Int,
  noProgramCoordinators: Int,
  noSocialWorkers: Int,
  plannedEnrolment: Type.Optional(
    Nullable(Type.Integer(), {
      description: 'Participants the clinic plans to enrol; null when not recorded (absent from the original backend).',
    }),
  ),
  // Geography ids, so an edit form can preselect the cascade; absent when the clinic's village has none.
  stateId: Type.Optional(Int),
  districtId: Type.Optional(Int),
  talukId: Type.Optional(Int),
});
export type Camp = Static<typeof Camp>;
export const Camps = Type.Array(Camp, { description: 'The clinics the caller may see, newest start first.' });

export const StaffMember = Type.Object({
  id: Int,
  name: Text,
  role: Text,
  employeeRoleMasterId: NullInt,
  yearsExp: AlwaysNull,
  phoneNo: AlwaysNull,
  gender: AlwaysNull,
  email: AlwaysNull,
  keycloakUserId: AlwaysNull,
  hospitalId: AlwaysNull,
  password: AlwaysNull,
  isRecordDeleted: AlwaysNull,
  clinicCreator: Type.Optional(
    Type.Literal(true, {
      description:
        "On a clinic's staff: the Camp Coordinator who created it. She stays on its staff whatever an edit sends, and is not counted in its plan.",
    }),
  ),
});
export type StaffMember = Static<typeof StaffMember>;

export const StaffByRole = Type.Record(Type.String(), Type.Array(StaffMember), {
  description:
    'Active staff grouped by role name ("Program Coordinator", "Camp Coordinator", "Social Worker", "Nurse", "Doctor", "admin"), each sorted by name; a role with nobody is absent.',
});
/** Staff grouped by role name; a role with nobody is absent. */
export type StaffByRole = Partial<Static<typeof StaffByRole>>;
