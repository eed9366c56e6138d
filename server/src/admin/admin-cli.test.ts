/**
 * The production path end to end, with real processes on one data directory: the server refuses to start on an
 * empty data directory (it creates no database in production), the admin CLI creates the first administrator of an
 * empty production database, the real server (main.ts) lets her sign in and offers no demo account, the CLI refuses
 * while that server holds the database, the server stops with 503 when its data directory is removed, and a later
 * start with the marker but without the data is refused. `db init` creates a database without an account.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD } from '../seed/ids.js';
import { MARKER_FILE } from '../storage/installation.js';
import { STORAGE_LOST_MESSAGE } from '../storage/storage-guard.js';
import { freePort } from '../testing/free-port.js';
import { demoAccounts } from '../testing/test-app.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(SRC, 'admin', 'admin-cli.ts');
const DB_CLI = path.join(SRC, 'ops', 'db-cli.ts');
const MAIN = path.join(SRC, 'main.ts');
const EMAIL = 'it.admin@hospital.example';
const PASSWORD = 'Harbour lantern 42';

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

const root = mkdtempSync(path.join(tmpdir(), 'screening-production-'));
const dataDir = path.join(root, 'data');
const children = new Set<ChildProcess>();
const RUN_LIMIT_MS = 120_000;

function productionEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir };
  // The children are programs, not test files; nor may they inherit another database or mail setting.
  for (const name of ['NODE_TEST_CONTEXT', 'DATABASE_URL', 'JWT_SECRET', 'SMTP_URL']) delete env[name];
  return env;
}

function run(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  input?: string,
): { child: ChildProcess; done: Promise<Finished> } {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: path.dirname(SRC),
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (input !== undefined) child.stdin?.end(input);
  // No program here should run longer; one that does (a server that should have refused to start) fails its test.
  const deadline = setTimeout(() => {
    stderr += `\n[test] still running after ${RUN_LIMIT_MS} ms: killed`;
    child.kill('SIGKILL');
  }, RUN_LIMIT_MS);
  const done = new Promise<Finished>((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(deadline);
      children.delete(child);
      resolve({ code, stdout, stderr });
    }),
  );
  return { child, done };
}

const adminCreate = (args: string[], input: string) => run(CLI, ['create', ...args], productionEnv(), input).done;
const secondFactorCli = (...args: string[]) => run(CLI, ['second-factor', ...args], productionEnv(), '').done;

function serverEnv(port: number, dir = dataDir): NodeJS.ProcessEnv {
  return {
    ...productionEnv(),
    DATA_DIR: dir,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: 'production-test-secret-of-more-than-32-characters',
    SMTP_URL: 'smtp://127.0.0.1:1',
  };
}

async function waitForHealth(base: string, done: Promise<Finished>): Promise<void> {
  let exited: Finished | null = null;
  void done.then((f) => (exited = f));
  for (let i = 0; i < 240; i++) {
    if (exited) assert.fail(`the server exited: ${JSON.stringify(exited)}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail('the server did not answer within 60 s');
}

const postJson = (url: string, body: object) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const signIn = (base: string, userName: string, password: string) =>
  postJson(`${base}/token/authenticate`, { userName, password });

describe('production: the admin CLI and the server on one data directory', { concurrency: false }, () => {
  after(async () => {
    for (const child of children) child.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  test('the server does not create a database: a start on an empty data directory is refused and leaves none', async () => {
    const result = await run(MAIN, [], serverEnv(await freePort())).done;
    assert.equal(result.code, 1, result.stdout);
    assert.match(
      result.stderr,
      /^Refusing to start: there is no database in the embedded database in .*, and in production the server never creates one/,
    );
    assert.match(result.stderr, /db init {6}\(or admin create, which also creates the first administrator\)/);
    assert.doesNotMatch(result.stdout, /listening/);
    assert.equal(existsSync(path.join(dataDir, 'pgdata')), false);
    assert.equal(existsSync(path.join(dataDir, MARKER_FILE)), false);
  });

  test('refuses a weak password before touching the database', async () => {
    const result = await adminCreate(['--email', EMAIL], 'password1\n');
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /Password refused: This password is too common/);
  });

  test('creates the first administrator of an empty production database (reference data only)', async () => {
    const result = await adminCreate(['--email', EMAIL, '--name', 'Hospital IT'], `${PASSWORD}\n`);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /Initialised the empty database \(reference data only, no demo accounts\)/);
    assert.match(result.stdout, new RegExp(`Created administrator ${EMAIL} \\("Hospital IT", employee \\d+, role admin`));
    assert.equal(JSON.parse(readFileSync(path.join(dataDir, MARKER_FILE), 'utf8')).installationId.length > 0, true);
  });

  test('refuses an e-mail that already has an account, in any case', async () => {
    const result = await adminCreate(['--email', EMAIL.toUpperCase()], 'Another good passphrase\n');
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /already exists; nothing was changed/);
  });

  test('production requires a second factor of admin; IT may require it of another role', async () => {
    const listed = await secondFactorCli('list');
    assert.equal(listed.code, 0, listed.stderr);
    assert.match(listed.stdout, /admin: required \(0 of 1 active users have one\)/);
    assert.match(listed.stdout, /Program Coordinator: optional/);

    const required = await secondFactorCli('require', 'program coordinator');
    assert.equal(required.code, 0, required.stderr);
    assert.match(required.stdout, /Program Coordinator: required .*recorded in the audit log/);
    assert.match((await secondFactorCli('list')).stdout, /Program Coordinator: required/);
    assert.equal((await secondFactorCli('optional', 'Program Coordinator')).code, 0);
    assert.match((await secondFactorCli('list')).stdout, /Program Coordinator: optional/);

    const unknown = await secondFactorCli('require', 'Janitor');
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /No role is named "Janitor"; the roles are: "admin", "Program Coordinator"/);
    const reset = await secondFactorCli('reset', '--email', EMAIL);
    assert.equal(reset.code, 0, reset.stderr);
    assert.match(reset.stdout, /had no second factor/);
    assert.equal((await secondFactorCli('reset')).code, 2);
  });

  describe('with the server running', () => {
    let port: number;
    let base: string;
    let server: { child: ChildProcess; done: Promise<Finished> };

    test('the administrator sets up her second factor as she first signs in; the demo admin does not exist', async () => {
      port = await freePort();
      base = `http://127.0.0.1:${port}`;
      server = run(MAIN, [], serverEnv(port));
      await waitForHealth(base, server.done);

      const asked = await signIn(base, EMAIL, PASSWORD);
      assert.equal(asked.status, 403, await asked.clone().text());
      assert.equal(((await asked.json()) as { error: string }).error, 'SECOND_FACTOR_ENROLMENT_REQUIRED');
      const credentials = { userName: EMAIL, password: PASSWORD };
      const { secret } = (await (await postJson(`${base}/token/secondFactor/setup`, credentials)).json()) as { secret: string };
      const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
      const admin = await postJson(`${base}/token/secondFactor/enrol`, { ...credentials, code });
      assert.equal(admin.status, 200, await admin.clone().text());
      const { token } = (await admin.json()) as { token: string };
      const states = await fetch(`${base}/api/curable/statemaster`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(states.status, 200);
      assert.ok(((await states.json()) as unknown[]).length > 0, 'the reference data is there');
      assert.equal((await signIn(base, demoAccounts.admin.email, DEMO_PASSWORD)).status, 401);
    });

    test('the CLI refuses while the server holds the embedded database', async () => {
      const result = await adminCreate(['--email', 'second.admin@hospital.example'], 'Second good passphrase\n');
      assert.notEqual(result.code, 0);
      assert.match(result.stderr, new RegExp(`in use by the API server \\(pid ${server.child.pid}[^]*stop the other one first`));
    });

    test('when the data directory is removed, requests get 503 and the server exits with an error', async () => {
      const marker = readFileSync(path.join(dataDir, MARKER_FILE), 'utf8');
      rmSync(dataDir, { recursive: true, force: true });
      try {
        // The server also looks on a 2 s timer: if that saw it first, the server is already closing and the request
        // finds no server (never a 200).
        const res = await signIn(base, EMAIL, PASSWORD).catch((err: Error) => err);
        if (res instanceof Response) {
          assert.equal(res.status, 503);
          assert.deepEqual(await res.json(), { error: 'Service Unavailable', message: STORAGE_LOST_MESSAGE });
        } else {
          assert.match(String(res.cause), /other side closed|ECONNREFUSED|ECONNRESET/);
        }
        const finished = await server.done;
        assert.notEqual(finished.code, 0);
        assert.match(finished.stderr, /FATAL: The database storage is missing/);
      } finally {
        // Keep the marker for the next test: the installation exists, its data does not.
        mkdirSync(dataDir, { recursive: true });
        writeFileSync(path.join(dataDir, MARKER_FILE), marker);
      }
    });
  });

  test('a start with the marker but without the data is refused instead of seeding a new database', async () => {
    const result = await run(MAIN, [], serverEnv(await freePort())).done;
    assert.notEqual(result.code, 0);
    assert.match(
      result.stderr,
      /Refusing to start: the database of this installation is missing[^]*database\.json records installation[^]*restore/,
    );
    assert.doesNotMatch(result.stdout, /listening/);
  });
});

describe('production: db init creates a database without an account, which the server then serves', () => {
  const initDir = path.join(root, 'init');
  const dbInit = () => run(DB_CLI, ['init'], { ...productionEnv(), DATA_DIR: initDir }).done;

  test('db init, again (nothing changed), then the server starts and asks for the first administrator', async () => {
    const first = await dbInit();
    assert.equal(first.code, 0, first.stderr);
    assert.match(
      first.stdout,
      /^Initialised the embedded database in .* \(reference data only, no demo accounts\); installation /,
    );
    assert.match(first.stdout, /No account exists yet: create the first administrator with npx -y pnpm@10\.34\.9 admin create/);
    const second = await dbInit();
    assert.equal(second.code, 0, second.stderr);
    assert.match(second.stdout, /already holds installation [0-9a-f-]+; nothing was changed/);

    const port = await freePort();
    const server = run(MAIN, [], serverEnv(port, initDir));
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, server.done);
    } finally {
      server.child.kill('SIGTERM');
      await server.done;
    }
    assert.match((await server.done).stderr, /No account exists yet/);
  });
});
