/** GET /api/curable/authorizeUserRequest/:userName — the signed-in user's profile and menus (docs/api.md §1.4). */
import type { FastifyInstance } from 'fastify';
import { INVALID_LOGIN, routes } from '@screening/domain/api';
import type { AuthorizeResponse } from '@screening/domain/types';
import { serve } from '../http/contract-route.js';
import { forbidden, HttpError } from '../http/errors.js';
import { requireUser } from '../http/access.js';
import { findEmployeeByLogin, normaliseLogin } from './employees.js';
import { loadRoleMenus } from './menus.js';

const INACTIVE_MESSAGE = 'Your login access is inactive. Please contact the admin';

export async function authorizeRoutes(app: FastifyInstance): Promise<void> {
  serve(app, routes.authorizeUser, async (req) => {
    const user = requireUser(req);
    const account = await findEmployeeByLogin(req.server.db, req.params.userName);
    if (!account) throw new HttpError(404, INVALID_LOGIN, 'No user exists with this login.');
    if (normaliseLogin(account.email) !== user.login) {
      throw forbidden('OTHER_USER_ACCESS');
    }
    const active = !account.isRecordDeleted;
    const response: AuthorizeResponse = {
      userId: account.id,
      userName: account.name,
      email: account.email,
      roleName: account.roleName,
      roleId: account.roleId,
      isRecordDeleted: account.isRecordDeleted,
      gender: account.gender,
      phoneNo: account.phoneNo,
      customMenuDTOs: active ? await loadRoleMenus(req.server.db, account.roleId) : null,
      message: active ? null : INACTIVE_MESSAGE,
      hospitalId: active ? account.hospitalId : null,
      tenantName: active ? account.tenantName : null,
      keycloakUserId: account.keycloakUserId,
      language: account.language,
    };
    return response;
  });
}
