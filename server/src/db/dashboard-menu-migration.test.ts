/**
 * The Dashboard menu's migration on a database seeded by the release before it: the menu, its mapping per privilege
 * and VIEW for admin, Program and Camp Coordinator, row for row what a new database's seed holds, the field staff
 * without it; run again, it changes nothing; a menu of the installation's own at id 8 moves it to the next id. On an
 * empty database it inserts nothing, and the seed after it gives the menu. On the run's engine (PGlite, or PostgreSQL
 * under on-postgres.ts).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { loadRoleMenus } from '../auth/menus.js';
import { grants, menus, privileges, roles } from '../seed/access-data.js';
import { MENU, PRIVILEGE, ROLE } from '../seed/ids.js';
import { seedIfEmpty } from '../seed/seed.js';
import { openEmptyTestDatabase } from '../testing/test-database.js';
import { migrationsFolderUpTo, readJournal } from './migrations-folder.js';
import { MIGRATIONS_FOLDER, type Database } from './open.js';
import { selectRows } from './rows.js';
import { employeeRoleMaster, menuMaster, menuPrivilegeMapping, menuRoleMaster, privilegeMaster } from './schema.js';
import type { Db } from './types.js';
import { runScript } from './upgrade-fixture.js';

const TAG = readJournal().find((entry) => entry.tag.endsWith('_dashboard_menu'))!.tag;
const stamp = { createdBy: 'system' };

/** The reference rows a seed of the release before the migration wrote: seven menus, their grants. */
async function seedBefore(db: Db): Promise<void> {
  const earlier = menus.filter((m) => m.id !== MENU.dashboard);
  await db.insert(employeeRoleMaster).values(roles.map((r) => ({ ...r, ...stamp })));
  await db.insert(privilegeMaster).values(privileges.map((p) => ({ ...p, ...stamp })));
  await db.insert(menuMaster).values(earlier.map((m) => ({ ...m, ...stamp })));
  const mappings = await db
    .insert(menuPrivilegeMapping)
    .values(earlier.flatMap((m) => privileges.map((p) => ({ menuId: m.id, privilegeId: p.id, ...stamp }))))
    .returning();
  await db.insert(menuRoleMaster).values(
    Object.entries(grants).flatMap(([roleId, entries]) =>
      entries
        .filter(([menuId]) => menuId !== MENU.dashboard)
        .flatMap(([menuId, granted]) =>
          granted.map((privilege) => ({
            roleId: Number(roleId),
            menuPrivilegeId: mappings.find((m) => m.menuId === menuId && m.privilegeId === PRIVILEGE[privilege])!.id,
            ...stamp,
          })),
        ),
    ),
  );
  for (const table of ['employee_role_master', 'privilege_master', 'menu_master']) {
    await db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`);
  }
}

/** Every menu, mapping and grant as rows to compare (ids of mappings and grants aside: they are drawn). */
const accessRows = async (db: Db) => ({
  menus: await selectRows(
    db,
    sql`select id, menu, menu_module, menu_order, url, parent_menu, created_by, is_record_deleted
    from menu_master order by id`,
  ),
  grants: await selectRows(
    db,
    sql`select g.role_id, mp.menu_id, p.privilege, g.created_by, g.is_record_deleted,
      mp.created_by as mapping_created_by, mp.is_record_deleted as mapping_deleted
    from menu_privilege_mapping mp join privilege_master p on p.id = mp.privilege_id
    left join menu_role_master g on g.menu_privilege_id = mp.id
    order by mp.menu_id, p.id, g.role_id`,
  ),
});

const countOf = async (db: Db, table: string) =>
  (await selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n;

/** A menu added later takes the next id: the sequences moved past the given ones. */
async function addMenu(db: Db): Promise<number> {
  const [row] = await db
    .insert(menuMaster)
    .values({ menu: 'Later', menuOrder: 9, url: '/later' })
    .returning({ id: menuMaster.id });
  await db.insert(menuPrivilegeMapping).values(privileges.map((p) => ({ menuId: row.id, privilegeId: p.id })));
  return row.id;
}

/** A database at the level before the migration, holding what the seed of that release wrote. */
async function seededBefore(database: Database): Promise<void> {
  const before = migrationsFolderUpTo(readJournal().findIndex((entry) => entry.tag === TAG));
  try {
    await database.migrate({ migrationsFolder: before.folder });
  } finally {
    before.dispose();
  }
  await seedBefore(database.db);
}

async function withDatabase(run: (database: Database) => Promise<void>): Promise<void> {
  const database = await openEmptyTestDatabase();
  try {
    await run(database);
  } finally {
    await database.close();
  }
}

/** A new database as the server's first start makes it: migrated, then seeded (no demo staff). */
async function newDatabaseRows() {
  let rows: Awaited<ReturnType<typeof accessRows>> | undefined;
  await withDatabase(async (database) => {
    await database.migrate();
    assert.equal(await seedIfEmpty(database.db, { demo: false }), true);
    rows = await accessRows(database.db);
  });
  return rows!;
}

test('a seeded database gets the Dashboard menu with VIEW for admin, Program and Camp Coordinator, as a new one', async () => {
  const expected = await newDatabaseRows();
  await withDatabase(async (database) => {
    await seededBefore(database);
    await database.migrate();
    const db = database.db;

    const dashboard = { menu: 'Dashboard', menuOrder: 8, url: '/dashboard', privileges: ['VIEW'] };
    for (const roleId of Object.values(ROLE)) {
      const granted = (await loadRoleMenus(db, roleId)).find((m) => m.url === '/dashboard');
      const runsProgramme = roleId === ROLE.admin || roleId === ROLE.programCoordinator || roleId === ROLE.campCoordinator;
      assert.deepEqual(granted, runsProgramme ? dashboard : undefined, `role ${roleId}`);
    }
    const rows = await accessRows(db);
    assert.deepEqual(rows.menus.at(-1), {
      id: MENU.dashboard,
      menu: 'Dashboard',
      menu_module: null,
      menu_order: 8,
      url: '/dashboard',
      parent_menu: null,
      created_by: 'system',
      is_record_deleted: false,
    });
    assert.deepEqual(rows, expected);

    // Once applied, the same statements again change nothing.
    await runScript(database, readFileSync(path.join(MIGRATIONS_FOLDER, `${TAG}.sql`), 'utf8'));
    assert.deepEqual(await accessRows(db), expected);
    assert.equal(await addMenu(db), MENU.dashboard + 1);
  });
});

test('on an empty database the migration inserts nothing; the seed after it gives the menu', async () => {
  await withDatabase(async (database) => {
    await database.migrate();
    for (const table of ['menu_master', 'menu_privilege_mapping', 'menu_role_master', 'employee_role_master'])
      assert.equal(await countOf(database.db, table), 0, table);
    assert.equal(await seedIfEmpty(database.db, { demo: false }), true);
    const admin = await loadRoleMenus(database.db, ROLE.admin);
    assert.deepEqual(
      admin.map((m) => [m.url, m.privileges]),
      [
        ['/Outrich Clinic', ['CREATE', 'VIEW', 'EDIT']],
        ['/reports', ['CREATE', 'VIEW', 'EDIT']],
        ['/management', ['CREATE', 'VIEW', 'EDIT']],
        ['/dashboard', ['VIEW']],
      ],
    );
    assert.equal(await addMenu(database.db), MENU.dashboard + 1);
  });
});

test("a menu of the installation's own at id 8 stays; the Dashboard takes the next id", async () => {
  await withDatabase(async (database) => {
    await seededBefore(database);
    const own = { id: 8, menu: 'Camp Calendar', menuOrder: 8, url: '/calendar' };
    await database.db.insert(menuMaster).values(own);
    await database.migrate();
    const rows = await selectRows<{ id: number; menu: string; url: string }>(
      database.db,
      sql`select id, menu, url from menu_master where id >= 8 order by id`,
    );
    assert.deepEqual(rows, [
      { id: 8, menu: own.menu, url: own.url },
      { id: 9, menu: 'Dashboard', url: '/dashboard' },
    ]);
    const admin = (await loadRoleMenus(database.db, ROLE.admin)).find((m) => m.url === '/dashboard');
    assert.deepEqual(admin?.privileges, ['VIEW']);
    assert.equal(await addMenu(database.db), 10);
  });
});
