/** Answers to the wire (POST /curable/candidatehistory): the definition's params with `selectedValues` filled. */
import type { MetricGroup, MetricParam } from '../types/metrics';
import { toAnswerValues } from './answers';
import { withoutLabels } from './labels';
import { isMetricParam } from './normalise';
import type { Answers, FormMember } from './types';
import { isMulti } from './value-types';
import { visibleNameSet } from './visibility';

/**
 * Every param of the definition, its keys kept as defined, with `selectedValues` = its answers when visible
 * and [] when hidden (a hidden field's value is dropped, docs/screens.md §4). The texts of other languages (`labels`) are
 * for showing only: the saved answers stay as they were without them.
 */
export function serialise(params: readonly MetricParam[], answers: Answers): MetricParam[] {
  const visible = visibleNameSet(params, answers);
  return params.filter(isMetricParam).map((defined) => {
    const param = withoutLabels(defined);
    const values = visible.has(param.testName.trim()) ? toAnswerValues(answers[param.testName]) : [];
    return { ...param, selectedValues: isMulti(param.valueType) ? values : values.slice(0, 1) };
  });
}

/** A non-repeating form (eligibility, screening, clinical) as one group. */
export function serialiseGroup(definition: MetricGroup, answers: Answers): MetricGroup {
  return {
    params: serialise(definition.params, answers),
    repeat: definition.repeat ?? null,
    repeatlabel: definition.repeatlabel ?? null,
  };
}

/** A repeatable group (family): one group per member, each with its saved `id` (null for a new member). */
export function serialiseGroups(definition: MetricGroup, members: readonly FormMember[]): MetricGroup[] {
  return members.map((member) => ({
    params: serialise(definition.params, member.answers),
    repeat: definition.repeat ?? null,
    repeatlabel: definition.repeatlabel ?? null,
    id: member.id ?? null,
  }));
}
