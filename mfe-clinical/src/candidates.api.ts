/**
 * The worklists (routes.worklist, docs/api.md §5.4), read by the search screens and the examination
 * selector, and the clinics they can be narrowed to (routes.worklistClinics).
 */
import { queryOptions } from '@tanstack/react-query';
import {
  call,
  routes,
  pagedAnswer,
  worklistRequest,
  type Candidate,
  type EligibleDisease,
  type Paged,
  type Participant,
  type WorklistClinic,
  type WorklistClinicsRequest,
} from '@screening/shared';
import { WORKLIST_STAGE, type ExaminationKind, type WorklistKind } from './examination';

const uniqueById = (candidates: Candidate[]): Candidate[] => [...new Map(candidates.map((c) => [c.id, c])).values()];

async function postWorklist(kind: WorklistKind, search: string, page?: number, campId?: number | null) {
  const body = worklistRequest(WORKLIST_STAGE[kind], search.trim(), { page, campId });
  const { data: answer, headers } = await call(routes.worklist, body);
  // The original backend answers an empty body for an empty list.
  const data = answer as Candidate[] | '' | null;
  if (data === '' || data === null) return { list: [], headers };
  if (!Array.isArray(data)) throw new Error('The worklist answer is not a list.');
  // A participant staffed twice in one camp can come back twice (docs/api.md §5.4): show each once.
  return { list: uniqueById(data), headers };
}

/** One worklist search, the whole list. The server scopes by the caller's token; roleId and userId are sent as the original did. */
export async function fetchWorklist(kind: ExaminationKind, search: string): Promise<Candidate[]> {
  return (await postWorklist(kind, search)).list;
}

/**
 * One page (from 0) of a worklist search, of one clinic or (null) of all the user's, and the number of all matches
 * (the whole list from a server that does not page).
 */
export async function fetchWorklistPage(
  kind: WorklistKind,
  search: string,
  page: number,
  campId: number | null = null,
): Promise<Candidate[] | Paged<Candidate>> {
  const { list, headers } = await postWorklist(kind, search, page, campId);
  return pagedAnswer(list, headers as Record<string, unknown>);
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

/** The clinics of a worklist where someone is waiting, with how many: the worklist's clinic filter. */
export const worklistClinicsQuery = (kind: WorklistKind) =>
  queryOptions({
    queryKey: ['clinical', 'worklist-clinics', kind],
    queryFn: async () => {
      const body: WorklistClinicsRequest = { stage: WORKLIST_STAGE[kind] };
      const data = (await call(routes.worklistClinics, body)).data as WorklistClinic[];
      if (!Array.isArray(data)) throw new Error('The worklist clinics answer is not a list.');
      return data;
    },
  });
