/** The original client's unpaged worklist: at most WORKLIST_MAX_ROWS rows, the newest, with the count beside them. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Candidate } from '@screening/domain/types';
import { WORKLIST_MAX_ROWS } from '@screening/domain/api';
import { insertClinic, post } from './candidate-fixtures.js';
import { candidate, candidateTest } from '../db/schema.js';
import { FORM_IDS } from '../seed/ids.js';
import { createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let nurse: string;
const tag = `Capped${Date.now() % 100000}`;
const waiting = WORKLIST_MAX_ROWS + 5;
/** The participants' ids, oldest first. */
let ids: number[] = [];

before(async () => {
  t = await createTestApp();
  nurse = await signIn(t.app, demoAccounts.nurse.email);
  const clinic = await insertClinic(t.db, { name: `${tag} clinic`, staff: [demoAccounts.nurse.email] });
  const now = Date.now();
  const rows = await t.db
    .insert(candidate)
    .values(
      Array.from({ length: waiting }, (_, i) => ({
        registraionId: `${clinic.prefix}000${String(i + 1).padStart(6, '0')}`,
        campId: clinic.id,
        hospitalId: 1,
        name: `${tag} ${i + 1}`,
        gender: 'FEMALE' as const,
        age: 40,
        createdBy: 'test',
        // One a minute: the newest is the last.
        createdDate: new Date(now - (waiting - i) * 60_000),
      })),
    )
    .returning({ id: candidate.id });
  ids = rows.map((row) => row.id);
  await t.db
    .insert(candidateTest)
    .values(ids.map((candidateId) => ({ candidateId, diseaseTestMasterId: FORM_IDS.breastScreening, completed: 0 })));
});
after(() => t.close());

test(`the original client's unpaged list answers the newest ${WORKLIST_MAX_ROWS} and says that more match`, async () => {
  // As the original client asks: no page, no size, a name's letters.
  const res = await post(t.app, nurse, '/getCandidatesList', { stage: 1, search: tag, hospitalId: 1, roleId: 6, userId: 0 });
  assert.equal(res.statusCode, 200, res.body);
  const list = res.json<Candidate[]>();
  assert.equal(list.length, WORKLIST_MAX_ROWS);
  assert.deepEqual(
    list.map((c) => c.id),
    [...ids].reverse().slice(0, WORKLIST_MAX_ROWS),
    'the newest first, the oldest five left out',
  );
  // Counted up to the cap and one more: "more than 1,000".
  assert.equal(res.headers['x-total-count'], String(WORKLIST_MAX_ROWS + 1));
  assert.equal(res.headers['x-total-count-limit'], String(WORKLIST_MAX_ROWS));
});

test('a page past the cap is empty rather than reading further', async () => {
  const res = await post(t.app, nurse, '/getCandidatesList', { stage: 1, search: tag, page: 20, size: 50 });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), []);
});
