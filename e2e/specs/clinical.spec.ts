/**
 * Screening and clinical evaluation end to end: a woman of 45 is enrolled (through the API) into a clinic where
 * the demo nurse and doctor are staff; the nurse screens her for breast cancer with Referral Yes and finishes (her
 * card then names the tests still due); the doctor sees her on the Referral to Hospital worklist (counted on its
 * home tile), finds her in the clinical worklist, saves (she leaves the referral worklist), then finishes the
 * evaluation, and she leaves the list.
 */
import { expect, test, type Page } from '../support/test';
import { signIn, signOut } from '../support/session';
import { DOCTOR, enrolWoman, NURSE, referForMammogram, type Enrolled } from '../support/screening';
import { expectAccessible } from '../support/axe';
import { choose } from '../support/antd';

// Three sign-ins and two forms on a shared machine.
test.setTimeout(240_000);

/* ---------- the screens ---------- */

async function openFromWorklist(page: Page, tile: string, who: Enrolled) {
  await page.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: tile, exact: true }).click();
  await searchWorklist(page, who);
}

async function searchWorklist(page: Page, who: Enrolled) {
  await page.getByLabel('Search by Patient name/id/mobile').fill(who.registrationId);
  await page.getByRole('button', { name: 'Search' }).click();
}

const card = (page: Page, who: Enrolled) => page.getByRole('group', { name: `${who.name} ${who.registrationId}` });
const finish = (page: Page) => page.getByRole('button', { name: 'Finish' });

test('a nurse screens an enrolled woman for breast cancer with a referral; a doctor saves, then finishes her clinical evaluation', async ({
  page,
  request,
}) => {
  const woman = await enrolWoman(request);

  // The nurse: the screening worklist opens on those waiting in her clinics, newest first (the woman among them).
  await signIn(page, NURSE.email);
  await page.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: 'Screening', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Waiting for screening \((more than )?\d+\)$/ })).toBeVisible();
  await expectAccessible(page);
  await expect(card(page, woman)).toBeVisible();
  // Breast screening with Referral Yes → Finish.
  await searchWorklist(page, woman);
  await expect(page).toHaveURL(/#\/PatientSearchPage$/);
  const screeningCard = card(page, woman);
  await expect(screeningCard).toBeVisible();
  await choose(screeningCard, 'Stage', 'Breast Screening');
  await screeningCard.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/#\/DiseaseSpecificDetailsScreening$/);
  await expect(page.getByRole('heading', { name: 'Breast Screening' })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('region', { name: 'Participant' })).toContainText(`${woman.name} 45/FEMALE`);
  await expect(page.getByRole('region', { name: 'Participant' })).toContainText(woman.registrationId);
  await choose(page, 'Breast Examination', 'Yes');
  await expect(finish(page)).toBeDisabled();
  await expect(page.getByText('Finish is available once every required field (*) is answered.')).toBeVisible();
  await referForMammogram(page);
  await expect(finish(page)).toBeEnabled();
  await finish(page).click();
  await expect(page).toHaveURL(/#\/SuccessMessageScreeningFInal$/);
  await expect(page.getByRole('heading', { name: 'Screening has been Completed successfully!' })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByText(`${woman.name} 45/FEMALE: Breast Screening finished.`)).toBeVisible();
  // Breast finished, she still waits for screening: her card says for which tests.
  await page.getByRole('button', { name: 'Begin Screening' }).click();
  await searchWorklist(page, woman);
  const stillDue = card(page, woman).locator('dt:text-is("Still due") + dd');
  await expect(stillDue).toContainText('Symptoms based referral Screening');
  await expect(stillDue).not.toContainText('Breast Screening');
  await signOut(page);

  // The doctor: home says how many were referred; she is on the Referral to Hospital worklist (referred, not yet
  // evaluated), titled as its tile.
  await signIn(page, DOCTOR.email);
  const referralTile = page.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: 'Referral to Hospital' });
  await expect(referralTile).toHaveAccessibleDescription(/^[1-9]\d*\+? waiting$/);
  await openFromWorklist(page, 'Referral to Hospital', woman);
  await expect(page).toHaveURL(/#\/ReferralSearchPage$/);
  await expect(page.getByRole('heading', { name: 'Referral to Hospital', exact: true })).toBeVisible();
  await expect(card(page, woman)).toContainText('Breast Clinical Evaluation');
  await page.getByRole('button', { name: 'Back' }).first().click();

  // She is on the clinical worklist with her breast clinical evaluation; Save first.
  await openFromWorklist(page, 'Clinical Evaluation', woman);
  await expect(page).toHaveURL(/#\/ClinicSearchPage$/);
  const clinicalCard = card(page, woman);
  await expect(clinicalCard).toContainText('Breast Clinical Evaluation');
  await clinicalCard.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/#\/DynamicScreen$/);
  await expect(page.getByRole('heading', { name: 'Breast Clinical Evaluation' })).toBeVisible();
  await expectAccessible(page);
  await choose(page, 'Breast Clinical Examination', 'Yes');
  await page.getByLabel('UHID', { exact: true }).fill('UH-2045');
  await expect(finish(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/SuccessMessageClinicalFInal$/);
  await expect(
    page.getByRole('heading', { name: 'Clinical Evaluation saved. It stays open until it is finished.' }),
  ).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByText('Completed successfully')).toHaveCount(0);

  // Saved, not finished: she is still on the worklist, and her answers come back.
  await page.getByRole('button', { name: 'Begin Clinical Evaluation' }).click();
  await expect(page).toHaveURL(/#\/ClinicSearchPage$/);
  // Her evaluation has begun: she has left the referral worklist.
  await page.evaluate(() => (window.location.hash = '#/ReferralSearchPage'));
  await expect(page.getByRole('heading', { name: 'Referral to Hospital', exact: true })).toBeVisible();
  await searchWorklist(page, woman);
  await expect(page.getByText('No patient found')).toBeVisible();
  await page.evaluate(() => (window.location.hash = '#/ClinicSearchPage'));
  await expect(page.getByRole('heading', { name: 'Clinical Evaluation', exact: true })).toBeVisible();
  await searchWorklist(page, woman);
  await card(page, woman).getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('UHID', { exact: true })).toHaveValue('UH-2045');
  await choose(page, 'Mammogram', 'No');
  await choose(page, 'Ultrasound Breast', 'No');
  await choose(page, 'Cytology', 'No');
  await choose(page, 'Followup Advice', '6 months');
  await expect(finish(page)).toBeEnabled();
  await finish(page).click();
  await expect(page).toHaveURL(/#\/SuccessMessageClinicalFInal$/);
  await expect(page.getByRole('heading', { name: 'Clinical Evaluation has been Completed successfully!' })).toBeVisible();
  await expectAccessible(page);

  // Back leaves the outcome page for the worklist, not for the finished form; the form opened anyway is read-only.
  await page.goBack();
  await expect(page).toHaveURL(/#\/ClinicSearchPage$/);
  await page.evaluate(() => (window.location.hash = '#/DynamicScreen'));
  await expect(
    page.getByText('This test is finished. Its answers are shown as recorded and can no longer be changed.'),
  ).toBeVisible();
  await expect(finish(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  // Finished: she has left the clinical worklist.
  await page.evaluate(() => (window.location.hash = '#/ClinicSearchPage'));
  await expect(page).toHaveURL(/#\/ClinicSearchPage$/);
  await searchWorklist(page, woman);
  await expect(page.getByText('No patient found')).toBeVisible();
});
