/**
 * Driving antd fields as a user does, for every spec. A Select's own list is found through its combobox's
 * aria-controls (not "the last open dropdown", which may be another field's list still closing).
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until no transition or animation runs on the page, or (given an element) on it, inside it or around it; a
 * spinner elsewhere does not count then. A click on a dialog's button while the dialog still zooms in can press on
 * one spot and release on another, and is lost. A spinner runs until its data arrives, which on a loaded machine takes
 * more than a few seconds.
 */
export async function settled(scope: Page | Locator): Promise<void> {
  const around = 'goto' in scope ? scope.locator(':root') : scope;
  await expect
    .poll(
      () =>
        around.evaluate((element) =>
          document.getAnimations().some((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            const near = target instanceof Node && (target.contains(element) || element.contains(target));
            return near && animation.playState === 'running';
          }),
        ),
      { timeout: 20_000 },
    )
    .toBe(false);
}

const exactText = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/<>]/g, '\\$&')}$`);

/** Opens the antd Select labelled `label` within `scope` and finds its own option list. */
async function openSelect(scope: Page | Locator, label: string) {
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  const box = scope.getByLabel(label, { exact: true });
  await expect(box).toBeEnabled();
  await box.click();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const listId = await box.getAttribute('aria-controls');
  const list = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
  return { box, options: list.locator('.ant-select-item-option') };
}

/** Picks `options` in the antd Select labelled `label` within `scope`, then closes its list. */
export async function choose(scope: Page | Locator, label: string, ...options: string[]): Promise<void> {
  const { box, options: offered } = await openSelect(scope, label);
  // Only a multi-select stays open after a pick; Escape on a closed one would reach a surrounding dialog.
  const multiple = await box.evaluate((el) => el.closest('.ant-select-multiple') !== null);
  for (const option of options) {
    const target = offered.filter({ hasText: exactText(option) });
    // Options loaded from the server re-render the list as they arrive, and a click landing during that is lost.
    if (multiple) {
      // The list stays open after a pick: click again only while the option is not marked selected (a second
      // click on a selected option would take it back). A pick the form refuses (a maximum) stays unselected:
      // after a few tries the caller's own assertions say what should have happened.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click();
        if (!/ant-select-item-option-selected/.test((await target.getAttribute('class')) ?? '')) await target.click();
        const picked = await expect(target)
          .toHaveClass(/ant-select-item-option-selected/, { timeout: 1_500 })
          .then(() => true)
          .catch(() => false);
        if (picked) break;
      }
      continue;
    }
    // A single choice closes the list: pick again until the list closes on the choice.
    await expect(async () => {
      if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click();
      await target.click({ timeout: 3_000 });
      await expect(box).toHaveAttribute('aria-expanded', 'false', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }
  if (multiple) await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

/** The options the antd Select labelled `label` offers (its list is opened to read them). */
export async function expectOptions(scope: Page | Locator, label: string, expected: string[]): Promise<void> {
  const { options } = await openSelect(scope, label);
  await expect(options).toHaveText(expected);
}

/**
 * Types a day into the antd date field labelled `label` and commits it with Enter. The field shows typed text even
 * when the day was not taken (it reverts on leaving), so leaving it and reading it back proves the day was taken.
 */
export async function typeDate(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await expect(async () => {
    await input.click();
    await input.fill(text);
    await input.press('Enter');
    await input.blur();
    await expect(input).toHaveValue(text, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Picks the antd radio (or radio button) named `name` within `scope`: its input is hidden, its label is what a person taps. */
export async function pickRadio(scope: Page | Locator, name: string): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  // `has` is queried inside each label: a locator from the page is relative, one from the scope would not be.
  const label = scope.locator('label', { has: page.getByRole('radio', { name, exact: true }) });
  // A tap while a dialog is still opening can be lost on a loaded machine: a person taps again, and so does this.
  await expect(async () => {
    await label.click();
    await expect(label.getByRole('radio')).toBeChecked({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
