/**
 * `GET /api/ops/status`, for those who manage users (EDIT on User Data Management: the admin and the
 * coordinators): the release and schema this server runs, which kind of database it uses (never where: a URL may
 * carry a password), and the backup schedule with its last backup and last failure. The host's "About this site"
 * shows it to them.
 */
import type { FastifyInstance } from 'fastify';
import { routes } from '@screening/domain/api';
import { formatDuration } from '../config.js';
import { appliedSchemaVersion, currentSchemaVersion, type SchemaVersion } from '../db/migrations-folder.js';
import { serve } from '../http/contract-route.js';
import type { BackupFailure, BackupScheduler, LastBackup } from './backup-schedule.js';
import type { Readiness } from './readiness.js';
import serverPackage from '../../package.json' with { type: 'json' };

/**
 * The API's release: the server package's version. Imported rather than read from disk, so that the compiled server
 * (server/dist, one bundle) carries the version it was built from instead of looking for a package.json beside it.
 */
export const RELEASE: string = serverPackage.version;

export type Engine = 'embedded' | 'postgresql';

/** What the running server knows about itself beyond the app's routes (main.ts fills it; tests and defaults too). */
export interface OpsRuntime {
  readiness: Readiness;
  engine: Engine;
  /** Null when BACKUP_DIR is not set. */
  backups: BackupScheduler | null;
}

export interface OpsStatus {
  release: string;
  schema: SchemaVersion & { current: boolean };
  database: { engine: Engine };
  backups: {
    scheduled: boolean;
    /** Like BACKUP_EVERY: "24h", "30m", "1h30m". */
    every: string | null;
    keep: number | null;
    directory: string | null;
    running: boolean;
    nextDueAt: string | null;
    lastBackup: LastBackup | null;
    lastFailure: BackupFailure | null;
    /** True when the latest attempt failed (the last failure is newer than the last backup). */
    lastFailed: boolean;
  };
}

export function opsStatusRoutes(app: FastifyInstance, runtime: OpsRuntime): void {
  serve(
    app,
    routes.opsStatus,
    // No input to check: no body, no parameters (query strings get the app-wide checks of http/input.ts).
    async (): Promise<OpsStatus> => {
      const applied = await appliedSchemaVersion(app.db);
      const wanted = currentSchemaVersion();
      const backup = runtime.backups?.status() ?? null;
      const lastFailed = Boolean(backup?.lastFailure && (!backup.lastBackup || backup.lastFailure.at >= backup.lastBackup.at));
      return {
        release: RELEASE,
        schema: { ...applied, current: applied.migrations === wanted.migrations && applied.last === wanted.last },
        database: { engine: runtime.engine },
        backups: {
          scheduled: backup !== null,
          every: backup ? formatDuration(backup.everyMs) : null,
          keep: backup?.keep ?? null,
          directory: backup?.dir ?? null,
          running: backup?.running ?? false,
          nextDueAt: backup?.nextDueAt ?? null,
          lastBackup: backup?.lastBackup ?? null,
          lastFailure: backup?.lastFailure ?? null,
          lastFailed,
        },
      };
    },
  );
}
