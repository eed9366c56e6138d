/** routes.habitTypes (docs/api.md §5.5); Snuff and Others have none, so the habit is its type. */
import { call, routes } from '@screening/shared';
import { SELF_TYPED_HABITS } from './general-options';

export async function fetchHabitTypes(habit: string): Promise<string[]> {
  const { data } = await call(routes.habitTypes, { habit });
  const types = Array.isArray(data) ? data.filter((t): t is string => typeof t === 'string') : [];
  return types.length === 0 && SELF_TYPED_HABITS.includes(habit) ? [habit] : types;
}
