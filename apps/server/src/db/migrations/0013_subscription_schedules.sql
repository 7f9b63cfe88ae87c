ALTER TABLE "subscriptions" ADD COLUMN "scheduled_plan_code" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "scheduled_period" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "scheduled_from" timestamp with time zone;