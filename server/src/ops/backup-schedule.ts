/**
 * Scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): the running server takes a backup every interval into
 * BACKUP_DIR as `screening-<UTC timestamp>.backup` and keeps the newest BACKUP_KEEP files of that pattern; it never
 * touches any other file there. Never two at once: a backup that is due while one runs waits for it.
 *
 * The next one is due an interval after the newest backup in the folder (at once when there is none or it is
 * older than that), so a server restarted more often than the interval still takes its backups. Each outcome is
 * logged; the last backup and the last failure are kept for the status route.
 */
import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { formatDuration, type BackupScheduleConfig } from '../config.js';
import type { BackupSummary } from './backup.js';

export const BACKUP_FILE = /^screening-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.backup$/;

/** `screening-20250301T020000Z.backup`: UTC, so names sort by time and mean the same everywhere. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `screening-${stamp}.backup`;
}

/** The instant a scheduled backup's name records, or null for any other file. */
export function backupFileTime(name: string): Date | null {
  const m = BACKUP_FILE.exec(name);
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])) : null;
}

export interface LastBackup {
  at: string;
  /** The file's name in BACKUP_DIR. */
  file: string;
  bytes: number;
  /** Unknown for a backup found in the folder at start. */
  durationMs: number | null;
  rows: number | null;
}

export interface BackupFailure {
  at: string;
  message: string;
}

export interface BackupScheduleStatus {
  dir: string;
  everyMs: number;
  keep: number;
  running: boolean;
  nextDueAt: string | null;
  lastBackup: LastBackup | null;
  lastFailure: BackupFailure | null;
}

export interface BackupScheduler {
  /** Reads the folder's newest backup and sets the timer. */
  start(): Promise<void>;
  /** Takes a backup now, or waits for the one running; resolves with its outcome (never rejects). */
  runNow(): Promise<LastBackup | BackupFailure>;
  status(): BackupScheduleStatus;
  /** No further backup; waits for a running one to end. */
  stop(): Promise<void>;
}

export interface BackupSchedulerOptions {
  config: BackupScheduleConfig;
  /** Writes one backup to outFile (backupDatabase on the server's database). */
  takeBackup(outFile: string): Promise<BackupSummary>;
  log: FastifyBaseLogger;
}

/** setTimeout's longest delay (about 24.8 days); a longer wait is taken in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** An error's message for an administrator: a connection URL's password never shows. */
export function failureMessage(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)[^\s@]*@/gi, '$1***@').slice(0, 500);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createBackupScheduler({ config, takeBackup, log }: BackupSchedulerOptions): BackupScheduler {
  let running: Promise<LastBackup | BackupFailure> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let nextDue: number | null = null;
  let stopped = false;
  let lastBackup: LastBackup | null = null;
  let lastFailure: BackupFailure | null = null;

  const ours = async (): Promise<string[]> => {
    try {
      return (await readdir(config.dir)).filter((name) => BACKUP_FILE.test(name)).sort();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
  };

  /** Deletes all but the newest `keep` scheduled backups; another file is never touched. */
  const rotate = async (): Promise<string[]> => {
    const names = await ours();
    const old = names.slice(0, Math.max(0, names.length - config.keep));
    for (const name of old) await unlink(path.join(config.dir, name));
    return old;
  };

  const once = async (): Promise<LastBackup | BackupFailure> => {
    let at = new Date();
    let file = backupFileName(at);
    try {
      await mkdir(config.dir, { recursive: true });
      // A backup never replaces a file: one taken within the same second as the last waits for the next second.
      if ((await ours()).includes(file)) {
        await sleep(1000 - at.getMilliseconds());
        at = new Date();
        file = backupFileName(at);
      }
      const summary = await takeBackup(path.join(config.dir, file));
      const rows = Object.values(summary.tables).reduce((sum, n) => sum + n, 0);
      lastBackup = { at: summary.takenAt, file, bytes: summary.bytes, durationMs: summary.durationMs, rows };
      log.info(
        {
          event: 'backup',
          file: summary.file,
          bytes: summary.bytes,
          durationMs: summary.durationMs,
          rows,
          engine: summary.engine,
        },
        'Backup taken',
      );
    } catch (err) {
      lastFailure = { at: at.toISOString(), message: failureMessage(err) };
      log.error({ event: 'backup', file: path.join(config.dir, file), err }, `Backup failed: ${lastFailure.message}`);
      return lastFailure;
    }
    try {
      const removed = await rotate();
      if (removed.length > 0) log.info({ event: 'backup-rotation', removed, kept: config.keep }, 'Old backups removed');
    } catch (err) {
      // The backup itself is good; an old file left behind is retried at the next rotation.
      log.warn({ event: 'backup-rotation', err }, 'Could not remove old backups');
    }
    return lastBackup;
  };

  const schedule = (due: number) => {
    if (stopped) return;
    nextDue = due;
    if (timer) clearTimeout(timer);
    timer = setTimeout(
      () => {
        timer = null;
        // Timers cannot wait longer than ~24.8 days, and a suspended machine's clock jumps: check the time again.
        if (Date.now() < due) return schedule(due);
        const started = Date.now();
        void runNow().then(() => schedule(Math.max(Date.now(), started + config.everyMs)));
      },
      Math.min(Math.max(0, due - Date.now()), MAX_TIMER_MS),
    );
    // A pending backup must not keep a stopping process alive.
    timer.unref();
  };

  const runNow = (): Promise<LastBackup | BackupFailure> => {
    if (!running) {
      running = once().finally(() => {
        running = null;
      });
    }
    return running;
  };

  return {
    async start() {
      try {
        const names = await ours();
        const newest = names.at(-1);
        if (newest) {
          const info = await stat(path.join(config.dir, newest));
          const at = backupFileTime(newest)!;
          lastBackup = { at: at.toISOString(), file: newest, bytes: info.size, durationMs: null, rows: null };
        }
      } catch (err) {
        // An unreadable folder fails the first backup too, which reports it; the schedule still starts.
        log.warn({ event: 'backup', err }, `Could not read BACKUP_DIR ${config.dir}`);
      }
      const newestAt = lastBackup ? Date.parse(lastBackup.at) : null;
      const due = newestAt === null ? Date.now() : Math.max(Date.now(), newestAt + config.everyMs);
      log.info(
        {
          event: 'backup-schedule',
          dir: config.dir,
          every: formatDuration(config.everyMs),
          keep: config.keep,
          nextDueAt: new Date(due).toISOString(),
        },
        `Scheduled backups every ${formatDuration(config.everyMs)} into ${config.dir}, keeping ${config.keep}`,
      );
      schedule(due);
    },
    runNow,
    status() {
      return {
        dir: config.dir,
        everyMs: config.everyMs,
        keep: config.keep,
        running: running !== null,
        nextDueAt: running || nextDue === null ? null : new Date(nextDue).toISOString(),
        lastBackup,
        lastFailure,
      };
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      nextDue = null;
      await running;
    },
  };
}
