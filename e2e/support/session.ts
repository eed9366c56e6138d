import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';
export const SESSION_EXPIRED = 'Session expired. Please log in again.';

/** Every tile of home, in order, as the demo coordinators see them (docs/screens.md §2's menu names). */
export const ALL_TILES = [
  'Outreach Clinic',
  'Patient Registration',
  'Screening',
  'Clinical Evaluation',
  'Referral to Hospital',
  'Follow-up',
  'Reports',
  'User Data Management',
  'Dashboard',
];

/** Signs in through the login screen of the suite at `origin` (the spec's baseURL when omitted). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, origin = '') {
  await page.goto(`${origin}/#/`);
  await page.getByLabel('Email ID').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/#\/responsive-cancer-institute$/);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

/** The tile labels of the home grid, in order. */
export async function tileLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Home menu' });
  await expect(nav).toBeVisible();
  return nav
    .getByRole('link')
    .allInnerTexts()
    .then((texts) => texts.map((t) => t.trim()));
}

/**
 * After the server has ended the session: she does her next step (`next`), whose call finds the session ended and
 * brings the login with its message. A background call may find it first and put the login in place of the page
 * before her click lands; the click is then not hers to make, and the login says the same. Any other failure of the
 * click fails the test.
 */
export async function expectSessionFoundEnded(page: Page, next: Locator) {
  const expired = page.getByText(SESSION_EXPIRED);
  await expect(next.or(expired).first()).toBeVisible();
  await next.click({ timeout: 5_000 }).catch(async (error: unknown) => {
    if (!(await expired.isVisible())) throw error;
  });
  await expect(expired).toBeVisible();
}
