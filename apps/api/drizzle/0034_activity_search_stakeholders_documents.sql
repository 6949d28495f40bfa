CREATE INDEX "emission_activities_company_client_idx" ON "emission_activities" USING btree ("company_id","client_id") WHERE "emission_activities"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "emission_activities_company_provider_idx" ON "emission_activities" USING btree ("company_id","provider_id") WHERE "emission_activities"."provider_id" is not null;--> statement-breakpoint
CREATE INDEX "emission_activities_company_project_idx" ON "emission_activities" USING btree ("company_id","project_id") WHERE "emission_activities"."project_id" is not null;--> statement-breakpoint
-- A search finds activities by the names of their supporting documents as by their notes: through a
-- trigram index of the activities that name documents (most name none).
CREATE INDEX "emission_activities_documents_search_idx" ON "emission_activities"
  USING gin (search_fold("documents") gin_trgm_ops) WHERE "documents" <> '';
