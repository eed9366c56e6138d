/**
 * A metric form's questions, as the form engine reads them. Apart from the other types of the API's shapes: the
 * request and answer schemas (../api) build on these, and those types (./index.ts) on the schemas.
 */
export type ValueType = 'SingleSelect' | 'Multi Select' | 'MultiSelect' | 'Button' | 'Input' | 'Date' | 'SingleSelectButton';
export interface MetricCondition {
  enabledField: string;
  triggerValue: string;
}
/** A question's text in one language, and its options' texts keyed by their (English) value. */
export interface MetricLabels {
  testName?: string;
  options?: Record<string, string>;
}
export interface MetricParam {
  testName: string;
  subtestName?: string;
  valueType: ValueType | string;
  values?: string[];
  selectedValues?: string[];
  isMandatory?: boolean | null;
  condition?: MetricCondition[] | null;
  conditions?: MetricCondition[] | null;
  /** The texts shown in other languages, by language code ('ta'); answers keep the English values. */
  labels?: Partial<Record<string, MetricLabels>> | null;
  /** Unknown keys are passed through untouched. */
  [key: string]: unknown;
}
export interface MetricGroup {
  params: MetricParam[];
  repeat?: boolean | null;
  repeatlabel?: string | null;
  id?: number | null;
}
