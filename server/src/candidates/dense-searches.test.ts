/**
 * A search that matched more than are few for the rows asked (FEW_MATCHES_PER_ROW) is taken to still do so for a minute
 * (DenseSearches): its count says "more" unread, its rows are read fresh every time, and no other caller's or search's
 * count is touched.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { inArray, sql } from 'drizzle-orm';
import type { Candidate } from '@screening/domain/types';
import { WORKLIST_SEARCH_COUNT_LIMIT } from '@screening/domain/api';
import { insertClinic, post } from './candidate-fixtures.js';
import { DENSE_SEARCH_KEPT_MS, FEW_MATCHES_PER_ROW, WORKLIST_TOTAL_HEADER } from './candidates-list.js';
import { candidate } from '../db/schema.js';
import { createTestApp, demoAccounts, signIn, testClock, type TestApp } from '../testing/test-app.js';

const clock = testClock();
let t: TestApp;
let nurse: string;
let doctor: string;
const tag = `Dense${Date.now() % 100000}`;
/** More than are few for a first page of 50. */
const many = 50 * FEW_MATCHES_PER_ROW + 6;
/** Taken away from the many, the rest are within the count's limit. */
const gone = many - WORKLIST_SEARCH_COUNT_LIMIT + 10;
/** The common name's ids, newest first. */
let newestFirst: number[] = [];
let clinicId: number;
let prefix: string;
let serial = 0;
/** The first participant inserted here: the others are a second apart from her, in the order they were inserted. */
let firstId: number | undefined;

async function insertNamed(name: (i: number) => string, count: number): Promise<number[]> {
  const rows = await t.db
    .insert(candidate)
    .values(
      Array.from({ length: count }, (_, i) => ({
        registraionId: `${prefix}000${String((serial += 1)).padStart(6, '0')}`,
        campId: clinicId,
        hospitalId: 1,
        name: name(i),
        gender: 'FEMALE' as const,
        age: 40,
        createdBy: 'test',
      })),
    )
    .returning({ id: candidate.id });
  const ids = rows.map((row) => row.id);
  firstId ??= ids[0];
  await t.db
    .update(candidate)
    .set({ createdDate: sql`now() - interval '1 day' + (${candidate.id} - ${firstId}) * interval '1 second'` })
    .where(inArray(candidate.id, ids));
  return ids;
}

before(async () => {
  t = await createTestApp({}, { clock: clock.now });
  nurse = await signIn(t.app, demoAccounts.nurse.email);
  doctor = await signIn(t.app, demoAccounts.doctor.email);
  const clinic = await insertClinic(t.db, { staff: [demoAccounts.nurse.email, demoAccounts.doctor.email] });
  clinicId = clinic.id;
  prefix = clinic.prefix;
  newestFirst = (await insertNamed((i) => `${tag} Kavitha ${i}`, many)).reverse();
});
after(() => t.close());

/** The first page of 50 of a worklist (the screening one unless told) for `search`: its ids and its count. */
async function firstPage(token: string, search: string, stage = 1) {
  const res = await post(t.app, token, '/getCandidatesList', { stage, search, page: 0, size: 50 });
  assert.equal(res.statusCode, 200, res.body);
  return { ids: res.json<Candidate[]>().map((row) => row.id), total: res.headers[WORKLIST_TOTAL_HEADER.toLowerCase()] };
}

const more = String(WORKLIST_SEARCH_COUNT_LIMIT + 1);

test('within the minute a common name stays "more than the limit" with its rows read fresh; then it is counted again', async () => {
  const search = `${tag} Kav`;
  assert.deepEqual(await firstPage(nurse, search), { ids: newestFirst.slice(0, 50), total: more });

  // The newest are deleted: the count would fall under the limit.
  await t.db
    .update(candidate)
    .set({ isRecordDeleted: true })
    .where(inArray(candidate.id, newestFirst.slice(0, gone)));
  const left = String(many - gone);
  const rest = newestFirst.slice(gone, gone + 50);
  clock.advance(DENSE_SEARCH_KEPT_MS / 1000 - 1);
  assert.deepEqual(await firstPage(nurse, search), { ids: rest, total: more });
  // The same letters in another case are the same search.
  assert.equal((await firstPage(nurse, search.toUpperCase())).total, more);
  // Another caller counts for herself.
  assert.deepEqual(await firstPage(doctor, search), { ids: rest, total: left });

  clock.advance(2);
  assert.deepEqual(await firstPage(nurse, search), { ids: rest, total: left });
});

test('a search within its limit is counted every time', async () => {
  const search = `${tag} Rare`;
  const first = await insertNamed((i) => `${tag} Rare ${i}`, 3);
  assert.deepEqual(await firstPage(nurse, search), { ids: [...first].reverse(), total: '3' });
  const next = await insertNamed(() => `${tag} Rare last`, 1);
  assert.deepEqual(await firstPage(nurse, search), { ids: [...next, ...first.reverse()], total: '4' });
});

test("a search over the count's limit but few for the page asked is read through its matches, counted every time", async () => {
  const search = `${tag} Mediu`;
  const medium = (await insertNamed((i) => `${tag} Medium ${i}`, WORKLIST_SEARCH_COUNT_LIMIT + 6)).reverse();
  assert.deepEqual(await firstPage(nurse, search), { ids: medium.slice(0, 50), total: more });
  await t.db
    .update(candidate)
    .set({ isRecordDeleted: true })
    .where(inArray(candidate.id, medium.slice(0, 10)));
  assert.deepEqual(await firstPage(nurse, search), { ids: medium.slice(10, 60), total: String(WORKLIST_SEARCH_COUNT_LIMIT - 4) });
});

test('every Program Coordinator of the hospital reads the whole hospital: what one found counts for the others', async () => {
  const search = `${tag} Selv`;
  const selvi = (await insertNamed((i) => `${tag} Selvi ${i}`, many)).reverse();
  const first = await signIn(t.app, demoAccounts.programCoordinator.email);
  const second = await signIn(t.app, 'lakshmi.venkatesan@demo.in');
  assert.deepEqual(await firstPage(first, search, 3), { ids: selvi.slice(0, 50), total: more });
  // Moved to no clinic, the newest leave every list.
  await t.db
    .update(candidate)
    .set({ campId: null })
    .where(inArray(candidate.id, selvi.slice(0, gone)));
  assert.deepEqual(await firstPage(second, search, 3), { ids: selvi.slice(gone, gone + 50), total: more });
  // The nurse's scope is her own: she counts.
  assert.equal((await firstPage(nurse, search)).total, String(many - gone));
});

test("what a caller found is no one else's: staff of another clinic, claiming the Program Coordinator's role in the body, see none of it", async () => {
  const search = `${tag} Dhan`;
  await insertNamed((i) => `${tag} Dhanam ${i}`, many);
  assert.equal((await firstPage(nurse, search)).total, more);
  const outsider = await signIn(t.app, demoAccounts.socialWorker.email);
  const res = await post(t.app, outsider, '/getCandidatesList', { stage: 1, search, page: 0, size: 50, roleId: 2, userId: 1 });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), []);
  assert.equal(res.headers[WORKLIST_TOTAL_HEADER.toLowerCase()], '0');
});
