/**
 * The original client's unpaged worklist: at most WORKLIST_MAX_ROWS rows, the newest, with the count beside them,
 * written a batch at a time as they are read (over a real connection: app.inject would collect the body whole).
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { inArray, sql } from 'drizzle-orm';
import type { Candidate } from '@screening/domain/types';
import { WORKLIST_MAX_ROWS } from '@screening/domain/api';
import { insertClinic, post } from './candidate-fixtures.js';
import { WORKLIST_BATCH_ROWS } from './candidates-list.js';
import { candidate, candidateTest } from '../db/schema.js';
import { FORM_IDS } from '../seed/ids.js';
import { sendThenStall } from '../testing/slow-client.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let nurse: string;
let port: number;
let clinicId: number;
const tag = `Capped${Date.now() % 100000}`;
const clinicName = `${tag} clinic`;
const waiting = WORKLIST_MAX_ROWS + 5;
/** The participants' ids, oldest first. */
let ids: number[] = [];
/** Who has a screening pending: two in three. */
const hasTest = (i: number) => i % 3 !== 0;

before(async () => {
  t = await createTestApp();
  nurse = await signIn(t.app, demoAccounts.nurse.email);
  const clinic = await insertClinic(t.db, { name: clinicName, staff: [demoAccounts.nurse.email] });
  clinicId = clinic.id;
  const rows = await t.db
    .insert(candidate)
    .values(
      Array.from({ length: waiting }, (_, i) => ({
        registraionId: `${clinic.prefix}000${String(i + 1).padStart(6, '0')}`,
        campId: clinic.id,
        hospitalId: 1,
        // Half of them "odd": fewer matches than the cap, found through the indexes (FEW_MATCHES_FENCE).
        name: `${tag} ${i % 2 === 0 ? 'even' : 'odd'} ${i + 1}`,
        gender: 'FEMALE' as const,
        age: 40,
        createdBy: 'test',
      })),
    )
    .returning({ id: candidate.id });
  ids = rows.map((row) => row.id);
  // A microsecond apart, the newest the last: a batch must start right after the previous one's last row, which a
  // Date (milliseconds) cannot tell from its neighbours.
  await t.db
    .update(candidate)
    .set({ createdDate: sql`now() - interval '1 hour' + (${candidate.id} - ${ids[0]}) * interval '1 microsecond'` })
    .where(inArray(candidate.id, ids));
  await t.db
    .insert(candidateTest)
    .values(
      ids
        .filter((_, i) => hasTest(i))
        .map((candidateId) => ({ candidateId, diseaseTestMasterId: FORM_IDS.breastScreening, completed: 0 })),
    );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
after(() => t.close());

/** As the original client asks: no page, no size. */
const unpaged = (search: string) => ({ stage: 1, search, hospitalId: 1, roleId: 6, userId: 0 });

interface OnTheWire {
  head: string;
  /** The body's chunks, one per write of the server (chunked transfer coding), as UTF-8. */
  chunks: string[];
  /** The closing empty chunk came: the answer is whole. */
  ended: boolean;
}

/** Asks for the list over a socket and reads the answer as it came over the wire. */
async function overTheWire(payload: object, token = nurse): Promise<OnTheWire> {
  const body = JSON.stringify(payload);
  const headers = { host: 'api', connection: 'close', 'content-type': 'application/json', ...bearer(token) };
  const request =
    `POST /api/curable/getCandidatesList HTTP/1.1\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  // Latin-1: one character per byte, so that the chunks' sizes count characters.
  const { received } = await sendThenStall(port, request);
  const split = received.indexOf('\r\n\r\n');
  const head = received.slice(0, split + 2);
  const chunks: string[] = [];
  let at = split + 4;
  for (;;) {
    const line = received.indexOf('\r\n', at);
    if (line === -1) return { head, chunks, ended: false };
    const size = parseInt(received.slice(at, line), 16);
    if (size === 0) return { head, chunks, ended: true };
    const chunk = received.slice(line + 2, line + 2 + size);
    if (chunk.length < size) return { head, chunks, ended: false };
    chunks.push(Buffer.from(chunk, 'latin1').toString('utf8'));
    at = line + 2 + size + 2;
  }
}

/** The rows of one chunk: `[` or `,` and items, or the closing `]`. */
const rowsOf = (chunk: string): unknown[] => (chunk === ']' ? [] : JSON.parse(`[${chunk.slice(1)}]`));

test(`the original client's unpaged list answers the newest ${WORKLIST_MAX_ROWS} and says that more match`, async () => {
  // As the original client asks: no page, no size, a name's letters.
  const res = await post(t.app, nurse, '/getCandidatesList', unpaged(tag));
  assert.equal(res.statusCode, 200, res.body);
  const list = res.json<Candidate[]>();
  assert.equal(list.length, WORKLIST_MAX_ROWS);
  assert.deepEqual(
    list.map((c) => c.id),
    [...ids].reverse().slice(0, WORKLIST_MAX_ROWS),
    'the newest first, the oldest five left out',
  );
  // Counted up to the cap and one more: "more than 1,000".
  assert.equal(res.headers['x-total-count'], String(WORKLIST_MAX_ROWS + 1));
  assert.equal(res.headers['x-total-count-limit'], String(WORKLIST_MAX_ROWS));
});

test('a page past the cap is empty rather than reading further', async () => {
  const res = await post(t.app, nurse, '/getCandidatesList', { stage: 1, search: tag, page: 20, size: 50 });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), []);
});

