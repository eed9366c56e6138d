/**
 * Screening and clinical results checked against their form definition with the form engine the screens use:
 * dates must be dd-mm-yyyy and not in the future, a UHID at most 20 characters; Finish needs what the screen's Finish
 * needs.
 */
import type { MetricGroup, MetricParam } from '@screening/domain/types';
import { badRequest } from '../http/errors.js';
import { answerFormatErrors, finishBlocker, isMetricParam, prefillAnswers, requiredErrors } from '../candidates/shared-rules.js';

/** The answers as the form would hold them (hidden answers dropped, values matched to options). */
export const answersOf = (definition: MetricGroup | null, result: MetricGroup) =>
  prefillAnswers(definition?.params ?? [], result.params.filter(isMetricParam));

/**
 * "Today" for the no-future-dates rule: the latest calendar day anywhere (UTC+14), so an answer dated today in
 * the user's time zone is never refused because the server's clock is still on yesterday.
 */
function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3600 * 1000).toISOString().slice(0, 10);
}

/** The first refused answer, named by its test: "Menopause: This field is required". */
function firstFieldError(errors: Record<string, string>): void {
  const [entry] = Object.entries(errors);
  if (entry) {
    throw badRequest('METRIC_ANSWER_INVALID', { name: entry[0].trim(), reason: entry[1] }, `testMetrics.${entry[0]}`);
  }
}

/** What a Save refuses too: a bad date, an answer longer than its question takes. */
export function checkAnswerFormats(definition: MetricGroup | null, result: MetricGroup): void {
  firstFieldError(answerFormatErrors(definition?.params ?? [], answersOf(definition, result), latestToday()));
}

/** Finish of a screening form: the three rules that disable its Finish button (docs/screens.md §5). */
export function checkScreeningFinish(stage: string | null, definition: MetricGroup | null, result: MetricGroup): void {
  const params: MetricParam[] = definition?.params ?? [];
  const answers = answersOf(definition, result);
  switch (finishBlocker(stage, params, answers)) {
    case 'required':
      firstFieldError(requiredErrors(params, answers));
      return;
    case 'clinical-evaluation-no':
      throw badRequest('FINISH_CLINICAL_EVALUATION_NO', undefined, 'completed');
    case 'cervical-not-now':
      throw badRequest('FINISH_CERVICAL_NOT_NOW', undefined, 'completed');
    default:
  }
}

/** Finish of a clinical form: every visible mandatory field answered. */
export function checkClinicalFinish(definition: MetricGroup | null, result: MetricGroup): void {
  firstFieldError(requiredErrors(definition?.params ?? [], answersOf(definition, result)));
}
