/**
 * Upgrades keep every record: a database of the first release (schema 0000_init, filled with that release's own
 * demo data from fixtures/release-1.sql) is migrated to the current schema, then read through the real API by the
 * fixture's own users and compared with what the fixture holds. On PGlite and on PostgreSQL.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AuthorizeResponse, Camp, StaffByRole } from '@screening/domain/types';
import { buildApp } from '../app.js';
import { readCsv } from '../reports/csv-reader.js';
import { roles } from '../seed/access-data.js';
import { ROLE } from '../seed/ids.js';
import { openInstalledDatabase } from '../storage/installation.js';
import { POSTGRES_MISSING, postgresAvailable, startPostgresCluster } from '../testing/postgres-cluster.js';
import { bearer, demoAccounts, signIn, testConfig } from '../testing/test-app.js';
import { appliedSchemaVersion, currentSchemaVersion } from './migrations-folder.js';
import { openDatabase, type Database } from './open.js';
import { selectRows } from './rows.js';
import type { Db } from './types.js';
import { countRows, countsAfterUpgrade, fixtureTables, loadRelease1 } from './upgrade-fixture.js';

type Row = Record<string, unknown>;

/** What the fixture holds, read with plain SQL at the first release's schema, before any migration. */
interface Fixture {
  camps: Row[];
  campStaff: { camp_id: number; employee_id: number; email: string }[];
  candidates: Row[];
  habits: Row[];
  histories: Row[];
  medical: Row[];
  tests: Row[];
  /** value is a bigint: text from node-postgres. */
  counters: { scope_id: number; value: number | string }[];
}

async function readFixture(db: Db): Promise<Fixture> {
  const rows = <T = Row>(query: ReturnType<typeof sql>) => selectRows<T>(db, query);
  return {
    camps: await rows(sql`select id, name, camp_id_prefix, pincode from camp where not is_record_deleted order by id`),
    campStaff: await rows(sql`select s.camp_id, s.employee_id, e.email from camp_staff s join employee e on e.id = s.employee_id
                               where not s.is_record_deleted order by s.camp_id, s.employee_id`),
    // dob as text: the drivers would turn a date into a Date at local midnight.
    candidates: await rows(sql`select *, dob::text as dob from candidate order by id`),
    habits: await rows(sql`select * from candidate_habit order by id`),
    histories: await rows(sql`select * from candidate_history order by id`),
    medical: await rows(sql`select * from candidate_medical_details order by id`),
    tests: await rows(
      sql`select t.*, d.name as kind from candidate_test t join disease_test_master d on d.id = t.disease_test_master_id order by t.id`,
    ),
    counters: await rows(sql`select scope_id, value from sequence_counter where kind = 'registration'`),
  };
}

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const AUDIT_COLUMNS = new Set(['created_by', 'created_date', 'last_modified_by', 'last_modified_date', 'is_record_deleted']);
/** A timestamptz as the drivers hand raw SQL results to drizzle: PostgreSQL's text ('2026-08-26 06:18:00+00'). */
const instant = (value: unknown): Date | null =>
  typeof value === 'string'
    ? new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'))
    : value instanceof Date
      ? value
      : null;
const istDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
/** The first answer to a question of a saved form (params nest under conditions and repeats). */
function answerOf(form: unknown, testName: string): string | null {
  if (Array.isArray(form)) {
    for (const item of form) {
      const found = answerOf(item, testName);
      if (found !== null) return found;
    }
    return null;
  }
  if (form === null || typeof form !== 'object') return null;
  const node = form as { testName?: unknown; selectedValues?: unknown };
  if (node.testName === testName && Array.isArray(node.selectedValues) && node.selectedValues.length > 0)
    return String(node.selectedValues[0]);
  return answerOf(Object.values(form), testName);
}
const cell = (value: string | null | undefined) => value ?? '';

const cluster = postgresAvailable() ? await startPostgresCluster() : null;
after(() => cluster?.destroy());

