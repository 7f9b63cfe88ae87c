CREATE TABLE "plan_catalog_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_catalog_version_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "plan_catalog_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- ADR 0086: the plan catalogue (plans and their features) is kept in each app instance's memory by
-- this counter, which moves in the transaction of every change to it, whichever code (the admin
-- screens, the seed, Stripe's sync, a person at a psql prompt) makes it.
CREATE FUNCTION "plan_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE plan_catalog_version SET version = version + 1 WHERE id = 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "plans_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plans"
	FOR EACH STATEMENT EXECUTE FUNCTION plan_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "plan_features_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plan_features"
	FOR EACH STATEMENT EXECUTE FUNCTION plan_catalog_changed();
