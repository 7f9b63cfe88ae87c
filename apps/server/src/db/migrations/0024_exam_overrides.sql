-- ADR 0089: per-student overrides. After assigning an exam, its educator (or their school) gives one
-- student, several ticked students (a row each) or a class of the assignment other settings: extra
-- time (minutes, or a time factor), extra attempts, other open and close dates. A null setting is
-- not overridden. One row per exam and target: a second override of the same target replaces it.
CREATE TABLE "exam_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL REFERENCES "exams"("id") ON DELETE CASCADE,
	"target" text NOT NULL,
	"target_id" uuid NOT NULL,
	"extra_minutes" integer,
	"time_factor" numeric(3, 2),
	"extra_attempts" integer,
	"publish_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_overrides_target" CHECK ("target" IN ('student', 'class')),
	CONSTRAINT "exam_overrides_dates" CHECK ("publish_at" IS NULL OR "expires_at" IS NULL OR "publish_at" < "expires_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "exam_overrides_key" ON "exam_overrides" USING btree ("exam_id", "target", "target_id");
