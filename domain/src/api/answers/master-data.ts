/** Master data: the geography cascade, roles and hospitals. */
import { Type, type Static } from '@sinclair/typebox';
import { Int, NullInt, NullText, Text } from './common';

const place = { id: Int, code: Text, name: Text };
export const StateMaster = Type.Object(place);
export type StateMaster = Static<typeof StateMaster>;
export const DistrictMaster = Type.Object({ ...place, stateMasterId: Int });
export type DistrictMaster = Static<typeof DistrictMaster>;
export const TalukMaster = Type.Object({ ...place, districtMasterId: Int });
export type TalukMaster = Static<typeof TalukMaster>;
export const PanchayatMaster = Type.Object({ ...place, taluqMasterId: Int });
export type PanchayatMaster = Static<typeof PanchayatMaster>;

export const RoleMaster = Type.Object({
  id: Int,
  name: Text,
  description: Text,
  assignable: Type.Boolean({ description: 'Whether the caller may give this role (it ranks below hers).' }),
});
export type RoleMaster = Static<typeof RoleMaster>;

export const Hospital = Type.Object({
  id: Int,
  hospitalGroupId: NullInt,
  name: Text,
  description: NullText,
  address: NullText,
  licenseNo: NullText,
});
export type Hospital = Static<typeof Hospital>;

export const States = Type.Array(StateMaster);
export const Districts = Type.Array(DistrictMaster);
export const Taluks = Type.Array(TalukMaster);
export const Panchayats = Type.Array(PanchayatMaster);
export const Roles = Type.Array(RoleMaster);
export const Hospitals = Type.Array(Hospital, { description: "The caller's own hospitals." });
