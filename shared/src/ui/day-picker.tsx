import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from 'antd';
import { DAY_FORMAT } from './day-format';
import { DayRefusal } from './day-refusal';

export interface DayPickerProps {
  id?: string;
  /** An ISO instant (local midnight of the day) or null; given by the Form.Item of a named field. */
  value?: string | null;
  /** Gives the local midnight of the chosen day as an ISO instant (what the clinic calls send), or null. */
  onChange?: (value: string | null) => void;
  /** Days before this one cannot be chosen (an ISO instant or a Date). */
  min?: string | Date | null;
  /** What the field says when an earlier day is typed. */
  minMessage?: string;
  /** Days after this one cannot be chosen (an ISO instant or a Date). */
  max?: string | Date | null;
  /** What the field says when a later day is typed. */
  maxMessage?: string;
  /** Display format; dd/mm/yyyy unless a screen needs another. */
  format?: string;
  invalid?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  /** Given by the Form.Item of a named field in error. */
  'aria-invalid'?: boolean | 'true' | 'false';
}

const toDay = (value: string | Date | null | undefined): Dayjs | null => {
  if (!value) return null;
  const day = dayjs(value);
  return day.isValid() ? day.startOf('day') : null;
};

/**
 * A date field by calendar day: picked or typed ('25/12/2026'). Days outside min and max are
 * greyed in the calendar; typed, they are refused with a message at the field, never dropped silently.
 */
export function DayPicker({
  id,
  value,
  onChange,
  min,
  minMessage,
  max,
  maxMessage,
  format = DAY_FORMAT,
  invalid,
  disabled,
  ...aria
}: DayPickerProps) {
  const minDay = toDay(min);
  const maxDay = toDay(max);
  const outside = (day: Dayjs) => Boolean((minDay && day.isBefore(minDay, 'day')) || (maxDay && day.isAfter(maxDay, 'day')));
  return (
    <DayRefusal limits={{ min: minDay, max: maxDay, minMessage, maxMessage }}>
      {(refusal) => (
        <DatePicker
          id={id}
          value={toDay(value)}
          format={format}
          placeholder={format.toLowerCase()}
          minDate={minDay ?? undefined}
          maxDate={maxDay ?? undefined}
          disabledDate={minDay || maxDay ? outside : undefined}
          onChange={(day: Dayjs | null) => {
            refusal.taken();
            onChange?.(day ? day.startOf('day').toDate().toISOString() : null);
          }}
          status={invalid || refusal.refusal ? 'error' : undefined}
          disabled={disabled}
          // Enter confirms the typed day; it must not also submit the form around the field.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          style={{ width: '100%' }}
          aria-invalid={
            invalid || aria['aria-invalid'] === true || aria['aria-invalid'] === 'true' || Boolean(refusal.refusal) || undefined
          }
          aria-describedby={refusal.describedBy(aria['aria-describedby'])}
          aria-required={aria['aria-required'] || undefined}
        />
      )}
    </DayRefusal>
  );
}
