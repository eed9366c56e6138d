-- Partial indexes holding only the rows each worklist can show (waiting for screening, for clinical evaluation,
-- participants) and the test rows its filters probe (referred, clinical evaluation recorded): the clinic filter's
-- counts and home's waiting counts read these instead of the whole tables.
CREATE INDEX "candidate_waiting_screening_idx" ON "candidate" USING btree ("hospital_id","camp_id") WHERE "candidate"."is_record_deleted" = false and "candidate"."consent_date" is null;--> statement-breakpoint
CREATE INDEX "candidate_waiting_clinical_idx" ON "candidate" USING btree ("hospital_id","camp_id","id") WHERE "candidate"."is_record_deleted" = false and "candidate"."optional_id" = 1;--> statement-breakpoint
CREATE INDEX "candidate_participant_idx" ON "candidate" USING btree ("hospital_id","camp_id") WHERE "candidate"."survey_status" is null and "candidate"."parent_candidate_id" is null;--> statement-breakpoint
CREATE INDEX "candidate_test_referred_idx" ON "candidate_test" USING btree ("candidate_id") WHERE "candidate_test"."referral" = true;--> statement-breakpoint
CREATE INDEX "candidate_test_recorded_idx" ON "candidate_test" USING btree ("candidate_id","disease_test_master_id") WHERE "candidate_test"."test_date" is not null or "candidate_test"."completed" = 1;