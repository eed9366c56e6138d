/**
 * The follow-up migration on a database of the release before it: each referral already made is followed, dated from
 * the day its screening was finished; one already seen at her clinical evaluation is recorded as attended that day.
 * Each carries her clinic (the migration after it).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { migrationsFolderUpTo, readJournal } from './migrations-folder.js';
import { openDatabase } from './open.js';
import { selectRows } from './rows.js';

test('earlier referrals get their follow-up; an evaluated one is attended', async () => {
  const before = migrationsFolderUpTo(readJournal().findIndex((entry) => entry.tag.endsWith('_follow_up')));
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate({ migrationsFolder: before.folder });
    const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
    await run(sql`insert into hospital (id, name) values (1, 'Cancer Institute')`);
    await run(
      sql`insert into camp (id, name, hospital_id, camp_id_prefix, start_date) values (1, 'Clinic', 1, '3100011', now())`,
    );
    await run(sql`insert into disease_test_master (id, name, description, stage, hospital_id) values
      (1, 'SCREENING', 'Breast Screening', 'Breast screening Test', 1),
      (2, 'CLINICAL', 'Breast Clinical', 'Breast Clinical Evaluation', 1),
      (3, 'SCREENING', 'Oral Screening', 'Oral screening Test', 1),
      (4, 'SCREENING', 'Symptoms', 'Symptoms based referral screening Test', 1)`);
    await run(sql`insert into candidate (id, registraion_id, camp_id, hospital_id, name) values
      (1, '3100011001', 1, 1, 'Seen'), (2, '3100011002', 1, 1, 'Waiting'), (3, '3100011003', 1, 1, 'Not referred')`);
    // Finished at 20:00 UTC on 1 March: 2 March in India.
    await run(sql`insert into candidate_test (candidate_id, disease_test_master_id, referral, completed, last_modified_date, test_date) values
      (1, 1, true, 1, '2026-03-01T20:00:00Z', null),
      (1, 2, null, 1, '2026-03-05T06:00:00Z', '2026-03-05T06:00:00Z'),
      (2, 3, true, 1, '2026-03-03T06:00:00Z', null),
      (2, 4, true, 1, '2026-03-03T06:00:00Z', null),
      (3, 1, false, 1, '2026-03-03T06:00:00Z', null),
      (3, 3, true, 0, '2026-03-03T06:00:00Z', null)`);
    await database.migrate();
    const rows = await selectRows<Record<string, unknown>>(
      database.db,
      sql`select candidate_id, camp_id, disease, state, referred_on::text, due_date::text, attended_date::text, attended_hospital
          from follow_up order by candidate_id`,
    );
    assert.deepEqual(rows, [
      {
        candidate_id: 1,
        camp_id: 1,
        disease: 'breast',
        state: 'ATTENDED',
        referred_on: '2026-03-02',
        due_date: '2026-04-02',
        attended_date: '2026-03-05',
        attended_hospital: 'Cancer Institute',
      },
      {
        candidate_id: 2,
        camp_id: 1,
        disease: 'oral',
        state: 'DUE',
        referred_on: '2026-03-03',
        due_date: '2026-03-17',
        attended_date: null,
        attended_hospital: null,
      },
    ]);
  } finally {
    await database.close();
    before.dispose();
  }
});
