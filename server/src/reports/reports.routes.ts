/**
 * Reports (docs/api.md §8): POST /camps-report streams one of the five CSV reports; POST /camps-report-summary
 * counts what each report would list, per clinic, so the screen can show the selection before the download.
 * Both need VIEW on '/reports' and only ever read camps the caller may see (their hospital and role scope);
 * body userId/roleId/hospitalId are accepted for the wire and ignored. Every download is audited (who, which
 * report, which camps, which days, how many rows); a download writes nothing else, so the audit row is written
 * on its own when the stream ends.
 */
import { desc, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '@screening/domain/api';
import { REPORT_TYPES, type CampsReportSummary, type ReportCounts, type ReportType } from '@screening/domain/types';
import { writeAudit } from '../audit/audit.js';
import { reportDatabase } from '../db/report-database.js';
import { camp } from '../db/schema.js';
import { hospitalScope, requireUser } from '../http/access.js';
import { HttpError } from '../http/errors.js';
import { serve } from '../http/contract-route.js';
import { loadFormKinds } from './form-kinds.js';
import { reportSource } from './report-cursor.js';
import type { ReportContext } from './report-definition.js';
import { readReportFilter, type ReportRequestBody } from './report-request.js';
import { permittedCampIds } from './report-scope.js';
import { openReportStream, type ReportOutcome } from './report-stream.js';
import { REPORT_BATCH_SIZE, REPORTS } from './report-types.js';

/** The file name of the original server; the UI saves it as {reportType}_Report_{date}.csv. */
const CONTENT_DISPOSITION = 'attachment; filename=CampsReport.csv';

async function reportContext(req: FastifyRequest, body: ReportRequestBody, withType: boolean) {
  const user = requireUser(req);
  const hospitalId = hospitalScope(req);
  const filter = readReportFilter(body, withType);
  const db = req.server.db;
  const [campIds, forms] = await Promise.all([
    permittedCampIds(db, user, hospitalId, filter.requestedIds),
    loadFormKinds(db, hospitalId),
  ]);
  const ctx: ReportContext = {
    db,
    // The rows from the read replica when there is one; whom the caller may see, from the primary.
    source: reportSource(reportDatabase(req.server)),
    forms,
    batchSize: REPORT_BATCH_SIZE,
    selection: { hospitalId, campIds, from: filter.from, until: filter.until, startDay: filter.startDay, endDay: filter.endDay },
  };
  return { user, filter, ctx };
}

export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, routes.report, async (req, reply) => {
    const { user, filter, ctx } = await reportContext(req, req.body, true);
    const reportType = filter.reportType as ReportType;
    const finish = async (outcome: ReportOutcome) => {
      try {
        await writeAudit(app.db, {
          userId: user.userId,
          login: user.login,
          action: 'DOWNLOAD',
          entity: 'report',
          entityId: reportType,
          details: {
            reportType,
            campIds: ctx.selection.campIds,
            requestedCampIds: filter.requestedIds,
            startDate: filter.startDay,
            endDate: filter.endDay,
            ...outcome,
          },
        });
      } catch (err) {
        req.log.error({ err }, 'could not write the audit row of a report download');
      }
    };
    const body = await openReportStream(REPORTS[reportType], ctx, finish, req.body.forExcel ? 'excel' : 'plain').catch(
      (err: unknown) => {
        // Answered 503 (report-cursor.ts); the administrators learn why from the log (never the URL: it may carry a password).
        if (err instanceof HttpError && err.error === 'REPORTS_DATABASE_UNAVAILABLE') {
          const reason = err.cause instanceof Error ? err.cause.message : String(err.cause);
          req.log.warn(
            { event: 'reports-database-unavailable', reason },
            'A report could not start: its database cannot be reached',
          );
        }
        throw err;
      },
    );
    reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', CONTENT_DISPOSITION);
    return reply.send(body ?? '');
  });

  serve(app, routes.reportSummary, async (req): Promise<CampsReportSummary> => {
    const { filter, ctx } = await reportContext(req, req.body, false);
    const perType = await Promise.all(REPORT_TYPES.map((type) => REPORTS[type].countByCamp(ctx)));
    const zero = (): ReportCounts => Object.fromEntries(REPORT_TYPES.map((t) => [t, 0])) as ReportCounts;
    const counts = zero();
    REPORT_TYPES.forEach((type, i) => {
      for (const n of perType[i].values()) counts[type] += n;
    });
    const clinics =
      ctx.selection.campIds.length === 0
        ? []
        : await app.db
            .select({ campId: camp.id, campIdPrefix: camp.campIdPrefix, campName: camp.name })
            .from(camp)
            .where(inArray(camp.id, ctx.selection.campIds))
            .orderBy(desc(camp.startDate), desc(camp.id));
    return {
      startDate: filter.startDay,
      endDate: filter.endDay,
      counts,
      clinics: clinics.map((c) => {
        const perClinic = zero();
        REPORT_TYPES.forEach((type, i) => (perClinic[type] = perType[i].get(c.campId) ?? 0));
        return { ...c, counts: perClinic };
      }),
    };
  });
}
