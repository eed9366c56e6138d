/**
 * What a question and its options show in a language: the param's `labels[language]` text when there is one,
 * else the English text. Only the shown text changes; values, visibility rules and answers stay English.
 */
import type { MetricGroup, MetricLabels, MetricParam } from '../types/metrics';

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

/** A param without its texts in other languages: saved answers keep only what the answer is, whoever sent them. */
export function withoutLabels<P extends MetricParam>(param: P): P {
  const { labels: _labels, ...rest } = param;
  return rest as P;
}

/** A group of answers as it is saved: every param without its `labels` (the original client posts them back). */
export function groupWithoutLabels<G extends MetricGroup | null | undefined>(group: G): G {
  if (!group || !Array.isArray(group.params)) return group;
  return {
    ...group,
    params: group.params.map((param) => (param && typeof param === 'object' ? withoutLabels(param) : param)),
  } as G;
}