for (const engine of ['pglite', 'postgres'] as const) {
  const skip = engine === 'postgres' && !cluster ? POSTGRES_MISSING : false;

  describe(`a first-release database upgraded to the current schema (${engine})`, { skip }, () => {
    let database: Database;
    let app: FastifyInstance;
    let fixture: Fixture;
    let countsBefore: Record<string, number | null>;
    let countsAfter: Record<string, number | null>;
    const tokens = new Map<string, string>();
    const tables = fixtureTables();

    const tokenOf = async (email: string) => {
      if (!tokens.has(email)) tokens.set(email, await signIn(app, email));
      return tokens.get(email)!;
    };
    const post = async (email: string, url: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/curable${url}`, headers: bearer(await tokenOf(email)), payload });
    const get = async (email: string, url: string) =>
      app.inject({ method: 'GET', url: `/api/curable${url}`, headers: bearer(await tokenOf(email)) });
    const pc = demoAccounts.programCoordinator.email;

    const participants = () => fixture.candidates.filter((c) => c.parent_candidate_id === null && c.is_record_deleted === false);

    before(async () => {
      database = await openDatabase(
        engine === 'pglite' ? { kind: 'pglite' } : { kind: 'postgres', url: await cluster!.createDatabase() },
      );
      await loadRelease1(database);
      assert.deepEqual(await appliedSchemaVersion(database.db), { migrations: 1, last: '0000_init' });
      fixture = await readFixture(database.db);
      countsBefore = await countRows(database.db, tables);
      await database.migrate();
      countsAfter = await countRows(database.db, tables);
      app = buildApp({ db: database.db, config: testConfig });
    });
    after(async () => {
      await app?.close();
      await database?.close();
    });

    test('the migration keeps every row of every table; the sign-in attempt log is replaced, the Dashboard menu added', async () => {
      assert.deepEqual(await appliedSchemaVersion(database.db), currentSchemaVersion());
      for (const table of tables) assert.ok((countsBefore[table] ?? 0) > 0, `the fixture fills ${table}`);
      assert.deepEqual(countsAfter, countsAfterUpgrade(countsBefore));
    });

    test('the Dashboard menu is given to admin and the coordinators, whom its call answers; the field staff are refused', async () => {
      for (const account of Object.values(demoAccounts)) {
        const me = await get(account.email, `/authorizeUserRequest/${encodeURIComponent(account.email)}`);
        assert.equal(me.statusCode, 200, me.body);
        const dashboard = me.json<AuthorizeResponse>().customMenuDTOs?.find((m) => m.url === '/dashboard');
        const runsProgramme = ([ROLE.admin, ROLE.programCoordinator, ROLE.campCoordinator] as number[]).includes(account.roleId);
        assert.deepEqual(dashboard?.privileges, runsProgramme ? ['VIEW'] : undefined, account.email);
        const res = await post(account.email, '/dashboard/indicators', {});
        assert.equal(res.statusCode, runsProgramme ? 200 : 403, `${account.email}: ${res.body}`);
      }
    });

    test('every demo account signs in with its first-release password; a wrong one is still refused', async () => {
      for (const account of [...Object.values(demoAccounts), { email: 'deepa.rajendran@demo.in' }]) await tokenOf(account.email);
      const wrong = await app.inject({
        method: 'POST',
        url: '/token/authenticate',
        payload: { userName: demoAccounts.nurse.email, password: 'Demo@12345' },
      });
      assert.equal(wrong.statusCode, 401, wrong.body);
      const me = await app.inject({
        method: 'POST',
        url: '/token/refresh',
        headers: bearer(await tokenOf(demoAccounts.admin.email)),
      });
      assert.equal(me.statusCode, 200, me.body);
    });

    test('the roles keep their order: each user manager is offered the roles ranking below hers, as on a new database', async () => {
      const rankOf = new Map(roles.map((r) => [r.id, r.rank]));
      for (const [account, roleId] of [
        [demoAccounts.admin, ROLE.admin],
        [demoAccounts.programCoordinator, ROLE.programCoordinator],
        [demoAccounts.campCoordinator, ROLE.campCoordinator],
        [demoAccounts.nurse, ROLE.nurse],
      ] as const) {
        const res = await get(account.email, '/employeerolemaster');
        assert.equal(res.statusCode, 200, res.body);
        const offered = res
          .json<{ id: number; assignable: boolean }[]>()
          .filter((r) => r.assignable)
          .map((r) => r.id);
        const expected = roles.filter((r) => r.rank < rankOf.get(roleId)!).map((r) => r.id);
        assert.deepEqual(offered, expected, account.email);
      }
    });

    test('the clinics: the coordinator lists them all, staff see theirs, and each keeps its staff', async () => {
      const res = await post(pc, '/activecampForReports', { search: '' });
      assert.equal(res.statusCode, 200, res.body);
      const listed = res
        .json<Camp[]>()
        .map((c) => ({ id: c.campId, name: c.campName, prefix: c.campIdPrefix, pincode: c.pincode }));
      const expected = fixture.camps.map((c) => ({ id: c.id, name: c.name, prefix: c.camp_id_prefix, pincode: c.pincode }));
      assert.deepEqual(
        listed.sort((a, b) => a.id - b.id),
        expected,
      );
      assert.ok(listed.some((c) => c.name === 'Kovalam Outreach Clinic'));

      for (const account of [demoAccounts.socialWorker, demoAccounts.nurse, demoAccounts.doctor]) {
        const mine = (await post(account.email, '/activecampForReports', { search: '' }))
          .json<Camp[]>()
          .map((c) => c.campId)
          .sort();
        const staffOf = fixture.campStaff
          .filter((s) => s.email === account.email)
          .map((s) => s.camp_id)
          .sort();
        assert.deepEqual(mine, staffOf, account.email);
      }
      for (const c of fixture.camps) {
        const staff = await get(pc, `/campstaffdetails/${String(c.id)}`);
        assert.equal(staff.statusCode, 200, staff.body);
        const ids = Object.values(staff.json<StaffByRole>())
          .flatMap((members) => members!.map((m) => m.id))
          .sort((a, b) => a - b);
        assert.deepEqual(
          ids,
          fixture.campStaff.filter((s) => s.camp_id === c.id).map((s) => s.employee_id),
          String(c.name),
        );
      }
    });

    test("every participant's details, eligibility, family and medical history read as they were written", async () => {
      const prefill = async (candidateId: unknown, type: number) => {
        const res = await post(pc, '/candidatehistoryForPrefil', { candidateId: String(candidateId), type });
        assert.equal(res.statusCode, 200, res.body);
        return res.body === '' ? null : res.json<Row>();
      };
      const newest = (rows: Row[], id: unknown, column?: string) =>
        rows.filter((r) => r.candidate_id === id && (!column || r[column] !== null)).at(-1);
      let withHistory = 0;
      for (const person of participants()) {
        const details = await prefill(person.id, 2);
        for (const column of [
          'registraion_id',
          'name',
          'mobile_no',
          'gender',
          'age',
          'dob',
          'address',
          'street_id',
          'camp_id',
          'father_name',
          'spouse_name',
          'occupation',
          'education',
          'monthly_income',
          'consent_date',
        ]) {
          const expected = column === 'consent_date' ? (instant(person[column])?.toISOString() ?? null) : person[column];
          assert.deepEqual(details?.[camel(column)], expected, `${String(person.registraion_id)} ${column}`);
        }
        const habits = fixture.habits.filter((h) => h.candidate_id === person.id);
        assert.equal(
          (details?.candidateHabitDTOs as unknown[] | undefined)?.length ?? 0,
          habits.length,
          `${String(person.registraion_id)} habits`,
        );

        const eligibility = newest(fixture.histories, person.id, 'eligibility_metrics');
        assert.deepEqual((await prefill(person.id, 1))?.eligibilityMetrics ?? null, eligibility?.eligibility_metrics ?? null);
        const familyMedical = newest(fixture.histories, person.id, 'family_medical_metrics');
        assert.deepEqual(
          (await prefill(person.id, 5))?.familyMedicalMetrics ?? null,
          familyMedical?.family_medical_metrics ?? null,
        );
        if (eligibility || familyMedical) withHistory += 1;

        const cards = ((await prefill(person.id, 4))?.familyMetrics ?? []) as { id: number }[];
        const members = fixture.candidates.filter((c) => c.parent_candidate_id === person.id);
        assert.deepEqual(
          cards.map((c) => c.id),
          members.map((m) => m.id),
        );
        for (const [i, card] of cards.entries()) assert.ok(JSON.stringify(card).includes(JSON.stringify(members[i].name)));

        const medical = newest(fixture.medical, person.id);
        const answer = await prefill(person.id, 3);
        if (!medical) assert.equal(answer, null);
        else
          for (const column of Object.keys(medical).filter((k) => !AUDIT_COLUMNS.has(k)))
            assert.deepEqual(answer?.[camel(column)], medical[column], column);
      }
      assert.ok(withHistory >= 5, 'the fixture has participants with recorded history');
    });

    test('every screening and clinical answer reads as saved, and a test not yet done reads as empty', async () => {
      const visible = new Set(participants().map((p) => p.id));
      const kinds = new Set<unknown>();
      for (const row of fixture.tests.filter((t) => visible.has(t.candidate_id))) {
        const res = await post(pc, '/candidatehistoryForPrefil', {
          candidateId: String(row.candidate_id),
          type: 7,
          diseaseTestId: row.id,
        });
        assert.equal(res.statusCode, 200, res.body);
        if (row.test_result === null) {
          assert.equal(res.body, '', `test row ${String(row.id)} has no answers`);
          continue;
        }
        kinds.add(row.kind);
        const saved = res.json<Row>();
        assert.deepEqual(
          {
            id: saved.id,
            testResult: saved.testResult,
            result: saved.result,
            referral: saved.referral,
            completed: saved.completed,
          },
          { id: row.id, testResult: row.test_result, result: row.result, referral: row.referral, completed: row.completed },
        );
      }
      assert.deepEqual([...kinds].sort(), ['CLINICAL', 'SCREENING']);
      assert.ok(
        fixture.tests.some((t) => t.kind === 'SCREENING' && t.referral === true),
        'the fixture holds a referral',
      );
    });

    test('the reports list the participants and results of the fixture', async () => {
      const dates = [
        ...fixture.candidates.map((c) => c.created_date),
        ...fixture.tests.flatMap((t) => [t.test_date, t.d_created_date]),
      ]
        .map(instant)
        .filter((d): d is Date => d !== null);
      const range = {
        startDate: istDay(new Date(Math.min(...dates.map(Number)))),
        endDate: istDay(new Date(Math.max(...dates.map(Number)))),
      };
      const ids = fixture.camps.map((c) => c.id);
      const report = async (reportType: string) => {
        const res = await post(pc, '/camps-report', { ids, ...range, reportType });
        assert.equal(res.statusCode, 200, res.body);
        const [header, ...rows] = readCsv(res.body);
        // By header name (a repeated name keeps its last cell) and as cells.
        return rows.map((r) => ({ cells: r.map(cell), at: Object.fromEntries(header.map((h, i) => [cell(h), cell(r[i])])) }));
      };

      const registration = await report('Patientregistration');
      const firstRows = new Map(registration.reverse().map((r) => [r.at['REGISTRATION ID'], r.at]));
      assert.deepEqual(
        [...firstRows.keys()].sort(),
        participants()
          .map((p) => p.registraion_id)
          .sort(),
      );
      for (const p of participants()) {
        const row = firstRows.get(String(p.registraion_id))!;
        assert.deepEqual(
          [row['CANDIDATE NAME'], row['MOBILE NO'], row['GENDER'], row['AGE']],
          // Reports write text as it was entered.
          [String(p.name), p.mobile_no, p.gender, String(p.age)],
          String(p.registraion_id),
        );
      }

      const registrationOf = new Map(fixture.candidates.map((c) => [c.id, c.registraion_id]));
      const answeredTests = (kind: string) =>
        fixture.tests.filter((t) => t.kind === kind && t.test_result !== null && t.is_record_deleted === false);
      const screening = await report('Screening');
      assert.deepEqual(
        screening.map((r) => r.at.REGISTRATIONID).sort(),
        [...new Set(answeredTests('SCREENING').map((t) => registrationOf.get(t.candidate_id)))].sort(),
      );
      // One STATUS column per disease block (header names repeat, so count the cells themselves).
      const completed = screening.flatMap((r) => r.cells).filter((v) => v === 'COMPLETED').length;
      assert.equal(completed, answeredTests('SCREENING').filter((t) => t.completed === 1).length, 'screening results COMPLETED');

      const clinical = await report('Clinical_Evaluation');
      assert.deepEqual(
        clinical.map((r) => r.at.REGISTRATIONID).sort(),
        [...new Set(answeredTests('CLINICAL').map((t) => registrationOf.get(t.candidate_id)))].sort(),
      );
      for (const t of answeredTests('CLINICAL')) {
        const row = clinical.find((r) => r.at.REGISTRATIONID === registrationOf.get(t.candidate_id))!;
        const treatment = answerOf(t.test_result, 'Treatment');
        assert.ok(treatment, `test row ${String(t.id)} has a treatment`);
        assert.ok(row.cells.includes(treatment), `${row.at.REGISTRATIONID}: ${treatment}`);
      }
      for (const reportType of ['Outreachclinic', 'SavedPatient']) assert.ok((await report(reportType)).length > 0, reportType);
    });

    if (engine === 'postgres') {
      test("the server's start on the upgraded database records its installation, seeds nothing over the records and gives the forms their Tamil texts", async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'screening-upgrade-'));
        try {
          const url = (database.target as { url: string }).url;
          // Sign-ins of the tests above added audit rows: compare with now.
          const before = await countRows(database.db, tables);
          const started = await openInstalledDatabase({ dataDir, databaseUrl: url, production: false });
          try {
            assert.equal(started.initialised, false);
            assert.match(started.installationId, /^[0-9a-f-]{36}$/);
            const counts = await countRows(started.database.db, tables);
            // The start adds its INSTALL audit row and nothing else: no second seed, no demo activity over the records.
            assert.deepEqual(counts, { ...before, audit_log: before.audit_log! + 1 });
            // The first release's forms now carry this release's Tamil texts.
            const forms = await selectRows<{ question: string | null }>(
              started.database.db,
              sql`select test_metrics->'params'->0->'labels'->'ta'->>'testName' as question from disease_test_master where name = 'SCREENING' and stage = 'Breast Screening'`,
            );
            assert.deepEqual(forms, [{ question: 'மார்பகப் பரிசோதனை (Breast Examination)' }]);
          } finally {
            await started.database.close();
          }
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      });
    }

    test('work goes on: an enrolment continues the clinic counter and takes a new row id', async () => {
      const kovalam = fixture.camps.find((c) => c.name === 'Kovalam Outreach Clinic')!;
      const counter = fixture.counters.find((c) => c.scope_id === kovalam.id)!;
      const res = await post(demoAccounts.socialWorker.email, '/candidate', {
        name: 'After Upgrade',
        mobileNo: '9000000002',
        gender: 'FEMALE',
        age: '41',
        address: '2 New Street',
        streetId: 5,
        hospitalId: 1,
        campId: kovalam.id,
        id: null,
        registraionId: null,
        type: 1,
        screenId: 1,
      });
      assert.equal(res.statusCode, 200, res.body);
      const enrolled = res.json<{ id: number; registraionId: string }>();
      assert.equal(
        enrolled.registraionId,
        `${String(kovalam.camp_id_prefix)}005${String(Number(counter.value) + 1).padStart(6, '0')}`,
      );
      assert.ok(enrolled.id > Math.max(...fixture.candidates.map((c) => Number(c.id))));
    });
  });
}
