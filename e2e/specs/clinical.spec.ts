/**
 * Screening and clinical evaluation end to end: a woman of 45 is enrolled (through the API) into a clinic where
 * the demo nurse and doctor are staff; the nurse screens her for breast cancer with Referral Yes and finishes;
 * the doctor sees her on the Referral to Hospital worklist (counted on its home tile), finds her in the clinical
 * worklist, saves (she leaves the referral worklist), then finishes the evaluation, and she leaves the list.
 */
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { apiUrl } from '../support/ports';
import { DEMO_PASSWORD, signIn, signOut } from '../support/session';
import { call } from '../support/registration';
import { expectAccessible } from '../support/axe';
import { choose } from '../support/antd';
import { referForMammogram } from '../support/screening';

const NURSE = { email: 'nurse@demo.in', name: 'Kavitha Ramesh' };
const DOCTOR = { email: 'doctor@demo.in', name: 'Dr. Senthil Kumar' };
const COORDINATOR = { email: 'coordinator@demo.in', name: 'Anand Krishnan' };

/** The few response keys this spec reads (BEHAVIOUR §4, §5). */
interface StaffMember {
  id: number;
  name: string;
}
type StaffByRole = Record<string, StaffMember[] | undefined>;
interface Camp {
  campId: number;
}

// Three sign-ins and two forms on a shared machine.
test.setTimeout(240_000);

/* ---------- data through the API ---------- */

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post(`${apiUrl}/token/authenticate`, { data: { userName: email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const staffNames = (groups: StaffByRole) => Object.values(groups).flatMap((members) => (members ?? []).map((m) => m.name));
const randomDigits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
const randomLetters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A clinic the nurse and the doctor both staff: a seeded demo clinic, else one created for this test. */
async function clinicOfNurseAndDoctor(request: APIRequestContext, token: string, hospitalId: number): Promise<number> {
  const camps = await call<Camp[]>(request, token, 'POST', '/activecamp', { search: '', stage: 1, hospitalId });
  for (const camp of camps) {
    const staff = await call<StaffByRole>(request, token, 'GET', `/campstaffdetails/${camp.campId}`);
    if ([NURSE.name, DOCTOR.name].every((name) => staffNames(staff).includes(name))) return camp.campId;
  }
  const hospitalStaff = await call<StaffByRole>(request, token, 'GET', `/hospitalstaffdetails/${hospitalId}`);
  const member = (name: string): StaffMember => {
    const found = Object.values(hospitalStaff)
      .flatMap((m) => m ?? [])
      .find((m) => m.name === name);
    if (!found) throw new Error(`${name} is not on the hospital staff`);
    return found;
  };
  const states = await call<{ id: number }[]>(request, token, 'GET', '/statemaster');
  const districts = await call<{ id: number }[]>(request, token, 'GET', `/districtmaster/statemaster/${states[0].id}`);
  const taluks = await call<{ id: number }[]>(request, token, 'GET', `/taluqmaster/districtmaster/${districts[0].id}`);
  const panchayats = await call<{ id: number }[]>(request, token, 'GET', `/panchayatmaster/taluqmaster/${taluks[0].id}`);
  const start = new Date();
  const end = new Date(start.getTime() + 10 * 86_400_000);
  const staff = [
    { role: 'Program Coordinator', who: COORDINATOR.name },
    { role: 'Nurse', who: NURSE.name },
    { role: 'Doctor', who: DOCTOR.name },
  ].map(({ role, who }) => ({ role, name: who, hospitalEmployeeId: member(who).id }));
  await call<string>(request, token, 'POST', '/newcamp', {
    campDTO: {
      id: null,
      name: `Screening e2e clinic ${randomLetters(5)}`,
      campIdPrefix: `9${randomDigits(6)}`,
      hospitalId,
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      panchayatMasterId: panchayats[0].id,
      pincode: '603112',
      noCampcordinators: 1,
      noDoctors: 1,
      noNurses: 1,
      noProgramcordinators: 1,
      noSocialworkers: 0,
    },
    campStaffs: staff,
  });
  return clinicOfNurseAndDoctor(request, token, hospitalId);
}

interface Enrolled {
  name: string;
  registrationId: string;
}

async function enrolWoman(request: APIRequestContext): Promise<Enrolled> {
  const token = await tokenOf(request, COORDINATOR.email);
  const me = await call<{ hospitalId: number }>(request, token, 'GET', `/authorizeUserRequest/${COORDINATOR.email}`);
  const campId = await clinicOfNurseAndDoctor(request, token, me.hospitalId);
  const name = `Meena ${randomLetters(6)}`;
  const saved = await call<{ registraionId: string }>(request, token, 'POST', '/candidate', {
    id: null,
    registraionId: null,
    name,
    mobileNo: `9${randomDigits(9)}`,
    gender: 'FEMALE',
    age: 45,
    address: '12 Temple Street',
    streetId: 12,
    hospitalId: me.hospitalId,
    campId,
    type: 1,
    screenId: 1,
  });
  return { name, registrationId: saved.registraionId };
}

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
