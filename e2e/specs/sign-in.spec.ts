import { expect, test } from '../support/test';
import { apiUrl } from '../support/ports';
import { DEMO_PASSWORD, signIn, signOut, tileLabels } from '../support/session';

const ALL = ['Outreach Clinic', 'Patient Registration', 'Screening', 'Clinical Evaluation', 'Referral to Hospital', 'Reports', 'User Data Management'];
const TILES: Record<string, string[]> = {
  'admin@demo.in': ['Outreach Clinic', 'Reports', 'User Data Management'],
  'coordinator@demo.in': ALL,
  'campcoord@demo.in': ALL,
  'social@demo.in': ['Patient Registration', 'Screening', 'Reports'],
  'nurse@demo.in': ['Patient Registration', 'Screening', 'Reports'],
  'doctor@demo.in': ['Patient Registration', 'Screening', 'Clinical Evaluation', 'Referral to Hospital', 'Reports'],
};

for (const [email, tiles] of Object.entries(TILES)) {
  test(`${email} signs in and sees the tiles of that role`, async ({ page }) => {
    await signIn(page, email);
    expect(await tileLabels(page)).toEqual(tiles);
    // The forced patient-edit menu has no tile, but is in the left sidebar.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' }).getByText('Modify Patient Information')).toBeVisible();
  });
}

test('a wrong password shows the server message and keeps the user on the login screen', async ({ page }) => {
  await page.goto('/#/');
  await page.getByLabel('Email ID').fill('nurse@demo.in');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid password.');
  await expect(page).toHaveURL(/#\/$/);
});

test('nothing of the password is kept in browser storage after sign-in', async ({ page }) => {
  await signIn(page, 'coordinator@demo.in');
  const stored = await page.evaluate(() => {
    const all: string[] = [];
    for (const store of [localStorage, sessionStorage]) for (let i = 0; i < store.length; i++) all.push(`${store.key(i)}=${store.getItem(store.key(i)!)}`);
    return all.join('\n');
  });
  expect(stored).toContain('token');
  expect(stored).not.toContain(DEMO_PASSWORD);
  expect(stored.toLowerCase()).not.toContain('password');
});

test('the guard sends a visitor without a token to the login screen', async ({ page }) => {
  await page.goto('/#/create-outreach-clinic');
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('heading', { name: 'Screening App' })).toBeVisible();
  await page.goto('/#/responsive-cancer-institute');
  await expect(page).toHaveURL(/#\/$/);
});

test('log out ends the session: the token is gone and guarded pages redirect', async ({ page }) => {
  await signIn(page, 'doctor@demo.in');
  await signOut(page);
  expect(await page.evaluate(() => localStorage.getItem('screening-auth') ?? '')).not.toMatch(/"token":"ey/);
  await page.goto('/#/responsive-cancer-institute');
  await expect(page).toHaveURL(/#\/$/);
});

test('forgot password: reset, sign in with the new password, and reset back', async ({ page, request }) => {
  await page.goto('/#/');
  await page.getByRole('link', { name: 'Forgot Password' }).or(page.getByRole('button', { name: 'Forgot Password' })).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email ID').fill('social@demo.in');
  await page.getByLabel('New Password', { exact: true }).fill('Fresh2026x');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successful. Please log in with your new password.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

  await signIn(page, 'social@demo.in', 'Fresh2026x');
  await signOut(page);
  const old = await request.post(`${apiUrl}/token/authenticate`, { data: { userName: 'social@demo.in', password: DEMO_PASSWORD } });
  expect(old.status()).toBe(401);
  const back = await request.post(`${apiUrl}/token/forgotPassword`, { data: { userName: 'social@demo.in', password: DEMO_PASSWORD } });
  expect(back.ok()).toBe(true);
});

test('an expired token ends the session with a message', async ({ page }) => {
  await signIn(page, 'nurse@demo.in');
  await page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('screening-auth')!);
    state.state.token = 'eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiJ4IiwiaWF0IjoxLCJleHAiOjR9.invalid';
    localStorage.setItem('screening-auth', JSON.stringify(state));
  });
  await page.reload();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
});
