/**
 * API_WORKERS > 1: the primary process does the work that must happen once (migrations and first-start seeding,
 * housekeeping, scheduled backups) and forks that many workers (node's cluster), which share the port and serve the
 * API. Every piece of state a request needs (sessions, throttle counters, idempotency keys, the records) is in the
 * database, so any worker may answer any call. A worker that dies is replaced; a stop ends every worker gracefully
 * (each finishes its requests in flight), then the primary. The primary also tells the workers the backup schedule's
 * status, which `GET /api/ops/status` shows.
 */
import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import type { BackupScheduleConfig } from '../config.js';
import type { BackupScheduler, BackupScheduleStatus } from './backup-schedule.js';

/** A worker that exits is forked again after this pause (no busy loop when something keeps killing it). */
const RESTART_DELAY_MS = 1000;
/** How often the primary sends the backup status to the workers. */
const BACKUP_STATUS_EVERY_MS = 5000;

interface BackupStatusMessage {
  type: 'backup-status';
  status: BackupScheduleStatus;
}

const isBackupStatus = (message: unknown): message is BackupStatusMessage =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'backup-status';

export interface WorkerPool {
  /** Resolves once every worker listens; rejects when one exits before it listened (the port taken, say). */
  ready: Promise<void>;
  /** Ends every worker with SIGTERM (each stops gracefully), killing those still running after `timeoutMs`. */
  stop(timeoutMs: number): Promise<{ clean: boolean }>;
}

export interface WorkerPoolOptions {
  count: number;
  log: FastifyBaseLogger;
  /** The primary's scheduler, whose status the workers show. */
  backups: BackupScheduler | null;
}

export function startWorkers({ count, log, backups }: WorkerPoolOptions): WorkerPool {
  let stopping = false;
  let started = false;
  const sendBackupStatus = (worker: Worker) => {
    if (backups && worker.isConnected())
      worker.send({ type: 'backup-status', status: backups.status() } satisfies BackupStatusMessage);
  };
  const statusTimer = backups
    ? setInterval(() => Object.values(cluster.workers ?? {}).forEach((w) => w && sendBackupStatus(w)), BACKUP_STATUS_EVERY_MS)
    : null;
  statusTimer?.unref();

  let resolveReady!: () => void;
  let rejectReady!: (err: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  const listening = new Set<number>();

  const fork = () => {
    const worker = cluster.fork();
    worker.on('online', () => sendBackupStatus(worker));
    worker.on('listening', () => {
      listening.add(worker.id);
      if (!started && listening.size === count) {
        started = true;
        resolveReady();
      }
    });
    worker.on('exit', (code, signal) => {
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (stopping) return;
      if (!started) {
        rejectReady(new Error(`An API worker (pid ${worker.process.pid}) exited with ${how} before it could serve`));
        return;
      }
      log.error(
        { event: 'worker-exit', worker: worker.id, workerPid: worker.process.pid, code, signal },
        `API worker ${worker.id} (pid ${worker.process.pid}) exited with ${how}; starting another`,
      );
      setTimeout(() => stopping || fork(), RESTART_DELAY_MS).unref();
    });
  };
  for (let i = 0; i < count; i++) fork();

  return {
    ready,
    async stop(timeoutMs) {
      stopping = true;
      if (statusTimer) clearInterval(statusTimer);
      const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
      const exits = running.map(
        (w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once('exit', () => resolve()))),
      );
      for (const w of running) w.process.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const inTime = await Promise.race([
        Promise.all(exits).then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
      ]);
      clearTimeout(timer);
      if (!inTime) {
        for (const w of running) if (!w.isDead()) w.process.kill('SIGKILL');
        await Promise.all(exits);
      }
      return { clean: inTime && running.every((w) => w.process.exitCode === 0) };
    },
  };
}

/**
 * In a worker: the primary's backup schedule as `GET /api/ops/status` shows it (backups themselves run in the
 * primary only, never in two processes at once).
 */
export function backupStatusFromPrimary(config: BackupScheduleConfig): BackupScheduler {
  let latest: BackupScheduleStatus = {
    dir: config.dir,
    everyMs: config.everyMs,
    keep: config.keep,
    running: false,
    nextDueAt: null,
    lastBackup: null,
    lastFailure: null,
  };
  const onMessage = (message: unknown) => {
    if (isBackupStatus(message)) latest = message.status;
  };
  process.on('message', onMessage);
  return {
    start: async () => undefined,
    runNow: async () => ({ at: new Date().toISOString(), message: 'Backups are taken by the primary process.' }),
    status: () => latest,
    stop: async () => void process.off('message', onMessage),
  };
}
