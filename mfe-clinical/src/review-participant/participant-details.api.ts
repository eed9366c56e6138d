/** The participant's saved details: the enrolment prefill (the candidate) and the general details one (and habits), docs/api.md §7.2. */
import { call, PREFILL_TYPE, routes, type Candidate, type CandidateHabit, type PrefillType } from '@screening/shared';

export type GeneralDetails = Partial<Candidate> & { candidateHabitDTOs?: CandidateHabit[] | null };

export interface ParticipantDetails {
  candidate: Partial<Candidate> | null;
  general: GeneralDetails | null;
}

async function prefill<T>(candidateId: number, type: PrefillType): Promise<T | null> {
  const data = (await call(routes.prefill, { candidateId, type })).data as T | '';
  return data && typeof data === 'object' ? data : null;
}

export async function loadParticipantDetails(candidateId: number): Promise<ParticipantDetails> {
  const [candidate, general] = await Promise.all([
    prefill<Candidate>(candidateId, PREFILL_TYPE.enrolment),
    prefill<GeneralDetails>(candidateId, PREFILL_TYPE.generalDetails),
  ]);
  return { candidate, general };
}
