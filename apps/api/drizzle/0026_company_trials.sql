ALTER TABLE "companies" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trial_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_created_by_created_at_idx" ON "companies" USING btree ("created_by","created_at");--> statement-breakpoint
-- A company made before this migration was created by its first administrator, who had its trial.
UPDATE "companies" SET "created_by" = (
	SELECT "user_id" FROM "company_users"
	WHERE "company_users"."company_id" = "companies"."id" AND "company_users"."role" = 'administrator'
	ORDER BY "company_users"."created_at", "company_users"."id" LIMIT 1
);--> statement-breakpoint
UPDATE "users" SET "trial_started_at" = "first"."created_at"
FROM (
	SELECT "created_by", min("created_at") AS "created_at" FROM "companies"
	WHERE "created_by" IS NOT NULL AND "trial_ends_at" IS NOT NULL GROUP BY "created_by"
) AS "first"
WHERE "users"."id" = "first"."created_by";
