/**
 * Role scope on every record (issue 13, docs/api.md §4.2 and Decision 3): each by-id route, for each role, answers
 * 200 for a record of a camp in the caller's scope and, for one outside it (same hospital, or another hospital),
 * the very 404 an unknown id gets, writing nothing. A role without the route's privilege gets 403 either way.
 * The lists cannot offer more than the by-id routes accept.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Candidate, MetricGroup } from '@screening/domain/types';
import { serialiseGroup, serialiseGroups } from '@screening/domain/forms';
import { normaliseStageLabel } from '@screening/domain/forms';
import { enrol, enrolBody, insertClinic, list, post, tagBody } from '../candidates/candidate-fixtures.js';
import {
  auditLog,
  camp,
  campStaff,
  candidate,
  candidateHabit,
  candidateHistory,
  candidateMedicalDetails,
  candidateTest,
  diseaseTestMaster,
} from '../db/schema.js';
import { FORM_IDS, ROLE } from '../seed/ids.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';
import { addHospitalWithUser, campBody, dayFromToday, uiInstant } from './camp-fixtures.js';

type Role = keyof typeof demoAccounts;
type Response = Awaited<ReturnType<typeof post>>;
type CampKey = 'team' | 'ccOwn' | 'ccStaffed' | 'adminOwn' | 'nobodys' | 'foreign';

interface Target {
  campId: number;
  prefix: string;
  participantId: number;
}

interface Route {
  name: string;
  /** Which id an out-of-scope answer is about. */
  about: 'participant' | 'camp';
  /** The roles holding the route's privilege in the seed. */
  roles: readonly Role[];
  call(token: string, target: Target): Promise<Response>;
}

const ROLES = Object.keys(demoAccounts) as Role[];
const REGISTRATION: readonly Role[] = ['programCoordinator', 'campCoordinator', 'socialWorker', 'nurse', 'doctor'];
const CLINICAL: readonly Role[] = ['programCoordinator', 'campCoordinator', 'doctor'];
const OUTREACH_EDIT: readonly Role[] = ['admin', 'programCoordinator', 'campCoordinator'];

/** Camps in each role's scope, and camps outside it (docs/api.md §4.2). */
const INSIDE: Record<Role, CampKey[]> = {
  admin: ['adminOwn'],
  programCoordinator: ['nobodys', 'team'],
  campCoordinator: ['ccOwn', 'ccStaffed'],
  socialWorker: ['team'],
  nurse: ['team'],
  doctor: ['team'],
};
const OUTSIDE: Record<Role, CampKey[]> = {
  admin: ['nobodys', 'foreign'],
  programCoordinator: ['foreign'],
  campCoordinator: ['nobodys', 'team', 'foreign'],
  socialWorker: ['nobodys', 'ccOwn', 'foreign'],
  nurse: ['nobodys', 'ccOwn', 'foreign'],
  doctor: ['nobodys', 'ccOwn', 'foreign'],
};

const UNKNOWN = 999_999;
const MEMBER = { Name: ['Ravi'], 'Relation ': ['Son'], Gender: ['Male'], Age: ['13'] };

