CREATE TABLE "exam_assignments" (
	"exam_id" uuid NOT NULL,
	"target" text NOT NULL,
	"target_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"exam_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"position" integer NOT NULL,
	"question" jsonb NOT NULL,
	CONSTRAINT "exam_questions_exam_id_question_id_pk" PRIMARY KEY("exam_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"objective" text,
	"request" jsonb NOT NULL,
	"status" text NOT NULL,
	"setup_step" integer DEFAULT 1 NOT NULL,
	"publish_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"access" text,
	"duration_minutes" integer,
	"passing_score" integer,
	"attempts_allowed" integer,
	"review" text,
	"cloned_from" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "exam_assignments" ADD CONSTRAINT "exam_assignments_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_assignments_key" ON "exam_assignments" USING btree ("exam_id","target","target_id");--> statement-breakpoint
CREATE INDEX "exam_assignments_target_idx" ON "exam_assignments" USING btree ("target","target_id");--> statement-breakpoint
CREATE INDEX "exams_org_idx" ON "exams" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "exams_owner_idx" ON "exams" USING btree ("owner_id","created_at");--> statement-breakpoint
-- Typed answers came with the exam generator: Pro and School list them, unless an administrator changed the row.
UPDATE "plan_features" SET "items" = '["multiple_choice","true_false","typed"]'::jsonb, "updated_at" = now()
WHERE "feature_key" = 'question_formats' AND "items" = '["multiple_choice","true_false"]'::jsonb
  AND "plan_id" IN (SELECT "id" FROM "plans" WHERE "code" IN ('pro', 'school'));
