-- ADR 0071: the one-time passwords of a roster import's new accounts, sealed under a key only the
-- commit's answer held, for the importer's one download of each file; cleared after.
ALTER TABLE "roster_imports" ADD COLUMN "sheet_sealed" text;--> statement-breakpoint
ALTER TABLE "roster_imports" ADD COLUMN "sheet_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roster_imports" ADD COLUMN "sheet_pdf_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roster_imports" ADD COLUMN "sheet_csv_at" timestamp with time zone;