describe('role scope on every record: by-id reads and writes of participants and camps', () => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  const targets = {} as Record<CampKey, Target>;
  const forms = new Map<number, { form: MetricGroup; description: string }>();

  const group = (id: number, answers: Record<string, string[]>) => serialiseGroup(forms.get(id)!.form, answers);
  const result = (participantId: number, testId: number, answers: Record<string, string[]>, type: 1 | 3) => ({
    candidateId: participantId,
    diseaseTestMasterId: testId,
    stage: normaliseStageLabel(forms.get(testId)!.description),
    completed: 0,
    type,
    testMetrics: group(testId, answers),
  });
  const family = (participantId: number) => ({
    candidateId: participantId,
    type: 1,
    stage: 'FAMILY_PERSONAL',
    familyMetrics: serialiseGroups(forms.get(FORM_IDS.familyPersonal)!.form, [{ id: null, answers: MEMBER }]),
  });
  const editCamp = (token: string, { campId, prefix }: Target) => {
    const body = campBody({
      id: campId,
      campIdPrefix: prefix,
      name: 'Renamed clinic',
      startDate: uiInstant(dayFromToday(1)),
      endDate: uiInstant(dayFromToday(30)),
    });
    // A details edit with the staff untouched (null), so the scope the other routes rely on stays as set up.
    return post(t.app, token, '/newcamp', { ...body, campStaffs: null, editClinicFields: true });
  };
  const get = (token: string, url: string) => t.app.inject({ url: `/api/curable${url}`, headers: bearer(token) });

  const routes: Route[] = [
    {
      name: 'candidatehistoryForPrefil (participant, type 6)',
      about: 'participant',
      roles: REGISTRATION,
      call: (token, { participantId }) =>
        post(t.app, token, '/candidatehistoryForPrefil', { candidateId: participantId, type: 6 }),
    },
    {
      name: 'candidatehistoryForPrefil (family, type 4)',
      about: 'participant',
      roles: REGISTRATION,
      call: (token, { participantId }) =>
        post(t.app, token, '/candidatehistoryForPrefil', { candidateId: participantId, type: 4 }),
    },
    {
      name: 'candidate: general details (screenId 3)',
      about: 'participant',
      roles: REGISTRATION,
      call: (token, { participantId }) =>
        post(t.app, token, '/candidate', { id: participantId, type: 3, screenId: 3, occupation: 'Farmer' }),
    },
    {
      name: 'createMedicalHistory',
      about: 'participant',
      roles: REGISTRATION,
      call: (token, { participantId }) =>
        post(t.app, token, '/createMedicalHistory', {
          id: null,
          candidateId: participantId,
          bloodPressure: '120/80',
          pulseRate: '72',
          currentlyPregant: false,
        }),
    },
    {
      name: 'candidatehistory: eligibility',
      about: 'participant',
      roles: REGISTRATION,
      call: (token, { participantId }) =>
        post(t.app, token, '/candidatehistory', {
          candidateId: participantId,
          type: 1,
          stage: 'ELIGIBILE',
          eligibilityMetrics: group(FORM_IDS.eligibilityFemale, { 'Marital Status': ['Married'], 'Hysterectomy Done': ['No'] }),
        }),
    },
    {
      name: 'candidatehistory: family personal details',
      about: 'participant',
      roles: REGISTRATION,
      call: (token, { participantId }) => post(t.app, token, '/candidatehistory', family(participantId)),
    },
    {
      name: 'candidatehistory: family medical history',
      about: 'participant',
      roles: REGISTRATION,
      call: (token, { participantId }) =>
        post(t.app, token, '/candidatehistory', {
          candidateId: participantId,
          type: 1,
          stage: 'FAMILY_MEDICAL',
          familyMedicalMetrics: [],
        }),
    },
    {
      name: 'candidatehistory: screening result (type 1)',
      about: 'participant',
      roles: REGISTRATION,
      call: (token, { participantId }) =>
        post(
          t.app,
          token,
          '/candidatehistory',
          result(participantId, FORM_IDS.breastScreening, { 'Breast Examination': ['Yes'], Symptoms: ['No'] }, 1),
        ),
    },
    {
      name: 'candidatehistory: clinical result (type 3)',
      about: 'participant',
      roles: CLINICAL,
      call: (token, { participantId }) =>
        post(
          t.app,
          token,
          '/candidatehistory',
          result(participantId, FORM_IDS.breastClinical, { 'Breast Clinical Examination': ['No'] }, 3),
        ),
    },
    {
      name: 'saveCandidate: tag a registered participant (screenId 2)',
      about: 'participant',
      roles: REGISTRATION,
      call: (token, { campId, participantId }) => post(t.app, token, '/saveCandidate', tagBody(campId, { id: participantId })),
    },
    {
      name: 'candidate: edit or re-enrol (screenId 1)',
      about: 'participant',
      roles: REGISTRATION,
      call: (token, { campId, participantId }) =>
        post(t.app, token, '/candidate', enrolBody(campId, { id: participantId, name: 'Meena Edited' })),
    },
    {
      name: 'candidate: enrol a new participant into the camp',
      about: 'camp',
      roles: REGISTRATION,
      call: (token, { campId }) => post(t.app, token, '/candidate', enrolBody(campId, { name: 'New Enrolment' })),
    },
    {
      name: 'saveCandidate: tag a new person in the camp',
      about: 'camp',
      roles: REGISTRATION,
      call: (token, { campId }) => post(t.app, token, '/saveCandidate', tagBody(campId, { name: 'New Tag' })),
    },
    {
      name: 'campstaffdetails/{campId}',
      about: 'camp',
      roles: ROLES,
      call: (token, { campId }) => get(token, `/campstaffdetails/${campId}`),
    },
    {
      name: 'newcamp: edit (campDTO.id)',
      about: 'camp',
      roles: OUTREACH_EDIT,
      call: editCamp,
    },
  ];

  /** Row counts and newest changes of every table these routes write: equal before and after = nothing written. */
  async function snapshot(): Promise<unknown> {
    const counted = [candidate, candidateHistory, candidateMedicalDetails, candidateHabit, candidateTest, campStaff, auditLog];
    const changed = [
      candidate.lastModifiedDate,
      candidateMedicalDetails.lastModifiedDate,
      candidateTest.lastModifiedDate,
      camp.lastModifiedDate,
    ];
    const columns = [
      ...counted.map((table) => sql`(select count(*) from ${table})::text`),
      ...changed.map((column) => sql`(select max(${column}) from ${column.table})::text`),
    ];
    const res = await t.db.execute(sql`select ${sql.join(columns, sql`, `)}`);
    return (res as unknown as { rows: unknown[] }).rows[0];
  }

  before(async () => {
    t = await createTestApp();
    for (const row of await t.db.select().from(diseaseTestMaster)) {
      const form = row.eligibilityMetrics ?? row.familyMetrics ?? row.testMetrics;
      if (form) forms.set(row.id, { form, description: row.description ?? '' });
    }
    for (const role of ROLES) tokens[role] = await signIn(t.app, demoAccounts[role].email);
    const other = await addHospitalWithUser(t.db, 'pc@scope-elsewhere.in', ROLE.programCoordinator);
    const otherPc = await signIn(t.app, 'pc@scope-elsewhere.in');

    const clinics = {
      team: await insertClinic(t.db, {
        staff: [demoAccounts.socialWorker.email, demoAccounts.nurse.email, demoAccounts.doctor.email],
      }),
      ccOwn: await insertClinic(t.db, { createdBy: demoAccounts.campCoordinator.email }),
      ccStaffed: await insertClinic(t.db, { staff: [demoAccounts.campCoordinator.email] }),
      adminOwn: await insertClinic(t.db, { createdBy: demoAccounts.admin.email }),
      nobodys: await insertClinic(t.db, { createdBy: 'someone.else@demo.in' }),
      foreign: await insertClinic(t.db, { hospitalId: other.hospitalId, createdBy: 'pc@scope-elsewhere.in' }),
    };
    for (const [key, clinic] of Object.entries(clinics) as [CampKey, { id: number; prefix: string }][]) {
      // Each participant starts with a family member and a pending clinical test, so the writes outside scope
      // have something to replace or complete.
      const owner = key === 'foreign' ? otherPc : tokens.programCoordinator;
      const person: Candidate = await enrol(t.app, owner, clinic.id, { name: `Scoped ${key}` });
      const saved = await post(t.app, owner, '/candidatehistory', family(person.id));
      assert.equal(saved.statusCode, 200, saved.body);
      await t.db
        .insert(candidateTest)
        .values({ candidateId: person.id, diseaseTestMasterId: FORM_IDS.breastClinical, completed: 0 });
      if (key === 'foreign')
        await t.db
          .insert(candidateTest)
          .values({ candidateId: person.id, diseaseTestMasterId: FORM_IDS.breastScreening, completed: 0 });
      targets[key] = { campId: clinic.id, prefix: clinic.prefix, participantId: person.id };
    }
  });
  after(() => t.close());

  for (const route of routes) {
    for (const role of ROLES) {
      const allowed = route.roles.includes(role);
      const title = allowed
        ? `${route.name} as ${role}: 200 in ${INSIDE[role].join(', ')}; 404 in ${OUTSIDE[role].join(', ')}, nothing written`
        : `${route.name} as ${role}: 403 (no privilege), nothing written`;
      test(title, async () => {
        const token = tokens[role];
        const unknown = await route.call(token, { campId: UNKNOWN, prefix: '9999999', participantId: UNKNOWN });
        for (const key of INSIDE[role]) {
          const res = await route.call(token, targets[key]);
          assert.equal(res.statusCode, allowed ? 200 : 403, `${key}: ${res.body}`);
        }
        for (const key of OUTSIDE[role]) {
          const before = await snapshot();
          const res = await route.call(token, targets[key]);
          assert.equal(res.statusCode, allowed ? 404 : 403, `${key}: ${res.body}`);
          if (allowed) {
            // The answer an unknown id gets: nothing tells the caller the record exists.
            const id = route.about === 'camp' ? targets[key].campId : targets[key].participantId;
            assert.deepEqual(res.json(), JSON.parse(unknown.body.replaceAll(String(UNKNOWN), String(id))), key);
          }
          assert.deepEqual(await snapshot(), before, `${key}: nothing written`);
        }
      });
    }
  }

  test('every participant and camp a list offers is accepted by id (the lists use the same scope)', async () => {
    for (const role of REGISTRATION) {
      const listed = new Set<number>();
      for (const stage of [1, 2, 3] as const) for (const c of await list(t.app, tokens[role], stage)) listed.add(c.id);
      assert.ok(listed.size > 0, role);
      for (const id of listed) {
        const res = await post(t.app, tokens[role], '/candidatehistoryForPrefil', { candidateId: id, type: 6 });
        assert.equal(res.statusCode, 200, `${role} participant ${id}: ${res.body}`);
      }
      for (const key of OUTSIDE[role]) assert.ok(!listed.has(targets[key].participantId), `${role} lists ${key}`);
    }
    for (const role of ROLES) {
      const camps = (await post(t.app, tokens[role], '/activecampForReports', { search: '' })).json<{ campId: number }[]>();
      for (const key of INSIDE[role])
        assert.ok(
          camps.some((c) => c.campId === targets[key].campId),
          `${role} misses ${key}`,
        );
      for (const key of OUTSIDE[role]) assert.ok(!camps.some((c) => c.campId === targets[key].campId), `${role} sees ${key}`);
      for (const { campId } of camps)
        assert.equal((await get(tokens[role], `/campstaffdetails/${campId}`)).statusCode, 200, `${role} camp ${campId}`);
    }
  });
});
