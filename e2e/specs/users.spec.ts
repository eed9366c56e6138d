import { expect, test, type Page } from '../support/test';
import { SESSION_EXPIRED, signIn, signOut } from '../support/session';
import { expectAccessible } from '../support/axe';
import { choose, expectOptions } from '../support/antd';

// Unique per run: the specs share one database and a run may be repeated against it.
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const nurse = {
  name: `Nurse ${run}`,
  renamed: `Nurse ${run} Updated`,
  email: `nurse.${run}@e2e.demo.in`,
  phone: `6${String(Date.now()).slice(-9)}`,
  password: 'Welcome-lotus-26',
  newPassword: 'Changed-kolam-27',
};

async function findUser(page: Page, search: string) {
  await page.getByLabel('Search by name or email').fill(search);
  await page.getByLabel('Search by name or email').press('Enter');
}

test('a coordinator creates a Nurse, who edits her profile; once set Inactive she can no longer sign in', async ({ page }) => {
  test.setTimeout(240_000); // four sign-ins and three screens of forms, on a shared machine
  await test.step('the coordinator creates the Nurse', async () => {
    await signIn(page, 'coordinator@demo.in');
    await page.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: 'User Data Management' }).click();
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create New User' }).click();
    await expect(page.getByRole('heading', { name: 'Create New User' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('Please enter a valid name (2–60 characters).')).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill(nurse.name);
    await choose(page, 'Role', 'Nurse');
    await page.getByLabel('Email', { exact: true }).fill(nurse.email);
    await page.getByLabel('Mobile Number').fill(nurse.phone);
    await page.getByText('Female', { exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill(nurse.password);
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('User created successfully.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expectAccessible(page);

    // The same e-mail again is refused with the SPEC's message.
    await page.getByRole('button', { name: 'Create New User' }).click();
    await page.getByLabel('Name', { exact: true }).fill(`${nurse.name} Twin`);
    await choose(page, 'Role', 'Nurse');
    await page.getByLabel('Email', { exact: true }).fill(nurse.email.toUpperCase());
    await page.getByLabel('Mobile Number').fill(`7${nurse.phone.slice(1)}`);
    await page.getByText('Female', { exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill(nurse.password);
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'An account with this email already exists.' })).toBeVisible();
    await signOut(page);
  });

  await test.step('the Nurse signs in and edits her profile', async () => {
    await signIn(page, nurse.email, nurse.password);
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByLabel('Username')).toHaveValue(nurse.name);
    await expect(page.getByLabel('Role')).toHaveValue('Nurse');
    await expect(page.getByLabel('Mobile Number')).toHaveValue(nurse.phone);

    await page.getByLabel('Username').fill(nurse.renamed);
    await page.getByText('Other', { exact: true }).click();
    await page.getByLabel('Change Password').fill(nurse.newPassword);
    await expect(page.getByText('This password is hard enough to guess.')).toBeVisible();
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(page.getByLabel('Change Password')).toHaveAttribute('type', 'text');
    // Her session alone does not change the password: the current one is asked for, and a wrong one is refused.
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Please enter your current password to change it.')).toBeVisible();
    await page.getByLabel('Current Password').fill('Not-her-password-1');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('The current password is not correct.')).toBeVisible();
    await page.getByLabel('Current Password').fill(nurse.password);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();

    // The header's account sidebar shows the new name, and the session still works.
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await expect(page.getByRole('dialog').getByText(nurse.renamed, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('navigation', { name: 'Home menu' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Home menu' })).toBeVisible();
    await signOut(page);

    // The new password takes effect at the next sign-in.
    await signIn(page, nurse.email, nurse.newPassword);
    await signOut(page);
  });

  await test.step('the coordinator sets the Nurse Inactive', async () => {
    await signIn(page, 'coordinator@demo.in');
    await page.goto('/#/userManagement');
    await page.getByRole('button', { name: 'Edit Existing User' }).click();
    await findUser(page, nurse.email);
    const card = page.getByRole('group', { name: nurse.renamed });
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: `Edit ${nurse.renamed}` }).click();

    await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(nurse.renamed);
    await expect(page.getByLabel('Name', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
    const status = page.getByRole('switch', { name: 'Status' });
    await expect(status).toBeChecked();
    await status.click();
    await expect(status).not.toBeChecked();
    await expect(status).toHaveAccessibleDescription('Inactive');
    await page.getByRole('button', { name: 'Update User' }).click();
    await expect(page.getByText('User updated successfully.')).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Edit Existing User' })).toBeVisible();
    await expectAccessible(page);
    await findUser(page, nurse.email);
    await expect(page.getByRole('group', { name: nurse.renamed }).getByText('Inactive', { exact: true })).toBeVisible();
    await signOut(page);
  });

  await test.step('the Nurse can no longer sign in', async () => {
    await page.getByLabel('Email ID').fill(nurse.email);
    await page.getByLabel('Password', { exact: true }).fill(nurse.newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('User inactive.');
    await expect(page).toHaveURL(/#\/$/);
  });
});

test('a Nurse has no access to user management screens, only to her own profile', async ({ page }) => {
  await signIn(page, 'nurse@demo.in');
  await page.goto('/#/create-new-user');
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create User' })).toHaveCount(0);
  await page.goto('/#/edit-user-management');
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await page.goto('/#/account-info');
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByLabel('Username')).toHaveValue('Kavitha Ramesh');
  await expect(page.getByText('Female', { exact: true })).toBeVisible(); // her gender, in the Gender select
});

test("a user manager gives a colleague a temporary password: the colleague's session ends and she chooses her own", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const colleague = { email: 'saranya.ganesan@demo.in', name: 'Saranya Ganesan', own: 'Quiet-harbour-2026' };
  // The colleague works on her own device.
  const herContext = await browser.newContext();
  const her = await herContext.newPage();
  await signIn(her, colleague.email);

  await signIn(page, 'campcoord@demo.in');
  await page.goto('/#/userManagement');
  await page.getByRole('button', { name: 'Edit Existing User' }).click();
  await findUser(page, colleague.email);
  await page
    .getByRole('group', { name: colleague.name })
    .getByRole('button', { name: `Edit ${colleague.name}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  const notice = page.getByRole('status').filter({ hasText: `Give this temporary password to ${colleague.name} in person.` });
  await expect(notice).toBeVisible();
  const temporary = (await notice.locator('code').innerText()).trim();
  expect(temporary).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);

  // Her open session has ended: her next call to the server sends her back to sign in.
  await her.goto('/#/ProfileScreen');
  await expect(her.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(her.getByText(SESSION_EXPIRED)).toBeVisible();

  // The temporary password only lets her choose her own.
  await her.getByLabel('Email ID').fill(colleague.email);
  await her.getByLabel('Password', { exact: true }).fill(temporary);
  await her.getByRole('button', { name: 'Sign In' }).click();
  await expect(her.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  // The form keeps nothing of the sign-in: the temporary password is typed again.
  await her.getByLabel('Temporary Password').fill(temporary);
  await her.getByLabel('New Password', { exact: true }).fill(colleague.own);
  await her.getByLabel('Confirm New Password').fill(colleague.own);
  await her.getByRole('button', { name: 'Change Password' }).click();
  // Signed in again as the same user, she is back on the page where her session ended.
  await expect(her).toHaveURL(/#\/ProfileScreen$/);
  await signOut(her);
  await signIn(her, colleague.email, colleague.own);
  await herContext.close();
});

test('a Camp Coordinator is offered only the roles below her own when she creates a user', async ({ page }) => {
  await signIn(page, 'campcoord@demo.in');
  await page.goto('/#/create-new-user');
  await expect(page.getByRole('heading', { name: 'Create New User' })).toBeVisible();
  await expectAccessible(page);
  await expectOptions(page, 'Role', ['Social Worker', 'Doctor', 'Nurse']);
});
