/** The metric-form tests' page-like harness and field listing (driving antd: shared/src/testing/antd-test-kit). */
import { useState } from 'react';
import type { RuleCode } from '@screening/domain/api/rule-codes';
import { type Answers, withoutError } from '@screening/domain/forms';
import type { MetricParam } from '@screening/domain/types';
import { MetricForm, type MetricFormProps } from './metric-form';

export interface HarnessProps extends Omit<MetricFormProps, 'answers' | 'onChange' | 'errors'> {
  params: MetricParam[];
  initialAnswers?: Answers;
  initialErrors?: Record<string, RuleCode>;
  onChange?: MetricFormProps['onChange'];
}

/** A page's use of MetricForm: it owns the answers and clears a field's error when that field changes. */
export function Harness({ initialAnswers = {}, initialErrors = {}, onChange, ...props }: HarnessProps) {
  const [answers, setAnswers] = useState<Answers>(initialAnswers);
  const [errors, setErrors] = useState(initialErrors);
  return (
    <MetricForm
      {...props}
      answers={answers}
      errors={errors}
      onChange={(next, changed) => {
        onChange?.(next, changed);
        setAnswers(next);
        setErrors((current) => withoutError(current, changed));
      }}
    />
  );
}

/** The labels of the rendered fields, in screen order. */
export const fieldLabels = (container: HTMLElement): string[] =>
  Array.from(container.querySelectorAll('.ant-form-item-label label')).map((label) => label.textContent ?? '');
