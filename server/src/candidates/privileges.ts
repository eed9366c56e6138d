/** The branch-specific grant check of a participant handler (the grants: @screening/domain/api access.ts). */
import type { FastifyRequest } from 'fastify';
import type { AccessGrant } from '@screening/domain/api';
import { holdsGrant } from '../http/access.js';
import { forbidden } from '../http/errors.js';

/** The branch-specific check inside a handler whose route accepted a wider set of grants. */
export async function requireGrant(req: FastifyRequest, rules: readonly AccessGrant[], what: string): Promise<void> {
  if (!(await holdsGrant(req, rules))) throw forbidden('ACTION_NOT_PERMITTED', { action: what });
}
