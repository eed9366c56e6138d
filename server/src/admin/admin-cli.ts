/**
 * `pnpm admin create --email <address> [--name "<full name>"]`: creates an administrator, e.g. the first one of a
 * production database (which has no demo accounts). The password comes from standard input: typed without echo
 * (twice) on a terminal, or the first line when piped. Opens the database the server would (DATA_DIR,
 * DATABASE_URL, NODE_ENV) with the same checks, initialising an empty one the same way; refuses while a server
 * holds the embedded database. Exit code 0 when created, 1 on a refusal, 2 on a usage error.
 */
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { emailError, loadPasswordPolicy, passwordError, userNameError } from '@screening/domain/validation';
import { hashPassword } from '../auth/passwords.js';
import { describeDatabase, loadDatabaseConfig } from '../db/database-config.js';
import { roles } from '../seed/access-data.js';
import { HOSPITAL_NAME, ROLE } from '../seed/ids.js';
import { acquireDataDirLock } from '../storage/data-dir-lock.js';
import { createFilesForOwnerOnly, prepareDataDir, refusalOf } from '../storage/file-modes.js';
import { markerPath, openInstalledDatabase } from '../storage/installation.js';
import { Refusal } from '../storage/refusal.js';
import { createAdministrator } from './create-admin.js';

const USAGE = `Usage: pnpm admin create --email <address> [--name "<full name>"]

Creates an administrator (role admin, mapped to the hospital) in the database the server uses
(same DATA_DIR, DATABASE_URL and NODE_ENV). The password is read from standard input:
  interactively:  pnpm admin create --email it.admin@hospital.example
  piped:          printf '%s\\n' "$PASSWORD" | pnpm admin create --email it.admin@hospital.example
With the embedded database, stop the server first.`;

const DEFAULT_NAME = 'Administrator';

class UsageError extends Error {}

function parse(argv: string[]): { email: string; name: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (positionals.length !== 1 || positionals[0] !== 'create') throw new UsageError('Expected the command "create".');
  const email = values.email?.trim() ?? '';
  if (!email) throw new UsageError('--email is required.');
  const name = values.name?.trim() || DEFAULT_NAME;
  const invalid = emailError(email) ?? userNameError(name);
  if (invalid) throw new Refusal(invalid);
  return { email, name };
}

/** One line typed without echo (raw mode; Backspace and Ctrl+U edit, Ctrl+C cancels). */
function readHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (settle: () => void) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      settle();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return finish(() => resolve(value));
        if (ch === '\u0003') return finish(() => reject(new Refusal('Cancelled; nothing was changed.')));
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else if (ch === '\u0015') value = '';
        else value += ch;
      }
    };
    input.on('data', onData);
  });
}

/** The first line of piped input, without its line ending (spaces are kept: they may belong to the password). */
async function readFirstLine(): Promise<string> {
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  throw new Refusal('No password on standard input: pipe it as one line, or run the command in a terminal.');
}

async function readPassword(email: string): Promise<string> {
  const interactive = process.stdin.isTTY === true;
  const password = interactive ? await readHidden(`Password for ${email}: `) : await readFirstLine();
  await loadPasswordPolicy();
  const weak = passwordError(password, email);
  if (weak) throw new Refusal(`Password refused: ${weak}`);
  if (interactive && (await readHidden('Repeat the password: ')) !== password) {
    throw new Refusal('The two passwords differ; nothing was changed.');
  }
  return password;
}

async function create(argv: string[]): Promise<void> {
  const { email, name } = parse(argv);
  const password = await readPassword(email);
  const config = loadDatabaseConfig();
  prepareDataDir(config.dataDir, console.log);
  const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir, 'the admin CLI');
  try {
    const installed = await openInstalledDatabase(config);
    try {
      if (installed.initialised) {
        const what = config.production ? 'reference data only, no demo accounts' : 'reference and demo data';
        console.log(
          `Initialised the empty database (${what}); installation ${installed.installationId}, marker ${markerPath(config.dataDir)}.`,
        );
      }
      const id = await createAdministrator(installed.database.db, { email, name, passwordHash: await hashPassword(password) });
      const role = roles.find((r) => r.id === ROLE.admin)?.name ?? 'admin';
      console.log(
        `Created administrator ${email} ("${name}", employee ${id}, role ${role}, ${HOSPITAL_NAME}) in ${describeDatabase(config)}.`,
      );
      console.log('They can sign in now; the creation is recorded in the audit log.');
    } finally {
      await installed.database.close();
    }
  } finally {
    lock?.release();
  }
}

createFilesForOwnerOnly();
create(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: unknown) => {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${USAGE}`);
      process.exit(2);
    }
    const refusal = refusalOf(err, loadDatabaseConfig().dataDir);
    if (refusal) console.error(refusal.message);
    else console.error('admin create failed:', err);
    process.exit(1);
  },
);
