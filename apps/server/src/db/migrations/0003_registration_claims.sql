ALTER TABLE "users" ADD COLUMN "claimed_email" text;--> statement-breakpoint
CREATE INDEX "users_claimed_email_idx" ON "users" USING btree ("claimed_email");