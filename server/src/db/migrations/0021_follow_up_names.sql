-- A follow-up carries her name, for the follow-up list's search by name: its trigram index finds the follow-ups whose
-- name holds the letters, where a search through her row read every participant of the hospital holding them (a
-- common name's tens of thousands at a million). The database keeps it, never the server: set from her row when the
-- follow-up opens, rewritten when her name is corrected.
ALTER TABLE "follow_up" ADD COLUMN "name" text;--> statement-breakpoint
UPDATE "follow_up" f SET "name" = c."name" FROM "candidate" c WHERE c."id" = f."candidate_id";--> statement-breakpoint
CREATE INDEX "follow_up_name_trgm" ON "follow_up" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Whatever a write gives (nothing, as the server gives), the name is hers.
CREATE FUNCTION "follow_up_name_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."name" := (SELECT c."name" FROM "candidate" c WHERE c."id" = NEW."candidate_id");
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "follow_up_name_set" BEFORE INSERT OR UPDATE OF "candidate_id", "name" ON "follow_up"
	FOR EACH ROW EXECUTE FUNCTION "follow_up_name_set"();
--> statement-breakpoint
-- Her name corrected: her follow-ups' too, once per statement (an update that leaves names as they were changes none).
CREATE FUNCTION "follow_up_name_follows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "follow_up" f SET "name" = n."name"
	FROM new_rows n JOIN old_rows o ON o."id" = n."id"
	WHERE f."candidate_id" = n."id" AND n."name" IS DISTINCT FROM o."name";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "follow_up_name_follows" AFTER UPDATE ON "candidate" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "follow_up_name_follows"();
