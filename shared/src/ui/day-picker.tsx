import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from 'antd';

export interface DayPickerProps {
  id?: string;
  /** An ISO instant (local midnight of the day) or null. */
  value: string | null;
  /** Gives the local midnight of the chosen day as an ISO instant (what the clinic calls send), or null. */
  onChange: (value: string | null) => void;
  /** Days before this one cannot be chosen (an ISO instant or a Date). */
  min?: string | Date | null;
  /** Display and typing format; SPEC's clinic dates are dd/mm/yy. */
  format?: string;
  invalid?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string;
}

const toDay = (value: string | Date | null | undefined): Dayjs | null => {
  if (!value) return null;
  const day = dayjs(value);
  return day.isValid() ? day.startOf('day') : null;
};

/** A date field by calendar day: picked or typed ('25/12/26'), earlier days than `min` refused. */
export function DayPicker({ id, value, onChange, min, format = 'DD/MM/YY', invalid, disabled, ...aria }: DayPickerProps) {
  const minDay = toDay(min);
  return (
    <DatePicker
      id={id}
      value={toDay(value)}
      format={format}
      placeholder={format.toLowerCase()}
      minDate={minDay ?? undefined}
      disabledDate={minDay ? (day: Dayjs) => day.isBefore(minDay, 'day') : undefined}
      onChange={(day: Dayjs | null) => onChange(day ? day.startOf('day').toDate().toISOString() : null)}
      status={invalid ? 'error' : undefined}
      disabled={disabled}
      // Enter confirms the typed day; it must not also submit the form around the field.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      style={{ width: '100%' }}
      aria-describedby={aria['aria-describedby']}
    />
  );
}
