/** Helpers of the metric-form tests: a user, picking from antd Selects, and a page-like harness. */
import './jsdom-message-channel.test-support';
import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { withoutError } from '../../forms/required';
import type { Answers } from '../../forms/types';
import type { MetricParam } from '../../types';
import { MetricForm, type MetricFormProps } from './metric-form';

export type User = ReturnType<typeof userEvent.setup>;

/**
 * antd styles its radio inputs with pointer-events: none (the label takes the click), and computing styles in
 * jsdom is slow, so the pointer-events check is off: the tests click the visible labels anyway.
 */
export const setupUser = (): User => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const KEY_CODES = { ArrowDown: 40, ArrowUp: 38, Enter: 13 } as const;

/**
 * Presses a key on a Select. rc-select reads the legacy `which`, which browsers fill from keyCode but
 * user-event's jsdom events leave at 0, so the key events carry it explicitly.
 */
export function press(target: Element, key: keyof typeof KEY_CODES): void {
  const init = { key, keyCode: KEY_CODES[key], which: KEY_CODES[key] };
  fireEvent.keyDown(target, init);
  fireEvent.keyUp(target, init);
}

/** A Select's combobox: the element itself, or the one labelled so on the screen. */
const comboboxOf = (field: HTMLElement | string): HTMLElement => (typeof field === 'string' ? screen.getByLabelText(field) : field);

/** The open option list of a Select. */
export function optionList(field: HTMLElement | string): HTMLElement {
  const listId = comboboxOf(field).getAttribute('aria-controls');
  const list = listId ? document.getElementById(listId) : null;
  const dropdown = list?.closest<HTMLElement>('.ant-select-dropdown');
  if (!dropdown) throw new Error('The options of the select are not open');
  return dropdown;
}

/** The visible option `text` of a Select's open list. */
export function optionOf(field: HTMLElement | string, text: string): HTMLElement {
  const option = within(optionList(field))
    .getAllByText(text)
    .map((node) => node.closest<HTMLElement>('.ant-select-item-option'))
    .find((node): node is HTMLElement => node !== null);
  if (!option) throw new Error(`No option '${text}'`);
  return option;
}

/** Opens a Select (by element or label) and clicks each option (several for a multi-select). */
export async function choose(user: User, field: HTMLElement | string, ...options: string[]): Promise<void> {
  const combobox = comboboxOf(field);
  await user.click(combobox);
  for (const option of options) await user.click(optionOf(combobox, option));
}

export interface HarnessProps extends Omit<MetricFormProps, 'answers' | 'onChange' | 'errors'> {
  params: MetricParam[];
  initialAnswers?: Answers;
  initialErrors?: Record<string, string>;
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
