/**
 * Participant routes: enrol, tag, general details, medical details, habit types and the three lists (docs/api.md §5),
 * and the possible-duplicate check before an enrolment.
 */
import type { FastifyInstance } from 'fastify';
import { routes } from '@screening/domain/api';
import { callerScope } from '../camps/camp-scope.js';
import { hospitalScope, requireUser } from '../http/access.js';
import { serve } from '../http/contract-route.js';
import { jsonArrayStream } from '../http/streamed-answer.js';
import { saveCandidate } from './candidate-save.js';
import {
  DenseSearches,
  listCandidates,
  unpagedCandidates,
  WORKLIST_TOTAL_HEADER,
  WORKLIST_TOTAL_LIMIT_HEADER,
  worklistClinics,
} from './candidates-list.js';
import { habitTypesOf } from './habit-types.js';
import { saveMedicalHistory } from './medical-history.js';
import { findPossibleDuplicates } from './possible-duplicates.js';
import { loadParticipant } from './participant.js';
import { inTransaction } from '../http/transaction.js';

export async function candidatesRoutes(app: FastifyInstance): Promise<void> {
  const denseSearches = new DenseSearches(app.clock);
  // Both paths run the same routine: the branch is chosen by id and screenId.
  for (const entry of [routes.enrol, routes.saveParticipant]) {
    serve(app, entry, async (req) => saveCandidate(req, req.body));
  }

  serve(
    app,
    routes.worklist,
    // hospitalId, roleId and userId of the body are ignored: the token says who is asking.
    async (req, reply) => {
      const { stage, search, page, size, campId } = req.body;
      const asked = [req.server.db, requireUser(req), hospitalScope(req), stage, (search ?? '').trim()] as const;
      // The body stays the list the original client reads; the number of all matches travels beside it.
      const counted = ({ total, totalLimit }: { total: number; totalLimit: number }) =>
        reply.header(WORKLIST_TOTAL_HEADER, String(total)).header(WORKLIST_TOTAL_LIMIT_HEADER, String(totalLimit));
      if (size == null && !page) {
        // The original client's unpaged list (up to WORKLIST_MAX_ROWS rows, some 700 KB) is written as it is read,
        // typed as a returned answer is (Fastify adds no charset to a stream's). A page given without a size is a
        // page of WORKLIST_MAX_ROWS: past the first, empty.
        const answer = await unpagedCandidates(...asked, campId, denseSearches);
        return counted(answer).type('application/json; charset=utf-8').send(jsonArrayStream(answer.batches));
      }
      const answer = await listCandidates(...asked, { page, size, campId }, denseSearches);
      counted(answer);
      return answer.rows;
    },
  );

  serve(app, routes.possibleDuplicates, async (req) => findPossibleDuplicates(req.server.db, callerScope(req), req.body));

  // Only the audit trail is written: the discarded writes never reached the database. A named participant must be
  // one the caller may touch, so the trail never names anyone outside her clinics.
  serve(app, routes.discardQueuedWrite, async (req) => {
    const { idempotencyKeys, steps, candidateId, refusalStatus } = req.body;
    return inTransaction(req, 'DISCARD_QUEUED_WRITE', 'candidate', async (tx, audit) => {
      if (candidateId != null) await loadParticipant(tx, callerScope(req), candidateId);
      audit.entityId = candidateId ?? null;
      audit.details = { idempotencyKeys, steps, refusalStatus: refusalStatus ?? null };
      return { discarded: steps.length };
    });
  });

  serve(app, routes.worklistClinics, async (req) =>
    worklistClinics(req.server.db, requireUser(req), hospitalScope(req), req.body.stage),
  );

  serve(app, routes.habitTypes, async (req) => habitTypesOf(req.params.habit));

  serve(
    app,
    routes.medicalHistory,
    // The record id as a JSON number (docs/api.md §5.6).
    async (req, reply) => reply.type('application/json').send(JSON.stringify(await saveMedicalHistory(req, req.body))),
  );
}
