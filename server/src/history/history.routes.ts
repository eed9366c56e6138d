/** Saving and prefilling the metric pages (BEHAVIOUR §7). */
import type { FastifyInstance } from 'fastify';
import { callerScope } from '../camps/camp-scope.js';
import { anyOf, CLINICAL_WRITE, PARTICIPANT_READ, REGISTRATION_WRITE, SCREENING_WRITE } from '../candidates/privileges.js';
import { saveCandidateHistory } from './candidate-history.js';
import { historyBodySchema, type HistoryBody } from './history-input.js';
import { prefill, prefillBodySchema, type PrefillBody } from './prefill.js';

export async function historyRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: HistoryBody }>(
    '/candidatehistory',
    // Each branch then requires its own grant (see candidates/privileges.ts).
    { config: { access: anyOf(REGISTRATION_WRITE, SCREENING_WRITE, CLINICAL_WRITE) }, schema: { body: historyBodySchema } },
    async (req, reply) => {
      await saveCandidateHistory(req, req.body);
      return reply.code(200).send();
    },
  );

  app.post<{ Body: PrefillBody }>(
    '/candidatehistoryForPrefil',
    { config: { access: anyOf(PARTICIPANT_READ) }, schema: { body: prefillBodySchema } },
    async (req, reply) => {
      const answer = await prefill(req.server.db, callerScope(req), req.body);
      return answer === null ? reply.code(200).send() : answer;
    },
  );
}
