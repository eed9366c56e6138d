-- The result reports join each listed participant's newest saved result of each form (reports/result-report.ts): this
-- index gives it in order, read backwards, without a sort and without visiting her results still pending.
CREATE INDEX "candidate_test_answers_idx" ON "candidate_test" USING btree ("candidate_id","disease_test_master_id","report_date","id") WHERE report_answers is not null and is_record_deleted = false;
