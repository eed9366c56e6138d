/**
 * The registration journeys' helpers: a clinic of the test's own with the demo social worker on its staff (made
 * through the API by the program coordinator), and the steps of the Patient Registration screens.
 */
import { expect, type APIRequestContext, type Locator, type Page } from './test';
import { apiUrl } from './ports';
import { expectAccessible } from './axe';
import { DEMO_PASSWORD } from './session';
import { choose } from './antd';

export const SOCIAL_WORKER = { email: 'social@demo.in', name: 'Meena Subramanian' };
export const COORDINATOR = { email: 'coordinator@demo.in', name: 'Anand Krishnan' };

export const randomDigits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
export const randomLetters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/* ---------- the clinic, through the API ---------- */

export async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`${apiUrl}/api/curable${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The program coordinator's token, hospital and the hospital staff's ids by name, through the API. */
async function coordinatorSession(request: APIRequestContext) {
  const auth = await request.post(`${apiUrl}/token/authenticate`, {
    data: { userName: COORDINATOR.email, password: DEMO_PASSWORD },
  });
  expect(auth.status()).toBe(200);
  const { token } = (await auth.json()) as { token: string };
  const { hospitalId } = await call<{ hospitalId: number }>(request, token, 'GET', `/authorizeUserRequest/${COORDINATOR.email}`);
  const staff = await call<Record<string, { id: number; name: string }[] | undefined>>(
    request,
    token,
    'GET',
    `/hospitalstaffdetails/${hospitalId}`,
  );
  const idOf = (name: string) => {
    const found = Object.values(staff)
      .flatMap((members) => members ?? [])
      .find((m) => m.name === name);
    if (!found) throw new Error(`${name} is not on the hospital staff`);
    return found.id;
  };
  return { token, hospitalId, idOf };
}

/** The clinic's staff: the coordinator, and the social worker unless `withSocialWorker` is false. */
const clinicStaff = (idOf: (name: string) => number, withSocialWorker = true) => [
  { role: 'Program Coordinator', name: COORDINATOR.name, hospitalEmployeeId: idOf(COORDINATOR.name) },
  ...(withSocialWorker
    ? [{ role: 'Social Worker', name: SOCIAL_WORKER.name, hospitalEmployeeId: idOf(SOCIAL_WORKER.name) }]
    : []),
];

/** A running clinic of the coordinator's hospital with the social worker on its staff; returns its name. */
export async function createClinicWithSocialWorker(request: APIRequestContext): Promise<string> {
  const { token, hospitalId, idOf } = await coordinatorSession(request);
  const [state] = await call<{ id: number }[]>(request, token, 'GET', '/statemaster');
  const [district] = await call<{ id: number }[]>(request, token, 'GET', `/districtmaster/statemaster/${state.id}`);
  const [taluk] = await call<{ id: number }[]>(request, token, 'GET', `/taluqmaster/districtmaster/${district.id}`);
  const [panchayat] = await call<{ id: number }[]>(request, token, 'GET', `/panchayatmaster/taluqmaster/${taluk.id}`);
  const name = `Registration e2e ${randomLetters(8)}`;
  const start = new Date();
  await call(request, token, 'POST', '/newcamp', {
    campDTO: {
      id: null,
      name,
      campIdPrefix: `8${randomDigits(6)}`,
      hospitalId,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 14 * 86_400_000).toISOString(),
      panchayatMasterId: panchayat.id,
      pincode: '603103',
      noCampcordinators: 0,
      noDoctors: 0,
      noNurses: 0,
      noProgramcordinators: 1,
      noSocialworkers: 1,
    },
    campStaffs: clinicStaff(idOf),
  });
  return name;
}

/** A woman of 45 enrolled into the clinic through the API by the coordinator; returns her Registration ID. */
export async function enrolThroughApi(request: APIRequestContext, clinic: string, woman: Woman): Promise<string> {
  const { token, hospitalId } = await coordinatorSession(request);
  const [camp] = await call<{ campId: number }[]>(request, token, 'POST', '/activecamp', {
    search: clinic,
    stage: 1,
    hospitalId,
  });
  const saved = await call<{ registraionId: string }>(request, token, 'POST', '/candidate', {
    id: null,
    registraionId: null,
    name: woman.name,
    mobileNo: woman.mobile,
    gender: 'FEMALE',
    age: 45,
    address: '7 Temple Street, Thiruporur',
    streetId: 12,
    hospitalId,
    campId: camp.campId,
    type: 1,
    screenId: 1,
  });
  return saved.registraionId;
}

/** The coordinator puts the social worker on the clinic's staff, or takes her off it (her clinics change at once). */
export async function setSocialWorkerOnClinic(request: APIRequestContext, clinic: string, onStaff: boolean) {
  const { token, hospitalId, idOf } = await coordinatorSession(request);
  const [camp] = await call<
    {
      campId: number;
      campIdPrefix: string;
      startDate: string;
      endDate: string | null;
      panchayatMasterId: number;
      pincode: string;
    }[]
  >(request, token, 'POST', '/activecamp', { search: clinic, stage: 1, hospitalId });
  await call(request, token, 'POST', '/newcamp', {
    campDTO: {
      id: camp.campId,
      name: clinic,
      campIdPrefix: camp.campIdPrefix,
      hospitalId,
      startDate: camp.startDate,
      endDate: camp.endDate,
      panchayatMasterId: camp.panchayatMasterId,
      pincode: camp.pincode,
      noCampcordinators: 0,
      noDoctors: 0,
      noNurses: 0,
      noProgramcordinators: 1,
      noSocialworkers: onStaff ? 1 : 0,
    },
    campStaffs: clinicStaff(idOf, onStaff),
  });
}

/* ---------- the screens ---------- */

/** Clicks a button of a radio group (gender, Yes/No) by its text. */
export const pick = (scope: Page | Locator, group: string, option: string) =>
  scope.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();

/** Waits for a screen by its title, and checks it with axe. */
export async function title(page: Page, text: string) {
  await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
  await expectAccessible(page);
}

export interface Woman {
  name: string;
  mobile: string;
}

/** The enrolment form of a woman of 45, filled; Enroll is the caller's. */
export async function fillEnrolment(page: Page, woman: Woman) {
  await page.getByLabel('Name', { exact: true }).fill(woman.name);
  await page.getByLabel('Mobile Number').fill(woman.mobile);
  await pick(page, 'Gender', 'Female');
  await page.getByLabel('Age', { exact: true }).fill('45');
  await page.getByLabel('Address').fill('7 Temple Street, Thiruporur');
  await page.getByLabel('Street ID').fill('012');
}

/** Disease Specific Details: married, no hysterectomy; Next. */
export async function answerEligibility(page: Page) {
  await choose(page, 'Marital Status', 'Married');
  await choose(page, 'Hysterectomy Done', 'No');
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Family Personal Details (her mother) and Family Medical Details (an aunt with breast cancer); Finish. */
export async function answerFamily(page: Page) {
  await title(page, 'Family Personal Details');
  await page.getByLabel('Name', { exact: true }).fill('Saroja');
  await choose(page, 'Relation', 'Mother');
  await page.getByLabel('Age', { exact: true }).fill('70');
  await page.getByRole('button', { name: 'Next' }).click();
  await title(page, 'Family Medical Details');
  await expect(page.getByText('Provide the details if any of the family members has cancer history')).toBeVisible();
  await choose(page, 'Relation', 'Aunt');
  await choose(page, 'Cancer Site', 'Breast');
  await page.getByLabel('Age At Diagnosis').fill('55');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { name: 'Registration has been Completed successfully!' })).toBeVisible();
}

export async function startRegistration(page: Page, clinic: string) {
  await page
    .getByRole('navigation', { name: 'Home menu' })
    .getByRole('link', { name: 'Patient Registration', exact: true })
    .click();
  await expect(page).toHaveURL(/#\/PatientRegistrationSearch$/);
  await page.getByLabel('Enter Clinic ID or Name').fill(clinic);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('group', { name: clinic }).getByRole('button', { name: 'Start Registration' }).click();
  await title(page, 'New Screening Enrollment');
  await expect(page.getByText(clinic)).toBeVisible();
}
