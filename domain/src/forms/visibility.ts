/**
 * Conditional fields (docs/screens.md §4, docs/api.md §10). A param is a root when no other param names it as an
 * enabledField; roots are visible; a child is visible when a visible parent's answer equals (multi-select:
 * contains) the trigger, compared trimmed. Visibility is computed as a closure from the roots, so nesting of
 * any depth works and a cycle simply stays hidden instead of recursing forever.
 */
import type { MetricParam } from '../types/metrics';
import { normaliseParams } from './normalise';
import type { Answers, NormalisedParam } from './types';
import { isMulti } from './value-types';

/** Whether `param`'s answer fires `triggerValue`. An empty trigger never fires. */
export function triggerMatches(
  param: Pick<NormalisedParam, 'testName' | 'valueType'>,
  answers: Answers,
  triggerValue: string,
): boolean {
  const trigger = triggerValue.trim();
  if (trigger === '') return false;
  const values = answers[param.testName] ?? [];
  const candidates = isMulti(param.valueType) ? values : values.slice(0, 1);
  return candidates.some((value) => typeof value === 'string' && value.trim() === trigger);
}

/** Trimmed names of the params another param can enable. */
function enabledNames(params: readonly NormalisedParam[]): Set<string> {
  const names = new Set<string>();
  for (const param of params) {
    for (const { enabledField } of param.condition) {
      if (enabledField !== param.testName.trim()) names.add(enabledField);
    }
  }
  return names;
}

export function rootParams(params: readonly MetricParam[]): NormalisedParam[] {
  const normalised = normaliseParams(params);
  const enabled = enabledNames(normalised);
  return normalised.filter((param) => !enabled.has(param.testName.trim()));
}

export function isRoot(params: readonly MetricParam[], testName: string): boolean {
  return rootParams(params).some((param) => param.testName.trim() === testName.trim());
}

/** The trimmed names of the visible params. */
export function visibleNameSet(params: readonly MetricParam[], answers: Answers): Set<string> {
  const normalised = normaliseParams(params);
  const byName = new Map<string, NormalisedParam[]>();
  for (const param of normalised) {
    const key = param.testName.trim();
    byName.set(key, [...(byName.get(key) ?? []), param]);
  }
  const visible = new Set<string>();
  const queue: NormalisedParam[] = [];
  for (const root of rootParams(normalised)) {
    visible.add(root.testName.trim());
    queue.push(root);
  }
  while (queue.length > 0) {
    const parent = queue.shift() as NormalisedParam;
    for (const { enabledField, triggerValue } of parent.condition) {
      if (visible.has(enabledField) || !byName.has(enabledField)) continue;
      if (!triggerMatches(parent, answers, triggerValue)) continue;
      visible.add(enabledField);
      queue.push(...(byName.get(enabledField) ?? []));
    }
  }
  return visible;
}

export function isVisible(params: readonly MetricParam[], answers: Answers, testName: string): boolean {
  return visibleNameSet(params, answers).has(testName.trim());
}

/** The visible params, in definition order. */
export function visibleParams(params: readonly MetricParam[], answers: Answers): NormalisedParam[] {
  const visible = visibleNameSet(params, answers);
  return normaliseParams(params).filter((param) => visible.has(param.testName.trim()));
}

/** Answers with those of hidden params removed; answers that belong to no param are kept. */
export function pruneHidden(params: readonly MetricParam[], answers: Answers): Answers {
  const normalised = normaliseParams(params);
  const visible = visibleNameSet(normalised, answers);
  const hidden = new Set(normalised.map((p) => p.testName.trim()).filter((name) => !visible.has(name)));
  const pruned: Answers = {};
  for (const [name, values] of Object.entries(answers)) {
    if (!hidden.has(name.trim())) pruned[name] = values;
  }
  return pruned;
}
