CREATE TABLE "attempt_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"answer" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"exam_version" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone,
	"time_factor" numeric(3, 2) NOT NULL,
	"submitted_at" timestamp with time zone,
	"closed_by" text,
	"earned" numeric(6, 2),
	"possible" integer,
	"score" numeric(5, 2),
	"passed" boolean,
	"grading" jsonb
);
--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_number" ON "exam_attempts" USING btree ("exam_id","student_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_open" ON "exam_attempts" USING btree ("exam_id","student_id") WHERE status = 'in_progress';--> statement-breakpoint
CREATE INDEX "exam_attempts_due" ON "exam_attempts" USING btree ("deadline") WHERE status = 'in_progress';--> statement-breakpoint
CREATE INDEX "exam_attempts_student" ON "exam_attempts" USING btree ("student_id","started_at");