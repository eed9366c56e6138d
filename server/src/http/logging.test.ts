/**
 * The server log at its default level (info): one line per request with the route's pattern, and no secrets or
 * personal data, even when a write fails in the database with a password hash, a name and a phone number among
 * its parameters (and the database's own message quoting one of them).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { ROLE } from '../seed/ids.js';
import { bearer, createTestApp, demoAccounts, signIn, testConfig, type TestApp } from '../testing/test-app.js';
import { serializeError } from './logging.js';

const PHONE = '9812345670';
const PASSWORD = 'Kingfisher#Lagoon42';
const NAME = 'Zenobia Quillfeather';
const EMAIL = 'zenobia.quillfeather@demo.in';

describe('server logs', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const lines: string[] = [];
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  before(async () => {
    t = await createTestApp();
    app = buildApp({
      db: t.db,
      config: { ...testConfig, logLevel: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
    // A database that refuses the new employee, quoting her phone number in its message.
    await t.db.execute(
      sql.raw(`create function refuse_employee() returns trigger language plpgsql as $$
        begin raise exception 'refused employee with phone %', new.phone_no; end $$`),
    );
    await t.db.execute(
      sql.raw('create trigger refuse_employee before insert on employee for each row execute function refuse_employee()'),
    );
  });
  after(async () => {
    await app.close();
    await t.close();
  });

  test('a write that fails in the database logs no password, hash, name, e-mail or phone number; the request line is there', async () => {
    const token = await signIn(app, demoAccounts.admin.email);
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/curable/createUser',
      headers: bearer(token),
      payload: {
        id: null,
        email: EMAIL,
        name: NAME,
        phoneNo: PHONE,
        password: PASSWORD,
        gender: 'FEMALE',
        employeeRoleMasterId: ROLE.nurse,
      },
    });
    assert.equal(res.statusCode, 500, res.body);
    assert.doesNotMatch(res.body, /refused|9812345670|insert/i);

    const text = lines.join('');
    for (const secret of [PHONE, PASSWORD, NAME, EMAIL, 'scrypt$', token, 'insert into', 'refused employee']) {
      assert.ok(!text.toLowerCase().includes(secret.toLowerCase()), `the log contains ${secret}:\n${text}`);
    }

    const entries = logged();
    const requestLine = entries.find((e) => e.msg === 'request completed');
    assert.ok(requestLine, text);
    const { time, reqId, pid, hostname, responseTime, ...fields } = requestLine;
    assert.equal(typeof responseTime, 'number');
    assert.ok(time && reqId && pid && hostname);
    assert.deepEqual(fields, {
      level: 30,
      method: 'POST',
      route: '/api/curable/createUser',
      statusCode: 500,
      userId: 1,
      msg: 'request completed',
    });

    const errorLine = entries.find((e) => e.msg === 'unhandled error');
    assert.ok(errorLine, text);
    const err = errorLine.err as Record<string, unknown>;
    assert.equal(err.type, 'DatabaseError');
    assert.equal(err.message, 'database query failed');
    const cause = err.cause as Record<string, unknown>;
    assert.equal(cause.type, 'DatabaseError');
    assert.equal(cause.code, 'P0001', 'the SQLSTATE is kept');
    assert.equal(errorLine.reqId, reqId, 'the error line and the request line share the request id');
  });

  test('the request line names the route pattern, never the URL with its ids and query; no header is logged', async () => {
    const token = await signIn(app, demoAccounts.nurse.email);
    lines.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/api/curable/getHabitTypes/Tobacco?phone=9898989898',
      headers: bearer(token),
    });
    assert.equal(res.statusCode, 200, res.body);
    const text = lines.join('');
    assert.ok(
      !text.includes('9898989898') && !text.includes('Tobacco') && !text.includes(token) && !text.includes('Bearer'),
      text,
    );
    const [line] = logged();
    assert.equal(line.route, '/api/curable/getHabitTypes/:habit');
    assert.equal(line.statusCode, 200);
    assert.equal(typeof line.userId, 'number');
  });

  test('a failed sign-in logs neither the e-mail nor the password', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/token/authenticate',
      payload: { userName: EMAIL, password: PASSWORD },
    });
    assert.equal(res.statusCode, 401);
    const text = lines.join('');
    assert.ok(!text.includes(EMAIL) && !text.includes(PASSWORD), text);
    assert.deepEqual(
      logged().map((e) => [e.route, e.statusCode, e.userId]),
      [['/token/authenticate', 401, null]],
    );
  });

  test('the error serializer keeps what failed and drops the data that made it fail', () => {
    const cause = Object.assign(new Error(`invalid input syntax for type integer: "${PHONE}"`), {
      severity: 'ERROR',
      code: '22P02',
      routine: 'pg_strtoint32_safe',
      detail: `Key (phone_no)=(${PHONE}) already exists.`,
      where: `unnamed portal parameter $1 = '${PHONE}'`,
      query: 'insert into employee (name, phone_no, password_hash) values ($1, $2, $3)',
      params: [NAME, PHONE, 'scrypt$16384$8$1$c2FsdA$aGFzaA'],
      table: 'employee',
      constraint: 'employee_phone_key',
    });
    const drizzle = Object.assign(new Error(`Failed query: insert …\nparams: ${NAME},${PHONE}`), {
      name: 'DrizzleQueryError',
      query: 'insert …',
      params: [NAME, PHONE],
      cause,
    });
    const out = serializeError(drizzle);
    const text = JSON.stringify(out);
    for (const secret of [PHONE, NAME, 'scrypt$', 'insert', 'Failed query']) assert.ok(!text.includes(secret), text);
    assert.equal(out.type, 'DatabaseError');
    assert.deepEqual(
      { ...out.cause, stack: undefined },
      {
        type: 'DatabaseError',
        message: 'database query failed',
        stack: undefined,
        code: '22P02',
        severity: 'ERROR',
        routine: 'pg_strtoint32_safe',
        table: 'employee',
        constraint: 'employee_phone_key',
      },
    );
    assert.match(out.stack, /^ {4}at /, 'stack frames without the message line');

    const plain = serializeError(new TypeError('x is not a function'));
    assert.deepEqual([plain.type, plain.message], ['TypeError', 'x is not a function']);
  });
});
