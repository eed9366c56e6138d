import 'fake-indexeddb/auto';
import v8 from 'node:v8';
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { addWrite, deleteWrite, writesOf, type QueuedWrite } from './outbox-db';
import { PENDING_REGISTRATION_ID } from './outbox-gate';
import { clearReadCache, withReadCache } from './read-cache';

// jsdom leaves out Node's structuredClone, which IndexedDB (fake-indexeddb here) copies values with.
globalThis.structuredClone ??= <T>(value: T): T => v8.deserialize(v8.serialize(value)) as T;

let answer: { body: unknown; total: number } | null = null;
const fakeAdapter: AxiosAdapter = async (config) => {
  if (!answer) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  const headers = new AxiosHeaders({ 'content-type': 'application/json', 'x-total-count': String(answer.total) });
  return { data: JSON.stringify(answer.body), status: 200, statusText: 'OK', headers, config };
};
const client = axios.create({ baseURL: 'http://api.test/api' });
client.defaults.adapter = withReadCache(fakeAdapter, () => 7);

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const test1 = (candidateId: number, diseaseTestId: number) => ({
  candidateId,
  stage: `Test ${diseaseTestId}`,
  name: 'SCREENING',
  diseaseTestId,
  candidateTestId: candidateId * 10 + diseaseTestId,
});
const waiting = [
  {
    id: 1,
    name: 'Meena Kumari',
    registraionId: '1234567012000001',
    mobileNo: '9876543210',
    campId: 3,
    eligibleDiseases: [test1(1, 11), test1(1, 12)],
  },
  {
    id: 2,
    name: 'Lakshmi',
    registraionId: '1234567012000002',
    mobileNo: '9000000002',
    campId: 4,
    eligibleDiseases: [test1(2, 11)],
  },
  {
    id: 3,
    name: 'Kamala',
    registraionId: '1234567012000002_A',
    mobileNo: '8000000003',
    campId: 3,
    eligibleDiseases: [test1(3, 11)],
  },
];
/** The body the screening worklist sends (mfe-clinical). */
const worklist = (search: string, extra: object = {}) => ({
  search,
  stage: 1,
  hospitalId: 1,
  roleId: 4,
  userId: 7,
  page: 0,
  size: 50,
  ...extra,
});
const names = (data: unknown) => (data as { name: string }[]).map((row) => row.name);

async function keepOpenList() {
  answer = { body: waiting, total: 120 };
  await client.post('/curable/getCandidatesList', worklist(''));
  await settle();
  answer = null;
}

const queued = (write: Partial<QueuedWrite>): QueuedWrite => ({
  userId: 7,
  key: null,
  url: '/curable/candidatehistory',
  data: {},
  participant: 1,
  participantName: null,
  provisionalId: null,
  step: 'test',
  detail: null,
  queuedAt: new Date().toISOString(),
  refusal: null,
  ...write,
});
const answered = (name: string, value: string) => ({ testName: name, selectedValues: [value] });

beforeEach(async () => {
  answer = null;
  await clearReadCache(7);
  for (const write of await writesOf(7)) await deleteWrite(write.seq as number);
});

test('offline, a search of a worklist is answered from its open list on the device, as the server matches', async () => {
  await keepOpenList();
  const search = async (text: string, extra?: object) =>
    client
      .post('/curable/getCandidatesList', worklist(text, extra))
      .then(({ data, headers }) => ({ names: names(data), total: headers['x-total-count'] }));
  expect(await search(' meena ')).toEqual({ names: ['Meena Kumari'], total: '1' });
  expect((await search('000002')).names).toEqual(['Lakshmi', 'Kamala']);
  // A whole Registration ID finds her and her family members; a whole mobile number finds that number only.
  expect((await search('1234567012000002')).names).toEqual(['Lakshmi', 'Kamala']);
  expect((await search('9000000002')).names).toEqual(['Lakshmi']);
  expect((await search('Radha')).names).toEqual([]);
  // A clinic chosen: only its participants; the open list itself keeps the server's count of all who wait.
  expect(await search('', { campId: 4 })).toEqual({ names: ['Lakshmi'], total: '1' });
  expect(await search('')).toEqual({ names: ['Meena Kumari', 'Lakshmi', 'Kamala'], total: '120' });
  // Another body shape (the home tile's count) is answered from the same list.
  const { headers } = await client.post('/curable/getCandidatesList', { stage: 1, search: '', page: 0, size: 1 });
  expect(headers['x-total-count']).toBe('120');
});

test('a worklist never read online still gets no answer offline', async () => {
  await keepOpenList();
  await expect(client.post('/curable/getCandidatesList', worklist('meena', { stage: 2 }))).rejects.toMatchObject({
    code: AxiosError.ERR_NETWORK,
  });
});

const SAROJA = -1_700_000_000_000_001;
const enrolSaroja = (data: object = {}) =>
  addWrite(
    queued({
      url: '/curable/candidate',
      step: 'enrolment',
      participant: SAROJA,
      provisionalId: SAROJA,
      data: { name: 'Saroja Devi', gender: 'Female', age: 45, mobileNo: '9123456780', campId: 3, ...data },
    }),
  );
