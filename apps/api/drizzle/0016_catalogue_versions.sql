CREATE TABLE "catalogue_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_by" integer,
	"replaced_by_email" text,
	"action" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_versions_entity_idx" ON "catalogue_versions" USING btree ("entity","entity_id","replaced_at");