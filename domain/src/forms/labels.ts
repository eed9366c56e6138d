/**
 * What a question and its options show in a language: the param's `labels[language]` text when there is one,
 * else the English text. Only the shown text changes; values, visibility rules and answers stay English.
 */
import type { MetricLabels, MetricParam } from '../types';

function labelsIn(param: MetricParam, language: string): MetricLabels | undefined {
  const labels = param.labels?.[language];
  return labels && typeof labels === 'object' ? labels : undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The question as shown (trimmed). */
export function questionLabel(param: MetricParam, language: string): string {
  return text(labelsIn(param, language)?.testName) ?? param.testName.trim();
}

/** An option as shown (trimmed); `option` is its English value. */
export function optionLabel(param: MetricParam, option: string, language: string): string {
  const options = labelsIn(param, language)?.options;
  const own = (key: string) => (options && Object.hasOwn(options, key) ? text(options[key]) : undefined);
  return own(option) ?? own(option.trim()) ?? option.trim();
}
