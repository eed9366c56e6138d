/**
 * The calls of this remote answered on a TestServer the way the suite's server answers them (docs/api.md §5.4,
 * §6, §7): worklists with eligibleDiseases, definitions by id, type-7/6/2 prefill, results stored as sent.
 */
import type { Candidate, CandidateHabit, DiseaseTestMaster, MetricGroup } from '@screening/shared';
import { DEFINITIONS } from './definitions.test-data';
import { candidate, refusal, type ApiTestServer, type TestReply } from '@screening/shared/testing';

export interface FakeTest {
  candidateTestId: number;
  diseaseTestId: number;
  completed: 0 | 1;
  testResult: MetricGroup | null;
}

export interface FakePerson {
  id: number;
  name: string;
  registraionId: string;
  age: number;
  gender: 'FEMALE' | 'MALE';
  mobileNo: string;
  tests: FakeTest[];
  general?: Partial<Candidate> & { candidateHabitDTOs?: CandidateHabit[] };
  /** Her clinic; 7 unless given. */
  campId?: number;
}

export const person = (id: number, name: string, tests: FakeTest[], extra: Partial<FakePerson> = {}): FakePerson => ({
  id,
  name,
  registraionId: `1203045001${String(id).padStart(6, '0')}`,
  age: 45,
  gender: 'FEMALE',
  mobileNo: `98400${String(id).padStart(5, '0')}`,
  tests,
  ...extra,
});

export const pending = (candidateTestId: number, diseaseTestId: number, testResult: MetricGroup | null = null): FakeTest => ({
  candidateTestId,
  diseaseTestId,
  completed: 0,
  testResult,
});

const definitionOf = (id: number): DiseaseTestMaster | undefined => DEFINITIONS.find((d) => d.id === id);

/** A participant as a worklist (stage 1: SCREENING, 2: CLINICAL) lists her, with the open tests of that kind. */
export function listItem(p: FakePerson, kind: 'SCREENING' | 'CLINICAL'): Candidate {
  const open = p.tests.filter((t) => t.completed === 0 && definitionOf(t.diseaseTestId)?.name === kind);
  return candidate({
    id: p.id,
    name: p.name,
    registraionId: p.registraionId,
    registrationId: p.registraionId,
    age: p.age,
    gender: p.gender,
    mobileNo: p.mobileNo,
    hospitalId: 1,
    campId: p.campId ?? 7,
    eligibleDiseases:
      open.length === 0
        ? null
        : open.map((t) => ({
            candidateId: p.id,
            stage: definitionOf(t.diseaseTestId)?.description ?? '',
            name: kind,
            diseaseTestId: t.diseaseTestId,
            candidateTestId: t.candidateTestId,
          })),
  });
}

export interface ClinicalApiControl {
  /** When set, every save answers this (a server or network failure). */
  failSavesWith: TestReply | null;
  /** When set, every save waits for it before answering (a save still under way). */
  holdSaves: Promise<void> | null;
}

