-- Whoever opens a reset link chooses the new password on its page: a request no longer carries one (issue 34).
ALTER TABLE "password_reset" DROP COLUMN "password_hash";
