import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../db/rows.js';
import { seedDemoActivity } from '../seed/demo-activity.js';
import { openTestDatabase } from '../testing/test-database.js';
import { countBenchData, FIRST_NAME_SLOTS, generateBenchData } from './bench-data.js';

test("the benchmark's given names: a few shared by very many, a long tail of rare ones", () => {
  const share = (match: (name: string) => boolean) => FIRST_NAME_SLOTS.filter(match).length / FIRST_NAME_SLOTS.length;
  const counts = new Map<string, number>();
  for (const name of FIRST_NAME_SLOTS) counts.set(name, (counts.get(name) ?? 0) + 1);
  const byShare = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  assert.equal(byShare[0][0], 'Kavitha');
  assert.ok(share((name) => name === 'Kavitha') > 0.07, 'the most common name is about one in twelve');
  assert.ok(share((name) => name.startsWith('Kav')) > 0.1, '"Kav" finds about one participant in eight');
  assert.ok(byShare.filter(([, n]) => n === 1).length >= 400, 'a long tail of rare names');
});

test('a generation stopped after a batch goes on from there, to whole and consistent data', async () => {
  const database = await openTestDatabase();
  const { db } = database;
  try {
    await seedDemoActivity(db, new Date('2026-11-02T10:00:00Z'));
    const demo = await countBenchData(db);
    const target = demo.participants * 6;
    const batch = { batchParticipants: demo.participants * 2 };
    const stop = new Error('the machine went down');
    const lines: string[] = [];
    await assert.rejects(
      generateBenchData(
        db,
        target,
        (line) => {
          lines.push(line);
          if (line.startsWith('Copies')) throw stop;
        },
        batch,
      ),
      stop,
    );
    assert.match(lines.at(-1) ?? '', /^Copies 1–2 of 5 written/);
    assert.equal((await countBenchData(db)).participants, demo.participants * 3, 'the first batch is kept');

    const resumed: string[] = [];
    const data = await generateBenchData(db, target, (line) => resumed.push(line), batch);
    assert.match(resumed[0], /^Going on with the generation of \d+ participants after copy 2 of 5/);
    assert.equal(data.participants, target);
    assert.equal(data.candidateRows, demo.candidateRows * 6, 'each copy once');
    assert.equal(data.testRows, demo.testRows * 6);

    const [ids] = await selectRows<{ temporary: number; repeated: number; behind: number; withoutAudit: number }>(
      db,
      sql`select (select count(*) from candidate where registraion_id like 'tmp%')::int as temporary,
                 (select count(*) - count(distinct registraion_id) from candidate)::int as repeated,
                 (select count(*) from sequence_counter s where kind = 'registration' and s.value < (
                    select max(right(registraion_id, 6)::int) from candidate
                    where camp_id = s.scope_id and parent_candidate_id is null))::int as behind,
                 (select count(*) from candidate c where parent_candidate_id is null and not exists (
                    select 1 from audit_log a where a.entity = 'candidate' and a.entity_id = c.id::text))::int as "withoutAudit"`,
    );
    assert.deepEqual(ids, { temporary: 0, repeated: 0, behind: 0, withoutAudit: 0 });

    const again: string[] = [];
    await generateBenchData(db, target, (line) => again.push(line), batch);
    assert.match(again[0], /^Using the \d+ participants already there/);
  } finally {
    await database.close();
  }
});
