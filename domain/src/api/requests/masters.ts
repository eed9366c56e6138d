/** Master data (docs/api.md §2): the geography cascade's path segments. */
import type { StaticDecode } from '@sinclair/typebox';
import { idParams } from './common';

/** GET /curable/districtmaster/statemaster/:stateId. */
export const StateIdParams = idParams('stateId');
export type StateIdParams = StaticDecode<typeof StateIdParams>;
/** GET /curable/taluqmaster/districtmaster/:districtId. */
export const DistrictIdParams = idParams('districtId');
export type DistrictIdParams = StaticDecode<typeof DistrictIdParams>;
/** GET /curable/panchayatmaster/taluqmaster/:taluqId. */
export const TaluqIdParams = idParams('taluqId');
export type TaluqIdParams = StaticDecode<typeof TaluqIdParams>;
