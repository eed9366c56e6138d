-- The language each user chose last (en, ta): the suite opens in it on any device she signs in on.
ALTER TABLE "employee" ADD COLUMN "language" text;
