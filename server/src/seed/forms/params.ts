/**
 * A small builder for metric params, so the form definitions read as questions rather than JSON. Output shape
 * (docs/api.md §10): {testName, subtestName, valueType, values, selectedValues: [], isMandatory, condition}.
 * `shows` lists the children an answer reveals: { Yes: ['Symptoms', 'Referral'] } → condition entries
 * {enabledField: 'Symptoms', triggerValue: 'Yes'}, ….
 * Each param also carries its Tamil texts (`labels.ta`, from tamil.ts); the answers keep the English values.
 */
import type { MetricGroup, MetricLabels, MetricParam, ValueType } from '@screening/domain/types';
import { TAMIL } from './tamil.js';

export interface ParamOptions {
  mandatory?: boolean;
  subtestName?: string;
  shows?: Record<string, string[]>;
}

const tamil = (text: string): string | undefined => (Object.hasOwn(TAMIL, text.trim()) ? TAMIL[text.trim()] : undefined);

/** The Tamil texts of a question and its options that tamil.ts knows (also used to add them to stored forms). */
export function tamilLabels(testName: string, values: readonly string[]): NonNullable<MetricParam['labels']> {
  const labels: MetricLabels = {};
  const question = tamil(testName);
  if (question) labels.testName = question;
  if (values.length > 0) {
    labels.options = {};
    for (const value of values) {
      const text = tamil(value);
      if (text) labels.options[value] = text;
    }
  }
  return { ta: labels };
}

export function param(testName: string, valueType: ValueType, values: string[], options: ParamOptions = {}): MetricParam {
  const condition = Object.entries(options.shows ?? {}).flatMap(([triggerValue, fields]) =>
    fields.map((enabledField) => ({ enabledField, triggerValue })),
  );
  return {
    testName,
    subtestName: options.subtestName ?? 'NONE',
    valueType,
    values,
    selectedValues: [],
    isMandatory: options.mandatory ?? false,
    condition: condition.length > 0 ? condition : null,
    labels: tamilLabels(testName, values),
  };
}

export const single = (name: string, values: string[], options?: ParamOptions) => param(name, 'SingleSelect', values, options);
export const multi = (name: string, values: string[], options?: ParamOptions) => param(name, 'Multi Select', values, options);
export const buttons = (name: string, values: string[], options?: ParamOptions) => param(name, 'Button', values, options);
export const input = (name: string, options?: ParamOptions) => param(name, 'Input', [], options);
export const dateField = (name: string, options?: ParamOptions) =>
  param(name, 'Date', [], { subtestName: 'Report Date', ...options });

export const group = (params: MetricParam[], repeatlabel: string | null = null): MetricGroup => ({
  params,
  repeat: repeatlabel === null ? null : true,
  repeatlabel,
});

export const YES_NO = ['Yes', 'No'];
export const YES_NO_NOT_NOW = ['Yes', 'No', 'Not now'];
export const MARITAL_STATUS = ['Married', 'Divorced', 'Never Married', 'Widowed', 'Separated', 'Living Together'];
export const RELATIONS = [
  'Aunt',
  'Brother',
  'Cousin',
  'Daughter',
  'Father',
  'Grand Father',
  'Grand Mother',
  'Mother',
  'Nephew',
  'Niece',
  'Sister',
  'Son',
  'Spouse',
  'Uncle',
];
export const TREATMENT = ['Completed', 'Partially done', 'Preferred other center'];
