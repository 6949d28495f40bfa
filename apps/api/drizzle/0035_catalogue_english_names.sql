ALTER TABLE "emission_factors" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "gases" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "unit_measurements" ADD COLUMN "name_en" text;