/**
 * The registration journeys' helpers: a clinic of the test's own with the demo social worker on its staff (made
 * through the API by the program coordinator), and the steps of the Patient Registration screens.
 */
import { expect, type APIRequestContext, type Locator, type Page } from './test';
import { apiUrl } from './ports';
import { expectAccessible } from './axe';
import { DEMO_PASSWORD } from './session';

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
