/**
 * The running server's local control socket, DATA_DIR/control.sock: the embedded database can be open in one
 * process only, so `pnpm db backup` asks the server that holds it to write the backup. A unix socket, mode 0600:
 * who may connect is who owns DATA_DIR, the same people who could copy the database files anyway.
 *
 * Protocol: one JSON line per connection, `{"op":"backup","out":"/absolute/file"}`, answered by one JSON line,
 * `{"ok":true,"summary":BackupSummary}` or `{"ok":false,"error":"…"}`.
 */
import { chmodSync, existsSync, lstatSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Database } from '../db/open.js';
import { Refusal } from '../storage/refusal.js';
import { backupDatabase, type BackupSummary } from './backup.js';
import type { BackupKey } from './backup-key.js';

export const CONTROL_SOCKET = 'control.sock';
/** sun_path holds 108 bytes including the terminating NUL. */
const SUN_PATH_MAX = 107;
/** A request is one short line; anything longer is not ours. */
const MAX_REQUEST = 16 * 1024;

export function controlSocketPath(dataDir: string): string {
  const file = path.join(path.resolve(dataDir), CONTROL_SOCKET);
  const bytes = Buffer.byteLength(file);
  if (bytes > SUN_PATH_MAX) {
    throw new Refusal(
      `The control socket ${file} would be ${bytes} bytes long; unix sockets allow ${SUN_PATH_MAX}. Use a shorter DATA_DIR path.`,
    );
  }
  return file;
}

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

type Request = { op: 'backup'; out: string };
type Answer = { ok: true; summary: BackupSummary } | { ok: false; error: string };

/** Whether something answers on the socket file (a live server) rather than a file left by one that died. */
function answers(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(file);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

function listen(server: net.Server, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once('error', onError);
    server.listen(file, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

async function handle(request: unknown, database: Database, key: BackupKey, log: Log): Promise<Answer> {
  const { op, out } = (request ?? {}) as Partial<Request>;
  if (op !== 'backup') return { ok: false, error: `Unknown request ${JSON.stringify(op)}; this server serves "backup".` };
  if (typeof out !== 'string' || !path.isAbsolute(out))
    return { ok: false, error: 'A backup request needs the absolute path of the file to write.' };
  try {
    const summary = await backupDatabase(database, out, key);
    log.info(
      { event: 'backup', file: summary.file, bytes: summary.bytes, durationMs: summary.durationMs },
      'Backup written at the request of the db CLI',
    );
    return { ok: true, summary };
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, error: err.message };
    log.error({ event: 'backup', err }, 'Backup through the control socket failed');
    return { ok: false, error: `The server could not write the backup: ${(err as Error).message}` };
  }
}

export async function serveControlSocket(options: {
  dataDir: string;
  database: Database;
  /** The server's backup key: a backup written here is authenticated with it. */
  key: BackupKey;
  log: Log;
}): Promise<{ close(): Promise<void> }> {
  const { database, key, log } = options;
  const file = controlSocketPath(options.dataDir);
  /** Open connections, and whether each has a backup in progress. */
  const connections = new Map<net.Socket, boolean>();
  const server = net.createServer((socket) => {
    connections.set(socket, false);
    socket.once('close', () => connections.delete(socket));
    socket.on('error', () => socket.destroy());
    let input = '';
    socket.setEncoding('utf8');
    const onData = (chunk: string) => {
      input += chunk;
      const end = input.indexOf('\n');
      if (end < 0 && input.length <= MAX_REQUEST) return;
      socket.off('data', onData);
      connections.set(socket, true);
      let request: unknown = null;
      try {
        request = end < 0 ? null : JSON.parse(input.slice(0, end));
      } catch {
        // Answered as an unknown request.
      }
      void handle(request, database, key, log).then((answer) => socket.end(`${JSON.stringify(answer)}\n`));
    };
    socket.on('data', onData);
  });

  try {
    await listen(server, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    if (await answers(file))
      throw new Refusal(`Another process serves the control socket ${file}: is a second server running on DATA_DIR?`);
    // Left by a server that died: only a socket file is removed, never anything else of that name.
    if (lstatSync(file).isSocket()) unlinkSync(file);
    await listen(server, file);
  }
  chmodSync(file, 0o600);
  log.info({ event: 'control-socket', file }, 'Control socket listening (pnpm db backup)');

  return {
    close: () =>
      new Promise<void>((resolve) => {
        // Lets a backup in progress finish (its connection closes after the answer) before the database closes.
        server.close(() => {
          try {
            if (existsSync(file) && lstatSync(file).isSocket()) unlinkSync(file);
          } catch {
            // Already gone.
          }
          resolve();
        });
        for (const [socket, busy] of connections) if (!busy) socket.destroy();
      }),
  };
}

/**
 * Asks the server on `dataDir` to write a backup to `outFile`. Null when no server listens there (no socket file,
 * or one left by a server that died); a Refusal with the server's message when it could not.
 */
export async function requestBackup(dataDir: string, outFile: string): Promise<BackupSummary | null> {
  const file = controlSocketPath(dataDir);
  if (!existsSync(file)) return null;
  return new Promise((resolve, reject) => {
    const socket = net.connect(file);
    let answer = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.once('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ op: 'backup', out: path.resolve(outFile) } satisfies Request)}\n`);
    });
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.once('error', (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === 'ECONNREFUSED' || err.code === 'ENOENT')) resolve(null);
      else if (err.code === 'EACCES')
        reject(new Refusal(`Permission denied on ${file}: run the command as the user that owns DATA_DIR.`));
      else reject(err);
    });
    socket.once('end', () => {
      try {
        const parsed = JSON.parse(answer) as Answer;
        if (parsed.ok) resolve(parsed.summary);
        else reject(new Refusal(parsed.error));
      } catch {
        reject(new Refusal(`The server on ${file} closed the connection without an answer: see its log.`));
      }
    });
  });
}
