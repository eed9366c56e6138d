/**
 * Driving antd fields in component tests (never bundled), one way for every package: a user, Selects by label or
 * element, date fields, buttons by text, and the days the date fields store.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

export type User = ReturnType<typeof userEvent.setup>;

/**
 * antd styles its radio inputs with pointer-events: none (the label takes the click), and computing styles in
 * jsdom is slow, so the pointer-events check is off: the tests click the visible labels anyway.
 */
export const setupUser = (): User => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const KEY_CODES = { ArrowDown: 40, ArrowUp: 38, Enter: 13, Escape: 27 } as const;

/**
 * Presses a key on a Select. rc-select reads the legacy `which`, which browsers fill from keyCode but
 * user-event's jsdom events leave at 0, so the key events carry it explicitly.
 */
export function press(target: Element, key: keyof typeof KEY_CODES): void {
  const init = { key, keyCode: KEY_CODES[key], which: KEY_CODES[key] };
  fireEvent.keyDown(target, init);
  fireEvent.keyUp(target, init);
}

/** A field: the element itself, or the one labelled so on the screen (getByLabelText: getByRole is slow on antd pages). */
export const fieldOf = (field: HTMLElement | string): HTMLElement =>
  typeof field === 'string' ? screen.getByLabelText(field) : field;

/** The open option list of a Select. */
export function optionList(field: HTMLElement | string): HTMLElement {
  const listId = fieldOf(field).getAttribute('aria-controls');
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

/** The titles of the options a Select's open list offers. */
export const optionTitles = (field: HTMLElement | string): string[] =>
  [...optionList(field).querySelectorAll('.ant-select-item-option')].map(
    (option) => option.getAttribute('title') ?? option.textContent ?? '',
  );

/**
 * Opens a Select (by element or label) once it is enabled and clicks each option as soon as the list offers it
 * (several for a multi-select; options loaded from the server may come later).
 */
export async function choose(user: User, field: HTMLElement | string, ...options: string[]): Promise<void> {
  const combobox = fieldOf(field);
  await waitFor(() => expect(combobox).toBeEnabled());
  await user.click(combobox);
  for (const option of options) await user.click(await waitFor(() => optionOf(combobox, option)));
}

/** Types a day into an antd date field (its own format) and commits it with Enter, as the keyboard does. */
export async function typeDate(user: User, field: HTMLElement | string, text: string): Promise<void> {
  const input = fieldOf(field);
  await user.click(input);
  await user.clear(input);
  await user.paste(text);
  await user.keyboard('{Enter}');
}

/** The button whose text is `label` (getByRole is slow on antd pages). */
export function buttonLabelled(label: string): HTMLButtonElement {
  const found = screen
    .getAllByText(label)
    .map((el) => el.closest('button'))
    .find(Boolean);
  if (!found) throw new Error(`No button '${label}'`);
  return found as HTMLButtonElement;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today + n days, local time. */
function daysFromToday(n: number): Date {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() + n);
  return d;
}

/** 'dd/mm/yyyy' of today + n days (how every date field shows and takes a day). */
export function dayText(n: number): string {
  const d = daysFromToday(n);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** Local midnight of today + n days as an ISO instant (what the clinic date fields store). */
export const localMidnight = (n: number): string => daysFromToday(n).toISOString();
