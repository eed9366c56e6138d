/**
 * A worklist search finds the same participants on the server and on a device offline: the server's SQL of a search
 * plan (candidates-list.ts) selects exactly those the device's filter of the same plan keeps
 * (@screening/domain/worklists `planFinds`, which shared/src/offline/kept-worklists.ts applies to the kept lists).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Candidate } from '@screening/domain/types';
import { planFinds, worklistSearchPlan } from '@screening/domain/worklists';
import { insertClinic, post } from './candidate-fixtures.js';
import { candidate } from '../db/schema.js';
import { createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';

describe('a worklist search: the server and the device find the same participants', () => {
  let t: TestApp;
  let coordinator: string;
  let clinic: { id: number; prefix: string };
  let rows: { name: string; registraionId: string; mobileNo: string | null; address: string | null }[];

  before(async () => {
    t = await createTestApp();
    coordinator = await signIn(t.app, demoAccounts.programCoordinator.email);
    clinic = await insertClinic(t.db);
    const id = (n: number) => `${clinic.prefix}001${String(n).padStart(6, '0')}`;
    rows = [
      { name: 'Meena Kumari', registraionId: id(1), mobileNo: '9876543210', address: 'Car Street 5, Adyar' },
      { name: 'Meena Kumari', registraionId: `${id(1)}_A`, mobileNo: null, address: null },
      { name: 'Lakshmi 100', registraionId: `${id(1)}_B`, mobileNo: null, address: 'East Street' },
      { name: 'மீனா', registraionId: id(2), mobileNo: '9123456780', address: 'கோயில் தெரு' },
      { name: 'Anitha_A%', registraionId: id(12), mobileNo: '6000000012', address: '12 Anna Salai' },
    ];
    await t.db.insert(candidate).values(
      rows.map((row, i) => ({
        ...row,
        campId: clinic.id,
        hospitalId: 1,
        gender: 'FEMALE' as const,
        age: 40,
        createdBy: 'test',
        createdDate: new Date(Date.now() - i * 60_000),
      })),
    );
  });
  after(() => t.close());

  const searches = [
    '',
    'meena',
    'MEENA KUMARI',
    'மீனா',
    '9876543210',
    '98765',
    '0012',
    '_A',
    'a%',
    'street',
    'தெரு',
    'Adyar',
    '100',
    // A whole Registration ID finds her and her family; a family member's finds that member only.
    '{1}',
    '{1}_a',
    '{1}_B',
    '{12}',
  ];

  for (const stage of [1, 3] as const) {
    for (const written of searches) {
      test(`stage ${stage}, "${written}"`, async () => {
        const id = (n: number) => `${clinic.prefix}001${String(n).padStart(6, '0')}`;
        const search = written.replace(/\{(\d+)\}/, (_, n: string) => id(Number(n)));
        const res = await post(t.app, coordinator, '/getCandidatesList', { stage, search, campId: clinic.id });
        assert.equal(res.statusCode, 200, res.body);
        const found = res
          .json<Candidate[]>()
          .map((c) => c.registraionId)
          .sort();
        const plan = worklistSearchPlan(search, stage);
        const kept = rows
          .filter((row) => planFinds(plan, { ...row, registrationId: row.registraionId }))
          .map((row) => row.registraionId)
          .sort();
        assert.deepEqual(found, kept);
        if (search === '') assert.equal(found.length, rows.length);
      });
    }
  }
});
