/** Calls more than one outreach clinic screen makes: the geography cascade and saving a clinic. */
import {
  call,
  routes,
  errorMessage,
  type DistrictMaster,
  type NewCampRequest,
  type PanchayatMaster,
  type StateMaster,
  type TalukMaster,
} from '@screening/shared';
import { CLINIC_MESSAGES } from './clinic-messages';

/** The four lists of the state → district → taluk → panchayat cascade. */
export interface GeographyLoaders {
  states(): Promise<StateMaster[]>;
  districts(stateId: number): Promise<DistrictMaster[]>;
  taluks(districtId: number): Promise<TalukMaster[]>;
  panchayats(talukId: number): Promise<PanchayatMaster[]>;
}

const list = <T>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);

export const geographyLoaders: GeographyLoaders = {
  states: async () => list<StateMaster>((await call(routes.states)).data),
  districts: async (stateId) => list<DistrictMaster>((await call(routes.districts, { stateId })).data),
  taluks: async (districtId) => list<TalukMaster>((await call(routes.taluks, { districtId })).data),
  panchayats: async (taluqId) => list<PanchayatMaster>((await call(routes.panchayats, { taluqId })).data),
};

/** routes.newClinic; the answer is the clinic ID as plain text (read as text, so '0123456' keeps its zero). */
export async function saveClinic(request: NewCampRequest): Promise<string> {
  const { data } = await call(routes.newClinic, request, { responseType: 'text' });
  return String(data ?? '').trim();
}

/**
 * What the screen says when saving failed (docs/screens.md §8): the server's own sentence for a refused request (a duplicate
 * clinic ID, a rule broken), 'Failed to submit data.' for any other error status, and, when no answer came at all,
 * that the clinic was not saved because the server could not be reached.
 */
export function clinicSubmitError(error: unknown): string {
  return errorMessage(error, { fallback: CLINIC_MESSAGES.submitFailed, network: CLINIC_MESSAGES.unreachable });
}
