/** Option lists of the General Details page (docs/screens.md §9). */
import { i18n } from '@screening/shared';
export const EDUCATION_OPTIONS = ['NIL', 'Primary', 'Middle school', 'High school', 'College', 'Others'] as const;
export const OCCUPATION_OPTIONS = [
  'House wife',
  'Laborer-skilled',
  'Laborer-Unskilled',
  'Teaching/Office jobs',
  'Professional',
  'Business',
  'Not working',
  'Others',
] as const;
export const HOUSE_OPTIONS = ['Owned', 'Rental'] as const;
export const HABIT_OPTIONS = ['Tobacco', 'Smoking', 'Alcohol', 'Snuff', 'Others'] as const;
/** Habits the server has no types for: the habit itself is the only type (docs/screens.md §9). */
export const SELF_TYPED_HABITS: readonly string[] = ['Snuff', 'Others'];

/**
 * A list as select options: the value saved is the English word; `name` (the list's `opt` section in the catalogue,
 * in the same order) gives the label in the current language.
 */
export const asOptions = (list: readonly string[], name: string) =>
  list.map((value, index) => ({ value, label: i18n.t(`opt.${name}.${index}`, { ns: 'patients' }) }));

/** A habit type (the server's word, saved as it is) in the current language, where the catalogue knows it. */
export const habitTypeLabel = (type: string): string => i18n.t(`opt.habitType.${type}`, { ns: 'patients', defaultValue: type });
