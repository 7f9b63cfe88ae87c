CREATE TABLE "practice_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"set_id" text NOT NULL,
	"question_id" text NOT NULL,
	"question_type" text NOT NULL,
	"verb_id" text,
	"pattern" text,
	"root_types" text[] NOT NULL,
	"tense" text,
	"person" text,
	"verdict" text NOT NULL,
	"credit" numeric(3, 2) NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"criteria" jsonb NOT NULL,
	"retry_of" text,
	"questions" jsonb NOT NULL,
	"outcomes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sets" ADD CONSTRAINT "practice_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_answers_user_idx" ON "practice_answers" USING btree ("user_id","answered_at");--> statement-breakpoint
CREATE INDEX "practice_sets_expires_idx" ON "practice_sets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "practice_sets_user_idx" ON "practice_sets" USING btree ("user_id","created_at");