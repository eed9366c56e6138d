-- Reports stream their rows in report order straight from an index instead of sorting an aggregate first. Each saved
-- result keeps the date reports file it under (its first data entry; clinical saves may only stamp the test or modified
-- date) in a generated column, filled here for existing rows and on every write, whoever writes; an index of saved
-- results per form by that date serves the date range and the Screening and Clinical_Evaluation order (newest result
-- first). Participants are listed newest first by created date, then id: the hospital's index gains the id.
DROP INDEX "candidate_hospital_idx";--> statement-breakpoint
ALTER TABLE "candidate_test" ADD COLUMN "report_date" timestamp with time zone GENERATED ALWAYS AS (coalesce(d_created_date, test_date, last_modified_date)) STORED;--> statement-breakpoint
CREATE INDEX "candidate_hospital_created_idx" ON "candidate" USING btree ("hospital_id","created_date","id");--> statement-breakpoint
CREATE INDEX "candidate_test_report_idx" ON "candidate_test" USING btree ("disease_test_master_id","report_date","candidate_id","id") WHERE test_result is not null and is_record_deleted = false;
--> statement-breakpoint
-- Statistics of the new column, so the planner sees how many results a date range holds from the start.
ANALYZE "candidate_test";
