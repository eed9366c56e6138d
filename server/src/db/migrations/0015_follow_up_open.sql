ALTER TABLE "follow_up" ADD COLUMN "camp_id" integer;--> statement-breakpoint
-- Each follow-up takes her clinic, which never changes after enrolment.
UPDATE "follow_up" f SET "camp_id" = c."camp_id" FROM "candidate" c WHERE c."id" = f."candidate_id";--> statement-breakpoint
ALTER TABLE "follow_up" ADD CONSTRAINT "follow_up_camp_id_camp_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camp"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_up_open_idx" ON "follow_up" USING btree ("hospital_id","due_date","id","camp_id") WHERE "follow_up"."state" in ('DUE', 'CONTACTED', 'ATTENDED') and "follow_up"."is_record_deleted" = false;