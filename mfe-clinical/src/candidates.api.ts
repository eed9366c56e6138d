/** The worklists (POST /curable/getCandidatesList, BEHAVIOUR §5.4), read by the search screens and the examination selector. */
import { queryOptions } from '@tanstack/react-query';
import {
  api,
  useAuthStore,
  type Candidate,
  type EligibleDisease,
  type GetCandidatesRequest,
  type Participant,
} from '@screening/shared';
import { WORKLIST_STAGE, type ExaminationKind } from './examination';

/** One worklist search. The server scopes by the caller's token; roleId and userId are sent as the original did. */
export async function fetchWorklist(kind: ExaminationKind, search: string): Promise<Candidate[]> {
  const { hospitalId, roleId, userId } = useAuthStore.getState();
  const body: GetCandidatesRequest = {
    search: search.trim(),
    stage: WORKLIST_STAGE[kind],
    ...(hospitalId !== null ? { hospitalId } : {}),
    ...(roleId !== null ? { roleId } : {}),
    ...(userId !== null ? { userId } : {}),
  };
  const { data } = await api.post<Candidate[] | '' | null>('/curable/getCandidatesList', body);
  if (data === '' || data === null) return [];
  if (!Array.isArray(data)) throw new Error('The worklist answer is not a list.');
  // A participant staffed twice in one camp can come back twice (BEHAVIOUR §5.4): show each once.
  const unique = new Map<number, Candidate>();
  for (const candidate of data) if (!unique.has(candidate.id)) unique.set(candidate.id, candidate);
  return [...unique.values()];
}

/** The participant as the workflow store keeps it. */
export function toParticipant(candidate: Candidate): Participant {
  return {
    id: candidate.id,
    name: candidate.name ?? '',
    registrationId: candidate.registraionId ?? candidate.registrationId ?? '',
    age: candidate.age,
    gender: candidate.gender,
    campId: candidate.campId,
  };
}

/** The participant's pending tests of one kind: [] when they are not (or no longer) on that worklist. */
export async function pendingTests(kind: ExaminationKind, participant: Participant): Promise<EligibleDisease[]> {
  const found = await fetchWorklist(kind, participant.registrationId || participant.name);
  return found.find((candidate) => candidate.id === participant.id)?.eligibleDiseases ?? [];
}

/** The pending tests of one kind as a query: the examination selector and the form pages read the same entry. */
export const pendingTestsQuery = (kind: ExaminationKind, participant: Participant | null) =>
  queryOptions({
    queryKey: ['clinical', 'pending-tests', kind, participant?.id ?? null],
    queryFn: () => pendingTests(kind, participant as Participant),
    enabled: participant !== null,
  });
