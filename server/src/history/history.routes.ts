/** Saving and prefilling the metric pages (docs/api.md §7). */
import type { FastifyInstance } from 'fastify';
import { routes } from '@screening/domain/api';
import { callerScope } from '../camps/camp-scope.js';
import { serve } from '../http/contract-route.js';
import { saveCandidateHistory } from './candidate-history.js';
import { prefill } from './prefill.js';

export async function historyRoutes(app: FastifyInstance): Promise<void> {
  serve(app, routes.history, async (req, reply) => {
    await saveCandidateHistory(req, req.body);
    return reply.code(200).send();
  });

  serve(app, routes.prefill, async (req, reply) => {
    const answer = await prefill(req.server.db, callerScope(req), req.body);
    return answer === null ? reply.code(200).send() : answer;
  });
}
