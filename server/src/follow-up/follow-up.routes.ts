/** Follow-up of referrals (docs/follow-up.md): the list, the home tile's counts, a call or move, the rule, her view. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '@screening/domain/api';
import { callerScope } from '../camps/camp-scope.js';
import { istDay } from '../camps/camp-dates.js';
import { serve } from '../http/contract-route.js';
import { inTransaction } from '../http/transaction.js';
import { countFollowUps, listFollowUps, loadFollowUp, recordFollowUpMove } from './follow-ups.js';
import type { FollowUpActor } from './open.js';
import { participantView } from './participant-view.js';
import { loadFollowUpSettings, storeFollowUpSettings } from './settings.js';

/** India's calendar day of the request, by the server's clock (tests move it on). */
export const todayOf = (req: FastifyRequest): string => istDay(req.server.clock());

export function followUpActor(req: FastifyRequest): FollowUpActor {
  const scope = callerScope(req);
  const now = req.server.clock();
  return { hospitalId: scope.hospitalId, login: scope.user.login, employeeId: scope.user.userId, now, today: istDay(now) };
}

export async function followUpRoutes(app: FastifyInstance): Promise<void> {
  serve(app, routes.followUpList, async (req) => listFollowUps(req.server.db, callerScope(req), todayOf(req), req.body));

  serve(app, routes.followUpCounts, async (req) => countFollowUps(req.server.db, callerScope(req), todayOf(req)));

  serve(app, routes.followUpRecord, async (req) => {
    const scope = callerScope(req);
    const actor = followUpActor(req);
    await inTransaction(req, 'FOLLOW_UP', 'follow_up', async (tx, audit) => {
      audit.entityId = req.body.followUpId;
      const moved = await recordFollowUpMove(tx, scope, actor, req.body);
      audit.details = { kind: req.body.kind, outcome: req.body.outcome ?? null, ...moved };
    });
    return loadFollowUp(req.server.db, scope, req.body.followUpId, actor.today);
  });

  serve(app, routes.participantView, async (req) => participantView(req.server.db, callerScope(req), todayOf(req), req.body));

  serve(app, routes.followUpSettings, async (req) => loadFollowUpSettings(req.server.db, callerScope(req).hospitalId));

  serve(app, routes.saveFollowUpSettings, async (req) => {
    const scope = callerScope(req);
    await inTransaction(req, 'UPDATE', 'follow_up_settings', async (tx, audit) => {
      audit.entityId = scope.hospitalId;
      audit.details = { settings: req.body };
      await storeFollowUpSettings(tx, scope.hospitalId, req.body, scope.user.login);
    });
    return loadFollowUpSettings(req.server.db, scope.hospitalId);
  });
}
