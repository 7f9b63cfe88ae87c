-- ADR 0090: a teacher reviews a submitted attempt. Per question, a comment its student reads and
-- the points the teacher gives instead of the machine's (null: the machine's credit stands; a
-- regrade keeps the teacher's points). Every change of points is kept in an audit trail: who, when,
-- the points before and after, and why; the actor's name is copied so the trail outlives the account.
CREATE TABLE "attempt_question_reviews" (
	"attempt_id" uuid NOT NULL REFERENCES "exam_attempts"("id") ON DELETE cascade,
	"question_id" text NOT NULL,
	"comment" text,
	"points" numeric(3, 2),
	"updated_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attempt_question_reviews_pk" PRIMARY KEY ("attempt_id", "question_id"),
	CONSTRAINT "attempt_question_reviews_points" CHECK ("points" IS NULL OR ("points" >= 0 AND "points" <= 1))
);
--> statement-breakpoint
CREATE TABLE "attempt_review_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL REFERENCES "exam_attempts"("id") ON DELETE cascade,
	"question_id" text NOT NULL,
	"actor_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"old_points" numeric(3, 2) NOT NULL,
	"new_points" numeric(3, 2) NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "attempt_review_audit_attempt" ON "attempt_review_audit" ("attempt_id", "at");
