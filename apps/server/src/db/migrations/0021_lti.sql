-- ADR 0084: the LTI 1.3 tool: LMS connections per school, the tool's keys, logins under way, linked LMS users, course links and the scores' outbox (issue 34).
CREATE TABLE "lti_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_by" uuid,
	"name" text DEFAULT '' NOT NULL,
	"registration_token_hash" text,
	"registration_expires_at" timestamp with time zone,
	"issuer" text,
	"client_id" text,
	"deployment_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"auth_url" text,
	"token_url" text,
	"jwks_url" text,
	"platform" text,
	"created_at" timestamp with time zone NOT NULL,
	"registered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lti_tool_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_logins" (
	"state" text PRIMARY KEY NOT NULL,
	"connection_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"browser_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_accounts" (
	"connection_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lti_accounts_connection_id_subject_pk" PRIMARY KEY("connection_id","subject")
);
--> statement-breakpoint
CREATE TABLE "lti_resource_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"resource_link_id" text NOT NULL,
	"exam_id" uuid NOT NULL,
	"context_id" text,
	"line_item_url" text,
	"memberships_url" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_grade_targets" (
	"link_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lti_grade_targets_link_id_user_id_pk" PRIMARY KEY("link_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lti_score_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"attempt_id" uuid NOT NULL,
	"score" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lti_connections" ADD CONSTRAINT "lti_connections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_connections" ADD CONSTRAINT "lti_connections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_logins" ADD CONSTRAINT "lti_logins_connection_id_lti_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."lti_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_accounts" ADD CONSTRAINT "lti_accounts_connection_id_lti_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."lti_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_accounts" ADD CONSTRAINT "lti_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_resource_links" ADD CONSTRAINT "lti_resource_links_connection_id_lti_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."lti_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_resource_links" ADD CONSTRAINT "lti_resource_links_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade_targets" ADD CONSTRAINT "lti_grade_targets_link_id_lti_resource_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."lti_resource_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade_targets" ADD CONSTRAINT "lti_grade_targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_score_sends" ADD CONSTRAINT "lti_score_sends_link_id_lti_resource_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."lti_resource_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_score_sends" ADD CONSTRAINT "lti_score_sends_status_check" CHECK ("status" IN ('pending', 'sent', 'failed', 'superseded'));--> statement-breakpoint
CREATE INDEX "lti_connections_org_idx" ON "lti_connections" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_connections_client_key" ON "lti_connections" USING btree ("issuer","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_connections_registration_key" ON "lti_connections" USING btree ("registration_token_hash");--> statement-breakpoint
CREATE INDEX "lti_logins_expires_idx" ON "lti_logins" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "lti_accounts_user_idx" ON "lti_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_resource_links_key" ON "lti_resource_links" USING btree ("connection_id","resource_link_id");--> statement-breakpoint
CREATE INDEX "lti_resource_links_exam_idx" ON "lti_resource_links" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "lti_grade_targets_user_idx" ON "lti_grade_targets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lti_score_sends_due_idx" ON "lti_score_sends" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "lti_score_sends_link_idx" ON "lti_score_sends" USING btree ("link_id","subject");
