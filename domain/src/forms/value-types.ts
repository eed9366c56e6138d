/** Value types of metric params (docs/api.md §10): spelling varies ('Multi Select' / 'MultiSelect'), so compare loosely. */
import type { MetricParam } from '../types/metrics';

export type FieldKind = 'multi' | 'date' | 'input' | 'buttons' | 'select';

function typeKey(valueType: unknown): string {
  return typeof valueType === 'string' ? valueType.replace(/\s+/g, '').toLowerCase() : '';
}

export function isMulti(valueType: unknown): boolean {
  return typeKey(valueType) === 'multiselect';
}

export function isDate(valueType: unknown): boolean {
  return typeKey(valueType) === 'date';
}

export function isInput(valueType: unknown): boolean {
  return typeKey(valueType) === 'input';
}

/** 'Button' and 'SingleSelectButton' both render their options as buttons. */
export function isButtons(valueType: unknown): boolean {
  const key = typeKey(valueType);
  return key === 'button' || key === 'singleselectbutton';
}

/** The options of a param (its `values`), strings only. */
export function optionsOf(param: Pick<MetricParam, 'values'>): string[] {
  return Array.isArray(param.values) ? param.values.filter((v): v is string => typeof v === 'string') : [];
}

/** How a param is rendered; an unknown type falls back to a select when it has options, else free text. */
export function fieldKind(param: Pick<MetricParam, 'valueType' | 'values'>): FieldKind {
  if (isMulti(param.valueType)) return 'multi';
  if (isDate(param.valueType)) return 'date';
  if (isInput(param.valueType)) return 'input';
  if (isButtons(param.valueType)) return 'buttons';
  if (typeKey(param.valueType) === 'singleselect') return 'select';
  return optionsOf(param).length > 0 ? 'select' : 'input';
}

/**
 * The option a stored value stands for: exact match first, then trimmed and case-insensitive, because stored
 * answers drift from option text ('FEMALE' for the 'Female' button, 'Yes' for the 'Yes ' option).
 */
export function matchOption(options: readonly string[], value: string): string {
  if (options.includes(value)) return value;
  const wanted = value.trim().toLowerCase();
  return options.find((option) => option.trim().toLowerCase() === wanted) ?? value;
}
