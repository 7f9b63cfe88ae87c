CREATE TABLE "oneroster_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"base_url" text NOT NULL,
	"token_url" text NOT NULL,
	"client_id" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oneroster_sources" ADD CONSTRAINT "oneroster_sources_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oneroster_sources" ADD CONSTRAINT "oneroster_sources_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oneroster_sources_org_actor_idx" ON "oneroster_sources" USING btree ("organization_id","actor_id");
