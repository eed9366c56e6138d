/**
 * The TOTP second factor in chromium: a nurse sets one up from her profile (the key read from the page, its codes
 * computed here with otpauth, as her phone would), then signs in with a code, is refused a wrong one, signs in with
 * a recovery code once and never twice; a user manager resets it from Edit User and she signs in with her password
 * alone again.
 *
 * The server checks codes at its own time, ±1 step of 30 s: the set-up uses the code of this step and the sign-in
 * the code of the next one, so no test waits for a new step (each code is accepted once).
 */
import { Secret, TOTP } from 'otpauth';
import { expectAccessible } from '../support/axe';
import { apiUrl } from '../support/ports';
import { DEMO_PASSWORD, signIn, signOut } from '../support/session';
import { expect, test, type Page } from '../support/test';

// Unique per run: the specs share one database and a run may be repeated against it.
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const nurse = {
  name: `Nurse ${run}`,
  email: `nurse.2fa.${run}@e2e.demo.in`,
  phone: `7${String(Date.now()).slice(-9)}`,
  password: 'Lantern-harbour-26',
};

const codeAt = (key: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });

/** The e-mail and password, then the second-factor step. */
async function passwordStep(page: Page) {
  await page.goto('/#/');
  await page.getByLabel('Email ID').fill(nurse.email);
  await page.getByLabel('Password', { exact: true }).fill(nurse.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Second factor' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

let key = '';
let recoveryCodes: string[] = [];

test.beforeAll(async ({ request }) => {
  const admin = await request.post(`${apiUrl}/token/authenticate`, {
    data: { userName: 'admin@demo.in', password: DEMO_PASSWORD },
  });
  const { token } = (await admin.json()) as { token: string };
  const created = await request.post(`${apiUrl}/api/curable/createUser`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      id: null,
      name: nurse.name,
      email: nurse.email,
      employeeRoleMasterId: 6,
      gender: 'FEMALE',
      phoneNo: nurse.phone,
      password: nurse.password,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
});

test('she sets up a second factor from her profile: the QR code or the key, her password, a first code', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, nurse.email, nurse.password);
  await page.goto('/#/ProfileScreen');
  const section = page.getByRole('region', { name: 'Second factor' });
  await expect(section.getByText('Not set up.')).toBeVisible();
  await section.getByRole('button', { name: 'Set up a second factor' }).click();

  await expect(section.getByRole('img', { name: 'QR code that sets up the authenticator app' })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  );
  key = (await section.getByTestId('second-factor-key').innerText()).trim();
  expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  const code = section.getByLabel('3. The 6-digit code the app now shows');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill(codeAt(key, Date.now()));
  await section.getByLabel('Current password').fill(nurse.password);
  await section.getByRole('button', { name: 'Confirm' }).click();

  const list = section.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
  expect(recoveryCodes.every((text) => /^[0-9a-z]{5}-[0-9a-z]{5}$/.test(text))).toBe(true);
  await expectAccessible(page);
  await section.getByRole('button', { name: 'I have kept them' }).click();
  await expect(section.getByText('The second factor is on.')).toBeVisible();
  await expect(section.getByText(/^On since \d\d\/\d\d\/\d{4}\. Recovery codes left: 10\.$/)).toBeVisible();
  await signOut(page);
});

test('she signs in with the code of her app; a wrong code is refused and a used one is not taken again', async ({ page }) => {
  test.setTimeout(120_000);
  await passwordStep(page);
  const field = page.getByLabel('Code', { exact: true });
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await expectAccessible(page);

  // A code of ten minutes from now is no code of now.
  await field.fill(codeAt(key, Date.now() + 600_000));
  await field.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('This code is not correct, or it has been used already.');
  await expect(page).toHaveURL(/#\/$/);

  const next = codeAt(key, Date.now() + 30_000);
  await page.getByLabel('Code', { exact: true }).fill(next);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/#\/responsive-cancer-institute$/);
  await signOut(page);

  await passwordStep(page);
  await page.getByLabel('Code', { exact: true }).fill(next);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('This code is not correct, or it has been used already.');
});

test('she signs in with a recovery code, once', async ({ page }) => {
  test.setTimeout(120_000);
  await passwordStep(page);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const field = page.getByLabel('Recovery code');
  await expect(field).toBeFocused();
  await field.fill(recoveryCodes[0]);
  await field.press('Enter');
  await expect(page).toHaveURL(/#\/responsive-cancer-institute$/);
  await page.goto('/#/ProfileScreen');
  await expect(page.getByText(/Recovery codes left: 9\.$/)).toBeVisible();
  await signOut(page);

  await passwordStep(page);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('This code is not correct, or it has been used already.');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('a user manager resets it from Edit User; she then signs in with her password alone', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'coordinator@demo.in');
  await page.goto('/#/userManagement');
  await page.getByRole('button', { name: 'Edit Existing User' }).click();
  await page.getByLabel('Search by name or email').fill(nurse.email);
  await page.getByLabel('Search by name or email').press('Enter');
  await page
    .getByRole('group', { name: nurse.name })
    .getByRole('button', { name: `Edit ${nurse.name}` })
    .click();
  await expect(page.getByText(/^Second factor: on since \d\d\/\d\d\/\d{4}\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Reset Second Factor' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`The second factor of ${nurse.name} was removed.`)).toBeVisible();
  await expect(page.getByText('Second factor: not set up.')).toBeVisible();
  await signOut(page);

  await signIn(page, nurse.email, nurse.password);
});
