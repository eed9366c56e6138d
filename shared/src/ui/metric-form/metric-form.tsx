/**
 * MetricForm — the one renderer of metric definitions (eligibility, family members, screening, clinical).
 *
 * Props:
 * - `params: readonly MetricParam[]` — the definition (served JSON's `params`), any shape normaliseParams reads.
 * - `answers: Answers` — testName (exact, trailing spaces included) → selected values.
 * - `onChange(nextAnswers: Answers, changedName: string)` — nextAnswers comes from the engine's setAnswer, so
 *   answers of fields the change hides are already dropped; changedName is the param's exact testName, for
 *   the page to clear that field's error (`withoutError(errors, changedName)`).
 * - `errors?: Record<string, RuleCode>` — testName → refusal code (e.g. from `metricFormCodes`), worded under the
 *   field in the current language (`ruleMessage`) with role=alert, and worded again when the language changes. A
 *   Date answer that is malformed or in the future shows its refusal even without it.
 * - `disabled?: boolean` — every control read-only (e.g. while saving).
 * - `allRequired?: boolean` — every visible field is required (eligibility); otherwise `isMandatory: true`.
 * - `idPrefix?: string` — prefix of the control ids (`${idPrefix}-${definitionIndex}`); unique by default.
 * - `sanitise?: (testName: string, text: string) => string` — rewrites free text as typed (family ages).
 *
 * Only visible params render, in definition order. No data fetching here: pages load definitions and answers.
 */
import { useId } from 'react';
import { Form } from 'antd';
import type { RuleCode } from '@screening/domain/api/rule-codes';
import {
  type Answers,
  isDate,
  isMandatory,
  metricDateCode,
  normaliseParams,
  setAnswer,
  visibleNameSet,
} from '@screening/domain/forms';
import type { MetricParam } from '@screening/domain/types';
import { MetricField } from './metric-field';

export interface MetricFormProps {
  params: readonly MetricParam[];
  answers: Answers;
  onChange: (nextAnswers: Answers, changedName: string) => void;
  errors?: Readonly<Record<string, RuleCode>>;
  disabled?: boolean;
  allRequired?: boolean;
  idPrefix?: string;
  sanitise?: (testName: string, text: string) => string;
}

export function MetricForm({
  params,
  answers,
  onChange,
  errors,
  disabled = false,
  allRequired = false,
  idPrefix,
  sanitise,
}: MetricFormProps) {
  const generatedId = useId();
  const prefix = idPrefix ?? `metric${generatedId}`;
  const visible = visibleNameSet(params, answers);

  return (
    <Form layout="vertical" component={false} disabled={disabled}>
      {normaliseParams(params).map((param, index) => {
        if (!visible.has(param.testName.trim())) return null;
        const value = answers[param.testName] ?? [];
        const error = errors?.[param.testName] ?? (isDate(param.valueType) ? metricDateCode(value[0]) : null);
        return (
          <MetricField
            key={`${index}:${param.testName}`}
            param={param}
            id={`${prefix}-${index}`}
            value={value}
            required={allRequired || isMandatory(param)}
            error={error}
            disabled={disabled}
            sanitise={sanitise ? (text) => sanitise(param.testName, text) : undefined}
            onChange={(next) => onChange(setAnswer(params, answers, param.testName, next), param.testName)}
          />
        );
      })}
    </Form>
  );
}
