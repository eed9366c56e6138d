/**
 * A camp day without a network (issue 18): the social worker opens her clinics online, the network goes, the app
 * reopens after a reload, she enrols two women through every step and tags a third person in another clinic, all
 * kept on the tablet. Meanwhile the coordinator takes her off that other clinic. The network returns: the two
 * enrolments reach the server exactly once with consecutive Registration IDs and the pending numbers on screen are
 * replaced in her queued steps; the tag is refused and waits on the Sync page with the server's message until she sends it again.
 * Then a write whose answer is lost after the server saved it is sent again and enrols once, and the pending number
 * on screen gives way to her Registration ID.
 */
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { apiUrl } from '../support/ports';
import { DEMO_PASSWORD, signIn } from '../support/session';
import { choose } from '../support/antd';
import {
  call,
  createClinicWithSocialWorker,
  pick,
  randomDigits,
  randomLetters,
  setSocialWorkerOnClinic,
  SOCIAL_WORKER,
  startRegistration,
  title,
} from '../support/registration';

const PENDING = 'Pending – will get its Registration ID when synced';

// Two whole enrolments and a tag through every form, offline, on a shared machine.
test.setTimeout(480_000);

async function tokenOf(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${apiUrl}/token/authenticate`, {
    data: { userName: SOCIAL_WORKER.email, password: DEMO_PASSWORD },
  });
  return ((await res.json()) as { token: string }).token;
}

/** The participants of her clinics named so, as the server holds them. */
async function enrolled(request: APIRequestContext, name: string) {
  const rows = await call<{ name: string; registraionId: string }[]>(
    request,
    await tokenOf(request),
    'POST',
    '/getCandidatesList',
    {
      search: name,
      stage: 3,
    },
  );
  return rows.filter((row) => row.name === name);
}

/** Enrolment and every registration step, as in patients.spec, for one woman. */
async function enrolThroughEveryStep(page: Page, name: string, mobile: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Mobile Number').fill(mobile);
  await pick(page, 'Gender', 'Female');
  await page.getByLabel('Age', { exact: true }).fill('45');
  await page.getByLabel('Address').fill('7 Temple Street, Thiruporur');
  await page.getByLabel('Street ID').fill('012');
  await page.getByRole('button', { name: 'Enroll' }).click();
  // Offline the duplicate check cannot answer: she is told, and enrols her as new.
  await page.getByRole('button', { name: 'Enrol as a new participant' }).click();

  await title(page, 'Disease Specific Details');
  const banner = page.getByRole('region', { name: 'Participant in progress' });
  await expect(banner).toContainText(PENDING);
  await choose(page, 'Marital Status', 'Married');
  await choose(page, 'Hysterectomy Done', 'No');
  await page.getByRole('button', { name: 'Next' }).click();

  await title(page, 'General Details');
  await page.getByLabel('Father Name').fill('Ramasamy');
  await page.getByLabel('Monthly Income').fill('8000');
  await pick(page, 'Type of House', 'Owned');
  await choose(page, 'Education', 'Primary');
  await page.getByRole('button', { name: 'Next' }).click();

  await title(page, 'Medical Details');
  await page.getByLabel('Blood Pressure').fill('128/84');
  await page.getByRole('button', { name: 'Next' }).click();

  await title(page, 'Family Personal Details');
  await page.getByLabel('Name', { exact: true }).fill('Saroja');
  await choose(page, 'Relation', 'Mother');
  await page.getByLabel('Age', { exact: true }).fill('70');
  await page.getByRole('button', { name: 'Next' }).click();

  await title(page, 'Family Medical Details');
  await choose(page, 'Relation', 'Aunt');
  await choose(page, 'Cancer Site', 'Breast');
  await page.getByLabel('Age At Diagnosis').fill('55');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { name: 'Registration has been Completed successfully!' })).toBeVisible();
  await expect(page.getByText(`Registration ID: ${PENDING}`)).toBeVisible();
}

test('a camp day offline: two enrolments and a tag captured on the tablet reach the server once when the network returns', async ({
  page,
  context,
  request,
}) => {
  const clinic = await createClinicWithSocialWorker(request);
  const other = await createClinicWithSocialWorker(request);
  const women = [0, 1].map(() => ({ name: `Offline ${randomLetters(7)}`, mobile: `9${randomDigits(9)}` }));
  const doorLocked = `Door ${randomLetters(6)}`;
  await signIn(page, SOCIAL_WORKER.email);

  // Online: she looks up the other clinic, then starts registering at hers. The tablet keeps both and the forms.
  await startRegistration(page, other);
  await page.goto('/#/responsive-cancer-institute');
  await startRegistration(page, clinic);
  await expect(page.getByRole('link', { name: 'All saved' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await title(page, 'New Screening Enrollment');
  await expect(page.getByRole('link', { name: 'Offline' })).toBeVisible();

  await enrolThroughEveryStep(page, women[0].name, women[0].mobile);
  await page.getByRole('button', { name: 'Begin Next Enrollment' }).click();
  await title(page, 'New Screening Enrollment');
  await enrolThroughEveryStep(page, women[1].name, women[1].mobile);
  await page.getByRole('button', { name: 'Back To Home' }).click();

  // A tag in the other clinic, found on the tablet.
  await startRegistration(page, other);
  await page.getByLabel('Name', { exact: true }).fill(doorLocked);
  await page.getByLabel('Address').fill('9 Temple Street, Thiruporur');
  await page.getByLabel('Street ID').fill('012');
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'How would you like to tag this participant?' });
  await choose(dialog, 'Reason', 'Door Locked');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Patient has been Tagged Successfully!' })).toBeVisible();
  await expect(page.getByText(`Registration ID: ${PENDING}`)).toBeVisible();
  // Six writes for each woman (enrolment and five steps), one for the tag.
  await expect(page.getByRole('link', { name: 'Offline · 13 waiting to sync' })).toBeVisible();

  // Meanwhile on the server: she is no longer on the other clinic's staff.
  await setSocialWorkerOnClinic(request, other, false);

  await page.getByRole('link', { name: /waiting to sync/ }).click();
  await title(page, 'Sync');
  await context.setOffline(false);
  const tag = page.getByRole('group', { name: `${doorLocked}: Tag` });
  await expect(tag.getByText('Refused')).toBeVisible({ timeout: 120_000 });
  await expect(tag).toContainText('This Outreach Clinic does not exist');
  await expect(page.getByRole('link', { name: '1 waiting to sync' })).toBeVisible();

  // Each woman is on the server once, with consecutive Registration IDs.
  const saved = await Promise.all(women.map((woman) => enrolled(request, woman.name)));
  expect(saved.map((rows) => rows.length)).toEqual([1, 1]);
  const [first, second] = saved.map((rows) => rows[0].registraionId);
  expect(Number(second.slice(-6))).toBe(Number(first.slice(-6)) + 1);

  // Put back on the clinic's staff, she corrects the address and sends the tag again.
  await setSocialWorkerOnClinic(request, other, true);
  await tag.getByRole('button', { name: 'Correct and send' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByLabel('address').fill('9 Temple Street, Thiruporur 603110');
  await editor.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('link', { name: 'All saved' })).toBeVisible({ timeout: 60_000 });
  await expect(tag).toHaveCount(0);
});

test('an enrolment whose answer is lost after the server saved it is sent again and enrols once', async ({ page, request }) => {
  const clinic = await createClinicWithSocialWorker(request);
  const woman = { name: `Lost ${randomLetters(7)}`, mobile: `9${randomDigits(9)}` };
  await signIn(page, SOCIAL_WORKER.email);
  await startRegistration(page, clinic);

  // The server saves the enrolment, but its answer never reaches the tablet.
  let lost = false;
  await page.route('**/api/curable/candidate', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('timedout');
  });
  await page.getByLabel('Name', { exact: true }).fill(woman.name);
  await page.getByLabel('Mobile Number').fill(woman.mobile);
  await pick(page, 'Gender', 'Female');
  await page.getByLabel('Age', { exact: true }).fill('45');
  await page.getByLabel('Address').fill('7 Temple Street, Thiruporur');
  await page.getByLabel('Street ID').fill('012');
  await page.getByRole('button', { name: 'Enroll' }).click();
  await title(page, 'Disease Specific Details');
  await expect(page.getByRole('region', { name: 'Participant in progress' })).toContainText(PENDING);

  await page.getByRole('link', { name: '1 waiting to sync' }).click();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByRole('link', { name: 'All saved' })).toBeVisible({ timeout: 60_000 });
  expect(lost).toBe(true);
  const [saved] = await enrolled(request, woman.name);
  expect(await enrolled(request, woman.name)).toHaveLength(1);
  // Back on her eligibility page, the pending number has given way to her Registration ID.
  await page.goBack();
  await title(page, 'Disease Specific Details');
  const banner = page.getByRole('region', { name: 'Participant in progress' });
  await expect(banner).toContainText(saved.registraionId);
  await expect(banner).not.toContainText(PENDING);
});
