/**
 * Accessibility of every screen a person can open without a participant in hand (the journeys check the forms and
 * outcome pages on their way): no critical or serious axe-core violation (WCAG 2.1 AA contrast, names, roles), one
 * h1 per page, and the page's content inside landmarks.
 */
import { expect, test, type Page } from '../support/test';
import { expectAccessible, seriousViolations } from '../support/axe';
import { DEMO_PASSWORD, signIn } from '../support/session';
import {
  createClinicWithSocialWorker,
  fillEnrolment,
  randomDigits,
  randomLetters,
  SOCIAL_WORKER,
  startRegistration,
} from '../support/registration';
import { settled } from '../support/network';

const PAGES = [
  '/responsive-cancer-institute',
  '/HomePage',
  '/create-outreach-clinic',
  '/outreach-clinic-info',
  '/EditOutreachClinic',
  '/PatientSearchPage',
  '/ClinicSearchPage',
  '/FollowUp',
  '/PatientEdit',
  '/reports',
  '/dashboard',
  '/userManagement',
  '/create-new-user',
  '/ProfileScreen',
  '/account-info',
];

// Fourteen screens, each loaded and analysed, on a shared machine.
test.setTimeout(240_000);

/** A required field's "*" is for the eye: the field is named by its label's words alone. */
async function expectRequiredNamesWithoutMark(page: Page) {
  const labels = await page
    .locator('label.ant-form-item-required[for]')
    .evaluateAll((found) => found.map((label) => ({ id: label.getAttribute('for')!, text: label.textContent!.trim() })));
  for (const { id, text } of labels) {
    const control = page.locator(`[id="${id}"]`);
    await expect(control).toHaveAccessibleName(text);
  }
}

/** One h1, and no content outside a landmark (axe's moderate rules, held to here as well). */
async function expectStructure(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('main')).toHaveCount(1);
}

test('the login, forgot-password and reset-password screens pass axe', async ({ page }) => {
  await page.goto('/#/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/#/reset-password');
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
  await expectAccessible(page);
});

test('the check fails a screen with faint text', async ({ page }) => {
  await page.goto('/#/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.textContent = 'Light grey on white';
    faint.style.color = '#cccccc';
    document.querySelector('main')!.append(faint);
  });
  expect((await seriousViolations(page)).join('\n')).toContain('serious color-contrast');
  // The automatic check where the test ends would fail it too: the screen is put back first.
  await page.reload();
});

test('every screen a coordinator opens from the menus, and both sidebars, pass axe', async ({ page }) => {
  await signIn(page, 'coordinator@demo.in');
  for (const path of PAGES) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Lists and selects fill in after the first paint: judge the screen once its requests have settled.
    await settled(page);
    await expectStructure(page);
    await expectRequiredNamesWithoutMark(page);
    await expectAccessible(page);
  }
  await page.goto('/#/responsive-cancer-institute');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expectAccessible(page);
});

test('focus moves to the new page’s heading after sign-in, a tile, Start Registration and Enroll', async ({ page, request }) => {
  const clinic = await createClinicWithSocialWorker(request);
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto('/#/');
  await page.getByLabel('Email ID').fill(SOCIAL_WORKER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/#\/responsive-cancer-institute$/);
  await expect(heading).toBeFocused();
  await startRegistration(page, clinic);
  await expect(heading).toHaveText('New Screening Enrollment');
  await expect(heading).toBeFocused();
  await expectRequiredNamesWithoutMark(page);
  await fillEnrolment(page, { name: `Focus ${randomLetters(6)}`, mobile: `9${randomDigits(9)}` });
  await page.getByRole('button', { name: 'Enroll' }).click();
  await expect(heading).toHaveText('Disease Specific Details');
  await expect(heading).toBeFocused();
});
