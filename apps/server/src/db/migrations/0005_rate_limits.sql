-- UNLOGGED by hand (drizzle-kit has no such option): rate-limit counts are rewritten on every
-- request and need not survive a crash; without the write-ahead log each write is cheaper.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
