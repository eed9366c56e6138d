/**
 * Follow-up of referrals (routes.followUpList, followUpCounts, followUpRecord, participantView): a page of the
 * caller's follow-ups in one window, the numbers overdue and due this week, one recorded call or move, her view.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  call,
  clinicSearchRequest,
  isQueuedAnswer,
  routes,
  stageDisease,
  type FollowUp,
  type FollowUpList,
  type FollowUpRecordBody,
  type MetricParam,
  type ParticipantView,
} from '@screening/shared';
import { loadDefinition } from '../test-definition';
import { FOLLOW_UP_DISEASES, referralQuestion, type FollowUpDisease, type FollowUpWindow } from '@screening/domain/follow-up';

/** Follow-ups a page shows. */
export const FOLLOW_UP_PAGE_SIZE = 25;

export interface FollowUpFilter {
  window: FollowUpWindow;
  /** One clinic's, or (null) those of all the caller's clinics. */
  campId: number | null;
  search: string;
  /** From 0. */
  page: number;
}

/** Every read of this feature: a recorded call or move reads them all again (the lists, the counts, her view). */
const FOLLOW_UP_KEY = ['clinical', 'follow-up'] as const;

export const followUpListQuery = ({ window, campId, search, page }: FollowUpFilter) =>
  queryOptions({
    queryKey: [...FOLLOW_UP_KEY, 'list', window, campId, search, page] as const,
    queryFn: async ({ signal }) => {
      const body = { window, search, page, size: FOLLOW_UP_PAGE_SIZE, ...(campId === null ? {} : { campId }) };
      return (await call(routes.followUpList, body, { signal })).data;
    },
  });

export const followUpCountsQuery = () =>
  queryOptions({
    queryKey: [...FOLLOW_UP_KEY, 'counts'] as const,
    queryFn: async ({ signal }) => (await call(routes.followUpCounts, undefined, { signal })).data,
    // The numbers are a hint above the list: a failure shows none, and is not asked again behind the user's back.
    retry: false,
  });

/**
 * The user's clinics, for the list's clinic filter: the clinic search every area asks (the same body, so a copy kept on
 * the device answers it offline).
 */
export const followUpClinicsQuery = () =>
  queryOptions({
    queryKey: ['clinical', 'clinics'] as const,
    queryFn: async ({ signal }) => (await call(routes.activeClinics, clinicSearchRequest(''), { signal })).data,
    staleTime: 10 * 60_000,
  });

/** The "Referred for" question of each of the hospital's live screening forms, by the disease the form is about. */
export type ReferralQuestions = Partial<Record<FollowUpDisease, MetricParam[]>>;

const isFollowUpDisease = (disease: unknown): disease is FollowUpDisease =>
  (FOLLOW_UP_DISEASES as readonly unknown[]).includes(disease);

async function loadReferralQuestions(signal: AbortSignal): Promise<ReferralQuestions> {
  const tests = (await call(routes.screeningTests, undefined, { signal })).data;
  const found = await Promise.all(
    tests.map(async ({ diseaseTestId, stage }) => {
      const disease = stageDisease(stage);
      if (!isFollowUpDisease(disease)) return null;
      // A form without questions has no "Referred for" to word.
      const params = await loadDefinition(diseaseTestId, signal).catch(() => undefined);
      const question = params && referralQuestion(params);
      return question ? { disease, question } : null;
    }),
  );
  const questions: ReferralQuestions = {};
  for (const { disease, question } of found.filter((entry) => entry !== null)) (questions[disease] ??= []).push(question);
  return questions;
}

/**
 * What the "Referred for" reasons (stored as the form's English answers) say in another language: the options' texts
 * of the hospital's forms. Read when a screen or her slip shows another language; a failure shows them as stored.
 */
export const referralQuestionsQuery = () =>
  queryOptions({
    queryKey: ['clinical', 'referral-questions'] as const,
    queryFn: ({ signal }) => loadReferralQuestions(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** One participant's view, by her id (a card, a link). */
export const participantViewQuery = (candidateId: number) =>
  queryOptions({
    queryKey: [...FOLLOW_UP_KEY, 'participant', candidateId] as const,
    queryFn: async ({ signal }) => (await call(routes.participantView, { candidateId }, { signal })).data,
  });

/** Her view, by the Registration ID on her slip (read by the camera, or typed by a USB scanner). */
export async function participantBySlip(registrationId: string): Promise<ParticipantView> {
  return (await call(routes.participantView, { registrationId })).data;
}

/** What a recorded call or move came to: the follow-up as the server now holds it, or kept on the device (offline). */
export type RecordResult = { queued: false; followUp: FollowUp } | { queued: true };

export async function recordFollowUp(body: FollowUpRecordBody): Promise<RecordResult> {
  const response = await call(routes.followUpRecord, body);
  return isQueuedAnswer(response) ? { queued: true } : { queued: false, followUp: response.data };
}

/** The row in every page read so far shows what the server answered until the lists are read again. */
function replaceRow(queryClient: QueryClient, followUp: FollowUp): void {
  queryClient.setQueriesData<FollowUpList>({ queryKey: [...FOLLOW_UP_KEY, 'list'] }, (list) =>
    list ? { ...list, items: list.items.map((item) => (item.id === followUp.id ? followUp : item)) } : list,
  );
}

/**
 * Records a call or a move. Saved: the lists and the counts are read again (she may have left the window shown). Kept
 * on the device: nothing is read again, since offline that read would fail; the next visit reads them anew.
 */
export function useRecordFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordFollowUp,
    onSuccess: (result) => {
      if (result.queued) return;
      replaceRow(queryClient, result.followUp);
      // Not awaited: the dialog closes on the answer, not on the lists read after it.
      void queryClient.invalidateQueries({ queryKey: FOLLOW_UP_KEY });
    },
  });
}
