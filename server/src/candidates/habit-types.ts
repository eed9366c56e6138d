/** Habit types by habit (docs/api.md §5.5); matched case-sensitively, anything else has none (the UI then offers the habit itself). */
export const HABIT_TYPES: Readonly<Record<string, readonly string[]>> = {
  Tobacco: ['Hans', 'Gutka', 'Chewing Tobacco', 'Betel Quid with Areca Nuts', 'Pan Masala'],
  Smoking: ['Cigarette', 'Bidi', 'Hookah', 'E-Cigarette'],
  Alcohol: ['Brandy', 'Whisky', 'Rum', 'Beer', 'Arrack'],
};

export const habitTypesOf = (habit: string): string[] => (Object.hasOwn(HABIT_TYPES, habit) ? [...HABIT_TYPES[habit]] : []);
