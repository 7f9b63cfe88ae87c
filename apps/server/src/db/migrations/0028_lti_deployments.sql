-- ADR 0095: an LTI connection is (issuer, client id, deployment id). Several schools may share a
-- platform's issuer and client id (one Canvas developer key for all); each deployment is one connection's.
CREATE TABLE "lti_deployments" (
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"deployment_id" text NOT NULL,
	"connection_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lti_deployments_issuer_client_id_deployment_id_pk" PRIMARY KEY("issuer","client_id","deployment_id")
);
--> statement-breakpoint
DROP INDEX "lti_connections_client_key";--> statement-breakpoint
CREATE INDEX "lti_connections_client_idx" ON "lti_connections" USING btree ("issuer","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_connections_platform_key" ON "lti_connections" USING btree ("id","issuer","client_id");--> statement-breakpoint
ALTER TABLE "lti_deployments" ADD CONSTRAINT "lti_deployments_connection_fk" FOREIGN KEY ("connection_id","issuer","client_id") REFERENCES "public"."lti_connections"("id","issuer","client_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "lti_deployments_connection_idx" ON "lti_deployments" USING btree ("connection_id");--> statement-breakpoint
INSERT INTO "lti_deployments" ("issuer", "client_id", "deployment_id", "connection_id", "created_at")
SELECT c."issuer", c."client_id", d."id", c."id", coalesce(c."registered_at", c."created_at")
FROM "lti_connections" c CROSS JOIN LATERAL unnest(c."deployment_ids") AS d("id")
WHERE c."issuer" IS NOT NULL AND c."client_id" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "lti_connections" DROP COLUMN "deployment_ids";--> statement-breakpoint
ALTER TABLE "lti_logins" ALTER COLUMN "connection_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lti_logins" ADD COLUMN "issuer" text;--> statement-breakpoint
ALTER TABLE "lti_logins" ADD COLUMN "client_id" text;--> statement-breakpoint
UPDATE "lti_logins" l SET "issuer" = c."issuer", "client_id" = c."client_id" FROM "lti_connections" c WHERE c."id" = l."connection_id";--> statement-breakpoint
DELETE FROM "lti_logins" WHERE "issuer" IS NULL OR "client_id" IS NULL;--> statement-breakpoint
ALTER TABLE "lti_logins" ALTER COLUMN "issuer" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lti_logins" ALTER COLUMN "client_id" SET NOT NULL;
