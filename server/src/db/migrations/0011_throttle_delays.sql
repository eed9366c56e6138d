ALTER TABLE "auth_throttle" ADD COLUMN "last_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The sign-in counters are now kept under other keys and rules; the fixed-window ones of before would be read by none.
DELETE FROM "auth_throttle" WHERE "key" LIKE 'signin:%';
