ALTER TABLE "Contact-final" ADD COLUMN "submission_key" text;--> statement-breakpoint
ALTER TABLE "Contact-final" ADD CONSTRAINT "Contact-final_submission_key_unique" UNIQUE("submission_key");