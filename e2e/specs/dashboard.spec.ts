import type { DashboardIndicators } from '@screening/shared';
import { expect, test, type Page } from '../support/test';
import { choose } from '../support/antd';
import { call, COORDINATOR } from '../support/registration';
import { tokenOf } from '../support/screening';
import { signIn } from '../support/session';

const count = (n: number) => n.toLocaleString('en-IN');

/** The number of a total, by its label. */
const total = (page: Page, label: string) =>
  page
    .locator('.db-total')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .locator('.db-total__value');

/** The line under a total ("of 30 planned"), by its label. */
const detail = (page: Page, label: string) =>
  page
    .locator('.db-total')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .locator('.db-total__detail');

/** The cascade's table, row by row: [stage, breast, oral, cervical]. */
async function cascadeRows(page: Page): Promise<string[][]> {
  const panel = page.getByRole('region', { name: 'Screening cascade' });
  if ((await panel.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')) !== 'true')
    await panel.getByRole('button', { name: 'Table' }).click();
  return panel
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((row) => Array.from(row.querySelectorAll('th, td')).map((c) => c.textContent ?? '')),
    );
}

const expectedCascade = (answer: DashboardIndicators) =>
  (['eligible', 'screened', 'positive', 'referred'] as const).map((stage, index) => [
    ['Eligible', 'Screened', 'Screen-positive', 'Referred'][index],
    ...(['BREAST', 'ORAL', 'CERVICAL'] as const).map((test) => count(answer.totals.tests[test][stage])),
  ]);

test('a coordinator opens the dashboard, chooses a clinic, and sees the figures the API gives for it', async ({
  page,
  request,
}) => {
  // What the API answers her: for all her clinics, and for one whose figures differ from the whole.
  const token = await tokenOf(request, COORDINATOR.email);
  const whole = await call<DashboardIndicators>(request, token, 'POST', '/dashboard/indicators', {});
  const clinic = whole.clinics.find((c) => c.enrolled > 0 && c.enrolled < whole.totals.enrolled);
  expect(clinic, 'the demo data have two clinics with enrolments').toBeDefined();
  const one = await call<DashboardIndicators>(request, token, 'POST', '/dashboard/indicators', { campId: clinic!.id });

  await signIn(page, COORDINATOR.email);
  await page.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Programme dashboard' })).toBeVisible();
  await expect(total(page, 'Enrolled')).toHaveText(count(whole.totals.enrolled));
  await expect(total(page, 'Referred')).toHaveText(count(whole.totals.followUp.referred));
  // Enrolment against the clinics' plans, which the demo's clinics record (all but one).
  expect(whole.totals.planned, 'the demo clinics record a planned enrolment').not.toBeNull();
  await expect(detail(page, 'Enrolled')).toHaveText(`of ${count(whole.totals.planned!)} planned`);
  expect(await cascadeRows(page)).toEqual(expectedCascade(whole));

  await choose(page, 'Outreach Clinic', `${clinic!.name} (${clinic!.clinicId})`);
  await expect(page).toHaveURL(new RegExp(`#/dashboard\\?campId=${clinic!.id}$`));
  await expect(total(page, 'Enrolled')).toHaveText(count(one.totals.enrolled));
  await expect(total(page, 'Clinics')).toHaveText('1');
  await expect(page.getByText(/^Figures as of/)).toBeVisible();
  expect(await cascadeRows(page)).toEqual(expectedCascade(one));

  // The choice is in the address: a reload opens the same figures.
  await page.reload();
  await expect(total(page, 'Enrolled')).toHaveText(count(one.totals.enrolled));
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(total(page, 'Enrolled')).toHaveText(count(whole.totals.enrolled));
});

test('a nurse has no Dashboard tile, and the address alone does not open it', async ({ page }) => {
  await signIn(page, 'nurse@demo.in');
  const home = page.getByRole('navigation', { name: 'Home menu' });
  await expect(home.getByRole('link', { name: 'Screening', exact: true })).toBeVisible();
  await expect(home.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  await page.goto('/#/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Programme dashboard' })).toHaveCount(0);
});
