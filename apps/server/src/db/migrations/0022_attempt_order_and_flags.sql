-- ADR 0087: long exams. An exam shuffles its questions and options per student unless its educator
-- turns it off (on for every exam, old and new: the setting teachers coming from Moodle expect), and
-- may show one question per page. An attempt keeps whether it was shuffled when it started (its
-- order never changes under it; the order itself is derived from the attempt's id, never stored),
-- and the questions its student flagged for review.
ALTER TABLE "exams" ADD COLUMN "shuffle" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "one_per_page" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- attempts started before this migration were shown in the exam's order: they stay so
ALTER TABLE "exam_attempts" ADD COLUMN "shuffled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "flagged" text[] DEFAULT '{}' NOT NULL;
