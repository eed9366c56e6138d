/**
 * First-start data: the hospital, roles, menus and grants, geography and the form definitions (reference data),
 * and, for a demo, the staff of staff.ts. Runs in one transaction, only on an empty database; safe to call on
 * every start.
 */
import { count, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/audit.js';
import { hashPassword } from '../auth/passwords.js';
import {
  diseaseTestMaster,
  districtMaster,
  employee,
  employeeRoleMaster,
  hospital,
  hospitalEmployeeMap,
  hospitalGroup,
  menuMaster,
  menuPrivilegeMapping,
  menuRoleMaster,
  panchayatMaster,
  privilegeMaster,
  stateMaster,
  taluqMaster,
} from '../db/schema.js';
import type { Db, Tx } from '../db/types.js';
import { grants, menus, privileges, roles, SECOND_FACTOR_ROLES_IN_PRODUCTION } from './access-data.js';
import { formDefinitions } from './forms/index.js';
import { districts, state } from './geography.js';
import { DEMO_PASSWORD, HOSPITAL_ID, HOSPITAL_NAME, PRIVILEGE } from './ids.js';
import { staff } from './staff.js';

const SEED_LOGIN = 'system';
/** Any constant: serialises concurrent first starts of several instances on one PostgreSQL. */
const SEED_LOCK_KEY = 8015_0001;

const stamp = { createdBy: SEED_LOGIN };

/** Tables seeded with explicit ids: their identity sequences must move past those ids. */
const TABLES_WITH_FIXED_IDS = ['hospital_group', 'hospital', 'employee_role_master', 'privilege_master', 'menu_master'];

async function isSeeded(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(hospital);
  return (row?.n ?? 0) > 0;
}

async function seedAccess(tx: Tx, demo: boolean): Promise<void> {
  await tx
    .insert(employeeRoleMaster)
    .values(
      roles.map((r) => ({ ...r, secondFactorRequired: !demo && SECOND_FACTOR_ROLES_IN_PRODUCTION.includes(r.id), ...stamp })),
    );
  await tx.insert(privilegeMaster).values(privileges.map((p) => ({ ...p, ...stamp })));
  await tx.insert(menuMaster).values(menus.map((m) => ({ ...m, ...stamp })));

  const mappings = await tx
    .insert(menuPrivilegeMapping)
    .values(menus.flatMap((m) => privileges.map((p) => ({ menuId: m.id, privilegeId: p.id, ...stamp }))))
    .returning({
      id: menuPrivilegeMapping.id,
      menuId: menuPrivilegeMapping.menuId,
      privilegeId: menuPrivilegeMapping.privilegeId,
    });
  const byPair = new Map(mappings.map((m) => [`${m.menuId}:${m.privilegeId}`, m.id]));
  const mappingId = (menuId: number, privilegeId: number): number => {
    const id = byPair.get(`${menuId}:${privilegeId}`);
    if (id === undefined) throw new Error(`No menu_privilege_mapping for menu ${menuId}, privilege ${privilegeId}`);
    return id;
  };

  await tx.insert(menuRoleMaster).values(
    Object.entries(grants).flatMap(([roleId, entries]) =>
      entries.flatMap(([menuId, granted]) =>
        granted.map((privilege) => ({
          roleId: Number(roleId),
          menuPrivilegeId: mappingId(menuId, PRIVILEGE[privilege]),
          ...stamp,
        })),
      ),
    ),
  );
}

async function seedGeography(tx: Tx): Promise<void> {
  const [{ id: stateId }] = await tx
    .insert(stateMaster)
    .values({ ...state, ...stamp })
    .returning({ id: stateMaster.id });
  for (const d of districts) {
    const [{ id: districtId }] = await tx
      .insert(districtMaster)
      .values({ code: d.code, name: d.name, stateMasterId: stateId, ...stamp })
      .returning({ id: districtMaster.id });
    for (const t of d.taluks) {
      const [{ id: taluqId }] = await tx
        .insert(taluqMaster)
        .values({ code: t.code, name: t.name, districtMasterId: districtId, ...stamp })
        .returning({ id: taluqMaster.id });
      await tx.insert(panchayatMaster).values(t.panchayats.map((p) => ({ ...p, taluqMasterId: taluqId, ...stamp })));
    }
  }
}

async function seedStaff(tx: Tx, passwordHashes: string[]): Promise<void> {
  const inserted = await tx
    .insert(employee)
    .values(
      staff.map((s, i) => ({
        email: s.email,
        name: s.name,
        employeeRoleMasterId: s.roleId,
        gender: s.gender,
        phoneNo: s.phoneNo,
        yearsExp: s.yearsExp,
        passwordHash: passwordHashes[i],
        ...stamp,
      })),
    )
    .returning({ id: employee.id });
  await tx.insert(hospitalEmployeeMap).values(inserted.map((e) => ({ employeeId: e.id, hospitalId: HOSPITAL_ID, ...stamp })));
}

export interface SeedOptions {
  /**
   * Also the demo staff (published password DEMO_PASSWORD). Defaults to true except under NODE_ENV=production,
   * so a caller that forgets the option can still never seed demo accounts in production.
   */
  demo?: boolean;
}

/** Seeds an empty database; returns false (and changes nothing) when it already holds data. */
export async function seedIfEmpty(db: Db, { demo = process.env.NODE_ENV !== 'production' }: SeedOptions = {}): Promise<boolean> {
  if (await isSeeded(db)) return false;
  // Hashing is slow by design: do it before the transaction holds the database.
  const passwordHashes = demo ? await Promise.all(staff.map(() => hashPassword(DEMO_PASSWORD))) : [];

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isSeeded(tx)) return false;

    await tx.insert(hospitalGroup).values({
      id: 1,
      groupName: 'Cancer Institute (WIA)',
      description: "Women's Indian Association Cancer Institute, Chennai",
      ...stamp,
    });
    await tx.insert(hospital).values({
      id: HOSPITAL_ID,
      hospitalGroupId: 1,
      name: HOSPITAL_NAME,
      description: 'Comprehensive cancer centre',
      address: 'East Canal Bank Road, Gandhi Nagar, Adyar, Chennai 600020',
      ...stamp,
    });
    await seedAccess(tx, demo);
    await seedGeography(tx);
    if (demo) await seedStaff(tx, passwordHashes);
    await tx.insert(diseaseTestMaster).values(formDefinitions.map((f) => ({ ...f, hospitalId: HOSPITAL_ID, ...stamp })));

    for (const table of TABLES_WITH_FIXED_IDS) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
      );
    }
    await writeAudit(tx, {
      userId: null,
      login: SEED_LOGIN,
      action: 'SEED',
      entity: 'database',
      details: { demo, staff: demo ? staff.length : 0 },
    });
    return true;
  });
}
