/**
 * The second factor's set-up at sign-in, under /token: a user whose role requires a second factor and who has none
 * (POST /token/authenticate answered 403 SECOND_FACTOR_ENROLMENT_REQUIRED) sets one up before any session starts,
 * proving her password on each call as a sign-in does, and is signed in by its first code.
 */
import type { FastifyInstance } from 'fastify';
import { routes, type SecondFactorSignInSetupBody } from '@screening/domain/api';
import type { SecondFactorSetup, SecondFactorSignInEnrolled } from '@screening/domain/types';
import { writeAudit } from '../audit/audit.js';
import { serve } from '../http/contract-route.js';
import { checkCredentials } from './credentials.js';
import { confirmSecondFactor, startSecondFactorSetup } from './second-factor.js';
import { INACTIVE, MUST_CHANGE, startSession } from './token.routes.js';

/** The account of a sign-in that may set up a second factor: the password right, active, no temporary password. */
async function signingIn(req: Parameters<typeof checkCredentials>[0], body: SecondFactorSignInSetupBody, action: string) {
  const { account } = await checkCredentials(req, body.userName, body.password, action);
  if (account.isRecordDeleted) throw INACTIVE();
  if (account.mustChangePassword) throw MUST_CHANGE();
  return account;
}

export async function secondFactorSignInRoutes(app: FastifyInstance): Promise<void> {
  serve(app, routes.signInSecondFactorSetup, async (req): Promise<SecondFactorSetup> =>
    startSecondFactorSetup(req, await signingIn(req, req.body, 'SECOND_FACTOR_SETUP')),
  );

  serve(app, routes.signInSecondFactorEnrol, async (req): Promise<SecondFactorSignInEnrolled> => {
    const account = await signingIn(req, req.body, 'SECOND_FACTOR_ENROL');
    // The enrolment and the sign-in it opens commit together (and are audited together).
    const { recoveryCodes, then: session } = await confirmSecondFactor(req, account, req.body.code, 401, async (tx) => {
      const started = await startSession(req, tx, account);
      await writeAudit(tx, {
        userId: account.id,
        login: started.userName,
        action: 'SIGN_IN',
        entity: 'employee',
        entityId: account.id,
        details: { outcome: 'success', secondFactor: 'enrolled' },
      });
      return started;
    });
    return { ...session, recoveryCodes };
  });
}
