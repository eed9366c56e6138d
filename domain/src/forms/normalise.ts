/** Tolerant reading of metric definitions (docs/api.md §10: `condition` or `conditions`, null keys omitted). */
import type { MetricCondition, MetricParam } from '../types/metrics';
import type { NormalisedParam } from './types';

/** A param has at least a string testName; anything else in a definition list is ignored. */
export function isMetricParam(value: unknown): value is MetricParam {
  return typeof value === 'object' && value !== null && typeof (value as { testName?: unknown }).testName === 'string';
}

/** testNames are compared trimmed: definitions reference 'Relation' and 'Relation ' interchangeably. */
export function sameName(a: string, b: string): boolean {
  return a.trim() === b.trim();
}

function readConditions(param: MetricParam): MetricCondition[] {
  const lists = [param.condition, param.conditions].filter(Array.isArray) as unknown[][];
  const merged: MetricCondition[] = [];
  for (const entry of lists.flat()) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { enabledField, triggerValue } = entry as { enabledField?: unknown; triggerValue?: unknown };
    if (typeof enabledField !== 'string' || enabledField.trim() === '') continue;
    const condition = {
      enabledField: enabledField.trim(),
      triggerValue: typeof triggerValue === 'string' ? triggerValue.trim() : '',
    };
    if (!merged.some((c) => c.enabledField === condition.enabledField && c.triggerValue === condition.triggerValue))
      merged.push(condition);
  }
  return merged;
}

/**
 * Normalises a definition: `condition` and `conditions` merged into `condition` (enabledField and triggerValue
 * trimmed, duplicates dropped), `values` always an array, `valueType` trimmed. Unknown keys are kept.
 * `testName` is kept verbatim: it is the answer key and the server reads some names with their trailing space.
 */
export function normaliseParams(params: readonly unknown[] | null | undefined): NormalisedParam[] {
  if (!Array.isArray(params)) return [];
  return params.filter(isMetricParam).map((param) => {
    const rest: MetricParam = { ...param };
    delete rest.conditions;
    return {
      ...rest,
      testName: param.testName,
      valueType: typeof param.valueType === 'string' ? param.valueType.trim() : '',
      values: Array.isArray(param.values) ? param.values.filter((v): v is string => typeof v === 'string') : [],
      condition: readConditions(param),
    };
  });
}
