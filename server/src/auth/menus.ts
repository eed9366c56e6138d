/**
 * A role's menus and privileges, read from the grant tables on every call (docs/api.md §1.6): menu_role_master
 * → menu_privilege_mapping → (menu, privilege). The row's own menu column of the original is not modelled.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CustomMenuDTO, Privilege } from '@screening/domain/types';
import { menuMaster, menuPrivilegeMapping, menuRoleMaster, privilegeMaster } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';

export interface RoleMenu extends CustomMenuDTO {
  menuOrder: number | null;
  privileges: Privilege[];
}

/** The role's menus ordered by menuOrder, each with its privileges de-duplicated (CREATE, VIEW, EDIT order). */
export async function loadRoleMenus(db: DbOrTx, roleId: number): Promise<RoleMenu[]> {
  const rows = await db
    .select({
      menuId: menuMaster.id,
      menu: menuMaster.menu,
      menuOrder: menuMaster.menuOrder,
      url: menuMaster.url,
      privilege: privilegeMaster.privilege,
    })
    .from(menuRoleMaster)
    .innerJoin(menuPrivilegeMapping, eq(menuPrivilegeMapping.id, menuRoleMaster.menuPrivilegeId))
    .innerJoin(menuMaster, eq(menuMaster.id, menuPrivilegeMapping.menuId))
    .innerJoin(privilegeMaster, eq(privilegeMaster.id, menuPrivilegeMapping.privilegeId))
    .where(
      and(
        eq(menuRoleMaster.roleId, roleId),
        eq(menuRoleMaster.isRecordDeleted, false),
        eq(menuPrivilegeMapping.isRecordDeleted, false),
        eq(menuMaster.isRecordDeleted, false),
        eq(privilegeMaster.isRecordDeleted, false),
      ),
    )
    .orderBy(sql`${menuMaster.menuOrder} asc nulls last`, asc(menuMaster.id), asc(privilegeMaster.id));

  const byMenu = new Map<number, RoleMenu>();
  for (const row of rows) {
    let entry = byMenu.get(row.menuId);
    if (!entry) {
      entry = { menu: row.menu, menuOrder: row.menuOrder, url: row.url, privileges: [] };
      byMenu.set(row.menuId, entry);
    }
    if (!entry.privileges.includes(row.privilege)) entry.privileges.push(row.privilege);
  }
  return [...byMenu.values()];
}

/** How long a role's grants are reused by the privilege checks; no API call changes them (they are reference data). */
export const GRANTS_CACHE_MS = 30_000;
const cached = new WeakMap<object, Map<number, { until: number; menus: Promise<RoleMenu[]> }>>();

/**
 * The role's menus for a privilege check: read at most once per GRANTS_CACHE_MS per role and database, so an
 * authenticated call costs one query (the caller) instead of two. A change made in the grant tables by hand takes
 * effect within that time.
 */
export function roleMenusForChecks(db: DbOrTx, roleId: number): Promise<RoleMenu[]> {
  let byRole = cached.get(db);
  if (!byRole) cached.set(db, (byRole = new Map()));
  const hit = byRole.get(roleId);
  if (hit && hit.until > Date.now()) return hit.menus;
  const menus = loadRoleMenus(db, roleId);
  byRole.set(roleId, { until: Date.now() + GRANTS_CACHE_MS, menus });
  // A failed read is not kept.
  menus.catch(() => byRole.delete(roleId));
  return menus;
}

/** Drops the cached grants of a database: for a change made in the grant tables outside the API. */
export const forgetCachedGrants = (db: DbOrTx): void => void cached.delete(db);

/** Urls are compared with whitespace removed and case ignored ('/Outrich Clinic' ≡ '/OutrichClinic'). */
export const normaliseMenuUrl = (url: string): string => url.replace(/\s+/g, '').toLowerCase();
