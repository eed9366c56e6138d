/** Option lists of the General Details page (SPEC §9). */
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
/** Habits the server has no types for: the habit itself is the only type (SPEC §9). */
export const SELF_TYPED_HABITS: readonly string[] = ['Snuff', 'Others'];

export const asOptions = (list: readonly string[]) => list.map((value) => ({ value, label: value }));
