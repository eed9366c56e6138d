import { expect, test } from '../support/test';
import { mailCount, nextResetLink } from '../support/mail';
import { apiUrl } from '../support/ports';
import { ALL_TILES, DEMO_PASSWORD, SESSION_EXPIRED, signIn, signOut, tileLabels } from '../support/session';

const ALL = ALL_TILES;
const TILES: Record<string, string[]> = {
  'admin@demo.in': ['Outreach Clinic', 'Reports', 'User Data Management', 'Dashboard'],
  'coordinator@demo.in': ALL,
  'campcoord@demo.in': ALL,
  'social@demo.in': ['Patient Registration', 'Screening', 'Follow-up', 'Reports'],
  'nurse@demo.in': ['Patient Registration', 'Screening', 'Follow-up', 'Reports'],
  'doctor@demo.in': ['Patient Registration', 'Screening', 'Clinical Evaluation', 'Referral to Hospital', 'Follow-up', 'Reports'],
};

for (const [email, tiles] of Object.entries(TILES)) {
  test(`${email} signs in and sees the tiles of that role`, async ({ page }) => {
    await signIn(page, email);
    expect(await tileLabels(page)).toEqual(tiles);
    // The patient-edit menu has no tile, but is in the left sidebar of whoever may view Screening (not an admin).
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Menu', exact: true });
    await expect(sidebar.getByText(tiles.at(-1) as string)).toBeVisible();
    await expect(sidebar.getByText('Modify Patient Information')).toHaveCount(tiles.includes('Screening') ? 1 : 0);
  });
}

test('a wrong password shows the server message and keeps the user on the login screen', async ({ page }) => {
  await page.goto('/#/');
  await page.getByLabel('Email ID').fill('nurse@demo.in');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  await expect(page).toHaveURL(/#\/$/);
});

test('nothing of the password is kept in browser storage after sign-in', async ({ page }) => {
  await signIn(page, 'coordinator@demo.in');
  const stored = await page.evaluate(() => {
    const all: string[] = [];
    for (const store of [localStorage, sessionStorage])
      for (let i = 0; i < store.length; i++) all.push(`${store.key(i)}=${store.getItem(store.key(i)!)}`);
    return all.join('\n');
  });
  expect(stored).toContain('token');
  expect(stored).not.toContain(DEMO_PASSWORD);
  expect(stored.toLowerCase()).not.toContain('password');
});

test('the reset page opens from an address typed on the login screen, and leads back to it', async ({ page }) => {
  await page.goto('/#/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.evaluate(() => (window.location.hash = '#/reset-password'));
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
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

test("forgot password: the request asks for the e-mail only; the link's holder chooses the new password on its page", async ({
  page,
  context,
  request,
}) => {
  // An account no other spec signs in with: its password changes for the rest of the run.
  const email = 'selvi.murugan@demo.in';
  const fresh = 'Fresh-lake-2026';
  const signInWith = (password: string) => request.post(`${apiUrl}/token/authenticate`, { data: { userName: email, password } });
  const seen = mailCount(email);

  await page.goto('/#/');
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  await page.getByLabel('Email ID').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(/a link has been sent to it\. Open it within 30 minutes to choose a new password/)).toBeVisible();

  // Nothing has changed: the old password still signs in.
  expect((await signInWith(DEMO_PASSWORD)).status()).toBe(200);

  // The link of the received mail, opened in a new tab as from a mail client.
  const link = await nextResetLink(email, seen);
  const mailTab = await context.newPage();
  await mailTab.goto(link);
  await expect(mailTab.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(mailTab.getByText(`For ${email}`)).toBeVisible();
  expect(mailTab.url()).not.toContain('token=');
  expect(mailTab.url()).not.toContain('email=');
  // The policy's verdict as she types.
  await mailTab.getByLabel('New Password', { exact: true }).fill('aaaaaaaa');
  await expect(mailTab.getByText(/Repeated characters, sequences such as "abc"/)).toBeVisible();
  await mailTab.getByLabel('New Password', { exact: true }).fill(DEMO_PASSWORD);
  await expect(
    mailTab.getByText('The password must not be built on the name of this app or institute, or on the demo password.'),
  ).toBeVisible();
  await mailTab.getByLabel('New Password', { exact: true }).fill(fresh);
  await expect(mailTab.getByText('This password is hard enough to guess.')).toBeVisible();
  await mailTab.getByLabel('Confirm New Password').fill(fresh);
  await mailTab.getByRole('button', { name: 'Save new password' }).click();
  await expect(mailTab.getByText('Your new password is now active. Please sign in with it.')).toBeVisible();
  await mailTab.getByRole('link', { name: 'Go to sign in' }).click();
  await signIn(mailTab, email, fresh);
  expect((await signInWith(DEMO_PASSWORD)).status()).toBe(401);

  // The link works once.
  await mailTab.goto(link);
  await mailTab.getByLabel('New Password', { exact: true }).fill('Second-lake-2026');
  await mailTab.getByLabel('Confirm New Password').fill('Second-lake-2026');
  await mailTab.getByRole('button', { name: 'Save new password' }).click();
  await expect(mailTab.getByText('This link is invalid or has expired. Please request a new password reset.')).toBeVisible();
  expect((await signInWith('Second-lake-2026')).status()).toBe(401);
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
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
});
