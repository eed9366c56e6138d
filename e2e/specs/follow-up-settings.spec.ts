import { expect, test } from '../support/test';
import { signIn } from '../support/session';

test('the admin changes the referral hospital and a due date on Follow-up settings; the server keeps them', async ({ page }) => {
  await signIn(page, 'admin@demo.in');
  await page.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: 'User Data Management' }).click();
  await page.getByRole('button', { name: 'Follow-up settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Follow-up settings' })).toBeVisible();

  const name = page.getByLabel('Hospital name');
  const breastUrgent = page.getByLabel('Breast – Urgent');
  const before = { name: await name.inputValue(), days: await breastUrgent.inputValue() };
  await name.fill('Government Hospital, Kancheepuram');
  await breastUrgent.fill('400');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Please enter a whole number of days from 1 to 365.')).toBeVisible();
  await breastUrgent.fill('10');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Follow-up settings saved.' })).toBeVisible();

  // What the server kept, read again.
  await page.reload();
  await expect(name).toHaveValue('Government Hospital, Kancheepuram');
  await expect(breastUrgent).toHaveValue('10');

  // The other specs' slips print the demo's own hospital.
  await name.fill(before.name);
  await breastUrgent.fill(before.days);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Follow-up settings saved.' })).toBeVisible();
});
