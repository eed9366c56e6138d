/** routes.enrol and routes.saveParticipant (docs/api.md §5.1). */
import {
  call,
  routes,
  type Candidate,
  type CandidateRequest,
  type Participant,
  type PossibleDuplicate,
  type PossibleDuplicatesRequest,
} from '@screening/shared';

/** Enrol (screenId 1) or general details (screenId 3). */
export async function saveCandidate(request: CandidateRequest): Promise<Candidate> {
  const { data } = await call(routes.enrol, request);
  return data;
}

/** Tag (screenId 2) with a reason. */
export async function tagCandidate(request: CandidateRequest): Promise<Candidate> {
  const { data } = await call(routes.saveParticipant, request);
  return data;
}

/** The registration ID of a candidate answer (`registraionId` on the wire, `registrationId` as well). */
export function registrationIdOf(
  candidate: Partial<Pick<Candidate, 'registraionId' | 'registrationId'>> | null | undefined,
): string | null {
  return candidate?.registraionId || candidate?.registrationId || null;
}

/** The participant in progress from the enrol answer; the request fills what an echo may leave out. */
export function participantOf(answer: Candidate, request: CandidateRequest): Participant {
  const age = Number(answer.age ?? request.age);
  return {
    id: Number(answer.id ?? request.id),
    name: String(answer.name ?? request.name ?? ''),
    registrationId: registrationIdOf(answer) ?? String(request.registraionId ?? ''),
    age: Number.isFinite(age) ? age : null,
    gender: answer.gender ?? request.gender ?? null,
    campId: answer.campId ?? (request.campId === null || request.campId === undefined ? null : Number(request.campId)),
  };
}

/** routes.possibleDuplicates: who the person about to be enrolled may already be. */
export async function findPossibleDuplicates(request: PossibleDuplicatesRequest): Promise<PossibleDuplicate[]> {
  const { data } = await call(routes.possibleDuplicates, request);
  return Array.isArray(data) ? data : [];
}
