import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from 'antd';
import { FUTURE_DATE_MESSAGE, formatMetricDate, isFutureDate, parseMetricDate } from '@screening/domain/forms';
import { DAY_FORMAT } from '../day-format';
import { DayRefusal } from '../day-refusal';

export interface MetricDatePickerProps {
  id: string;
  /** The stored answer, 'dd-mm-yyyy', or '' when unanswered. */
  value: string;
  /** Called with 'dd-mm-yyyy', or null when cleared. */
  onChange: (value: string | null) => void;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** A stored answer as the picker's value; an unreadable answer shows empty rather than a wrong day. */
export function metricDateToDayjs(value: string): Dayjs | null {
  const date = parseMetricDate(value);
  return date ? dayjs(new Date(date.year, date.month - 1, date.day)) : null;
}

/** Days after today cannot be picked or typed (docs/screens.md §5 "Dates cannot be in the future"). */
const disabledDate = (current: Dayjs): boolean => isFutureDate(current.toDate());

/**
 * A Date metric field: shown and typed as dd/mm/yyyy like every date of the suite, stored as the SPEC's
 * dd-mm-yyyy. A typed day after today is refused with the SPEC's message at the field.
 */
export function MetricDatePicker({ id, value, onChange, disabled, required, invalid, describedBy }: MetricDatePickerProps) {
  return (
    <DayRefusal limits={{ max: dayjs().startOf('day'), maxMessage: FUTURE_DATE_MESSAGE }}>
      {(refusal) => (
        <DatePicker
          id={id}
          value={metricDateToDayjs(value)}
          format={DAY_FORMAT}
          placeholder={DAY_FORMAT.toLowerCase()}
          disabledDate={disabledDate}
          onChange={(date: Dayjs | null) => {
            refusal.taken();
            onChange(date ? formatMetricDate(date.toDate()) : null);
          }}
          disabled={disabled}
          status={invalid || refusal.refusal ? 'error' : undefined}
          aria-required={required || undefined}
          aria-invalid={invalid || Boolean(refusal.refusal) || undefined}
          aria-describedby={refusal.describedBy(describedBy)}
          style={{ width: '100%' }}
        />
      )}
    </DayRefusal>
  );
}
