/**
 * The follow-up list's search by name reads the follow-ups alone, through their own trigram index
 * (follow_up_name_trgm), on whichever engine runs the suite: the count of a name's matches never reads a participant's
 * row, neither the count nor the page reads the participants' name index, and a rare name's page is read through
 * follow_up_name_trgm. Sequential scans are ruled out for the plan, since on a test's few rows any planner would read
 * the table.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { coordinatorScope, indexNames, insertBareFollowUps, planOf } from '../testing/query-plan.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { followUpListQueries } from './follow-ups.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  // A few thousand referrals, their names given as the triggers would set them.
  await insertBareFollowUps(t.db, 3000, {
    name: "(array['Kavitha', 'Selvi', 'Murugammal', 'Lakshmi', 'Ardhra'])[g % 5 + 1] || ' ' || g",
  });
});
after(() => t.close());

const scope = coordinatorScope;
const relations = (plan: string) => [...plan.matchAll(/"Relation Name":\s*"([^"]+)"/g)].map((m) => m[1]);

test("three letters of a name: the count reads follow_up_name_trgm and never a participant's row", async () => {
  const { count } = followUpListQueries(t.db, scope, '2026-03-01', { window: 'OPEN', search: 'rdh' });
  const plan = await planOf(t.db, count.getSQL());
  assert.ok(indexNames(plan).includes('follow_up_name_trgm'), indexNames(plan).join(', '));
  assert.equal(relations(plan).includes('candidate'), false, relations(plan).join(', '));
});

test("the page's rows are found without the participants' name index; a rare name's through follow_up_name_trgm", async () => {
  const { rows, few } = followUpListQueries(t.db, scope, '2026-03-01', { window: 'OPEN', search: 'rdh' });
  assert.equal(few, 250);
  // However deep the page, never more than the bound the rare reading takes whole.
  assert.equal(followUpListQueries(t.db, scope, '2026-03-01', { search: 'rdh', page: 9_999, size: 100 }).few, 5_000);
  const dense = await planOf(t.db, rows(false).getSQL());
  assert.equal(indexNames(dense).includes('candidate_name_trgm'), false, indexNames(dense).join(', '));
  const rare = await planOf(t.db, rows(true).getSQL());
  assert.ok(indexNames(rare).includes('follow_up_name_trgm'), indexNames(rare).join(', '));
  assert.equal(indexNames(rare).includes('candidate_name_trgm'), false, indexNames(rare).join(', '));
});

test('digits of a Registration ID or mobile number are still matched on her row, and never read as few', async () => {
  const { count, few } = followUpListQueries(t.db, scope, '2026-03-01', { window: 'OPEN', search: '4567' });
  assert.ok(relations(await planOf(t.db, count.getSQL())).includes('candidate'));
  assert.equal(few, 0);
});
