import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from 'antd';
import { METRIC_DATE_FORMAT, formatMetricDate, isFutureDate, parseMetricDate } from '@screening/domain/forms';

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

/** Days after today cannot be picked or typed (SPEC §5 "Dates cannot be in the future"). */
const disabledDate = (current: Dayjs): boolean => isFutureDate(current.toDate());

/** A Date metric field: shows and stores dd-mm-yyyy, keyboard entry in the same format. */
export function MetricDatePicker({ id, value, onChange, disabled, required, invalid, describedBy }: MetricDatePickerProps) {
  return (
    <DatePicker
      id={id}
      value={metricDateToDayjs(value)}
      format={METRIC_DATE_FORMAT}
      placeholder="dd-mm-yyyy"
      disabledDate={disabledDate}
      onChange={(date: Dayjs | null) => onChange(date ? formatMetricDate(date.toDate()) : null)}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      style={{ width: '100%' }}
    />
  );
}
