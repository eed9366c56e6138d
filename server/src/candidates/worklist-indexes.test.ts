/**
 * The worklists' reads are shaped so that their indexes can serve them, on whichever engine runs the suite (PGlite
 * here, PostgreSQL in the postgres suite): EXPLAIN of the conditions the lists build (listScope, searchFilter) names
 * the index (a search's own condition, the scope's order). Sequential scans are ruled out for the plan, since on a test's few rows any planner would read the table:
 * what is checked is that the query leaves an index usable, as it must be at a million participants.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { desc, sql } from 'drizzle-orm';
import { worklistSearchPlan } from '@screening/domain/worklists';
import { candidate } from '../db/schema.js';
import { coordinatorScope, indexNames, planOf } from '../testing/query-plan.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { listScope, searchFilter } from './candidates-list.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const scope = coordinatorScope;

test('three letters of a name are matched through the trigram indexes of the columns they can be in', async () => {
  const plan = worklistSearchPlan('kav', 3);
  assert.equal(plan.kind, 'contains');
  // The search's own condition: the scope's conditions may pick another index for so few rows.
  const names = indexNames(
    await planOf(t.db, sql`select count(*) from (select 1 from ${candidate} where ${searchFilter(plan)} limit 1001) m`),
  );
  for (const field of plan.kind === 'contains' ? plan.fields : []) {
    const index = {
      name: 'candidate_name_trgm',
      address: 'candidate_address_trgm',
      registrationId: 'candidate_registraion_id_trgm',
      mobileNo: 'candidate_mobile_trgm',
    }[field];
    assert.ok(names.includes(index), `${field}: ${index} in ${names.join(', ')}`);
  }
  assert.ok(!names.includes('candidate_mobile_trgm'), 'letters are never matched against the mobile number');
});

test('a whole Registration ID is one lookup of its unique index, not a trigram scan', async () => {
  const plan = worklistSearchPlan('1203045007000012', 3);
  assert.equal(plan.kind, 'registrationIds');
  const names = indexNames(await planOf(t.db, sql`select id from ${candidate} where ${searchFilter(plan)}`));
  assert.ok(
    names.some((name) => /registraion_id/.test(name) && !/trgm/.test(name)),
    names.join(', '),
  );
  assert.ok(!names.some((name) => /trgm/.test(name)), names.join(', '));
});

test('the newest first are read in the order of the created-date index, with no sort', async () => {
  const text = await planOf(
    t.db,
    sql`select id from ${candidate} where ${listScope(scope, 3)} order by ${desc(candidate.createdDate)}, ${desc(candidate.id)} limit 50`,
  );
  assert.ok(indexNames(text).includes('candidate_hospital_created_idx'), indexNames(text).join(', '));
  assert.doesNotMatch(text, /"Node Type":\s*"(Sort|Incremental Sort)"/);
});
