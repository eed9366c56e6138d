/**
 * Follow-up of a referral end to end: a nurse finishes a breast screening that refers a woman for a mammogram; she is
 * on the Follow-up list, due in 28 days (a routine reason). The clock moves five weeks on (server and tablet, not a
 * wait): she is overdue, first on the list, and the tile's count of overdue women rises. A call made while the tablet
 * has no network ("not reached") is kept and reaches the server once when it returns; the next call reaches her, who
 * will visit; her visit and its result close the follow-up.
 */
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { choose, pickRadio } from '../support/antd';
import { moveDaysAhead, resetServerClock } from '../support/clock';
import { call } from '../support/registration';
import { enrolWoman, NURSE, referForMammogram, tokenOf, type Enrolled } from '../support/screening';
import { signIn } from '../support/session';
import { expectAccessible } from '../support/axe';

// A screening form, two clock moves and four recorded steps, on a shared machine.
test.setTimeout(240_000);

interface Followed {
  id: number;
  state: string;
  unansweredCalls: number;
  events: { kind: string; outcome: string | null }[];
}

const home = (page: Page) => page.evaluate(() => (window.location.hash = '#/responsive-cancer-institute'));
const tile = (page: Page) =>
  page.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: 'Follow-up', exact: true });
const card = (page: Page, who: Enrolled) => page.getByRole('group', { name: `${who.name} ${who.registrationId}` });

/** The overdue count the Follow-up tile says (0 when it says none). */
async function overdueOnTile(page: Page): Promise<number> {
  const item = page.locator('.home-grid__item').filter({ has: page.getByRole('link', { name: 'Follow-up', exact: true }) });
  await expect(item).toHaveCount(1);
  const badge = item.locator('.home-tile__waiting');
  const text = (await badge.count()) > 0 ? await badge.innerText() : '';
  return Number(/^(\d+) overdue$/.exec(text)?.[1] ?? 0);
}

async function findOnFollowUp(page: Page, who: Enrolled, window: string) {
  await pickRadio(page, window);
  await page.getByLabel('Search by Patient name/id/mobile').fill(who.registrationId);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(card(page, who)).toBeVisible();
}

/** Her follow-up as the server holds it. */
async function followed(request: APIRequestContext, who: Enrolled): Promise<Followed> {
  const token = await tokenOf(request, NURSE.email);
  const list = await call<{ items: Followed[] }>(request, token, 'POST', '/followUp/list', {
    window: 'OPEN',
    search: who.registrationId,
  });
  expect(list.items).toHaveLength(1);
  return list.items[0];
}

test.afterEach(() => resetServerClock());

test('a referred woman is followed: overdue after five weeks, a call kept offline syncs once, her visit and result close it', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const woman = await enrolWoman(request);
  await signIn(page, NURSE.email);
  const overdueBefore = await overdueOnTile(page);

  // Breast screening: a nodularity, referred for a baseline mammogram (routine: due in 28 days).
  await page.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: 'Screening', exact: true }).click();
  await page.getByLabel('Search by Patient name/id/mobile').fill(woman.registrationId);
  await page.getByRole('button', { name: 'Search' }).click();
  const screeningCard = card(page, woman);
  await choose(screeningCard, 'Stage', 'Breast Screening');
  await screeningCard.getByRole('button', { name: 'Next' }).click();
  await choose(page, 'Breast Examination', 'Yes');
  await referForMammogram(page);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/#\/SuccessMessageScreeningFInal$/);

  await home(page);
  await tile(page).click();
  await expect(page).toHaveURL(/#\/FollowUp$/);
  await findOnFollowUp(page, woman, 'All open');
  await expect(card(page, woman)).toContainText('Due in 28 days');
  await expect(card(page, woman)).toContainText('Baseline mammogram');

  // Five weeks on: a week overdue, counted on the tile, and listed among those due now.
  await moveDaysAhead(page, 35);
  await home(page);
  await expect.poll(() => overdueOnTile(page)).toBeGreaterThan(overdueBefore);
  await tile(page).click();
  await findOnFollowUp(page, woman, 'Due now');
  await expect(card(page, woman)).toContainText('7 days overdue');
  await expectAccessible(page);

  // No network: the call is kept on the tablet, then reaches the server once.
  await page.context().setOffline(true);
  await card(page, woman).getByRole('button', { name: 'Record call' }).click();
  const dialog = page.getByRole('dialog');
  await pickRadio(dialog, 'Not reached');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, woman)).toContainText('Saved on this device');
  expect((await followed(request, woman)).unansweredCalls).toBe(0);
  await page.context().setOffline(false);
  await expect.poll(async () => (await followed(request, woman)).unansweredCalls, { timeout: 60_000 }).toBe(1);
  await expect(page.getByRole('link', { name: 'All saved' })).toBeVisible({ timeout: 60_000 });
  expect((await followed(request, woman)).events.filter((e) => e.kind === 'call')).toHaveLength(1);

  // Reached: she will visit in three days.
  await page.getByRole('button', { name: 'Search' }).click();
  await card(page, woman).getByRole('button', { name: 'Record call' }).click();
  await pickRadio(dialog, 'Reached – will visit on a date');
  await pickRadio(dialog, 'In 3 days');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, woman)).toContainText('Will visit');
  expect((await followed(request, woman)).state).toBe('CONTACTED');

  // She reached the hospital; the result is known: closed.
  await card(page, woman).getByRole('button', { name: 'Update' }).click();
  await pickRadio(dialog, 'Reached the hospital');
  await dialog.getByLabel('Hospital', { exact: true }).fill('Cancer Institute, Adyar');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Her result is due in four weeks: she leaves those due now, and is among the open ones.
  await expect(card(page, woman)).toBeHidden();
  await findOnFollowUp(page, woman, 'All open');
  await expect(card(page, woman)).toContainText('Reached the hospital');
  await card(page, woman).getByRole('button', { name: 'Update' }).click();
  await pickRadio(dialog, 'Result known');
  await pickRadio(dialog, 'Benign');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await findOnFollowUp(page, woman, 'Closed');
  await expect(card(page, woman)).toContainText('Benign');
});
