/**
 * Files only the server's account can read, tried as another local account would: `nobody` reads (runuser) the
 * files a production installation lays down (`admin create` into a new DATA_DIR, then the server), and a start
 * tightens an installation whose files were left open. A DATA_DIR the server may not write is refused in one line.
 * These need root (to act as nobody): where the tests do not run as root they are skipped, saying so.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';
import { runScript } from '../testing/child-process.js';
import { freePort } from '../testing/free-port.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const ADMIN_CLI = path.join(SRC, 'admin', 'admin-cli.ts');
const MAIN = path.join(SRC, 'main.ts');
const asRoot = process.getuid?.() === 0;
const skip = asRoot ? false : 'reading as another account (nobody) needs the tests to run as root';
/**
 * The refusal is tried by running the server as nobody from this checkout, which nobody must then be able to read: a
 * checkout under a private folder (such as one `mktemp -d` made) is out of its reach, and that test is skipped, saying so.
 */
const checkoutOutOfReach =
  asRoot && spawnSync('runuser', ['-u', 'nobody', '--', 'test', '-r', MAIN]).status !== 0
    ? `nobody cannot read the server's code in ${SRC} (a folder above the checkout is private)`
    : false;

/** The first bytes of `file` read as the unprivileged account nobody: what any other local account could read. */
function readAsNobody(file: string): { status: number | null; stderr: string } {
  const result = spawnSync('runuser', ['-u', 'nobody', '--', 'head', '-c', '64', file], { encoding: 'utf8' });
  return { status: result.status, stderr: result.stderr };
}

/** Every file and folder under `root` (itself included) with its permission bits. */
function modes(root: string): Map<string, number> {
  const found = new Map<string, number>();
  const visit = (file: string) => {
    const stat = lstatSync(file);
    found.set(file, stat.mode & 0o777);
    if (stat.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
  };
  visit(root);
  return found;
}

function openToOthers(root: string): string[] {
  return [...modes(root)].filter(([, mode]) => mode & 0o077).map(([file, mode]) => `${mode.toString(8)} ${file}`);
}

function production(dataDir: string, port?: number): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'file-modes-test-secret-of-more-than-32-characters',
    SMTP_URL: 'smtp://127.0.0.1:1',
    ...(port ? { PORT: String(port), HOST: '127.0.0.1' } : {}),
  };
}

describe('files only the server’s account can read', { skip }, () => {
  // A folder anyone may pass through, as /srv is: only DATA_DIR's own modes may keep others out.
  const root = mkdtempSync(path.join(tmpdir(), 'screening-modes-'));
  chmodSync(root, 0o755);
  const dataDir = path.join(root, 'data');
  const laidDown = [
    path.join(dataDir, 'pgdata', 'pg_wal', '000000010000000000000001'),
    path.join(dataDir, 'pgdata', 'PG_VERSION'),
    path.join(dataDir, 'pgdata', 'global', 'pg_control'),
    path.join(dataDir, 'database.json'),
  ];
  after(() => rmSync(root, { recursive: true, force: true }));

  test('what admin create lays down in a new production DATA_DIR cannot be read by another account', () => {
    const cli = spawnSync(process.execPath, ['--import', 'tsx', ADMIN_CLI, 'create', '--email', 'it.admin@hospital.example'], {
      cwd: path.dirname(SRC),
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ...production(dataDir) },
      input: 'Harbour lantern 42\n',
    });
    assert.equal(cli.status, 0, cli.stdout + cli.stderr);

    for (const file of laidDown) {
      const read = readAsNobody(file);
      assert.notEqual(read.status, 0, `nobody read ${file}`);
      assert.match(read.stderr, /Permission denied/, file);
    }
    assert.equal(lstatSync(dataDir).mode & 0o777, 0o700);
    assert.deepEqual(openToOthers(dataDir), []);
  });

  test('a start tightens an installation whose files others could read, with one log line', async () => {
    // As an earlier release left them: the folders 0755, PGlite's files 0666.
    for (const [file] of modes(dataDir)) chmodSync(file, lstatSync(file).isDirectory() ? 0o755 : 0o666);
    assert.equal(readAsNobody(laidDown[0]).status, 0, 'the loosened WAL segment is readable before the start');

    const server = runScript(MAIN, [], production(dataDir, await freePort()));
    try {
      for (let i = 0; i < 240 && !/"event":"startup"/.test(server.stdout()); i++) {
        if (server.child.exitCode !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const lines = server
        .stdout()
        .split('\n')
        .filter((line) => line.includes('"event":"file-modes"'));
      assert.equal(lines.length, 1, server.stdout() + server.stderr());
      assert.match(
        JSON.parse(lines[0]).msg,
        /^Removed group and other permissions from \d+ file\(s\) and folder\(s\) in DATA_DIR=/,
      );
      for (const file of laidDown) assert.notEqual(readAsNobody(file).status, 0, `nobody read ${file}`);
      assert.equal(lstatSync(path.join(dataDir, 'pgdata')).mode & 0o777, 0o700);
    } finally {
      server.child.kill('SIGTERM');
      await server.closed;
    }
  });

  test(
    'a DATA_DIR the server may not write is refused in one line naming it and the fix, without a stack trace',
    { skip: checkoutOutOfReach },
    async () => {
      const readOnly = path.join(root, 'read-only');
      mkdirSync(readOnly, { mode: 0o755 });
      // The server run as nobody, in a folder root owns: every write there is refused, as on a read-only disk.
      for (const env of [{ DATA_DIR: readOnly }, production(readOnly)]) {
        const variables = Object.entries({ ...env, PORT: String(await freePort()) }).map(([k, v]) => `${k}=${v}`);
        const result = spawnSync(
          'runuser',
          ['-u', 'nobody', '--', 'env', ...variables, process.execPath, '--import', 'tsx', MAIN],
          {
            cwd: path.dirname(SRC),
            encoding: 'utf8',
            env: { PATH: process.env.PATH },
          },
        );
        assert.equal(result.status, 1, result.stdout + result.stderr);
        const lines = result.stderr.trim().split('\n');
        assert.equal(lines.length, 1, result.stderr);
        assert.match(
          lines[0],
          new RegExp(
            `^Cannot use DATA_DIR=${readOnly}: uid 65534 lacks permission there \\(EACCES\\)\\. Make it writable .*chown -R`,
          ),
        );
      }
    },
  );
});
