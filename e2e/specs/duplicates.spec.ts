/**
 * The possible-duplicate check: the social worker enrols a woman, then starts to enrol the same woman again and is
 * shown the first record, with its Registration ID, before anything is created.
 */
import { expect, test } from '../support/test';
import { signIn } from '../support/session';
import {
  createClinicWithSocialWorker,
  pick,
  randomDigits,
  randomLetters,
  SOCIAL_WORKER,
  startRegistration,
  title,
} from '../support/registration';

test.setTimeout(180_000);

test('enrolling the same woman twice shows the first record with its Registration ID', async ({ page, request }) => {
  const clinic = await createClinicWithSocialWorker(request);
  const woman = { name: `Sundari ${randomLetters(6)}`, mobile: `9${randomDigits(9)}` };
  await signIn(page, SOCIAL_WORKER.email);

  const enrolHer = async (name: string) => {
    await startRegistration(page, clinic);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Mobile Number').fill(woman.mobile);
    await pick(page, 'Gender', 'Female');
    await page.getByLabel('Age', { exact: true }).fill('52');
    await page.getByLabel('Address').fill('5 Mosque Street, Thiruporur');
    await page.getByLabel('Street ID').fill('021');
    await page.getByRole('button', { name: 'Enroll' }).click();
  };

  await enrolHer(woman.name);
  await title(page, 'Disease Specific Details');
  const banner = page.getByRole('region', { name: 'Participant in progress' });
  const registrationId = (await banner.locator('strong').nth(1).innerText()).trim();
  expect(registrationId).toMatch(/^8\d{6}021\d{6}$/);

  // The same woman again, her name typed in capitals with an extra space.
  await page.goto('/#/responsive-cancer-institute');
  await enrolHer(`  ${woman.name.toUpperCase().replace(' ', '  ')}`);
  const dialog = page.getByRole('dialog', { name: 'This person may already be registered' });
  await expect(dialog).toBeVisible();
  const card = dialog.getByRole('group', { name: `${woman.name} ${registrationId}` });
  await expect(card).toContainText(registrationId);
  await expect(card).toContainText(clinic);
  await expect(page).toHaveURL(/#\/NewScreeningEnrollment$/);

  // Back to the form keeps what was typed; Open shows her first record.
  await dialog.getByRole('button', { name: 'Back to the form' }).click();
  await expect(page.getByLabel('Street ID')).toHaveValue('021');
  await page.getByRole('button', { name: 'Enroll' }).click();
  await dialog
    .getByRole('group', { name: `${woman.name} ${registrationId}` })
    .getByRole('button', { name: 'Open' })
    .click();
  await expect(page.getByRole('region', { name: 'Participant', exact: true })).toContainText(registrationId);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(woman.name);
  await expect(page.getByLabel('Street ID')).toBeDisabled();
});
