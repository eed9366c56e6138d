/**
 * One screening or clinical form: its definition, the answers (saved ones prefilled, unsaved ones kept as a
 * draft in the workflow store), the field errors (refusal codes, worded by the form), and Save / Finish through
 * a mutation. A failed save keeps every answer.
 */
import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  answerFormatCodes,
  errorMessage,
  lengthCodes,
  metricFormCodes,
  participantLabel,
  prefillAnswers,
  requiredCodes,
  screeningOutcome,
  serialiseGroup,
  useAuthStore,
  useWorkflowStore,
  visibleNameSet,
  withoutError,
  type Answers,
  type MetricParam,
  type MetricRuleCode,
} from '@screening/shared';
import { useNotice } from '@screening/shared/ui';
import { draftKey, EXAMINATION_STEP, OUTCOME_STEP } from '../examination';
import { translated } from '../i18n';
import { SAVE_FAILED, SUBMIT_FAILED, type FormKind } from './form-kinds';
import { loadDefinition, loadSavedResult, saveResult } from './test-form.api';
import type { Examination } from './use-examination';

export interface SaveFailure {
  title: string;
  /** The server's own explanation, when it gave one. */
  detail: string;
}

/** A refusal's reason (4xx: the server says what was wrong); a network or server failure needs no more than the title. */
const rejection = (error: unknown): string => errorMessage(error, { fallback: '' });

const isAnswers = (value: unknown): value is Answers =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((v) => Array.isArray(v) && v.every((s) => typeof s === 'string'));

type FieldCodes = Record<string, MetricRuleCode>;

/** Only the errors of fields still visible. */
function visibleErrors(params: readonly MetricParam[], answers: Answers, errors: FieldCodes): FieldCodes {
  const visible = visibleNameSet(params, answers);
  return Object.fromEntries(Object.entries(errors).filter(([name]) => visible.has(name.trim())));
}

const testFormKey = (diseaseTestId: number, candidateId: number) =>
  ['clinical', 'test-form', diseaseTestId, candidateId] as const;

export function useTestForm(form: FormKind, examination: Examination) {
  const navigate = useNavigate();
  const notify = useNotice();
  const queryClient = useQueryClient();
  const { participant, diseaseTestId, stage } = examination;
  const key = draftKey(form.kind, participant.id, diseaseTestId);
  const [errors, setErrors] = useState<FieldCodes>({});
  /** Bumped whenever errors are shown on request, so the page can bring the first one into view. */
  const [reveal, setReveal] = useState(0);

  const loaded = useQuery({
    queryKey: testFormKey(diseaseTestId, participant.id),
    queryFn: async () => {
      const [definition, saved] = await Promise.all([
        loadDefinition(diseaseTestId),
        loadSavedResult(participant.id, diseaseTestId),
      ]);
      return { definition, saved };
    },
  });
  // A form once read stays on screen even if reading it again fails: the answers typed are never hidden.
  const status = loaded.data ? 'ready' : loaded.isError ? 'failed' : 'loading';
  const params = useMemo<MetricParam[]>(() => (loaded.data ? form.shownParams(loaded.data.definition) : []), [loaded.data, form]);
  const finished = loaded.data?.saved.finished ?? false;
  // Unsaved answers live in the workflow store (every change is a draft); until the first change, the saved ones.
  const draft = useWorkflowStore((s) => s.drafts[key]);
  const answers = useMemo<Answers>(
    () => (isAnswers(draft) && !finished ? draft : loaded.data ? prefillAnswers(params, loaded.data.saved.params) : {}),
    [draft, finished, loaded.data, params],
  );

  const change = useCallback(
    (next: Answers, changed: string) => {
      useWorkflowStore.getState().saveDraft(key, next);
      // Answering clears the field's error; emptying a required field, or typing past its length, says so at once.
      setErrors((current) => {
        const cleared = visibleErrors(params, next, withoutError(current, changed));
        const found = requiredCodes(params, next)[changed] ?? lengthCodes(params, next)[changed];
        return found ? { ...cleared, [changed]: found } : cleared;
      });
    },
    [key, params],
  );

  /** Shows 'This field is required' under every visible required field still empty. */
  const showMissing = useCallback(() => {
    setErrors(requiredCodes(params, answers));
    setReveal((n) => n + 1);
  }, [params, answers]);

  // The variables are `completed`: 0 for Save, 1 for Finish, so the page knows whose button is busy.
  const save = useMutation({
    mutationFn: async (completed: 0 | 1) => {
      const testMetrics = serialiseGroup({ params, repeat: null, repeatlabel: null }, answers);
      const { queued } = await saveResult({
        candidateId: participant.id,
        type: form.historyType,
        stage,
        completed,
        diseaseTestMasterId: diseaseTestId,
        candidateTestId: examination.candidateTestId,
        hospitalId: useAuthStore.getState().hospitalId,
        gender: participant.gender,
        testMetrics,
      });
      return { queued, testMetrics };
    },
    onSuccess: ({ queued, testMetrics }, completed) => {
      const workflow = useWorkflowStore.getState();
      workflow.clearDraft(key);
      // What was read before this save is out of date (a finished result is no longer editable): never show it again.
      queryClient.removeQueries({ queryKey: testFormKey(diseaseTestId, participant.id) });
      workflow.setStep(OUTCOME_STEP, {
        kind: form.kind,
        worklist: workflow.steps[EXAMINATION_STEP]?.worklist,
        fromView: workflow.steps[EXAMINATION_STEP]?.fromView,
        completed,
        participant: participantLabel(participant),
        stage,
        candidateId: participant.id,
        // Her referral (and its slip) exists once the server has the result, not while the device keeps it.
        referred:
          !queued && form.kind === 'screening' && screeningOutcome(testMetrics.params, { stage, completed }).createsClinicalTest,
      });
      // Replacing the form in history: Back from the outcome page must not reopen what was just recorded.
      navigate(form.donePath, { replace: true });
    },
    onError: (_error, completed) => notify(translated(completed === 1 ? SUBMIT_FAILED : SAVE_FAILED), 'error'),
  });

  const { mutate, isPending: pendingSave } = save;
  const submit = useCallback(
    (completed: 0 | 1): void => {
      if (pendingSave) return;
      // Save keeps a partial record, so only Finish needs every required answer; a bad date or length blocks both.
      const found = completed === 1 ? metricFormCodes(params, answers) : answerFormatCodes(params, answers);
      if (Object.keys(found).length > 0) {
        setErrors(found);
        setReveal((n) => n + 1);
        return;
      }
      mutate(completed);
    },
    [params, answers, pendingSave, mutate],
  );

  /** Which button's save is under way: 0 Save, 1 Finish, null none. */
  const pending = save.isPending ? save.variables : null;
  const failure: SaveFailure | null = save.isError
    ? { title: save.variables === 1 ? SUBMIT_FAILED : SAVE_FAILED, detail: rejection(save.error) }
    : null;

  const retry = useCallback(() => void loaded.refetch(), [loaded]);

  return {
    status,
    finished,
    params,
    answers,
    errors,
    reveal,
    pending,
    failure,
    change,
    showMissing,
    submit,
    retry,
    retrying: loaded.isFetching,
  };
}
