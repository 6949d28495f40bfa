ALTER TABLE "key_indicators" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "sectors" ADD COLUMN "name_en" text;