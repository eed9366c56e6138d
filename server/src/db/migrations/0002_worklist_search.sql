-- Trigram indexes for the worklist's substring searches. pg_trgm is a trusted extension (PostgreSQL 13+): the database's
-- owner may create it; the embedded database loads it at open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "candidate_name_trgm" ON "candidate" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidate_registraion_id_trgm" ON "candidate" USING gin ("registraion_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidate_mobile_trgm" ON "candidate" USING gin ("mobile_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidate_address_trgm" ON "candidate" USING gin ("address" gin_trgm_ops);