-- The same proof posted again was stored again: keep the first row of each decision, so the index can be made.
DELETE FROM "consent_records" AS "later" USING "consent_records" AS "first" WHERE "later"."consent_id" = "first"."consent_id" AND "later"."decided_at" = "first"."decided_at" AND "later"."id" > "first"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "consent_records_decision" ON "consent_records" USING btree ("consent_id","decided_at");
