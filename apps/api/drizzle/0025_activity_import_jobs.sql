CREATE TABLE "activity_import_failures" (
	"company_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"values" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	CONSTRAINT "activity_import_failures_company_id_import_id_row_pk" PRIMARY KEY("company_id","import_id","row")
);
--> statement-breakpoint
ALTER TABLE "activity_imports" ADD COLUMN "state" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_imports" ADD COLUMN "total" integer;--> statement-breakpoint
ALTER TABLE "activity_imports" ADD COLUMN "lang" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_imports" ADD COLUMN "stored_file" text;--> statement-breakpoint
ALTER TABLE "activity_imports" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_imports" ADD COLUMN "refusal" text;--> statement-breakpoint
ALTER TABLE "activity_import_failures" ADD CONSTRAINT "activity_import_failures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_import_failures" ADD CONSTRAINT "activity_import_failures_company_id_import_id_activity_imports_company_id_id_fk" FOREIGN KEY ("company_id","import_id") REFERENCES "public"."activity_imports"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_imports_one_running_idx" ON "activity_imports" USING btree ("company_id") WHERE "activity_imports"."state" in ('queued', 'running');--> statement-breakpoint
ALTER TABLE "activity_imports" ADD CONSTRAINT "activity_imports_state" CHECK ("activity_imports"."state" in ('queued', 'running', 'done', 'refused'));