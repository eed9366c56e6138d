import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { MetricGroup } from '@screening/domain/types';
import { eq } from 'drizzle-orm';
import { diseaseTestMaster } from '../db/schema.js';
import type { Database } from '../db/open.js';
import { openTestDatabase } from '../testing/test-database.js';
import { refreshFormLabels } from './form-labels.js';
import { formDefinitions } from './forms/index.js';

let database: Database;
before(async () => {
  database = await openTestDatabase();
});
after(() => database.close());

const withoutLabels = (group: MetricGroup): MetricGroup => ({
  ...group,
  params: group.params.map(({ labels: _labels, ...param }) => param),
});

test('a freshly seeded database already has every Tamil text: nothing to refresh', async () => {
  assert.equal(await refreshFormLabels(database.db), 0);
});

test('forms stored without Tamil texts (an earlier release) get them, everything else unchanged; a second run writes nothing', async () => {
  const rows = await database.db.select().from(diseaseTestMaster).orderBy(diseaseTestMaster.id);
  const seeded = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows)
    await database.db
      .update(diseaseTestMaster)
      .set({
        testMetrics: row.testMetrics && withoutLabels(row.testMetrics),
        eligibilityMetrics: row.eligibilityMetrics && withoutLabels(row.eligibilityMetrics),
        familyMetrics: row.familyMetrics && withoutLabels(row.familyMetrics),
      })
      .where(eq(diseaseTestMaster.id, row.id));
  // A key of the stored form that the seed does not know is kept.
  const [breast] = await database.db.select().from(diseaseTestMaster).where(eq(diseaseTestMaster.id, 5));
  const marked = { ...breast.testMetrics!, params: breast.testMetrics!.params.map((p) => ({ ...p, showLocalName: true })) };
  await database.db.update(diseaseTestMaster).set({ testMetrics: marked }).where(eq(diseaseTestMaster.id, 5));

  assert.equal(await refreshFormLabels(database.db), formDefinitions.length);
  for (const row of await database.db.select().from(diseaseTestMaster)) {
    const before = seeded.get(row.id)!;
    const expected =
      row.id === 5
        ? { ...before.testMetrics!, params: before.testMetrics!.params.map((p) => ({ ...p, showLocalName: true })) }
        : before.testMetrics;
    assert.deepEqual(row.testMetrics, expected, `form ${row.id}`);
    assert.deepEqual(row.eligibilityMetrics, before.eligibilityMetrics, `form ${row.id}`);
    assert.deepEqual(row.familyMetrics, before.familyMetrics, `form ${row.id}`);
  }
  assert.equal(await refreshFormLabels(database.db), 0);
});