/** Installs the routes on `server` over `people` (mutated by saves, so a re-read sees them). */
export function installClinicalApi(server: ApiTestServer, people: FakePerson[]): ClinicalApiControl {
  const control: ClinicalApiControl = { failSavesWith: null, holdSaves: null };
  const kindOf = (stage: number) => (stage === 1 ? 'SCREENING' : 'CLINICAL');
  // Stage 1 lists those whose screening is not finished; 2 those with an open clinical test; 4 those of 2 whose
  // clinical tests are all untouched.
  const waiting = (stage: number) =>
    people.filter((p) => {
      if (listItem(p, kindOf(stage)).eligibleDiseases !== null) {
        const clinical = p.tests.filter((t) => definitionOf(t.diseaseTestId)?.name === 'CLINICAL');
        return stage !== 4 || clinical.every((t) => t.completed === 0 && t.testResult === null);
      }
      return stage === 1 && p.tests.length === 0;
    });
  server.on('POST', '/api/curable/getCandidatesList', ({ body }) => {
    const search = String(body.search ?? '')
      .trim()
      .toLowerCase();
    const items = waiting(Number(body.stage))
      .filter((p) => [p.name, p.registraionId, p.mobileNo].some((v) => v.toLowerCase().includes(search)))
      .filter((p) => body.campId == null || (p.campId ?? 7) === body.campId)
      .map((p) => listItem(p, kindOf(Number(body.stage))));
    return { status: 200, body: items };
  });

  server.on('POST', '/api/curable/getWorklistClinics', ({ body }) => {
    const counts = new Map<number, number>();
    for (const p of waiting(Number(body.stage))) counts.set(p.campId ?? 7, (counts.get(p.campId ?? 7) ?? 0) + 1);
    return {
      status: 200,
      body: [...counts].map(([campId, count]) => ({
        campId,
        campIdPrefix: String(1203000 + campId),
        campName: `Clinic ${campId}`,
        waiting: count,
      })),
    };
  });

  // The hospital's live screening tests (the forms' "Referred for" texts come from them).
  server.on('GET', '/api/curable/getScreeningTests', () => ({
    status: 200,
    body: DEFINITIONS.filter((d) => d.name === 'SCREENING').map((d) => ({
      diseaseTestId: d.id,
      stage: d.description ?? '',
      gender: d.gender,
      ageRule: null,
      defaultTest: false,
    })),
  }));

  server.on('GET', '/api/curable/getMetricsById/', ({ url }) => {
    const definition = definitionOf(Number(url.split('/').pop()));
    return definition ? { status: 200, body: definition } : refusal(404, 'FORM_NOT_FOUND', { form: url.split('/').pop() ?? '' });
  });

  const prefill = (body: Record<string, unknown>): TestReply => {
    const p = people.find((x) => x.id === Number(body.candidateId));
    if (!p) return { status: 200 };
    if (body.type === 7) {
      const test = p.tests.find((t) => t.diseaseTestId === Number(body.diseaseTypeId ?? body.diseaseTestId));
      return test?.testResult
        ? {
            status: 200,
            body: {
              id: test.candidateTestId,
              candidateId: p.id,
              diseaseTestMasterId: test.diseaseTestId,
              testResult: test.testResult,
              testDate: null,
              resultDate: null,
              result: null,
              referral: null,
              completed: test.completed,
              dCreatedDate: null,
              dCreatedBy: null,
            },
          }
        : { status: 200 };
    }
    if (body.type === 6)
      return { status: 200, body: { ...listItem(p, 'SCREENING'), eligibleDiseases: null, address: 'Main Road', ...p.general } };
    if (body.type === 2)
      return p.general
        ? { status: 200, body: { ...listItem(p, 'SCREENING'), eligibleDiseases: null, ...p.general } }
        : { status: 200 };
    return { status: 200 };
  };

  const saveResult = (body: Record<string, unknown>): TestReply => {
    if (control.failSavesWith) return control.failSavesWith;
    const p = people.find((x) => x.id === Number(body.candidateId));
    const test = p?.tests.find((t) => t.diseaseTestId === Number(body.diseaseTestMasterId));
    if (!p || !test) {
      return refusal(404, 'TEST_NOT_FOUND', { candidateId: Number(body.candidateId), testId: Number(body.diseaseTestMasterId) });
    }
    if (test.completed === 1) {
      const kind = definitionOf(test.diseaseTestId)?.name === 'CLINICAL' ? 'clinical' : 'screening';
      return refusal(409, 'TEST_FINISHED', { kind }, 'completed');
    }
    test.testResult = body.testMetrics as MetricGroup;
    test.completed = body.completed === 1 ? 1 : 0;
    return { status: 200 };
  };

  // One prefix serves both paths: '/candidatehistory' is also the start of '/candidatehistoryForPrefil'.
  server.on('POST', '/api/curable/candidatehistory', async ({ url, body }) => {
    if (url.startsWith('/api/curable/candidatehistoryForPrefil')) return prefill(body);
    await control.holdSaves;
    return saveResult(body);
  });
  return control;
}
