/**
 * Participant registration end to end: in a clinic where the demo social worker is staff (created through the
 * API by the program coordinator, so the clinic is the test's own), the social worker registers a woman through
 * every step to 'Registration has been Completed successfully!', tags another participant, then finds the
 * first in Modify Patient Information and changes her mobile number.
 */
import { expect, test } from '../support/test';
import { apiUrl } from '../support/ports';
import { DEMO_PASSWORD, expectSessionFoundEnded, signIn } from '../support/session';
import { expectAccessible } from '../support/axe';
import { choose } from '../support/antd';
import {
  answerEligibility,
  answerFamily,
  createClinicWithSocialWorker,
  fillEnrolment,
  pick,
  randomDigits,
  randomLetters,
  SOCIAL_WORKER,
  startRegistration,
  title,
} from '../support/registration';

// One sign-in, seven forms and two searches on a shared machine.
test.setTimeout(240_000);

test('a social worker registers a participant through every step, tags another, then corrects the first one’s mobile', async ({
  page,
  request,
}) => {
  const clinic = await createClinicWithSocialWorker(request);
  const woman = { name: `Kamala ${randomLetters(6)}`, mobile: `9${randomDigits(9)}`, newMobile: `8${randomDigits(9)}` };
  await signIn(page, SOCIAL_WORKER.email);

  // Enrolment into the chosen clinic.
  await startRegistration(page, clinic);
  await fillEnrolment(page, woman);
  await page.getByRole('button', { name: 'Enroll' }).click();

  // Eligibility: the participant in progress is shown on every step.
  await title(page, 'Disease Specific Details');
  const banner = page.getByRole('region', { name: 'Participant in progress' });
  await expect(banner).toContainText(`${woman.name} 45/FEMALE`);
  const registrationId = (await banner.locator('strong').nth(1).innerText()).trim();
  expect(registrationId).toMatch(/^8\d{6}012\d{6}$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please fill in all mandatory fields.')).toBeVisible();
  await answerEligibility(page);

  // General details with a habit from the server's habit types.
  await title(page, 'General Details');
  await page.getByLabel('Father Name').fill('Ramasamy');
  await page.getByLabel('Monthly Income').fill('8000');
  await pick(page, 'Type of House', 'Owned');
  await choose(page, 'Education', 'Primary');
  await page.getByLabel('Aadhaar Number').fill('123412341234');
  await pick(page, 'Tobacco/Alcohol Habits', 'Yes');
  await choose(page, 'Habits', 'Tobacco');
  await choose(page, 'Habit Type', 'Hans');
  await page.getByLabel('Frequency/Day').fill('2');
  await page.getByRole('button', { name: 'Next' }).click();

  // Medical details: the Women's Health rules, and a reload keeps the participant and the typed values.
  await title(page, 'Medical Details');
  await expect(page.getByRole('heading', { name: "Women's Health" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Blood Pressure').fill('128/84');
  await page.getByLabel('Total Pregnancies').fill('2');
  await page.getByLabel('Age at First Child').fill('46');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please correct validation errors before proceeding.')).toBeVisible();
  await expect(page.getByText("Age at First Child must be less than participant's age")).toBeVisible();
  await page.getByLabel('Age at First Child').fill('22');
  await page.getByLabel('Age at Last Child').fill('26');
  await page.reload();
  await title(page, 'Medical Details');
  await expect(banner).toContainText(registrationId);
  await expect(page.getByLabel('Blood Pressure')).toHaveValue('128/84');
  await expect(page.getByLabel('Age at Last Child')).toHaveValue('26');
  // Prev saves first: the general details come back from the server.
  await page.getByRole('button', { name: 'Prev' }).click();
  await title(page, 'General Details');
  await expect(page.getByLabel('Father Name')).toHaveValue('Ramasamy');
  await page.getByRole('button', { name: 'Next' }).click();
  await title(page, 'Medical Details');
  await expect(page.getByLabel('Blood Pressure')).toHaveValue('128/84');
  await page.getByRole('button', { name: 'Next' }).click();

  // Family personal and family medical member cards.
  await answerFamily(page);
  await expectAccessible(page);
  await expect(page.getByText(`Registration ID: ${registrationId}`)).toBeVisible();

  // Tag another participant in the same clinic.
  await page.getByRole('button', { name: 'Begin Next Enrollment' }).click();
  await title(page, 'New Screening Enrollment');
  await expect(page.getByText(clinic)).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(`Door ${randomLetters(5)}`);
  await page.getByLabel('Street ID').fill('012');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address cannot be empty. Enter the address and click on Save')).toBeVisible();
  await page.getByLabel('Address').fill('9 Temple Street, Thiruporur');
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'How would you like to tag this participant?' });
  await choose(dialog, 'Reason', 'Door Locked');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Patient has been Tagged Successfully!' })).toBeVisible();
  await expectAccessible(page);
  const tagged = page.getByText(/^Registration ID: /);
  await expect(tagged).toHaveText(/^Registration ID: 8\d{6}012\d{6}$/);
  expect(await tagged.innerText()).not.toContain(registrationId);
  await page.getByRole('button', { name: 'Back To Home' }).click();

  // Modify Patient Information: find the first participant and change her mobile number.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByText('Modify Patient Information').click();
  await title(page, 'Modify Patient Information');
  await page.getByLabel('Search by Patient name/id/mobile').fill(woman.name);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('group', { name: woman.name });
  await expect(card).toContainText(woman.mobile);
  await card.getByRole('button', { name: 'Edit' }).click();
  await title(page, 'Edit Screening Enrollment');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(woman.name);
  await expect(page.getByLabel('Street ID')).toHaveValue('012');
  await expect(page.getByLabel('Street ID')).toBeDisabled();
  await page.getByLabel('Mobile Number').fill(woman.newMobile);
  await page.getByRole('button', { name: 'Enroll' }).click();
  await title(page, 'Disease Specific Details');
  await expect(page.getByRole('region', { name: 'Participant in progress' })).toContainText(registrationId);
  // The saved eligibility answers come back for the same participant.
  await expect(page.getByText('Married')).toBeVisible();

  await page.goto('/#/PatientEdit');
  await page.getByLabel('Search by Patient name/id/mobile').fill(woman.name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('group', { name: woman.name })).toContainText(woman.newMobile);
});

test('a session that ends in the middle of an enrolment: signing in again brings back the page and what was typed', async ({
  page,
  request,
}) => {
  const clinic = await createClinicWithSocialWorker(request);
  const name = `Revathi ${randomLetters(6)}`;
  await signIn(page, SOCIAL_WORKER.email);
  await startRegistration(page, clinic);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Mobile Number').fill(`9${randomDigits(9)}`);
  await pick(page, 'Gender', 'Female');
  await page.getByLabel('Age', { exact: true }).fill('38');
  await page.getByLabel('Address').fill('3 Car Street, Thiruporur');

  // The server ends the session (as its expiry or a revocation would): the next call is answered 401.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('screening-auth') ?? '{}').state?.token as string);
  expect((await request.post(`${apiUrl}/token/logout`, { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);
  await expectSessionFoundEnded(page, page.getByRole('button', { name: 'Enroll' }));

  await page.getByLabel('Email ID').fill(SOCIAL_WORKER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/#\/NewScreeningEnrollment$/);
  await title(page, 'New Screening Enrollment');
  await expect(page.getByText(clinic)).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Address')).toHaveValue('3 Car Street, Thiruporur');
  await page.getByRole('button', { name: 'Enroll' }).click();
  await title(page, 'Disease Specific Details');
  await expect(page.getByRole('region', { name: 'Participant in progress' })).toContainText(`${name} 38/FEMALE`);
});
