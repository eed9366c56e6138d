import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { authSession, authThrottle, idempotencyKey, passwordReset } from '../db/schema.js';
import { bearer, createTestApp, demoAccounts, signIn, type TestApp } from '../testing/test-app.js';
import { selectRows } from '../db/rows.js';
import { purgeEndedSignInState, vacuumTables } from './housekeeping.js';

const sidOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sid;
const call = (t: TestApp, token: string) => t.app.inject({ url: '/api/curable/statemaster', headers: bearer(token) });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('sessions and reset links ended over 30 days ago, day-old throttle counters and 7-day-old idempotency keys go; live ones stay and work', async () => {
  const live = await signIn(t.app, demoAccounts.nurse.email);
  const expired = await signIn(t.app, demoAccounts.nurse.email);
  const revoked = await signIn(t.app, demoAccounts.doctor.email);
  const recentlyRevoked = await signIn(t.app, demoAccounts.doctor.email);
  await t.db
    .update(authSession)
    .set({ expiresAt: daysAgo(31) })
    .where(eq(authSession.id, sidOf(expired)));
  await t.db
    .update(authSession)
    .set({ revokedAt: daysAgo(40), revokedReason: 'logout' })
    .where(eq(authSession.id, sidOf(revoked)));
  await t.db
    .update(authSession)
    .set({ revokedAt: daysAgo(2), revokedReason: 'logout' })
    .where(eq(authSession.id, sidOf(recentlyRevoked)));

  // A failed sign-in leaves throttle counters; one of them is made a day and a half old.
  const failed = await t.app.inject({
    method: 'POST',
    url: '/token/authenticate',
    payload: { userName: demoAccounts.nurse.email, password: 'wrong' },
  });
  assert.equal(failed.statusCode, 401);
  const counters = await t.db.select({ key: authThrottle.key }).from(authThrottle);
  assert.ok(counters.length >= 2);
  await t.db
    .update(authThrottle)
    .set({ lastAt: new Date(Date.now() - 36 * 3_600_000) })
    .where(eq(authThrottle.key, counters[0].key));

  const [{ id: employeeId }] = await t.db
    .select({ id: authSession.employeeId })
    .from(authSession)
    .where(eq(authSession.id, sidOf(live)));
  await t.db.insert(passwordReset).values([
    { employeeId, tokenHash: 'old-link', expiresAt: daysAgo(35), usedAt: daysAgo(35) },
    { employeeId, tokenHash: 'pending-link', expiresAt: new Date(Date.now() + 600_000) },
  ]);

  const keyRow = { userId: employeeId, route: 'POST /api/curable/x', requestHash: 'h' };
  await t.db.insert(idempotencyKey).values([
    { ...keyRow, key: 'eight-days-old', createdAt: daysAgo(8) },
    { ...keyRow, key: 'six-days-old', createdAt: daysAgo(6) },
  ]);

  const result = await purgeEndedSignInState(t.db);
  assert.deepEqual(result, { sessions: 2, resetLinks: 1, throttleCounters: 1, idempotencyKeys: 1 });
  assert.deepEqual(
    (await t.db.select({ key: idempotencyKey.key }).from(idempotencyKey)).map((row) => row.key),
    ['six-days-old'],
  );

  const sessions = new Set((await t.db.select({ id: authSession.id }).from(authSession)).map((row) => row.id));
  assert.ok(sessions.has(sidOf(live)) && sessions.has(sidOf(recentlyRevoked)));
  assert.ok(!sessions.has(sidOf(expired)) && !sessions.has(sidOf(revoked)));
  assert.deepEqual(
    (await t.db.select({ token: passwordReset.tokenHash }).from(passwordReset)).map((row) => row.token),
    ['pending-link'],
  );
  assert.equal((await t.db.select({ n: sql<number>`count(*)::int` }).from(authThrottle))[0].n, counters.length - 1);

  assert.equal((await call(t, live)).statusCode, 200);
  assert.equal((await call(t, recentlyRevoked)).statusCode, 401);
  // Nothing left to purge: a second run removes nothing.
  assert.deepEqual(await purgeEndedSignInState(t.db), { sessions: 0, resetLinks: 0, throttleCounters: 0, idempotencyKeys: 0 });
});

test('vacuuming the tables brings the planner up to date with the data and reclaims deleted rows', async () => {
  const keys = Array.from({ length: 2000 }, (_, i) => ({
    userId: 1,
    route: 'POST /api/curable/candidate',
    requestHash: 'h',
    key: `vacuum-${i}`,
  }));
  for (let i = 0; i < keys.length; i += 500) await t.db.insert(idempotencyKey).values(keys.slice(i, i + 500));
  await t.db.execute(sql`delete from idempotency_key where key like 'vacuum-%' and right(key, 1) in ('1', '3', '5', '7', '9')`);
  const live = (await t.db.select({ n: sql<number>`count(*)::int` }).from(idempotencyKey))[0].n;
  assert.ok(live >= 1000);
  const planned = async () => {
    const [row] = await selectRows<{ 'QUERY PLAN': unknown }>(t.db, sql`explain (format json) select * from idempotency_key`);
    const plan = row['QUERY PLAN'];
    const [{ Plan }] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
    return Plan['Plan Rows'];
  };
  const table = async () =>
    (
      await selectRows<{ reltuples: number; relallvisible: number }>(
        t.db,
        sql`select reltuples::int as reltuples, relallvisible from pg_class where relname = 'idempotency_key'`,
      )
    )[0];

  const { tables } = await vacuumTables(t.db);
  assert.ok(tables >= 20, `vacuumed ${tables} tables`);
  assert.equal(await planned(), live);
  assert.equal((await table()).reltuples, live);
  // The pages left hold only rows every transaction sees: index-only scans need not read the table for them.
  assert.ok((await table()).relallvisible > 0);
});
