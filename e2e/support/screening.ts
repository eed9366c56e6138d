/**
 * What the journeys that record a screening share: a participant waiting for screening, made through the API (a
 * woman of 45 enrolled by the program coordinator into a clinic the demo nurse and doctor both staff, a seeded demo
 * clinic or one made for the test), and the screening form's steps.
 */
import { expect, type APIRequestContext, type Page } from './test';
import { choose } from './antd';
import { apiUrl } from './ports';
import { DEMO_PASSWORD } from './session';
import { call, COORDINATOR, randomDigits, randomLetters } from './registration';

export const NURSE = { email: 'nurse@demo.in', name: 'Kavitha Ramesh' };
export const DOCTOR = { email: 'doctor@demo.in', name: 'Dr. Senthil Kumar' };

/** The few response keys this spec reads (docs/api.md §4, §5). */
interface StaffMember {
  id: number;
  name: string;
}
type StaffByRole = Record<string, StaffMember[] | undefined>;
interface Camp {
  campId: number;
}

export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post(`${apiUrl}/token/authenticate`, { data: { userName: email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Sets the language remembered for a user's account back to English, as her next sign-in anywhere would apply it.
 * Called before and after a test that switches her to Tamil, so one that fails midway leaves no other test in Tamil.
 */
export async function rememberEnglish(request: APIRequestContext, email: string) {
  const res = await request.post(`${apiUrl}/api/curable/userLanguage`, {
    data: { language: 'en' },
    headers: { Authorization: `Bearer ${await tokenOf(request, email)}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const staffNames = (groups: StaffByRole) => Object.values(groups).flatMap((members) => (members ?? []).map((m) => m.name));

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

export interface Enrolled {
  name: string;
  registrationId: string;
}

export async function enrolWoman(request: APIRequestContext): Promise<Enrolled> {
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

/** A breast screening past its gate question: no symptoms, a nodularity, and a referral for a baseline mammogram. */
export async function referForMammogram(page: Page) {
  await choose(page, 'Symptoms', 'No');
  await choose(page, 'Right Breast on palpation', 'Normal/Fibro glandular');
  await choose(page, 'Left Breast on palpation', 'Nodularity');
  await choose(page, 'Nipple Discharge', 'No for both breasts');
  await choose(page, 'Referral', 'Yes');
  await choose(page, 'Referred for', 'Baseline mammogram');
}
