/** Prefilling metric forms from saved history or test results (docs/api.md §7.2). */
import type { MetricGroup, MetricParam } from '../types/metrics';
import { isMetricParam, normaliseParams } from './normalise';
import type { Answers, FormMember, SavedParam } from './types';
import { fieldKind, isMulti, matchOption } from './value-types';
import { pruneHidden } from './visibility';

function asStrings(list: unknown): string[] | null {
  if (typeof list === 'string') return [list];
  if (typeof list === 'number' && Number.isFinite(list)) return [String(list)];
  if (!Array.isArray(list)) return null;
  return list
    .map((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v))
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '');
}

/**
 * The answers a saved param holds: `selectedValues`, else `values`, else `value` (older result shapes). An
 * explicit empty `selectedValues` means "unanswered"; falling back then would select every option of a
 * saved definition.
 */
export function savedValues(saved: SavedParam): string[] {
  if (Array.isArray(saved.selectedValues)) return asStrings(saved.selectedValues) ?? [];
  return asStrings(saved.values) ?? asStrings(saved.value) ?? [];
}

function findSaved(savedParams: readonly SavedParam[], testName: string): SavedParam | undefined {
  return (
    savedParams.find((s) => s.testName === testName) ??
    savedParams.find((s) => typeof s.testName === 'string' && s.testName.trim() === testName.trim())
  );
}

/**
 * Answers for a definition from saved params. Single-valued fields take the first value; stored values are
 * mapped onto the option they stand for; answers of fields the saved answers leave hidden are dropped.
 */
export function prefillAnswers(params: readonly MetricParam[], savedParams: readonly unknown[] | null | undefined): Answers {
  const saved = Array.isArray(savedParams)
    ? (savedParams.filter((s) => typeof s === 'object' && s !== null) as SavedParam[])
    : [];
  const answers: Answers = {};
  for (const param of normaliseParams(params)) {
    const match = findSaved(saved, param.testName);
    if (!match) continue;
    let values = savedValues(match);
    if (!isMulti(param.valueType)) values = values.slice(0, 1);
    const kind = fieldKind(param);
    if (kind !== 'input' && kind !== 'date') values = values.map((v) => matchOption(param.values, v));
    if (values.length > 0) answers[param.testName] = values;
  }
  return pruneHidden(params, answers);
}

/** Members of a repeatable group (family) from saved groups, each keeping its `id`. */
export function prefillMembers(
  definition: Pick<MetricGroup, 'params'>,
  savedGroups: readonly unknown[] | null | undefined,
): FormMember[] {
  if (!Array.isArray(savedGroups)) return [];
  return savedGroups
    .filter((g): g is MetricGroup => typeof g === 'object' && g !== null && Array.isArray((g as MetricGroup).params))
    .map((group) => ({
      id: typeof group.id === 'number' ? group.id : null,
      answers: prefillAnswers(definition.params, group.params.filter(isMetricParam)),
    }));
}
