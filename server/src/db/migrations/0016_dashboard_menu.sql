-- The Dashboard menu for a database seeded by an earlier release (a new one gets it from the seed, which runs after
-- the migrations: on an empty database nothing here inserts a row). As seed.ts has it: id 8 (the one after the
-- highest if a menu of the installation's own holds 8), a mapping per privilege, VIEW granted to admin, Program
-- Coordinator and Camp Coordinator (roles 1 to 3), stamped 'system'. Each statement skips what is already there, so
-- a database the seed gave the menu is left as it is.
INSERT INTO "menu_master" ("id", "menu", "menu_order", "url", "created_by")
SELECT CASE WHEN EXISTS (SELECT 1 FROM "menu_master" WHERE "id" = 8) THEN (SELECT max("id") + 1 FROM "menu_master") ELSE 8 END,
	'Dashboard', 8, '/dashboard', 'system'
WHERE EXISTS (SELECT 1 FROM "menu_master")
	AND EXISTS (SELECT 1 FROM "privilege_master")
	AND EXISTS (SELECT 1 FROM "employee_role_master")
	AND NOT EXISTS (SELECT 1 FROM "menu_master" WHERE "url" = '/dashboard');
--> statement-breakpoint
-- The id was given, not drawn: the identity sequence moves past it, as the seed moves it past its own ids.
SELECT setval(pg_get_serial_sequence('"menu_master"', 'id'), max("id")) FROM "menu_master" HAVING count(*) > 0;
--> statement-breakpoint
INSERT INTO "menu_privilege_mapping" ("menu_id", "privilege_id", "created_by")
SELECT m."id", p."id", 'system'
FROM "menu_master" m CROSS JOIN "privilege_master" p
WHERE m."url" = '/dashboard' AND p."privilege" IN ('CREATE', 'VIEW', 'EDIT')
ORDER BY m."id", p."id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "menu_role_master" ("role_id", "menu_privilege_id", "created_by")
SELECT r."id", mp."id", 'system'
FROM "menu_master" m
JOIN "menu_privilege_mapping" mp ON mp."menu_id" = m."id"
JOIN "privilege_master" p ON p."id" = mp."privilege_id" AND p."privilege" = 'VIEW'
CROSS JOIN "employee_role_master" r
WHERE m."url" = '/dashboard' AND r."id" IN (1, 2, 3)
ORDER BY r."id", mp."id"
ON CONFLICT DO NOTHING;
