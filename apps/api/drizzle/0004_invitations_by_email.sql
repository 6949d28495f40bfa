-- Invitations are addressed to an e-mail and nobody joins before accepting: existing rows take the
-- e-mail of their placeholder account, and accounts that never accepted (status INVITED) leave,
-- together with the memberships they were given before consenting.
ALTER TABLE "invitations" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "accepted_by" integer;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
UPDATE "invitations" i SET "email" = u."email", "accepted_by" = CASE WHEN i."accepted_at" IS NOT NULL THEN u."id" END FROM "users" u WHERE u."id" = i."user_id";--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_user_id_users_id_fk";--> statement-breakpoint
DROP INDEX "invitations_company_id_user_id_idx";--> statement-breakpoint
ALTER TABLE "invitations" DROP COLUMN "user_id";--> statement-breakpoint
DELETE FROM "invitations" WHERE "email" IS NULL;--> statement-breakpoint
DELETE FROM "users" WHERE "status" = 'INVITED';--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_company_id_email_idx" ON "invitations" USING btree ("company_id","email");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "invitations_company_id_created_at_idx" ON "invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "invitations_invited_by_created_at_idx" ON "invitations" USING btree ("invited_by","created_at");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_email_lowercase_check" CHECK ("invitations"."email" = lower("invitations"."email"));--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_check" CHECK ("invitations"."role" in ('administrator', 'member'));
