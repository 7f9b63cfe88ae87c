CREATE TABLE "exam_report_versions" (
	"exam_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_report_versions" ADD CONSTRAINT "exam_report_versions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- ADR 0058: the counter moves in the transaction of every change a report reads, whichever code
-- (or person at a psql prompt) makes it. An exam deleted in the same transaction gets no row.
CREATE FUNCTION "bump_exam_report_version"(exam uuid) RETURNS void LANGUAGE sql AS $$
	INSERT INTO exam_report_versions (exam_id, version)
	SELECT $1, 1 WHERE EXISTS (SELECT 1 FROM exams WHERE id = $1)
	ON CONFLICT (exam_id) DO UPDATE SET version = exam_report_versions.version + 1
$$;
--> statement-breakpoint
CREATE FUNCTION "exam_report_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN
		PERFORM bump_exam_report_version(NEW.exam_id);
	END IF;
	IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.exam_id IS DISTINCT FROM NEW.exam_id) THEN
		PERFORM bump_exam_report_version(OLD.exam_id);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Attempts: only submitted ones are read (a start or an autosave moves nothing). Deferred to the
-- commit, so that concurrent submits of one exam hold the counter's row lock only while committing.
CREATE CONSTRAINT TRIGGER "exam_attempts_report_inserted" AFTER INSERT ON "exam_attempts" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN (NEW.status = 'submitted') EXECUTE FUNCTION exam_report_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "exam_attempts_report_updated" AFTER UPDATE ON "exam_attempts" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN (OLD.status = 'submitted' OR NEW.status = 'submitted') EXECUTE FUNCTION exam_report_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "exam_attempts_report_deleted" AFTER DELETE ON "exam_attempts" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN (OLD.status = 'submitted') EXECUTE FUNCTION exam_report_changed();
--> statement-breakpoint
-- Questions: their text, keys and order are in the report even before anyone has submitted.
CREATE CONSTRAINT TRIGGER "exam_questions_report_changed" AFTER INSERT OR UPDATE OR DELETE ON "exam_questions" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION exam_report_changed();
--> statement-breakpoint
-- A taker's name is in the per-student table and the CSV.
CREATE FUNCTION "taker_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM bump_exam_report_version(e.exam_id) FROM (SELECT DISTINCT exam_id FROM exam_attempts WHERE student_id = NEW.id AND status = 'submitted') e;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_report_renamed" AFTER UPDATE OF "full_name" ON "users"
	FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name) EXECUTE FUNCTION taker_renamed();