test(`the unpaged list is written ${WORKLIST_BATCH_ROWS} rows at a time, as they are read`, async () => {
  const { head, chunks, ended } = await overTheWire(unpaged(tag));
  assert.match(head, /^HTTP\/1\.1 200 /);
  assert.match(head, /\r\ntransfer-encoding: chunked\r\n/i);
  assert.doesNotMatch(head, /\r\ncontent-length:/i, 'no length: the body is not built before it is sent');
  assert.match(head, /\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
  assert.match(head, new RegExp(`\\r\\nx-total-count: ${WORKLIST_MAX_ROWS + 1}\\r\\n`, 'i'));
  assert.ok(ended, 'the answer is whole');
  assert.deepEqual(
    chunks.map((chunk) => [chunk[0], rowsOf(chunk).length]),
    [
      ['[', WORKLIST_BATCH_ROWS],
      ...Array.from({ length: WORKLIST_MAX_ROWS / WORKLIST_BATCH_ROWS - 1 }, () => [',', WORKLIST_BATCH_ROWS]),
      [']', 0],
    ],
    'a batch per write, then the closing bracket',
  );
  const list = JSON.parse(chunks.join('')) as Candidate[];
  const newest = [...ids].reverse().slice(0, WORKLIST_MAX_ROWS);
  assert.deepEqual(
    list.map((c) => c.id),
    newest,
  );
  // Each batch's own pending tests and clinic, not another batch's.
  for (const c of list) {
    assert.equal(c.campName, clinicName);
    const pending = c.eligibleDiseases?.map((d) => [d.candidateId, d.name, d.diseaseTestId]) ?? null;
    assert.deepEqual(pending, hasTest(ids.indexOf(c.id)) ? [[c.id, 'SCREENING', FORM_IDS.breastScreening]] : null, `${c.id}`);
  }
});

test('the unpaged list is the same bytes as its pages put together, however it is read', async () => {
  // All of her list (no search: read newest first beside its count), more matches than the cap (counted, then read
  // newest first), and fewer (counted, then found through the indexes and sorted), each over several batches.
  for (const search of ['', tag, `${tag} odd`]) {
    const whole = await post(t.app, nurse, '/getCandidatesList', unpaged(search));
    assert.equal(whole.statusCode, 200, whole.body);
    // Pages of another size than the batches.
    const pages: string[] = [];
    for (let page = 0; pages.length === 0 || JSON.parse(pages[pages.length - 1]).length === 150; page++) {
      const res = await post(t.app, nurse, '/getCandidatesList', { ...unpaged(search), page, size: 150 });
      assert.equal(res.statusCode, 200, res.body);
      pages.push(res.body);
    }
    const joined = `[${pages
      .map((page) => page.slice(1, -1))
      .filter(Boolean)
      .join(',')}]`;
    assert.ok(JSON.parse(joined).length > 2 * WORKLIST_BATCH_ROWS, `"${search}" is read in several batches`);
    assert.equal(whole.body, joined, `"${search}"`);
  }
});

test('an unpaged list that finds nobody is written as []', async () => {
  const { head, chunks, ended } = await overTheWire(unpaged(`${tag} nobody`));
  assert.match(head, /^HTTP\/1\.1 200 /);
  assert.match(head, /\r\nx-total-count: 0\r\n/i);
  assert.ok(ended);
  assert.equal(chunks.join(''), '[]');
});

test("the streamed list keeps to the caller's clinics, whatever clinic, hospital, role or user the body names", async () => {
  // The doctor is staff of other clinics, not of this one.
  const doctor = await signIn(t.app, demoAccounts.doctor.email);
  for (const body of [
    unpaged(tag),
    { ...unpaged(tag), campId: clinicId },
    { ...unpaged(tag), hospitalId: 1, roleId: 2, userId: 1 },
  ]) {
    const { head, chunks, ended } = await overTheWire(body, doctor);
    assert.match(head, /^HTTP\/1\.1 200 /);
    assert.match(head, /\r\nx-total-count: 0\r\n/i, JSON.stringify(body));
    assert.ok(ended);
    assert.equal(chunks.join(''), '[]', JSON.stringify(body));
  }
  const { head } = await overTheWire(unpaged(tag), 'not-a-token');
  assert.match(head, /^HTTP\/1\.1 401 /, 'no session, no list');
});

test('a database that fails after the first batch is written cuts the connection: no answer that looks whole', async () => {
  // Every query that continues a list where its previous batch ended fails, as a lost database would.
  const client = (t.db as unknown as { $client: { query: (query: unknown, ...rest: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query;
  client.query = function (this: unknown, q: unknown, ...rest: unknown[]) {
    const text = typeof q === 'string' ? q : (q as { text: string }).text;
    if (text.includes('"candidate"."id") < (')) return Promise.reject(new Error('the database went away'));
    return query.call(this, q, ...rest);
  };
  try {
    const { head, chunks, ended } = await overTheWire(unpaged(tag));
    assert.match(head, /^HTTP\/1\.1 200 /, 'the first batch was sent');
    assert.equal(chunks.length, 1);
    assert.equal(rowsOf(chunks[0]).length, WORKLIST_BATCH_ROWS);
    assert.equal(ended, false, 'the chunked answer was never closed');
    assert.throws(() => JSON.parse(chunks.join('')));
  } finally {
    client.query = query;
  }
  // The server goes on answering.
  const res = await post(t.app, nurse, '/getCandidatesList', unpaged(tag));
  assert.equal(res.statusCode, 200);
  assert.equal(res.json<Candidate[]>().length, WORKLIST_MAX_ROWS);
});
