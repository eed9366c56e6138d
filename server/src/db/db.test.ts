import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { count } from 'drizzle-orm';
import { seedIfEmpty } from '../seed/seed.js';
import { auditLog, diseaseTestMaster, employee, hospital, menuRoleMaster, panchayatMaster } from './schema.js';
import { openDatabase } from './open.js';
import type { Db } from './types.js';

async function counts(db: Db) {
  const n = async (
    table: typeof employee | typeof menuRoleMaster | typeof panchayatMaster | typeof diseaseTestMaster | typeof auditLog,
  ) => (await db.select({ n: count() }).from(table))[0].n;
  return {
    employees: await n(employee),
    grants: await n(menuRoleMaster),
    panchayats: await n(panchayatMaster),
    forms: await n(diseaseTestMaster),
    audit: await n(auditLog),
  };
}

describe('database on disk', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'screening-db-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('migrates and seeds on first start, and a second start re-applies nothing', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await first.migrate();
    assert.equal(await seedIfEmpty(first.db), true);
    const before = await counts(first.db);
    assert.deepEqual(before, { employees: 20, grants: 81, panchayats: 18, forms: 13, audit: 1 });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    await second.migrate();
    assert.equal(await seedIfEmpty(second.db), false);
    assert.deepEqual(await counts(second.db), before);
    // Identity sequences moved past the fixed seed ids, so new rows do not collide.
    const [row] = await second.db.insert(hospital).values({ name: 'Second hospital' }).returning({ id: hospital.id });
    assert.equal(row.id, 2);
    await second.close();
  });
});
