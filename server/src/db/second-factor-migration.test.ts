/**
 * The second-factor migration on a database of the release before it: production's default (admin must use a
 * second factor) for an installation's own data, nothing for a demo database, whose published accounts go on
 * signing in with a password alone.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { migrationsFolderUpTo, readJournal } from './migrations-folder.js';
import { openDatabase } from './open.js';
import { selectRows } from './rows.js';

async function upgraded(withDemoAdmin: boolean): Promise<Record<string, boolean>> {
  const before = migrationsFolderUpTo(readJournal().findIndex((entry) => entry.tag.endsWith('_second_factor')));
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate({ migrationsFolder: before.folder });
    await database.db.execute(sql`insert into employee_role_master (id, name, description, rank) values
      (1, 'admin', 'admin', 100), (2, 'Program Coordinator', 'Program Coordinator', 80), (6, 'Nurse', 'Nurse', 20)`);
    const email = withDemoAdmin ? 'admin@demo.in' : 'it.admin@hospital.example';
    await database.db.execute(sql`insert into employee (employee_role_master_id, name, email) values (1, 'Admin', ${email})`);
    await database.migrate();
    const rows = await selectRows<{ name: string; required: boolean }>(
      database.db,
      sql`select name, second_factor_required as required from employee_role_master order by id`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.required]));
  } finally {
    await database.close();
    before.dispose();
  }
}

test("an installation's database: admin must use a second factor, the other roles need not", async () => {
  assert.deepEqual(await upgraded(false), { admin: true, 'Program Coordinator': false, Nurse: false });
});

test('a demo database (the published demo admin): nobody must', async () => {
  assert.deepEqual(await upgraded(true), { admin: false, 'Program Coordinator': false, Nurse: false });
});