/** The hospital's screening tests, as GET /curable/getScreeningTests answers (read online by the warm-up). */
async function keepScreeningTests() {
  answer = {
    body: [
      { diseaseTestId: 11, stage: 'Breast screening Test', gender: 'FEMALE', ageRule: '30-65', defaultTest: false },
      { diseaseTestId: 13, stage: 'Oral screening Test', gender: 'MALE', ageRule: '>=18', defaultTest: false },
      { diseaseTestId: 14, stage: 'Symptoms screening Test', gender: null, ageRule: null, defaultTest: true },
    ],
    total: 3,
  };
  await client.get('/curable/getScreeningTests');
  await settle();
  answer = null;
}
const pendingTests = (data: unknown) =>
  (data as { id: number; eligibleDiseases: { diseaseTestId: number; candidateId: number }[] }[]).find((row) => row.id === SAROJA)
    ?.eligibleDiseases;

test('offline, the screening worklist lists first those enrolled on the device, marked pending', async () => {
  await keepOpenList();
  // Her clinics as the device read them: the pending participant's card names hers.
  answer = { body: [{ campId: 3, campIdPrefix: '1203045', campName: 'Kovalam Outreach Clinic' }], total: 1 };
  await client.post('/curable/activecamp', { search: '', userId: 7, roleId: 4, hospitalId: 1, stage: 1 });
  await settle();
  answer = null;
  await enrolSaroja();
  const { data, headers } = await client.post('/curable/getCandidatesList', worklist(''));
  expect(names(data)).toEqual(['Saroja Devi', 'Meena Kumari', 'Lakshmi', 'Kamala']);
  expect((data as Record<string, unknown>[])[0]).toMatchObject({
    id: SAROJA,
    registraionId: PENDING_REGISTRATION_ID,
    age: 45,
    campId: 3,
    campName: 'Kovalam Outreach Clinic',
    // The screening tests were never read online: none are known.
    eligibleDiseases: [],
  });
  expect(headers['x-total-count']).toBe('121');
  expect(names((await client.post('/curable/getCandidatesList', worklist('saroja'))).data)).toEqual(['Saroja Devi']);
  expect(names((await client.post('/curable/getCandidatesList', worklist('', { campId: 4 }))).data)).toEqual(['Lakshmi']);
});

test('offline, a test finished on the device leaves the worklist; a "Not now" keeps it waiting', async () => {
  await keepOpenList();
  const finished = (participant: number, test: number, params: unknown[]) =>
    addWrite(
      queued({
        participant,
        data: {
          candidateId: participant,
          completed: 1,
          diseaseTestMasterId: test,
          stage: 'Breast Screening',
          testMetrics: { params },
        },
      }),
    );
  await finished(1, 11, [answered('Breast Examination', 'Yes')]);
  await finished(2, 11, [answered('Breast Examination', 'Yes')]);
  await finished(3, 11, [answered('Breast Examination', 'Not now')]);
  const { data, headers } = await client.post('/curable/getCandidatesList', worklist(''));
  expect(headers['x-total-count']).toBe('119');
  const rows = data as {
    name: string;
    eligibleDiseases: { diseaseTestId: number }[];
  }[];
  expect(rows.map((row) => [row.name, row.eligibleDiseases.map((test) => test.diseaseTestId)])).toEqual([
    ['Meena Kumari', [12]],
    ['Kamala', [11]],
  ]);
});

test('offline, one enrolled on the device is due the screening tests the server will assign her, by the kept tests', async () => {
  await keepOpenList();
  await keepScreeningTests();
  await enrolSaroja();
  const { data } = await client.post('/curable/getCandidatesList', worklist(''));
  expect(pendingTests(data)).toEqual([
    { candidateId: SAROJA, stage: 'Breast screening Test', name: 'SCREENING', diseaseTestId: 11, candidateTestId: -11 },
    { candidateId: SAROJA, stage: 'Symptoms screening Test', name: 'SCREENING', diseaseTestId: 14, candidateTestId: -14 },
  ]);
});

test('a pending participant screened on the device has that test off her list, and leaves it with none left', async () => {
  await keepOpenList();
  await keepScreeningTests();
  await enrolSaroja({ age: 25 });
  const screen = (test: number) =>
    addWrite(
      queued({
        participant: SAROJA,
        data: { candidateId: SAROJA, completed: 1, diseaseTestMasterId: test, stage: 'Symptoms', testMetrics: { params: [] } },
      }),
    );
  const listed = async () => (await client.post('/curable/getCandidatesList', worklist(''))).data;
  expect(pendingTests(await listed())?.map((test) => test.diseaseTestId)).toEqual([14]);
  await screen(14);
  const data = await listed();
  expect(names(data)).toEqual(['Meena Kumari', 'Lakshmi', 'Kamala']);
});
