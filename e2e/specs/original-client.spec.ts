/**
 * The institute's own client keeps working against this server (docs/compatibility.md). Its production build
 * (../shared/reference/original-build.tar.gz) is served on its own origin and calls the suite's API; a Program
 * Coordinator signs in, creates a clinic and edits its staff (the edit sends the placeholder panchayat 1, and the
 * clinic must not move), registers a woman through every step, saves her
 * breast screening, reopens it with the answers present and finishes it, finishes her clinical evaluation,
 * downloads a report and re-saves a colleague. The records are checked through the API, and every non-2xx answer
 * the client gets fails the spec unless listed below.
 */
import fs from 'node:fs';
// support/test's CSP check stays on: the original's page sets no policy, so it reports no violation.
import { expect, test, type Locator, type Page } from '../support/test';
import { ORIGINAL_BUILD, serveOriginalApp, type OriginalApp } from '../support/original-app';
import { ORIGINAL_APP_PORT, apiUrl } from '../support/ports';
import { DEMO_PASSWORD } from '../support/session';
import { call } from '../support/registration';
import { mailCount, nextResetLink } from '../support/mail';

const COORDINATOR = 'coordinator@demo.in';
/** Answers the original client gets on its journeys that are right as they are (docs/api.md §3.3). */
const EXPECTED_REFUSALS = [
  // Its user edit asks two mistyped prefill paths first and falls back to the listed user, as with its own server.
  'POST /api/curable1/candidatehistoryForPrefil → 404',
  'POST /api/curable/1candidatehistoryForPrefil → 404',
];

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test.skip(
  !fs.existsSync(ORIGINAL_BUILD),
  `The original client's build is not at ${ORIGINAL_BUILD}: the compatibility spec is skipped.`,
);
// Its staff are in India: its date pickers send the local midnight of the chosen day. Tall enough that no date
// picker needs a scroll, which closes its panel.
test.use({ timezoneId: 'Asia/Kolkata', viewport: { width: 1280, height: 1600 } });
test.setTimeout(180_000);

let app: OriginalApp;
test.beforeAll(async () => {
  app = await serveOriginalApp(ORIGINAL_APP_PORT, apiUrl);
});
test.afterAll(async () => app?.close());

/* ---------- the API, to check the records ---------- */

interface Camp {
  campId: number;
  campIdPrefix: string;
  campName: string;
  pincode: string;
  panchayatMasterId: number;
  panchayatName: string;
  displayStartDate: string;
  displayEndDate: string | null;
}
type StaffByRole = Record<string, { name: string }[] | undefined>;
interface TestRow {
  completed: number;
  referral: boolean | null;
  testResult: { params: { testName: string; selectedValues?: string[] }[] };
}
const answer = (row: TestRow, name: string) => row.testResult.params.find((p) => p.testName === name)?.selectedValues;
const staffNames = (staff: StaffByRole) =>
  Object.values(staff)
    .flatMap((members) => (members ?? []).map((m) => m.name))
    .sort();

/* ---------- the original's screens ---------- */

const home = (page: Page) => page.goto(`${app.url}/#/responsive-cancer-institute`);
/** A home tile, as staff open an area. */
const openTile = async (page: Page, name: string) => {
  await home(page);
  await page.getByRole('img', { name, exact: true }).click();
};
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** Today in a PrimeReact date picker (its own panel, which closes once the day is taken). */
async function pickToday(page: Page, placeholder: string) {
  const input = page.getByPlaceholder(placeholder);
  await input.click();
  const panel = page.locator(`[id="${await input.getAttribute('aria-controls')}"]`);
  await panel.locator('td[data-p-today="true"] span').click();
  await expect(panel).toBeHidden();
}
/** A question of a screening or clinical form: the element holding its label. */
const question = (page: Page, label: string) => page.locator(`xpath=//div[label[normalize-space(text()[1])="${label}"]]`).last();
/** Picks an option of a react-select by typing it. */
async function typeChoice(box: Locator, option: string) {
  await box.fill(option);
  await box.press('Enter');
}
const staffBox = (page: Page, label: string) =>
  page.locator('.form-group').filter({ hasText: label }).locator('input[role=combobox]');

const prefillOfType = (page: Page, type: number) =>
  page.waitForResponse(
    (res) => res.url() === `${apiUrl}/api/curable/candidatehistoryForPrefil` && res.request().postDataJSON()?.type === type,
  );

