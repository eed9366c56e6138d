/** The participant's saved details: prefill type 6 (the candidate) and type 2 (general details and habits), docs/api.md §7.2. */
import { call, routes, type Candidate, type CandidateHabit } from '@screening/shared';

export type GeneralDetails = Partial<Candidate> & { candidateHabitDTOs?: CandidateHabit[] | null };

export interface ParticipantDetails {
  candidate: Partial<Candidate> | null;
  general: GeneralDetails | null;
}

async function prefill<T>(candidateId: number, type: 2 | 6): Promise<T | null> {
  const data = (await call(routes.prefill, { candidateId, type })).data as T | '';
  return data && typeof data === 'object' ? data : null;
}

export async function loadParticipantDetails(candidateId: number): Promise<ParticipantDetails> {
  const [candidate, general] = await Promise.all([prefill<Candidate>(candidateId, 6), prefill<GeneralDetails>(candidateId, 2)]);
  return { candidate, general };
}
