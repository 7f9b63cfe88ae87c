CREATE TABLE "exam_link_takers" (
	"exam_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_link_takers_exam_id_student_id_pk" PRIMARY KEY("exam_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "exam_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"seed" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exam_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid,
	"copy_id" uuid,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_link_takers" ADD CONSTRAINT "exam_link_takers_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_link_takers" ADD CONSTRAINT "exam_link_takers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_link_takers" ADD CONSTRAINT "exam_link_takers_link_id_exam_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."exam_share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_share_links" ADD CONSTRAINT "exam_share_links_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_share_links" ADD CONSTRAINT "exam_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_shares" ADD CONSTRAINT "exam_shares_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_shares" ADD CONSTRAINT "exam_shares_copy_id_exams_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_shares" ADD CONSTRAINT "exam_shares_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_shares" ADD CONSTRAINT "exam_shares_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_link_takers_student_idx" ON "exam_link_takers" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "exam_link_takers_link_idx" ON "exam_link_takers" USING btree ("link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_share_links_token_key" ON "exam_share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_share_links_active_key" ON "exam_share_links" USING btree ("exam_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "exam_shares_exam_idx" ON "exam_shares" USING btree ("exam_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_shares_copy_key" ON "exam_shares" USING btree ("copy_id");--> statement-breakpoint
CREATE INDEX "exam_shares_to_idx" ON "exam_shares" USING btree ("to_user_id","created_at");