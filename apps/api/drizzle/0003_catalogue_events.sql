CREATE TABLE "catalogue_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "catalogue_events_pending_idx" ON "catalogue_events" USING btree ("id") WHERE "catalogue_events"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "catalogue_events_kind_entity_id_idx" ON "catalogue_events" USING btree ("kind","entity_id");