/**
 * Saved answers as reports read them: the database's `report_answers` (migration 0003) of a form, read by Answers,
 * gives each lookup what the whole form gives (exact name first, then trimmed and case-insensitive), whatever the
 * form holds: unanswered or duplicate params, names spelt differently, values that are not text.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/open.js';
import { selectRows } from '../db/rows.js';
import { Answers, parseSavedAnswers } from './answers.js';

describe('report_answers read by Answers', () => {
  let database: Database;
  before(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
  });
  after(() => database.close());

  const saved = async (form: unknown): Promise<string | null> => {
    const [row] = await selectRows<{ text: string | null }>(
      database.db,
      sql`select report_answers(${JSON.stringify(form)}::jsonb)::text as text`,
    );
    return row.text;
  };

  const form = (extra: unknown[] = []) => ({
    params: [
      { testName: 'Referral', selectedValues: [] },
      { testName: 'referral ', selectedValues: ['Yes'] },
      { testName: 'Symptoms' },
      3,
      null,
      { testName: 5, selectedValues: ['x'] },
      { testName: 'Size', selectedValues: [12, null, ' ', ' a,b '] },
      { testName: 'Site', selectedValues: ['Left'] },
      { testName: 'Site', selectedValues: [] },
      { testName: 'Referred for', selectedValues: ['Colposcopy', 'Others'] },
      ...extra,
    ],
  });

  for (const [what, extra] of [
    ['an ASCII form', []],
    ['a form with a name outside ASCII', [{ testName: 'Größe', selectedValues: [] }]],
  ] as const) {
    test(`${what}: every lookup answers as the whole form does`, async () => {
      const a = new Answers(parseSavedAnswers(await saved(form([...extra]))));
      assert.equal(a.cell('Referral'), null, 'the exact name, unanswered');
      assert.equal(a.cell('referral '), 'YES', 'a yes as the reports spell it');
      assert.equal(a.cell('REFERRAL'), null, 'loosely: the first param of that name, unanswered');
      assert.equal(a.cell('Symptoms'), null);
      assert.equal(a.cell(' symptoms'), null);
      assert.equal(a.cell('Size'), '12,a,b');
      assert.equal(a.cell('Site'), null, 'of two params of one name, the last');
      assert.equal(a.cell('site'), 'Left', 'loosely: the first');
      assert.equal(a.cell('Missing'), null);
      assert.ok(a.has('Referred for', 'others'));
      assert.equal(a.cell('Größe'), null);
    });
  }

  test('an unanswered param no other name could be confused with is left out; forms that are no forms read empty', async () => {
    assert.equal(
      await saved({
        params: [{ testName: 'A', selectedValues: [] }, { testName: 'B', selectedValues: ['x'] }, { testName: 'C' }],
      }),
      '[["B", ["x"]]]',
    );
    assert.equal(await saved({ params: [{ testName: 'A', selectedValues: [] }, { testName: 'É' }] }), '[["A", []], ["É", null]]');
    assert.equal(await saved([{ testName: 'A' }]), '[]');
    assert.equal(await saved({ params: 'A' }), '[]');
    assert.equal(new Answers(parseSavedAnswers(null)).cell('A'), null);
  });
});
