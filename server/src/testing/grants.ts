/** Test support: a role's grant taken away for the length of a check, then given back. */
import { and, eq } from 'drizzle-orm';
import type { Privilege } from '@screening/domain/types';
import { forgetCachedGrants } from '../auth/menus.js';
import { menuPrivilegeMapping, menuRoleMaster } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { PRIVILEGE } from '../seed/ids.js';

/**
 * Runs `check` while the role lacks `privilege` on the menu (its grant row marked deleted), and restores it even when
 * the check fails. The privilege checks' cache is dropped both times, so each call sees the grants as they are.
 */
export async function withoutGrant(
  db: Db,
  grant: { roleId: number; menuId: number; privilege: Privilege },
  check: () => Promise<void>,
): Promise<void> {
  const [row] = await db
    .select({ id: menuRoleMaster.id })
    .from(menuRoleMaster)
    .innerJoin(menuPrivilegeMapping, eq(menuPrivilegeMapping.id, menuRoleMaster.menuPrivilegeId))
    .where(
      and(
        eq(menuRoleMaster.roleId, grant.roleId),
        eq(menuPrivilegeMapping.menuId, grant.menuId),
        eq(menuPrivilegeMapping.privilegeId, PRIVILEGE[grant.privilege]),
      ),
    );
  if (!row) throw new Error(`Role ${grant.roleId} holds no ${grant.privilege} on menu ${grant.menuId}`);
  await db.update(menuRoleMaster).set({ isRecordDeleted: true }).where(eq(menuRoleMaster.id, row.id));
  forgetCachedGrants(db);
  try {
    await check();
  } finally {
    await db.update(menuRoleMaster).set({ isRecordDeleted: false }).where(eq(menuRoleMaster.id, row.id));
    forgetCachedGrants(db);
  }
}
