import type { MetricCondition, MetricParam } from '../types/metrics';

/** Answers of one metric form: testName (exact, trailing spaces included) → selected values. */
export type Answers = Record<string, string[]>;

/** A param after `normaliseParams`: conditions merged into `condition`, triggers trimmed, arrays present. */
export interface NormalisedParam extends MetricParam {
  testName: string;
  valueType: string;
  values: string[];
  condition: MetricCondition[];
}

/** One card of a repeatable group (family members): the member's candidate id when it was saved before. */
export interface FormMember {
  id: number | null;
  answers: Answers;
}

/** A param as saved in history or a test result: answers in `selectedValues`, older shapes in `values`/`value`. */
export interface SavedParam {
  testName?: unknown;
  selectedValues?: unknown;
  values?: unknown;
  value?: unknown;
  [key: string]: unknown;
}
