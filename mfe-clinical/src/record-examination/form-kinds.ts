/** How the screening form and the clinical evaluation form differ (docs/screens.md §2 "Screening and clinical", §5). */
import {
  clinicalTitle,
  dropReferredFor,
  finishBlocker,
  HISTORY_TYPE,
  requiredCodes,
  screeningTitle,
  type Answers,
  type FinishBlocker,
  type HistoryType,
  type MetricParam,
} from '@screening/shared';
import type { ExaminationKind } from '../examination';
import { PATHS } from '../paths';

export interface FormKind {
  kind: ExaminationKind;
  /** candidatehistory `type` (docs/api.md §7.1). */
  historyType: HistoryType;
  title: (stage: string) => string;
  /** The definition's params as this form shows and sends them. */
  shownParams: (params: MetricParam[]) => MetricParam[];
  /** Why Finish is disabled, or null. */
  finishBlocker: (stage: string, params: readonly MetricParam[], answers: Answers) => FinishBlocker | null;
  /** The loader shown on entry (docs/screens.md §9: form loader 700 ms; loader overlay 500 ms). */
  entryLoaderMs: number;
  /** A question whose change shows the loader again briefly. */
  loaderOnChange?: { testName: string; ms: number };
  searchPath: string;
  donePath: string;
}

export const FORM_KINDS: Record<ExaminationKind, FormKind> = {
  screening: {
    kind: 'screening',
    historyType: HISTORY_TYPE.screeningResult,
    title: screeningTitle,
    // The screening form keeps 'Referred for': it is the referral's detail there (docs/discrepancies.md §37).
    shownParams: (params) => params,
    finishBlocker,
    entryLoaderMs: 700,
    loaderOnChange: { testName: 'Breast Examination', ms: 200 },
    searchPath: PATHS.screeningSearch,
    donePath: PATHS.screeningDone,
  },
  clinical: {
    kind: 'clinical',
    historyType: HISTORY_TYPE.clinicalResult,
    title: clinicalTitle,
    shownParams: dropReferredFor,
    // The clinical form's only rule: a visible required field is empty.
    finishBlocker: (_stage, params, answers) => (Object.keys(requiredCodes(params, answers)).length > 0 ? 'required' : null),
    entryLoaderMs: 500,
    searchPath: PATHS.clinicalSearch,
    donePath: PATHS.clinicalDone,
  },
};

export const LOADING_METRICS = 'Loading clinical metrics…';
/** A finished result opened again (an old link, a bookmark): shown as it was recorded. */
export const FINISHED_NOTICE = 'This test is finished. Its answers are shown as recorded and can no longer be changed.';

/** What the user is told while Finish is disabled. */
export const FINISH_REASONS: Record<FinishBlocker, string> = {
  required: 'Finish is available once every required field (*) is answered.',
  'clinical-evaluation-no': "Finish is not available while clinical evaluation is answered 'No'. Save keeps the test open.",
  'cervical-not-now': "Finish is not available while HR-HPV DNA, Cytology or Visual Test is 'Not now'. Save keeps the test open.",
};

export const SAVE_FAILED = 'Save failed. Please try again.';
export const SUBMIT_FAILED = 'Submit failed. Please try again.';
