-- ADR 0072: how a student's attempts make their one grade. 'best' for every exam, old and new:
-- the rule certificates and the students' pass/fail already followed.
ALTER TABLE "exams" ADD COLUMN "grading_method" text DEFAULT 'best' NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_grading_method_check" CHECK ("grading_method" IN ('best', 'first', 'last', 'mean'));--> statement-breakpoint
-- A report's figures follow the method: a change moves the exam's report counter (ADR 0058) in the
-- same transaction, so no instance serves figures of the method before.
CREATE FUNCTION "exam_grading_method_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM bump_exam_report_version(NEW.id);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "exams_report_grading_method" AFTER UPDATE OF "grading_method" ON "exams"
	FOR EACH ROW WHEN (OLD.grading_method IS DISTINCT FROM NEW.grading_method) EXECUTE FUNCTION exam_grading_method_changed();
