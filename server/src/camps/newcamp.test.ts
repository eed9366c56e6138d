import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { Camp, StaffByRole } from '@screening/domain/types';
import { auditLog, camp, campStaff, employee } from '../db/schema.js';
import { MENU, ROLE } from '../seed/ids.js';
import { withoutGrant } from '../testing/grants.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';
import {
  KOVALAM,
  addHospitalWithUser,
  campBody,
  createCamp,
  dayFromToday,
  nextClinicId,
  postCamp,
  uiInstant,
} from './camp-fixtures.js';

describe('POST /curable/newcamp', () => {
  let t: TestApp;
  let pc: string; // Program Coordinator
  let cc: string; // Camp Coordinator
  let staff: StaffByRole;
  const idOf = (role: keyof StaffByRole, name: string) => {
    const found = staff[role]?.find((s) => s.name === name);
    assert.ok(found, `${name} is on the ${role} list`);
    return found.id;
  };
  const staffEntry = (role: keyof StaffByRole, name: string) => ({ role, name, hospitalEmployeeId: idOf(role, name) });
  const campByPrefix = async (prefix: string) => (await t.db.select().from(camp).where(eq(camp.campIdPrefix, prefix)))[0];
  const staffIdsOf = async (campId: number) =>
    (await t.db.select({ id: campStaff.employeeId }).from(campStaff).where(eq(campStaff.campId, campId)))
      .map((r) => r.id)
      .sort((a, b) => a - b);
  const search = async (token: string, text: string): Promise<Camp[]> =>
    (
      await t.app.inject({ method: 'POST', url: '/api/curable/activecamp', headers: bearer(token), payload: { search: text } })
    ).json();

  before(async () => {
    t = await createTestApp();
    pc = await signIn(t.app, demoAccounts.programCoordinator.email);
    cc = await signIn(t.app, demoAccounts.campCoordinator.email);
    staff = (await t.app.inject({ url: '/api/curable/hospitalstaffdetails/1', headers: bearer(pc) })).json();
  });
  after(() => t.close());

  test('creates the clinic and answers its ID as text/plain; the staff are stored; the write is audited', async () => {
    const body = campBody({ name: 'Kovalam Camp' }, [
      staffEntry('Doctor', 'Dr. Rajesh Iyer'),
      staffEntry('Social Worker', 'Selvi Murugan'),
    ]);
    const res = await postCamp(t.app, pc, body);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^text\/plain/);
    assert.equal(res.body, body.campDTO.campIdPrefix);

    const row = await campByPrefix(res.body);
    assert.equal(row.name, 'Kovalam Camp');
    assert.equal(row.hospitalId, 1);
    assert.equal(row.pincode, '603112');
    assert.equal(row.createdBy, 'coordinator@demo.in');
    assert.deepEqual(
      [row.noProgramcordinators, row.noCampcordinators, row.noSocialworkers, row.noNurses, row.noDoctors],
      [1, 1, 3, 0, 2],
    );
    // The IST midnight the UI sent is kept as the instant of that day.
    assert.equal(row.startDate.toISOString(), body.campDTO.startDate);
    assert.deepEqual(
      await staffIdsOf(row.id),
      [idOf('Social Worker', 'Selvi Murugan'), idOf('Doctor', 'Dr. Rajesh Iyer')].sort((a, b) => a - b),
    );

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'camp'), eq(auditLog.entityId, String(row.id))));
    assert.equal(audits.length, 1);
    assert.equal(audits[0].action, 'CREATE');
    assert.equal(audits[0].login, 'coordinator@demo.in');
  });

  test('required fields: each missing one is refused with the form message and its field', async () => {
    for (const field of ['name', 'pincode', 'panchayatMasterId', 'campIdPrefix', 'startDate'] as const) {
      const res = await postCamp(t.app, pc, campBody({ [field]: field === 'panchayatMasterId' ? null : '' }));
      assert.equal(res.statusCode, 400, field);
      assert.deepEqual(res.json(), {
        error: 'CLINIC_REQUIRED',
        message: 'Please fill out all required fields.',
        field: `campDTO.${field}`,
      });
    }
    const res = await postCamp(t.app, pc, {});
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'campDTO is required.');
  });

  test('clinic ID of exactly 7 digits, pincode of exactly 6', async () => {
    for (const bad of ['123456', '12345678', '12a4567']) {
      const res = await postCamp(t.app, pc, campBody({ campIdPrefix: bad }));
      assert.equal(res.statusCode, 400, bad);
      assert.equal(res.json().message, 'Clinic ID must be exactly 7 digits.');
    }
    for (const bad of ['60311', '6031120', '60311x']) {
      const res = await postCamp(t.app, pc, campBody({ pincode: bad }));
      assert.equal(res.statusCode, 400, bad);
      assert.equal(res.json().message, 'Pincode must be exactly 6 digits.');
    }
  });

  test('dates: end before start refused; a start in the past refused; no end date is fine', async () => {
    let res = await postCamp(t.app, pc, campBody({ startDate: uiInstant(dayFromToday(5)), endDate: uiInstant(dayFromToday(4)) }));
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      error: 'END_BEFORE_START',
      message: 'End date cannot be before start date.',
      field: 'campDTO.endDate',
    });
    res = await postCamp(t.app, pc, campBody({ startDate: uiInstant(dayFromToday(-1)) }));
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'Start date cannot be in the past.');
    res = await postCamp(t.app, pc, campBody({ startDate: 'someday' }));
    assert.equal(res.json().message, 'Please enter a valid date.');
    // Today (as an IST midnight instant, i.e. yesterday 18:30 UTC) is allowed; so is no end date.
    res = await postCamp(t.app, pc, campBody({ startDate: uiInstant(dayFromToday(0)), endDate: null }));
    assert.equal(res.statusCode, 200, res.body);
  });

  test('counts arrive lenient ("" → 0, "2" → 2) but a negative or non-numeric count is refused', async () => {
    let res = await postCamp(t.app, pc, campBody({ noDoctors: '-1' }));
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().field, 'campDTO.noDoctors');
    res = await postCamp(t.app, pc, campBody({ noNurses: 'many' }));
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().field, 'campDTO.noNurses');
  });

  test('a clinic ID already used in the hospital → 409 with a clear message; nothing is written', async () => {
    const first = await createCamp(t.app, pc, campBody());
    const before = (await t.db.select().from(camp)).length;
    const res = await postCamp(t.app, pc, campBody({ name: 'Another camp', campIdPrefix: first }));
    assert.equal(res.statusCode, 409);
    assert.deepEqual(res.json(), {
      error: 'CLINIC_ID_TAKEN',
      message: `Outreach Clinic ID ${first} already exists. Please enter a different Clinic ID.`,
      field: 'campDTO.campIdPrefix',
      params: { clinicId: first },
    });
    assert.equal((await t.db.select().from(camp)).length, before);
  });

  test('isDuplicateClinic answers a JSON boolean for the caller’s hospital and 403 for another', async () => {
    const used = await createCamp(t.app, pc, campBody());
    const ask = (h: number, code: string) =>
      t.app.inject({ url: `/api/curable/isDuplicateClinic/hospitalId/${h}/outreachClinicId/${code}`, headers: bearer(pc) });
    let res = await ask(1, used);
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.equal(res.json(), true);
    assert.equal((await ask(1, nextClinicId())).json(), false);
    res = await ask(2, used);
    assert.equal(res.statusCode, 403);
  });

  test('staff: more than planned for a role → "Kindly select maximum {n} only."; nothing is written', async () => {
    const before = (await t.db.select().from(camp)).length;
    const body = campBody({ noDoctors: '1' }, [
      staffEntry('Doctor', 'Dr. Rajesh Iyer'),
      staffEntry('Doctor', 'Dr. Shanthi Pillai'),
    ]);
    const res = await postCamp(t.app, pc, body);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      error: 'ROLE_ALLOCATION_LIMIT',
      message: 'Doctor: Kindly select maximum 1 only.',
      field: 'campStaffs',
      params: { role: 'Doctor', max: 1 },
    });
    // A blank count means none planned.
    const none = await postCamp(t.app, pc, campBody({ noNurses: '' }, [staffEntry('Nurse', 'Jaya Kumari')]));
    assert.equal(none.json().message, 'Nurse: Kindly select maximum 0 only.');
    assert.equal((await t.db.select().from(camp)).length, before);
  });

  test('staff: the role comes from the employee record, not from the payload', async () => {
    const body = campBody({ noDoctors: '0', noSocialworkers: '3' }, [
      { role: 'Social Worker', name: 'x', hospitalEmployeeId: idOf('Doctor', 'Dr. Rajesh Iyer') },
    ]);
    const res = await postCamp(t.app, pc, body);
    assert.equal(res.json().message, 'Doctor: Kindly select maximum 0 only.');
  });

  test('staff: only active staff of the caller’s hospital (not another hospital’s, not inactive, not unknown)', async () => {
    const other = await addHospitalWithUser(t.db, 'doc@other.in', ROLE.doctor);
    let res = await postCamp(t.app, pc, campBody({}, [{ role: 'Doctor', name: 'Staff', hospitalEmployeeId: other.userId }]));
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().field, 'campStaffs');
    assert.equal(res.json().message, `Only active staff of your hospital can be allocated (not employee ${other.userId}).`);

    const inactiveId = idOf('Nurse', 'Saranya Ganesan');
    await t.db.update(employee).set({ isRecordDeleted: true }).where(eq(employee.id, inactiveId));
    try {
      res = await postCamp(
        t.app,
        pc,
        campBody({ noNurses: '2' }, [{ role: 'Nurse', name: 'Saranya Ganesan', hospitalEmployeeId: inactiveId }]),
      );
      assert.equal(res.statusCode, 400);
      assert.match(res.json().message, /^Only active staff of your hospital/);
    } finally {
      await t.db.update(employee).set({ isRecordDeleted: false }).where(eq(employee.id, inactiveId));
    }
    res = await postCamp(t.app, pc, campBody({}, [{ role: 'Doctor', name: 'Nobody', hospitalEmployeeId: 99999 }]));
    assert.equal(res.statusCode, 400);
  });

  test('an unknown panchayat is refused', async () => {
    const res = await postCamp(t.app, pc, campBody({ panchayatMasterId: 9999 }));
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      error: 'PANCHAYAT_INVALID',
      message: 'Please select a valid Panchayat/Village.',
      field: 'campDTO.panchayatMasterId',
    });
  });

  test('a Camp Coordinator who creates a clinic is on its staff (docs/api.md §4.1)', async () => {
    const prefix = await createCamp(t.app, cc, campBody({}, [staffEntry('Doctor', 'Dr. Rajesh Iyer')]));
    const row = await campByPrefix(prefix);
    assert.deepEqual(
      await staffIdsOf(row.id),
      [idOf('Camp Coordinator', 'Priya Raghavan'), idOf('Doctor', 'Dr. Rajesh Iyer')].sort((a, b) => a - b),
    );
  });

  test('the Camp Coordinator who created a clinic is kept apart from its plan: marked on its staff list, never counted, kept by every staff edit', async () => {
    const creator = idOf('Camp Coordinator', 'Priya Raghavan');
    const suresh = staffEntry('Camp Coordinator', 'Suresh Babu');
    const prefix = await createCamp(t.app, cc, campBody({ noCampcordinators: '1' }, [suresh]));
    const { id } = await campByPrefix(prefix);
    const listed: StaffByRole = (await t.app.inject({ url: `/api/curable/campstaffdetails/${id}`, headers: bearer(cc) })).json();
    assert.deepEqual(
      listed['Camp Coordinator']?.map((member) => [member.name, member.clinicCreator ?? false]),
      [
        ['Priya Raghavan', true],
        ['Suresh Babu', false],
      ],
    );

    // Her staff edit sends both coordinators, as the list showed them, against a plan of one: saved.
    const both = [staffEntry('Camp Coordinator', 'Priya Raghavan'), suresh, staffEntry('Doctor', 'Dr. Rajesh Iyer')];
    let res = await postCamp(t.app, cc, campBody({ id, campIdPrefix: prefix }, both));
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      await staffIdsOf(id),
      [creator, suresh.hospitalEmployeeId, idOf('Doctor', 'Dr. Rajesh Iyer')].sort((a, b) => a - b),
    );

    // A Program Coordinator's edit that leaves her out keeps her; two other coordinators are still one too many.
    res = await postCamp(t.app, pc, campBody({ id, campIdPrefix: prefix }, [suresh]));
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      await staffIdsOf(id),
      [creator, suresh.hospitalEmployeeId].sort((a, b) => a - b),
    );
    res = await postCamp(
      t.app,
      pc,
      campBody({ id, campIdPrefix: prefix }, [suresh, staffEntry('Camp Coordinator', 'Divya Chandrasekar')]),
    );
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().error, 'ROLE_ALLOCATION_LIMIT');
    // A clinic a Program Coordinator created has no such coordinator.
    const other = await campByPrefix(await createCamp(t.app, pc, campBody({}, [suresh])));
    const otherStaff: StaffByRole = (
      await t.app.inject({ url: `/api/curable/campstaffdetails/${other.id}`, headers: bearer(pc) })
    ).json();
    assert.equal(otherStaff['Camp Coordinator']?.[0].clinicCreator, undefined);
  });

  test('edit (campDTO.id) with editClinicFields updates the clinic’s fields AND replaces its staff; audited as UPDATE', async () => {
    const body = campBody({ name: 'Nemmeli Camp' }, [
      staffEntry('Doctor', 'Dr. Rajesh Iyer'),
      staffEntry('Nurse', 'Jaya Kumari'),
    ]);
    body.campDTO.noNurses = '1';
    const prefix = await createCamp(t.app, pc, body);
    const { id } = await campByPrefix(prefix);

    const edited = campBody(
      {
        id,
        name: 'Nemmeli Camp (revised)',
        campIdPrefix: prefix,
        pincode: '603104',
        panchayatMasterId: 3,
        startDate: uiInstant(dayFromToday(2)),
        endDate: uiInstant(dayFromToday(6)),
        noDoctors: '3',
      },
      [staffEntry('Doctor', 'Dr. Shanthi Pillai'), staffEntry('Doctor', 'Dr. Farhana Begum')],
    );
    const res = await postCamp(t.app, pc, { ...edited, editClinicFields: true });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.body, prefix);

    const [shown] = await search(pc, prefix);
    assert.equal(shown.campName, 'Nemmeli Camp (revised)');
    assert.equal(shown.pincode, '603104');
    assert.equal(shown.panchayatMasterId, 3);
    assert.equal(shown.displayStartDate, dayFromToday(2));
    assert.equal(shown.displayEndDate, dayFromToday(6));
    assert.equal(shown.noDoctors, 3);
    assert.deepEqual(
      await staffIdsOf(id),
      [idOf('Doctor', 'Dr. Shanthi Pillai'), idOf('Doctor', 'Dr. Farhana Begum')].sort((a, b) => a - b),
    );

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'camp'), eq(auditLog.entityId, String(id))));
    assert.deepEqual(
      audits.map((a) => a.action),
      ['CREATE', 'UPDATE'],
    );
  });

  test('a details edit (editClinicFields, no campStaffs) keeps the staff; the clinic ID cannot change; a started clinic keeps its start date', async () => {
    const prefix = await createCamp(t.app, pc, campBody({}, [staffEntry('Doctor', 'Dr. Rajesh Iyer')]));
    const { id } = await campByPrefix(prefix);
    // The clinic started two days ago (written directly: the API refuses past dates on creation).
    await t.db
      .update(camp)
      .set({ startDate: new Date(`${dayFromToday(-2)}T00:00:00+05:30`) })
      .where(eq(camp.id, id));

    const details = { id, campIdPrefix: prefix, name: 'Renamed', startDate: uiInstant(dayFromToday(-2)) };
    const detailsEdit = (campDTO: object) => postCamp(t.app, pc, { campDTO, editClinicFields: true });
    let res = await detailsEdit(campBody(details).campDTO);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await campByPrefix(prefix)).name, 'Renamed');
    assert.deepEqual(await staffIdsOf(id), [idOf('Doctor', 'Dr. Rajesh Iyer')]);

    // Moving the start to another past day is refused.
    res = await detailsEdit(campBody({ ...details, startDate: uiInstant(dayFromToday(-1)) }).campDTO);
    assert.equal(res.json().message, 'Start date cannot be in the past.');
    res = await detailsEdit(campBody({ ...details, campIdPrefix: nextClinicId() }).campDTO);
    assert.deepEqual(res.json(), {
      error: 'CLINIC_ID_FIXED',
      message: 'The Outreach Clinic ID cannot be changed.',
      field: 'campDTO.campIdPrefix',
    });
  });

  test('the planned enrolment: saved, shown in the lists, kept by an edit that does not send it, cleared by null, refused when not a whole number up to 99999', async () => {
    const prefix = await createCamp(t.app, pc, campBody({ name: 'Planned Camp', plannedEnrolment: 250 }));
    const { id } = await campByPrefix(prefix);
    assert.equal((await campByPrefix(prefix)).plannedEnrolment, 250);
    assert.equal((await search(pc, prefix))[0].plannedEnrolment, 250);

    // The original client's edits never send it: the plan stays.
    const details = { id, campIdPrefix: prefix, name: 'Planned Camp renamed' };
    let res = await postCamp(t.app, pc, { campDTO: campBody(details).campDTO, editClinicFields: true });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await campByPrefix(prefix)).plannedEnrolment, 250);
    res = await postCamp(t.app, pc, {
      campDTO: campBody({ ...details, plannedEnrolment: null }).campDTO,
      editClinicFields: true,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await campByPrefix(prefix)).plannedEnrolment, null);
    assert.equal((await search(pc, prefix))[0].plannedEnrolment, null);

    for (const bad of [-1, 100_000, 2.5, '40']) {
      res = await postCamp(t.app, pc, campBody({ plannedEnrolment: bad as number }));
      assert.equal(res.statusCode, 400, `${JSON.stringify(bad)}: ${res.body}`);
      assert.equal(res.json().field, 'campDTO.plannedEnrolment');
    }
  });

  test('the original client’s staff edit (id set, placeholder panchayat 1, no editClinicFields) replaces the staff only', async () => {
    const paranur = 5;
    const created = campBody(
      { name: 'Paranur Camp', panchayatMasterId: paranur, pincode: '603108', noNurses: '1', noDoctors: '1' },
      [staffEntry('Nurse', 'Kavitha Ramesh'), staffEntry('Doctor', 'Dr. Senthil Kumar')],
    );
    const prefix = await createCamp(t.app, pc, created);
    const before = await campByPrefix(prefix);

    // What "Edit Existing Outreach Clinic → Edit → Submit" of the original sends: the clinic as listed, but with
    // its fixed panchayat 1 (Kovalam), counts as numbers, and the new staff.
    const res = await postCamp(t.app, pc, {
      campDTO: {
        startDate: uiInstant(dayFromToday(1)).replace('.000Z', 'Z'),
        endDate: uiInstant(dayFromToday(3)).replace('.000Z', 'Z'),
        panchayatMasterId: KOVALAM,
        pincode: '603112',
        noCampcordinators: 0,
        noDoctors: 1,
        noNurses: 1,
        noProgramcordinators: 0,
        noSocialworkers: 0,
        name: 'Paranur Camp',
        campIdPrefix: prefix,
        hospitalId: '1',
        id: before.id,
      },
      campStaffs: [
        { role: 'Nurse', name: 'Jaya Kumari', hospitalEmployeeId: idOf('Nurse', 'Jaya Kumari') },
        { role: 'Doctor', name: 'Dr. Senthil Kumar', hospitalEmployeeId: idOf('Doctor', 'Dr. Senthil Kumar') },
      ],
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.body, prefix);

    const after = await campByPrefix(prefix);
    assert.equal(after.panchayatMasterId, paranur, 'the clinic stays in Paranur');
    assert.deepEqual(after, before, 'no field of the clinic changes');
    const [shown] = await search(pc, prefix);
    assert.equal(shown.panchayatName, 'Paranur');
    assert.deepEqual(
      await staffIdsOf(before.id),
      [idOf('Nurse', 'Jaya Kumari'), idOf('Doctor', 'Dr. Senthil Kumar')].sort((a, b) => a - b),
    );
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'camp'), eq(auditLog.entityId, String(before.id))));
    assert.deepEqual(
      audits.map((a) => [a.action, (a.details as { staffOnly?: boolean } | null)?.staffOnly ?? false]),
      [
        ['CREATE', false],
        ['UPDATE', true],
      ],
    );
  });

  test('a staff-only edit is checked against the clinic’s planned counts, not the body’s; an edit that says nothing to change is refused', async () => {
    const prefix = await createCamp(t.app, pc, campBody({ noDoctors: '1' }, [staffEntry('Doctor', 'Dr. Rajesh Iyer')]));
    const { id } = await campByPrefix(prefix);
    const twoDoctors = [staffEntry('Doctor', 'Dr. Shanthi Pillai'), staffEntry('Doctor', 'Dr. Farhana Begum')];
    let res = await postCamp(t.app, pc, campBody({ id, campIdPrefix: prefix, noDoctors: 5 }, twoDoctors));
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'Doctor: Kindly select maximum 1 only.');
    assert.equal((await campByPrefix(prefix)).noDoctors, 1);

    res = await postCamp(t.app, pc, { campDTO: campBody({ id, campIdPrefix: prefix, name: 'Silently lost' }).campDTO });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().field, 'editClinicFields');
    res = await postCamp(t.app, pc, { ...campBody({ id, campIdPrefix: prefix, name: 'Text flag' }), editClinicFields: 'true' });
    assert.equal(res.statusCode, 400);
    assert.notEqual((await campByPrefix(prefix)).name, 'Text flag');
    assert.deepEqual(await staffIdsOf(id), [idOf('Doctor', 'Dr. Rajesh Iyer')]);
  });

  test('privileges: creating needs CREATE and editing EDIT on /Outrich Clinic; a Social Worker gets 403', async () => {
    const social = await signIn(t.app, demoAccounts.socialWorker.email);
    const res = await postCamp(t.app, social, campBody());
    assert.equal(res.statusCode, 403);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/curable/newcamp', payload: campBody() })).statusCode, 401);

    // Take EDIT on the outreach menu away from the Camp Coordinator role: creating still works, editing does not.
    await withoutGrant(t.db, { roleId: ROLE.campCoordinator, menuId: MENU.outreachClinic, privilege: 'EDIT' }, async () => {
      const prefix = await createCamp(t.app, cc, campBody());
      const { id } = await campByPrefix(prefix);
      const edit = await postCamp(t.app, cc, campBody({ id, campIdPrefix: prefix, name: 'Edited' }));
      assert.equal(edit.statusCode, 403);
      assert.match(edit.json().message, /EDIT on \/Outrich Clinic/);
      assert.notEqual((await campByPrefix(prefix)).name, 'Edited');
    });
  });

  test('nobody edits another hospital’s clinic: 404, and nothing changes', async () => {
    const prefix = await createCamp(t.app, pc, campBody({ name: 'Hospital one camp' }));
    const { id } = await campByPrefix(prefix);
    const other = await addHospitalWithUser(t.db, 'pc@other.in', ROLE.programCoordinator);
    const otherToken = await signIn(t.app, 'pc@other.in');
    const res = await postCamp(t.app, otherToken, campBody({ id, campIdPrefix: prefix, name: 'Taken over' }));
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, 'This Outreach Clinic does not exist.');
    assert.equal((await campByPrefix(prefix)).name, 'Hospital one camp');
    // The same clinic ID is free in the other hospital.
    const own = await postCamp(t.app, otherToken, campBody({ campIdPrefix: prefix, panchayatMasterId: 1 }));
    assert.equal(own.statusCode, 200, own.body);
    const [mine] = await t.db
      .select()
      .from(camp)
      .where(and(eq(camp.campIdPrefix, prefix), eq(camp.hospitalId, other.hospitalId)));
    assert.ok(mine);
  });
});
