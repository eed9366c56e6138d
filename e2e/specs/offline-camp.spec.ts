/**
 * A camp day without a network (issue 18): the social worker opens her clinics online, the network goes, the app
 * reopens after a reload, she enrols two women through every step and tags a third person in another clinic, all
 * kept on the tablet. Meanwhile the coordinator takes her off that other clinic. The network returns: the two
 * enrolments reach the server exactly once with consecutive Registration IDs and the pending numbers on screen are
 * replaced in her queued steps; the tag is refused, said on the Sync page in her terms, and she corrects it on the form
 * she filled in, moving it to her own clinic: it reaches the server once.
 * Then a write whose answer is lost after the server saved it is sent again and enrols once, and the pending number
 * on screen gives way to her Registration ID. Last, offline, she screens a woman enrolled online from the screening
 * worklist the tablet keeps, and a woman she enrols offline who waits there marked pending, due the tests the server
 * will give her; each result reaches the server once, the newcomer's behind her enrolment and under her real id.
 */
import { expect, test, type APIRequestContext, type Locator, type Page, type Route } from '../support/test';
import { apiUrl } from '../support/ports';
import { DEMO_PASSWORD, signIn } from '../support/session';
import { choose, settled } from '../support/antd';
import { cutOff, expectAreaKept, keptReadsOf, untilServiceWorkerControls } from '../support/offline';
import { referForMammogram } from '../support/screening';
import {
  answerEligibility,
  answerFamily,
  call,
  createClinicWithSocialWorker,
  enrolThroughApi,
  fillEnrolment,
  pick,
  randomDigits,
  randomLetters,
  setSocialWorkerOnClinic,
  SOCIAL_WORKER,
  startRegistration,
  title,
  type Woman,
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

interface Listed {
  id: number;
  name: string;
  registraionId: string;
  eligibleDiseases: { stage: string; diseaseTestId: number }[] | null;
}

/** The participants of her clinics named so, as the server holds them (on the participants' list, or a worklist). */
async function enrolled(request: APIRequestContext, name: string, stage: 1 | 3 = 3) {
  const rows = await call<Listed[]>(request, await tokenOf(request), 'POST', '/getCandidatesList', {
    search: name,
    stage,
  });
  return rows.filter((row) => row.name === name);
}

/** Enroll on a filled form without the server: the duplicate check cannot answer, she is told, and enrols her as new. */
async function enrolWithoutServer(page: Page) {
  await page.getByRole('button', { name: 'Enroll' }).click();
  const told = page.getByRole('dialog', { name: 'This person may already be registered' });
  await expect(told).toContainText('Could not check whether this person is already registered.');
  await settled(told);
  await told.getByRole('button', { name: 'Enrol as a new participant' }).click();
  await title(page, 'Disease Specific Details');
  await expect(page.getByRole('region', { name: 'Participant in progress' })).toContainText(PENDING);
}

/** Enrolment and her eligibility, offline: she waits under a pending number, on General Details. */
async function enrolOffline(page: Page, woman: Woman) {
  await fillEnrolment(page, woman);
  await enrolWithoutServer(page);
  await answerEligibility(page);
  await title(page, 'General Details');
}

/** Enrolment and every registration step, as in patients.spec, for one woman. */
async function enrolThroughEveryStep(page: Page, woman: Woman) {
  await enrolOffline(page, woman);

  await page.getByLabel('Father Name').fill('Ramasamy');
  await page.getByLabel('Monthly Income').fill('8000');
  await pick(page, 'Type of House', 'Owned');
  await choose(page, 'Education', 'Primary');
  await page.getByRole('button', { name: 'Next' }).click();

  await title(page, 'Medical Details');
  await page.getByLabel('Blood Pressure').fill('128/84');
  await page.getByRole('button', { name: 'Next' }).click();

  await answerFamily(page);
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
  // Before leaving for the village the Sync page tells her the tablet holds every area and form of her day: every
  // step of an enrolment will open offline, not only the pages she opened.
  await page.getByRole('link', { name: 'All saved' }).click();
  await title(page, 'Sync');
  const readiness = page.getByRole('region', { name: 'Ready for a day offline' });
  await expect(readiness.getByRole('status')).toHaveText('This device is ready to work offline.', { timeout: 60_000 });
  await expect(readiness).toContainText('Patient registration: On this device');
  await page.goto('/#/responsive-cancer-institute');
  await startRegistration(page, clinic);
  await expect(page.getByRole('link', { name: 'All saved' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await title(page, 'New Screening Enrollment');
  await expect(page.getByRole('link', { name: cutOff() })).toBeVisible();

  await enrolThroughEveryStep(page, women[0]);
  await page.getByRole('button', { name: 'Begin Next Enrollment' }).click();
  await title(page, 'New Screening Enrollment');
  await enrolThroughEveryStep(page, women[1]);
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
  await expect(page.getByRole('link', { name: cutOff(13) })).toBeVisible();

  // Meanwhile on the server: she is no longer on the other clinic's staff.
  await setSocialWorkerOnClinic(request, other, false);

  await page.getByRole('link', { name: /waiting to sync/ }).click();
  await title(page, 'Sync');
  await context.setOffline(false);
  const tag = page.getByRole('group', { name: `${doorLocked}: Tag` });
  await expect(tag.getByText('Refused')).toBeVisible({ timeout: 120_000 });
  await expect(tag).toContainText('You are no longer on the staff of this Outreach Clinic');
  await expect(page.getByRole('link', { name: '1 waiting to sync' })).toBeVisible();

  // Each woman is on the server once, with consecutive Registration IDs.
  const saved = await Promise.all(women.map((woman) => enrolled(request, woman.name)));
  expect(saved.map((rows) => rows.length)).toEqual([1, 1]);
  const [first, second] = saved.map((rows) => rows[0].registraionId);
  expect(Number(second.slice(-6))).toBe(Number(first.slice(-6)) + 1);

  // She corrects the tag on the form she filled in, with her values, and moves it to her own clinic.
  await tag.getByRole('button', { name: 'Correct and send' }).click();
  await title(page, 'New Screening Enrollment');
  await expect(page.getByRole('alert').first()).toContainText('You are no longer on the staff of this Outreach Clinic');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(doorLocked);
  await expect(page.getByLabel('Street ID')).toHaveValue('012');
  await expect(page.getByText('Door Locked')).toBeVisible();
  await expect(page.getByText('Choose one of your Outreach Clinics.')).toBeVisible();
  await page.getByLabel('Outreach Clinic', { exact: true }).fill(clinic);
  await page.locator('.ant-select-item-option', { hasText: clinic }).click();
  await page.getByLabel('Address').fill('9 Temple Street, Thiruporur 603110');
  await page.getByRole('button', { name: 'Send' }).click();
  await title(page, 'Sync');
  await expect(page.getByRole('link', { name: 'All saved' })).toBeVisible({ timeout: 60_000 });
  await expect(tag).toHaveCount(0);
  // Once, in her clinic, with the address as corrected.
  const tagged = await enrolled(request, doorLocked);
  expect(tagged).toHaveLength(1);
  expect(tagged[0].registraionId).toMatch(/^8\d{6}012\d{6}$/);
});

test('an enrolment refused because she was taken off its clinic is corrected on the enrolment form and reaches the server once, her eligibility after it', async ({
  page,
  context,
  request,
}) => {
  const taken = await createClinicWithSocialWorker(request);
  const hers = await createClinicWithSocialWorker(request);
  const woman = { name: `Moved ${randomLetters(7)}`, mobile: `9${randomDigits(9)}` };
  await signIn(page, SOCIAL_WORKER.email);
  await startRegistration(page, taken);
  // Before going offline the tablet holds every step's page, as the Sync page says.
  await page.getByRole('link', { name: 'All saved' }).click();
  await title(page, 'Sync');
  await expect(page.getByRole('region', { name: 'Ready for a day offline' }).getByRole('status')).toHaveText(
    'This device is ready to work offline.',
    { timeout: 60_000 },
  );
  await page.goto('/#/responsive-cancer-institute');
  await startRegistration(page, taken);

  await context.setOffline(true);
  await enrolOffline(page, woman);
  // Meanwhile on the server: she is no longer on that clinic's staff.
  await setSocialWorkerOnClinic(request, taken, false);
  await page.getByRole('link', { name: /waiting to sync/ }).click();
  await title(page, 'Sync');
  await context.setOffline(false);
  const enrolment = page.getByRole('group', { name: `${woman.name}: Enrolment` });
  await expect(enrolment.getByText('Refused')).toBeVisible({ timeout: 120_000 });
  await expect(enrolment).toContainText('You are no longer on the staff of this Outreach Clinic');

  await enrolment.getByRole('button', { name: 'Correct and send' }).click();
  await title(page, 'New Screening Enrollment');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(woman.name);
  await expect(page.getByLabel('Mobile Number')).toHaveValue(woman.mobile);
  await page.getByLabel('Outreach Clinic', { exact: true }).fill(hers);
  await page.locator('.ant-select-item-option', { hasText: hers }).click();
  await page.getByRole('button', { name: 'Send' }).click();
  await title(page, 'Sync');
  // Her enrolment and the eligibility waiting behind it are both sent.
  await expect(page.getByRole('link', { name: 'All saved' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('group', { name: new RegExp(woman.name) })).toHaveCount(0);
  expect(await enrolled(request, woman.name)).toHaveLength(1);
});

test('an enrolment whose answer is lost after the server saved it is sent again and enrols once', async ({ page, request }) => {
  const clinic = await createClinicWithSocialWorker(request);
  const woman = { name: `Lost ${randomLetters(7)}`, mobile: `9${randomDigits(9)}` };
  await signIn(page, SOCIAL_WORKER.email);
  await startRegistration(page, clinic);

  // The server saves the enrolment, but its answer never reaches the tablet; and until the test lets them through,
  // the tablet's next tries do not reach it either.
  let lost = false;
  let through = false;
  const keys: string[] = [];
  await page.route('**/api/curable/candidate', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (through) return route.continue();
    if (lost) return route.abort('connectionrefused');
    lost = true;
    await route.fetch();
    await route.abort('timedout');
  });
  await fillEnrolment(page, woman);
  await page.getByRole('button', { name: 'Enroll' }).click();
  await title(page, 'Disease Specific Details');
  const banner = page.getByRole('region', { name: 'Participant in progress' });
  await expect(banner).toContainText(PENDING);

  // The way to the server is back: the kept enrolment goes by itself, with its first key, and is answered, not
  // written twice; the pending number on her page gives way to her Registration ID.
  through = true;
  await expect(page.getByRole('link', { name: 'All saved' })).toBeVisible({ timeout: 60_000 });
  expect(lost).toBe(true);
  // Every try carried the enrolment's first key.
  expect(keys.length).toBeGreaterThan(1);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set(keys).size).toBe(1);
  const [saved] = await enrolled(request, woman.name);
  expect(await enrolled(request, woman.name)).toHaveLength(1);
  await expect(banner).toContainText(saved.registraionId);
  await expect(banner).not.toContainText(PENDING);
});

test('the server stops mid-journey: the header says so, her enrolment waits, and it goes within 10 s of the server answering again', async ({
  page,
  request,
}) => {
  const clinic = await createClinicWithSocialWorker(request);
  const woman = { name: `Down ${randomLetters(7)}`, mobile: `9${randomDigits(9)}` };
  await signIn(page, SOCIAL_WORKER.email);
  await startRegistration(page, clinic);
  await fillEnrolment(page, woman);

  // The tablet keeps its network; the server behind it stops answering (every call refused, its health check too).
  const sent: string[] = [];
  const down = (route: Route) => route.abort('connectionrefused');
  await page.route('**/api/**', down);
  await enrolWithoutServer(page);
  await expect(page.getByRole('link', { name: 'Server unreachable · 1 waiting to sync' })).toBeVisible();
  expect(await enrolled(request, woman.name)).toHaveLength(0);

  // The server answers again: the app's next health check finds it and the kept enrolment goes, without a reload.
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/curable/candidate')) sent.push(req.url());
  });
  await page.unroute('**/api/**', down);
  await expect(page.getByRole('link', { name: 'All saved' })).toBeVisible({ timeout: 10_000 });
  expect(sent).toHaveLength(1);
  expect(await enrolled(request, woman.name)).toHaveLength(1);
});

test('offline, she screens a woman enrolled online and one she enrols offline from the kept screening worklist; each result reaches the server once, linked to her real id', async ({
  page,
  context,
  request,
}) => {
  const clinic = await createClinicWithSocialWorker(request);
  const screened: Woman = { name: `Screen ${randomLetters(7)}`, mobile: `9${randomDigits(9)}` };
  const newcomer: Woman = { name: `Newcomer ${randomLetters(7)}`, mobile: `9${randomDigits(9)}` };
  const registrationId = await enrolThroughApi(request, clinic, screened);
  const [waiting] = await enrolled(request, screened.name, 1);
  const breast = waiting.eligibleDiseases?.find((test) => /breast/i.test(test.stage));
  expect(breast, 'a woman of 45 waits for breast screening').toBeDefined();
  // Every screening result the tablet sends, by participant.
  const results: { candidateId?: number; diseaseTestMasterId?: number }[] = [];
  page.on('request', (sent) => {
    if (!sent.url().endsWith('/curable/candidatehistory')) return;
    const body = sent.postDataJSON() as { candidateId?: number; diseaseTestMasterId?: number; testMetrics?: unknown };
    if (body.testMetrics) results.push(body);
  });
  const resultsOf = (id: number) => results.filter((result) => result.candidateId === id);
  /** Her breast screening, recorded and finished with a referral. */
  const screenBreast = async (card: Locator) => {
    await choose(card, 'Stage', 'Breast Screening');
    await card.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Breast Screening' })).toBeVisible();
    await choose(page, 'Breast Examination', 'Yes');
    await referForMammogram(page);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { name: 'Screening has been Completed successfully!' })).toBeVisible();
  };
  const openScreening = async () => {
    await page.goto('/#/responsive-cancer-institute');
    await page.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: 'Screening', exact: true }).click();
    await expect(page).toHaveURL(/#\/PatientSearchPage$/);
  };

  // Signed in online, the tablet keeps the screening worklist and the forms of the tests waiting on it.
  await signIn(page, SOCIAL_WORKER.email);
  await expect.poll(() => keptReadsOf(page, `/curable/getMetricsById/${breast?.diseaseTestId}`), { timeout: 60_000 }).toBe(1);
  await expect.poll(() => keptReadsOf(page, '/curable/getCandidatesList'), { timeout: 60_000 }).toBeGreaterThan(0);
  await expect.poll(() => keptReadsOf(page, '/curable/getScreeningTests'), { timeout: 60_000 }).toBe(1);

  // The morning's first load under the service worker keeps the areas; she opens her clinic, then the network goes.
  // On a loaded machine the worker may still be installing when the reads above are in: the reload waits for it, or
  // it would not be that load (an area loaded before the worker took over is offline-open.spec.ts's case).
  await untilServiceWorkerControls(page);
  await page.reload();
  await startRegistration(page, clinic);
  await expectAreaKept(page, 'patients');
  await expectAreaKept(page, 'clinical');
  await context.setOffline(true);
  await expect(page.getByRole('link', { name: 'Offline' })).toBeVisible();
  await enrolOffline(page, newcomer);
  await openScreening();
  // The newcomer waits as pending, due the tests the server will give her: she is screened at once.
  await screenBreast(page.getByRole('group', { name: `${newcomer.name} ${PENDING}` }));
  await openScreening();
  await page.getByLabel('Search by Patient name/id/mobile').fill(screened.name);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('group', { name: `${screened.name} ${registrationId}` });
  await expect(card).toBeVisible();
  await screenBreast(card);
  // The newcomer's enrolment, eligibility and screening result, and the other woman's screening result.
  await expect(page.getByRole('link', { name: 'Offline · 4 waiting to sync' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'All saved' })).toBeVisible({ timeout: 120_000 });
  // The newcomer is on the server once; each breast screening reached it once, the newcomer's under her real id
  // (never the pending number) for the test the server gave her.
  const newcomers = await enrolled(request, newcomer.name);
  expect(newcomers).toHaveLength(1);
  expect(resultsOf(waiting.id)).toHaveLength(1);
  expect(resultsOf(newcomers[0].id)).toEqual([expect.objectContaining({ diseaseTestMasterId: breast?.diseaseTestId })]);
  expect(results).toHaveLength(2);
  for (const name of [newcomer.name, screened.name]) {
    const [after] = await enrolled(request, name, 1);
    expect(after?.eligibleDiseases ?? [], name).not.toContainEqual(
      expect.objectContaining({ diseaseTestId: breast?.diseaseTestId }),
    );
  }
  const coordinator = await request.post(`${apiUrl}/token/authenticate`, {
    data: { userName: 'coordinator@demo.in', password: DEMO_PASSWORD },
  });
  const { token } = (await coordinator.json()) as { token: string };
  const clinical = await call<Listed[]>(request, token, 'POST', '/getCandidatesList', { search: registrationId, stage: 2 });
  const evaluations = clinical.filter((row) => row.id === waiting.id).flatMap((row) => row.eligibleDiseases ?? []);
  expect(evaluations.filter((test) => /breast/i.test(test.stage))).toHaveLength(1);
});
