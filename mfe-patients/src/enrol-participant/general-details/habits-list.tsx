import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { addHabitCode, deleteHabitCode, sanitiseFrequency, digitsOnly, type RuleCode } from '@screening/shared';
import {
  Alert,
  Button,
  DeleteOutlined,
  Panel,
  DigitsInput,
  DownOutlined,
  MASTER_DATA_STALE_MS,
  PlusOutlined,
  ruleMessage,
  Select,
  UpOutlined,
} from '@screening/shared/ui';
import { usePatientsTranslation } from '../../i18n';
import { ChoiceButtons, Field, yesNoOptions, describedBy } from '../wizard/field';
import { EMPTY_HABIT, type HabitRow } from './general-details-form';
import { HABIT_OPTIONS, asOptions, habitTypeLabel } from './general-options';
import { fetchHabitTypes } from './habits.api';

export const HABIT_TYPES_FAILED = 'Failed to load data. Please try again.';

/** Years of a habit, or since quitting it. */
const twoDigits = (typed: string) => digitsOnly(typed, 2);

export interface HabitsListProps {
  habits: HabitRow[];
  onChange: (habits: HabitRow[]) => void;
  /** Refusals keyed `candidateHabitDTOs.{index}.frequency` (generalDetailsCodes). */
  errors: Partial<Record<string, RuleCode>>;
  disabled?: boolean;
}

/** Habit types per chosen habit (undefined while loading): a master list, read once per habit. */
function useHabitTypes(habits: readonly HabitRow[]): Record<string, string[] | 'error' | undefined> {
  const chosen = [...new Set(habits.map((h) => h.habits).filter(Boolean))];
  return useQueries({
    queries: chosen.map((habit) => ({
      queryKey: ['patients', 'habit-types', habit],
      queryFn: () => fetchHabitTypes(habit),
      staleTime: MASTER_DATA_STALE_MS,
    })),
    combine: (results) =>
      Object.fromEntries(results.map((result, index) => [chosen[index], result.isError ? 'error' : result.data])),
  });
}

/** The social-habits list: collapsible cards, Add Habit and delete with the rules of docs/screens.md §5. */
export function HabitsList({ habits, onChange, errors, disabled = false }: HabitsListProps) {
  const { t } = usePatientsTranslation();
  const [open, setOpen] = useState<boolean[]>(() => habits.map((_, index) => index === habits.length - 1));
  const [listError, setListError] = useState<RuleCode | null>(null);
  const types = useHabitTypes(habits);

  const update = (index: number, patch: Partial<HabitRow>) => {
    setListError(null);
    onChange(habits.map((habit, i) => (i === index ? { ...habit, ...patch } : habit)));
  };
  const add = () => {
    const problem = addHabitCode(habits);
    setListError(problem);
    if (problem) return;
    onChange([...habits, { ...EMPTY_HABIT }]);
    setOpen([...habits.map(() => false), true]);
  };
  const remove = (index: number) => {
    const problem = deleteHabitCode(habits);
    setListError(problem);
    if (problem) return;
    onChange(habits.filter((_, i) => i !== index));
    setOpen(open.filter((_, i) => i !== index));
  };

  return (
    <div className="pt-card-list">
      {habits.map((habit, index) => {
        const id = `habit-${index}`;
        const expanded = open[index] ?? true;
        const frequencyCode = errors[`candidateHabitDTOs.${index}.frequency`];
        const frequencyError = frequencyCode && ruleMessage(frequencyCode);
        const habitTypes = habit.habits ? types[habit.habits] : undefined;
        const number = index + 1;
        const chosen = HABIT_OPTIONS.findIndex((option) => option === habit.habits);
        const name = chosen >= 0 ? t(`opt.habit.${chosen}`) : habit.habits || t('habit.select');
        const title = `${t('habit.title', { number, habit: name })}${habit.type ? ` – ${habitTypeLabel(habit.type)}` : ''}`;
        return (
          <Panel
            key={index}
            title={title}
            role="group"
            aria-label={t('habit.label', { number })}
            extra={
              <>
                <Button
                  type="text"
                  aria-expanded={expanded}
                  aria-controls={`${id}-body`}
                  aria-label={t(expanded ? 'habit.collapse' : 'habit.expand', { number })}
                  icon={expanded ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
                  onClick={() => setOpen(habits.map((_, i) => (i === index ? !expanded : (open[i] ?? true))))}
                />
                <Button
                  type="text"
                  danger
                  disabled={disabled}
                  aria-label={t('habit.delete', { number })}
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => remove(index)}
                />
              </>
            }
          >
            <div id={`${id}-body`} hidden={!expanded}>
              <Field id={`${id}-habits`} label={t('habit.habits')}>
                <Select
                  id={`${id}-habits`}
                  value={habit.habits || undefined}
                  placeholder={t('habit.select')}
                  options={asOptions(HABIT_OPTIONS, 'habit')}
                  onChange={(value: string) => update(index, { habits: value, type: '' })}
                />
              </Field>
              <Field id={`${id}-type`} label={t('habit.type')} error={habitTypes === 'error' ? HABIT_TYPES_FAILED : null}>
                <Select
                  id={`${id}-type`}
                  value={habit.type || undefined}
                  placeholder={t('habit.selectType')}
                  disabled={disabled || !habit.habits}
                  loading={Boolean(habit.habits) && habitTypes === undefined}
                  options={(Array.isArray(habitTypes) ? habitTypes : []).map((type) => ({
                    value: type,
                    label: habitTypeLabel(type),
                  }))}
                  onChange={(value: string) => update(index, { type: value })}
                />
              </Field>
              <Field id={`${id}-frequency`} label={t('habit.frequency')} error={frequencyError}>
                <DigitsInput
                  id={`${id}-frequency`}
                  value={habit.frequency}
                  sanitise={sanitiseFrequency}
                  onChange={(frequency) => update(index, { frequency })}
                  {...describedBy(`${id}-frequency`, frequencyError)}
                />
              </Field>
              <Field id={`${id}-duration`} label={t('habit.duration')}>
                <DigitsInput
                  id={`${id}-duration`}
                  value={habit.duration}
                  sanitise={twoDigits}
                  onChange={(duration) => update(index, { duration })}
                />
              </Field>
              <Field id={`${id}-quit`} label={t('habit.quit')} group>
                <ChoiceButtons
                  id={`${id}-quit`}
                  options={yesNoOptions()}
                  value={habit.quit}
                  disabled={disabled}
                  onChange={(value) =>
                    update(index, { quit: value as HabitRow['quit'], howLong: value === 'Yes' ? habit.howLong : '' })
                  }
                />
              </Field>
              {habit.quit === 'Yes' && (
                <Field id={`${id}-howlong`} label={t('habit.howLong')}>
                  <DigitsInput
                    id={`${id}-howlong`}
                    value={habit.howLong}
                    sanitise={twoDigits}
                    onChange={(howLong) => update(index, { howLong })}
                  />
                </Field>
              )}
            </div>
          </Panel>
        );
      })}
      {listError && <Alert type="warning" showIcon title={ruleMessage(listError)} role="alert" />}
      <div>
        <Button icon={<PlusOutlined aria-hidden />} onClick={add} disabled={disabled}>
          {t('habit.add')}
        </Button>
      </div>
    </div>
  );
}