/** The original's pages load their saved values after they show, overwriting what was typed before: wait for it. */
async function prefillApplied(page: Page, prefill: Promise<unknown>): Promise<void> {
  await prefill;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function openTest(
  page: Page,
  area: 'Screening' | 'Clinical Evaluation',
  registrationId: string,
  name: string,
  stage: string,
) {
  await openTile(page, area);
  await page.getByPlaceholder('Search by Patient name/id/mobile').fill(registrationId);
  await button(page, 'Search').click();
  await page.getByText(name).click();
  await page.getByLabel('Select Stage').selectOption(stage);
  // The original fills the form from her saved answers (prefill type 7) after it shows: an answer chosen before they
  // come is replaced by them, so the form is used once they are in.
  const saved = page.waitForResponse(
    (res) => res.url() === `${apiUrl}/api/curable/candidatehistoryForPrefil` && res.request().postDataJSON()?.type === 7,
  );
  await button(page, 'Next').click();
  await expect(page.getByRole('heading', { name: stage })).toBeVisible();
  await saved;
}

test('the original client: sign-in, clinic and staff edit, registration, screening Save → reopen → Finish, clinical, a report, a user', async ({
  page,
  request,
}) => {
  const refused: string[] = [];
  page.on('response', (res) => {
    if (!res.url().startsWith(apiUrl) || res.ok()) return;
    refused.push(`${res.request().method()} ${new URL(res.url()).pathname} → ${res.status()}`);
  });
  page.on('requestfailed', (req) => {
    if (req.url().startsWith(apiUrl))
      refused.push(`${req.method()} ${new URL(req.url()).pathname} failed: ${req.failure()?.errorText}`);
  });
  // Its page links Font Awesome from a CDN; the test machine has no internet.
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort(),
  );
  page.on('dialog', (dialog) => dialog.accept());

  const auth = await request.post(`${apiUrl}/token/authenticate`, { data: { userName: COORDINATOR, password: DEMO_PASSWORD } });
  const { token } = (await auth.json()) as { token: string };
  const clinic = { id: `7${digits(6)}`, name: `Original ${letters(8)}` };
  const woman = { name: `Kamala ${letters(6)}`, mobile: `9${digits(9)}` };

  await test.step('sign-in and home; a reload re-authenticates silently with the stored password', async () => {
    await page.goto(`${app.url}/`);
    await page.getByLabel('Email ID').fill(COORDINATOR);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await button(page, 'Sign In').click();
    await expect(page).toHaveURL(/#\/responsive-cancer-institute$/);
    await expect(page.getByRole('img', { name: 'Outreach Clinic', exact: true })).toBeVisible();
    const silent = page.waitForResponse((res) => res.url() === `${apiUrl}/token/authenticate`);
    await page.reload();
    expect((await silent).status()).toBe(200);
    await expect(page.getByRole('img', { name: 'Reports', exact: true })).toBeVisible();
  });

  let camp: Camp;
  await test.step('clinic create with staff, then a staff edit that leaves the clinic where it is', async () => {
    await openTile(page, 'Outreach Clinic');
    await page.getByText('Create New Outreach Clinic').click();
    await page.getByPlaceholder('Enter Outreach Clinic Name').fill(clinic.name);
    await page.getByPlaceholder('Enter Pincode').fill('603108');
    const place = page.locator('form select');
    await place.nth(0).selectOption('Tamil Nadu');
    await place.nth(1).selectOption('Chengalpattu');
    await place.nth(2).selectOption('Chengalpattu');
    await place.nth(3).selectOption('Paranur');
    await pickToday(page, 'Select Start Date');
    await pickToday(page, 'Select End Date');
    await page.getByPlaceholder('Optional: enter 7 digit System ID').fill(clinic.id);
    await button(page, 'Next').click();
    await page.locator('input[name=noNurses]').fill('1');
    await page.locator('input[name=noDoctors]').fill('1');
    await button(page, 'Allocate Resources').click();
    await typeChoice(staffBox(page, 'Nurses:'), 'Kavitha Ramesh');
    await typeChoice(staffBox(page, 'Doctors:'), 'Dr. Senthil Kumar');
    await button(page, 'Submit').click();
    await expect(page.getByText(`Outreach Clinic ID: ${clinic.id}`)).toBeVisible();
    [camp] = await call<Camp[]>(request, token, 'POST', '/activecamp', { search: clinic.id });
    expect([camp.campName, camp.pincode, camp.panchayatName]).toEqual([clinic.name, '603108', 'Paranur']);

    await openTile(page, 'Outreach Clinic');
    await page.getByText('Edit Existing Outreach Clinic').click();
    await page.getByPlaceholder('Enter Clinic ID/Name').fill(clinic.id);
    await button(page, 'Search').click();
    await button(page, 'Edit').click();
    await page.getByRole('button', { name: 'Remove Kavitha Ramesh' }).click();
    await typeChoice(staffBox(page, 'Nurses:'), 'Jaya Kumari');
    const edit = page.waitForRequest((req) => req.url() === `${apiUrl}/api/curable/newcamp`);
    await button(page, 'Submit').click();
    // The case this guards: the edit names Kovalam (its placeholder), and only the staff may change.
    expect((await edit).postDataJSON().campDTO).toMatchObject({ id: camp.campId, panchayatMasterId: 1 });
    await expect(page.getByText(`Outreach Clinic ID: ${clinic.id}`)).toBeVisible();
    const [after] = await call<Camp[]>(request, token, 'POST', '/activecamp', { search: clinic.id });
    expect(after).toEqual(camp);
    const staff = await call<StaffByRole>(request, token, 'GET', `/campstaffdetails/${camp.campId}`);
    expect(staffNames(staff)).toEqual(['Dr. Senthil Kumar', 'Jaya Kumari']);
  });

  let registrationId = '';
  let candidateId = 0;
  await test.step('registration through every step', async () => {
    await openTile(page, 'Patient Registration');
    await page.getByPlaceholder('Enter Clinic ID/Name').fill(clinic.id);
    await button(page, 'Search').click();
    await button(page, 'Start Registration').click();
    await page.getByPlaceholder('Enter Name').fill(woman.name);
    await page.getByPlaceholder('Enter Mobile Number').fill(woman.mobile);
    await button(page, 'Female').click();
    await page.getByPlaceholder('Enter Age').fill('45');
    await page.getByPlaceholder('Enter Street ID').fill('012');
    await button(page, 'Enroll').click();

    await expect(page.getByRole('heading', { name: 'Disease Specific Details' })).toBeVisible();
    registrationId = (await page.locator('p', { hasText: /^ID:/ }).innerText()).replace('ID:', '').trim();
    expect(registrationId).toMatch(new RegExp(`^${clinic.id}012\\d{6}$`));
    await page.locator('#marital-status').selectOption('Married');
    await page.locator('#hysterectomy-done').selectOption('No');
    const general = prefillOfType(page, 2);
    await button(page, 'Next').click();

    await expect(page.getByRole('heading', { name: 'General Details' })).toBeVisible();
    await prefillApplied(page, general);
    await page.locator('#father-name').fill('Ramasamy');
    await button(page, 'Owned').click();
    await page.locator('#education').selectOption('primary');
    await button(page, 'No').click();
    const medical = prefillOfType(page, 3);
    await button(page, 'Next').click();

    await expect(page.getByRole('heading', { name: 'Medical Details' })).toBeVisible();
    await prefillApplied(page, medical);
    await page.getByPlaceholder('Enter Blood Pressure').fill('128/84');
    // The family pages replace their cards with what the prefill brings: add a member once it has come.
    let prefilled = prefillOfType(page, 4);
    await button(page, 'Next').click();
    await prefilled;

    await expect(page.getByRole('heading', { name: 'Family Personal Details' })).toBeVisible();
    await button(page, 'Add Member').click();
    const member = page.locator('form');
    await member.getByPlaceholder('Enter Name').fill('Saroja');
    await member.locator('select').first().selectOption('Mother');
    await member.getByRole('button', { name: 'Female', exact: true }).click();
    await member.getByPlaceholder('Enter Age').fill('70');
    prefilled = prefillOfType(page, 5);
    await button(page, 'Next').click();
    await prefilled;

    await expect(page.getByRole('heading', { name: 'Family Medical Details' })).toBeVisible();
    await button(page, 'Add Member').click();
    await page.locator('form select').nth(0).selectOption('Aunt');
    await page.locator('form select').nth(1).selectOption('Breast');
    await page.getByPlaceholder('Enter Age At Diagnosis').fill('55');
    await button(page, 'Finish').click();
    await expect(page.getByRole('heading', { name: 'Registration has been Completed successfully!' })).toBeVisible();
    await expect(page.getByText(`Registration ID: ${registrationId}`)).toBeVisible();

    const [listed] = await call<{ id: number; campId: number; name: string; mobileNo: string }[]>(
      request,
      token,
      'POST',
      '/getCandidatesList',
      {
        hospitalId: 1,
        search: registrationId,
        stage: 1,
        roleId: 0,
        userId: 0,
      },
    );
    expect(listed).toMatchObject({ campId: camp.campId, name: woman.name, mobileNo: woman.mobile });
    candidateId = listed.id;
    const prefill = <T>(type: number) => call<T>(request, token, 'POST', '/candidatehistoryForPrefil', { candidateId, type });
    const params = (group: { params: { testName: string; selectedValues?: string[] }[] }) =>
      Object.fromEntries(group.params.map((p) => [p.testName.trim(), p.selectedValues?.[0]]));
    expect(params((await prefill<{ eligibilityMetrics: TestRow['testResult'] }>(1)).eligibilityMetrics)).toMatchObject({
      'Marital Status': 'Married',
    });
    expect(await prefill(2)).toMatchObject({ fatherName: 'Ramasamy', houseType: 'Owned' });
    expect(await prefill(3)).toMatchObject({ bloodPressure: '128/84' });
    const family = await prefill<{ familyMetrics: TestRow['testResult'][] }>(4);
    expect(family.familyMetrics.map(params)).toEqual([
      expect.objectContaining({ Name: 'Saroja', Relation: 'Mother', Age: '70' }),
    ]);
    const familyMedical = await prefill<{ familyMedicalMetrics: TestRow['testResult'][] }>(5);
    expect(familyMedical.familyMedicalMetrics.map(params)).toEqual([
      expect.objectContaining({ Relation: 'Aunt', 'Cancer Site': 'Breast' }),
    ]);
  });

  await test.step('screening: Save, reopen with the answers present, Finish', async () => {
    await openTest(page, 'Screening', registrationId, woman.name, 'Breast Screening');
    await question(page, 'Breast Examination').locator('select').selectOption('Yes');
    await question(page, 'Symptoms').locator('select').selectOption('No');
    await button(page, 'Save').click();
    await expect(page.getByRole('heading', { name: 'Screening has been Completed successfully!' })).toBeVisible();

    await openTest(page, 'Screening', registrationId, woman.name, 'Breast Screening');
    await expect(question(page, 'Breast Examination').locator('select')).toHaveValue('Yes');
    await expect(question(page, 'Symptoms').locator('select')).toHaveValue('No');
    await typeChoice(question(page, 'Right Breast on palpation').locator('input[role=combobox]'), 'Nodularity');
    await typeChoice(question(page, 'Left Breast on palpation').locator('input[role=combobox]'), 'Normal/Fibro glandular');
    await question(page, 'Nipple Discharge').locator('select').selectOption('No for both breasts');
    await question(page, 'Referral').locator('select').selectOption('Yes');
    await typeChoice(question(page, 'Referred for').locator('input[role=combobox]'), 'Baseline mammogram');
    await button(page, 'Finish').click();
    await expect(page.getByRole('heading', { name: 'Screening has been Completed successfully!' })).toBeVisible();

    const row = await call<TestRow>(request, token, 'POST', '/candidatehistoryForPrefil', {
      candidateId,
      type: 7,
      diseaseTypeId: 5,
    });
    expect([row.completed, row.referral, answer(row, 'Breast Examination'), answer(row, 'Referred for')]).toEqual([
      1,
      true,
      ['Yes'],
      ['Baseline mammogram'],
    ]);
  });

  await test.step('clinical evaluation: Finish', async () => {
    await openTest(page, 'Clinical Evaluation', registrationId, woman.name, 'Breast Clinical Evaluation');
    await question(page, 'Breast Clinical Examination').locator('select').selectOption('No');
    await button(page, 'Finish').click();
    await expect(page.getByRole('heading', { name: 'Clinical Evaluation has been Completed successfully!' })).toBeVisible();

    const row = await call<TestRow>(request, token, 'POST', '/candidatehistoryForPrefil', {
      candidateId,
      type: 7,
      diseaseTypeId: 11,
    });
    expect([row.completed, answer(row, 'Breast Clinical Examination')]).toEqual([1, ['No']]);
    const worklist = await call<{ id: number }[]>(request, token, 'POST', '/getCandidatesList', {
      hospitalId: 1,
      search: registrationId,
      stage: 2,
      roleId: 0,
      userId: 0,
    });
    expect(worklist.map((c) => c.id)).not.toContain(candidateId);
  });

  await test.step('a report: Patient Registration of the clinic, as CSV', async () => {
    await openTile(page, 'Reports');
    await pickToday(page, 'Select Start Date');
    await pickToday(page, 'Select End Date');
    await page.locator('form select').selectOption('Patientregistration');
    await page.getByText('Select Outreach Clinics').click();
    await page.locator('.p-multiselect-filter').fill(clinic.name);
    await page.locator('.p-multiselect-panel li[role=option]', { hasText: clinic.name }).click();
    await page.keyboard.press('Escape');
    const download = page.waitForEvent('download');
    await button(page, 'Download').click();
    const csv = fs.readFileSync((await (await download).path())!, 'utf8');
    const row = csv.split('\n').find((line) => line.includes(registrationId));
    expect(row, csv.slice(0, 500)).toContain(`"${woman.name}"`);
  });

  await test.step('a colleague re-saved from Edit Existing User stays as she was', async () => {
    await openTile(page, 'User Data Management');
    await button(page, 'Edit Existing User').click();
    await page.getByPlaceholder('Search by name or email').fill('Jaya Kumari');
    await button(page, 'Search').click();
    await button(page, 'Edit').click();
    await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
    // The original fills the form from a call of its own after the page shows: Update before that sends it empty
    // (which the server refuses), so the form is waited for as she sees it, her name in it.
    await expect(page.getByRole('textbox').first()).toHaveValue('Jaya Kumari');
    const saved = page.waitForResponse((res) => res.url() === `${apiUrl}/api/curable/createUser`);
    await button(page, 'Update').click();
    expect((await saved).status()).toBe(200);
    const [jaya] = await call<{ roleName: string; isRecordDeleted: boolean }[]>(request, token, 'POST', '/getUsers', {
      search: 'Jaya Kumari',
      hospitalId: 1,
    });
    expect(jaya).toMatchObject({ roleName: 'Nurse', isRecordDeleted: false });
  });

  expect(
    refused.filter((r) => !EXPECTED_REFUSALS.includes(r)),
    'non-2xx answers the original client got',
  ).toEqual([]);
});

test("the original client's passwords: its Forgot Password mails a link and its password is ignored; its profile password change is refused, saying where", async ({
  page,
  request,
}) => {
  // An account no other spec signs in with.
  const email = 'ramya.balaji@demo.in';
  const signInWith = (password: string) => request.post(`${apiUrl}/token/authenticate`, { data: { userName: email, password } });
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort(),
  );

  await test.step('Forgot Password: the mail goes out, the password it sent is never usable', async () => {
    const seen = mailCount(email);
    await page.goto(`${app.url}/`);
    await page.getByText('Forgot Password', { exact: true }).click();
    await page.getByLabel('Email ID').fill(email);
    await page.getByLabel('New Password', { exact: true }).fill('Requester-chose-2026');
    const asked = page.waitForResponse((res) => res.url() === `${apiUrl}/token/forgotPassword`);
    await button(page, 'Reset Password').click();
    const answer = await asked;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ message: '', status: 2 });
    await expect.poll(() => alerts).toContain('Password reset successful. Please log in with your new password.');
    expect(await nextResetLink(email, seen)).toMatch(/#\/reset-password\?/);
    expect((await signInWith('Requester-chose-2026')).status()).toBe(401);
    expect((await signInWith(DEMO_PASSWORD)).status()).toBe(200);
  });

  await test.step('Edit Profile: a new password without the current one is refused (400, saying where); the rest still saves', async () => {
    await page.goto(`${app.url}/`);
    await page.getByLabel('Email ID').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await button(page, 'Sign In').click();
    await expect(page).toHaveURL(/#\/responsive-cancer-institute$/);
    await page.goto(`${app.url}/#/ProfileScreen`);
    const form = page.locator('.profile-form-container');
    await expect(form.locator('input').first()).toHaveValue('Ramya Balaji');

    await form.locator('.password-field-wrapper input').fill('Taken-over-2026');
    const refused = page.waitForResponse(
      (res) => res.url() === `${apiUrl}/api/curable/hospitalemployee` && res.request().method() === 'POST',
    );
    await button(page, 'Update').click();
    const answer = await refused;
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toEqual({
      error: 'CURRENT_PASSWORD_REQUIRED',
      message:
        'Changing your password needs your current password. Change it on the Edit Profile page of the new Screening App, which asks for it.',
      field: 'currentPassword',
    });
    // It shows its own words for any failure.
    await expect.poll(() => alerts).toContain('Failed to update profile. Please try again.');
    expect((await signInWith('Taken-over-2026')).status()).toBe(401);
    expect((await signInWith(DEMO_PASSWORD)).status()).toBe(200);

    await form.locator('.password-field-wrapper input').fill('');
    const saved = page.waitForResponse(
      (res) => res.url() === `${apiUrl}/api/curable/hospitalemployee` && res.request().method() === 'POST',
    );
    await button(page, 'Update').click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => alerts).toContain('Profile updated successfully!');
  });
});
