import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Camp, StaffByRole } from '@screening/domain/types';
import { camp, campStaff, employee } from '../db/schema.js';
import { ROLE } from '../seed/ids.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';
import { addHospitalWithUser, campBody, createCamp, dayFromToday, uiInstant } from './camp-fixtures.js';

/** Role scoping of docs/api.md §4.2 (with its REC) for activecamp and activecampForReports, and the staff lists. */
describe('camp lists and staff lists', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let staff: StaffByRole;
  const ids: Record<string, number> = {};
  const prefixes: Record<string, string> = {};
  let otherHospitalId: number;

  const idOf = (role: keyof StaffByRole, name: string) => {
    const found = staff[role]?.find((s) => s.name === name);
    assert.ok(found, `${name} is on the ${role} list`);
    return found.id;
  };
  const list = async (who: string, body: Record<string, unknown> = { search: '' }, path = '/activecamp'): Promise<Camp[]> => {
    const res = await t.app.inject({ method: 'POST', url: `/api/curable${path}`, headers: bearer(tokens[who]), payload: body });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };
  /** The test camps (by letter) in a list, in its order; other camps of the database are ignored. */
  const letters = (camps: Camp[]) =>
    camps.map((c) => Object.keys(prefixes).find((k) => prefixes[k] === c.campIdPrefix && ids[k] === c.id)).filter(Boolean);
  const insertDirect = async (letter: string, start: string, end: string | null, staffIds: number[]) => {
    const [row] = await t.db
      .insert(camp)
      .values({
        name: `Camp ${letter}`,
        hospitalId: 1,
        panchayatMasterId: 2,
        pincode: '603103',
        startDate: new Date(`${start}T00:00:00+05:30`),
        endDate: end ? new Date(`${end}T00:00:00+05:30`) : null,
        campIdPrefix: `99000${letter.charCodeAt(0)}`.slice(0, 7),
        createdBy: 'coordinator@demo.in',
      })
      .returning({ id: camp.id, prefix: camp.campIdPrefix });
    for (const employeeId of staffIds) await t.db.insert(campStaff).values({ campId: row.id, employeeId });
    ids[letter] = row.id;
    prefixes[letter] = row.prefix;
  };
  const create = async (letter: string, who: string, day: number, staffNames: [keyof StaffByRole, string][]) => {
    const body = campBody(
      {
        name: `Camp ${letter}`,
        startDate: uiInstant(dayFromToday(day)),
        endDate: uiInstant(dayFromToday(day + 2)),
        noCampcordinators: '2',
        noSocialworkers: '2',
        noDoctors: '2',
      },
      staffNames.map(([role, name]) => ({ role, name, hospitalEmployeeId: idOf(role, name) })),
    );
    prefixes[letter] = await createCamp(t.app, tokens[who], body);
    const [row] = await t.db.select({ id: camp.id }).from(camp).where(eq(camp.campIdPrefix, prefixes[letter]));
    ids[letter] = row.id;
  };

  before(async () => {
    t = await createTestApp();
    for (const [who, email] of [
      ['pc', demoAccounts.programCoordinator.email],
      ['cc', demoAccounts.campCoordinator.email],
      ['suresh', 'suresh.babu@demo.in'],
      ['social', demoAccounts.socialWorker.email],
      ['doctor', demoAccounts.doctor.email],
      ['admin', demoAccounts.admin.email],
    ]) {
      tokens[who] = await signIn(t.app, email);
    }
    staff = (await t.app.inject({ url: '/api/curable/hospitalstaffdetails/1', headers: bearer(tokens.pc) })).json();

    await create('A', 'pc', 1, [
      ['Social Worker', 'Selvi Murugan'],
      ['Doctor', 'Dr. Rajesh Iyer'],
    ]);
    await create('B', 'cc', 2, [
      ['Social Worker', 'Selvi Murugan'],
      ['Doctor', 'Dr. Rajesh Iyer'],
    ]);
    await create('C', 'pc', 3, [['Social Worker', 'Meena Subramanian']]);
    await create('D', 'suresh', 4, [['Camp Coordinator', 'Priya Raghavan']]);
    await create('E', 'pc', 5, []);
    // Started three days ago, ends today: still active. Ended yesterday: past.
    await insertDirect('F', dayFromToday(-3), dayFromToday(0), [idOf('Social Worker', 'Meena Subramanian')]);
    await insertDirect('P', dayFromToday(-6), dayFromToday(-1), [idOf('Social Worker', 'Meena Subramanian')]);

    const other = await addHospitalWithUser(t.db, 'pc@second.in', ROLE.programCoordinator);
    otherHospitalId = other.hospitalId;
    tokens.other = await signIn(t.app, 'pc@second.in');
    prefixes.O = await createCamp(t.app, tokens.other, campBody({ name: 'Camp O' }));
    const [o] = await t.db.select({ id: camp.id }).from(camp).where(eq(camp.hospitalId, other.hospitalId));
    ids.O = o.id;
  });
  after(() => t.close());

  test('a Program Coordinator sees every active camp of the hospital, newest start first', async () => {
    assert.deepEqual(letters(await list('pc')), ['E', 'D', 'C', 'B', 'A', 'F']);
  });

  test('a Camp Coordinator sees camps they created or are staff of, each once', async () => {
    assert.deepEqual(letters(await list('cc')), ['D', 'B']);
    assert.deepEqual(letters(await list('suresh')), ['D']);
  });

  test('a Social Worker sees only camps where they are staff; a doctor with no camp sees none', async () => {
    assert.deepEqual(letters(await list('social')), ['C', 'F']);
    assert.deepEqual(letters(await list('doctor')), []);
  });

  test('the admin (Outreach Clinic menu) has the creator’s scope', async () => {
    assert.deepEqual(letters(await list('admin')), []);
    const own = await createCamp(
      t.app,
      tokens.admin,
      campBody({ name: 'Admin camp', startDate: uiInstant(dayFromToday(9)), endDate: null }),
    );
    assert.deepEqual(
      (await list('admin')).map((c) => c.campIdPrefix),
      [own],
    );
  });

  test('nobody sees another hospital’s camps, whatever the body claims', async () => {
    assert.deepEqual(letters(await list('other')), ['O']);
    assert.deepEqual(letters(await list('pc', { search: '', hospitalId: otherHospitalId, roleId: 2, userId: 1, stage: 1 })), [
      'E',
      'D',
      'C',
      'B',
      'A',
      'F',
    ]);
    // A Social Worker claiming to be a Program Coordinator is still scoped by the token's role.
    assert.deepEqual(letters(await list('social', { search: '', roleId: 2, userId: 2, hospitalId: 1 })), ['C', 'F']);
  });

  test('activecampForReports: the same scoping with past camps too', async () => {
    assert.deepEqual(letters(await list('social', { search: '' }, '/activecampForReports')), ['C', 'F', 'P']);
    assert.deepEqual(letters(await list('pc', { search: '' }, '/activecampForReports')), ['E', 'D', 'C', 'B', 'A', 'F', 'P']);
    assert.deepEqual(letters(await list('other', { search: '' }, '/activecampForReports')), ['O']);
  });

  test('search: name or clinic ID, case-insensitive substring; LIKE wildcards are literal; empty or missing body = all', async () => {
    assert.deepEqual(letters(await list('pc', { search: 'camp c' })), ['C']);
    assert.deepEqual(letters(await list('pc', { search: prefixes.D.slice(1, 6) })), ['D']);
    assert.deepEqual(await list('pc', { search: '%' }), []);
    assert.deepEqual(letters(await list('pc', {})), ['E', 'D', 'C', 'B', 'A', 'F']);
  });

  test('each camp has the original keys plus id, hospitalId, panchayatMasterId, the geography ids and the planned enrolment; display dates are IST days', async () => {
    const [a] = (await list('pc', { search: prefixes.A })) as (Camp & Record<string, unknown>)[];
    assert.deepEqual(
      Object.keys(a).sort(),
      [
        'campId',
        'campIdPrefix',
        'campName',
        'displayEndDate',
        'displayStartDate',
        'districtId',
        'districtName',
        'endDate',
        'hospitalId',
        'id',
        'noCampcordinators',
        'noDoctors',
        'noNurses',
        'noProgramCoordinators',
        'noSocialWorkers',
        'panchayatId',
        'panchayatMasterId',
        'panchayatName',
        'pincode',
        'plannedEnrolment',
        'startDate',
        'stateId',
        'stateName',
        'talukId',
        'talukName',
      ].sort(),
    );
    const start = dayFromToday(1);
    assert.equal(a.displayStartDate, start);
    assert.equal(a.displayEndDate, dayFromToday(3));
    // IST midnight is 18:30 UTC of the day before, written "date space time" in UTC.
    const utc = new Date(`${start}T00:00:00+05:30`).toISOString();
    assert.equal(a.startDate, `${utc.slice(0, 10)} 18:30:00`);
    assert.deepEqual(
      {
        campId: a.campId,
        id: a.id,
        hospitalId: a.hospitalId,
        panchayatId: a.panchayatId,
        panchayatMasterId: a.panchayatMasterId,
      },
      { campId: ids.A, id: ids.A, hospitalId: 1, panchayatId: 1, panchayatMasterId: 1 },
    );
    assert.deepEqual(
      [a.stateName, a.districtName, a.talukName, a.panchayatName, a.stateId, a.districtId, a.talukId],
      ['Tamil Nadu', 'Chengalpattu', 'Thiruporur', 'Kovalam', 1, 1, 1],
    );
    assert.deepEqual([a.noProgramCoordinators, a.noCampcordinators, a.noSocialWorkers, a.noNurses, a.noDoctors], [1, 2, 2, 0, 2]);
    const [e] = await list('pc', { search: prefixes.E });
    assert.equal(e.campName, 'Camp E');
  });

  test('activecamp needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/curable/activecamp', payload: { search: '' } });
    assert.equal(res.statusCode, 401);
  });

  test('hospitalstaffdetails: active staff of the hospital grouped by role, sorted by name; 403 for another hospital', async () => {
    const groups = (
      await t.app.inject({ url: '/api/curable/hospitalstaffdetails/1', headers: bearer(tokens.pc) })
    ).json() as StaffByRole;
    assert.deepEqual(Object.keys(groups).sort(), [
      'Camp Coordinator',
      'Doctor',
      'Nurse',
      'Program Coordinator',
      'Social Worker',
      'admin',
    ]);
    assert.deepEqual(
      groups.Doctor?.map((d) => d.name),
      ['Dr. Farhana Begum', 'Dr. Rajesh Iyer', 'Dr. Senthil Kumar', 'Dr. Shanthi Pillai'],
    );
    assert.deepEqual(
      groups['Social Worker']?.map((d) => d.name),
      ['Meena Subramanian', 'Ramya Balaji', 'Selvi Murugan', 'Vignesh Kannan'],
    );
    const member = groups.Nurse?.[0] as unknown as Record<string, unknown>;
    assert.equal(member.role, 'Nurse');
    assert.equal(typeof member.id, 'number');
    assert.equal(member.password, null);
    assert.equal(member.email, null);

    // An inactive employee is not offered.
    const ramya = idOf('Social Worker', 'Ramya Balaji');
    await t.db.update(employee).set({ isRecordDeleted: true }).where(eq(employee.id, ramya));
    try {
      const again = (
        await t.app.inject({ url: '/api/curable/hospitalstaffdetails/1', headers: bearer(tokens.pc) })
      ).json() as StaffByRole;
      assert.ok(!again['Social Worker']?.some((s) => s.id === ramya));
    } finally {
      await t.db.update(employee).set({ isRecordDeleted: false }).where(eq(employee.id, ramya));
    }

    const res = await t.app.inject({ url: `/api/curable/hospitalstaffdetails/${otherHospitalId}`, headers: bearer(tokens.pc) });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, 'You can only see data of your own hospital.');
    // Only the clinic screens read it: a Social Worker has no CREATE or EDIT on /Outrich Clinic.
    assert.equal(
      (await t.app.inject({ url: '/api/curable/hospitalstaffdetails/1', headers: bearer(tokens.social) })).statusCode,
      403,
    );
  });

  test('campstaffdetails: the allocated staff by role, for camps the caller may see; 404 otherwise', async () => {
    const groups = (
      await t.app.inject({ url: `/api/curable/campstaffdetails/${ids.B}`, headers: bearer(tokens.cc) })
    ).json() as StaffByRole;
    assert.deepEqual(Object.fromEntries(Object.entries(groups).map(([role, people]) => [role, people?.map((p) => p.name)])), {
      'Camp Coordinator': ['Priya Raghavan'],
      Doctor: ['Dr. Rajesh Iyer'],
      'Social Worker': ['Selvi Murugan'],
    });
    const empty = await t.app.inject({ url: `/api/curable/campstaffdetails/${ids.E}`, headers: bearer(tokens.pc) });
    assert.deepEqual(empty.json(), {});
    // Not visible to this Social Worker, another hospital's, unknown: all 404.
    for (const [who, id] of [
      ['social', ids.A],
      ['pc', ids.O],
      ['pc', 999999],
    ] as const) {
      const res = await t.app.inject({ url: `/api/curable/campstaffdetails/${id}`, headers: bearer(tokens[who]) });
      assert.equal(res.statusCode, 404, `${who} ${id}`);
      assert.equal(res.json().message, 'This Outreach Clinic does not exist.');
    }
  });
});
