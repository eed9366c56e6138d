/** Saving and prefilling the metric pages (docs/api.md §7). */
import type { FastifyInstance } from 'fastify';
import { HistoryBody, PrefillBody, type PrefillInput } from '@screening/domain/api';
import { callerScope } from '../camps/camp-scope.js';
import { anyOf, CLINICAL_WRITE, PARTICIPANT_READ, REGISTRATION_WRITE, SCREENING_WRITE } from '../candidates/privileges.js';
import { saveCandidateHistory } from './candidate-history.js';
import { prefill } from './prefill.js';

export async function historyRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: HistoryBody }>(
    '/candidatehistory',
    // Each branch then requires its own grant (see candidates/privileges.ts).
    { config: { access: anyOf(REGISTRATION_WRITE, SCREENING_WRITE, CLINICAL_WRITE) }, schema: { body: HistoryBody } },
    async (req, reply) => {
      await saveCandidateHistory(req, req.body);
      return reply.code(200).send();
    },
  );

  app.post<{ Body: PrefillInput }>(
    '/candidatehistoryForPrefil',
    { config: { access: anyOf(PARTICIPANT_READ) }, schema: { body: PrefillBody } },
    async (req, reply) => {
      const answer = await prefill(req.server.db, callerScope(req), req.body);
      return answer === null ? reply.code(200).send() : answer;
    },
  );
}
