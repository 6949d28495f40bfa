ALTER TABLE "activity_imports" ADD CONSTRAINT "activity_imports_company_id_id_unique" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "emission_activities" ADD CONSTRAINT "emission_activities_company_id_id_unique" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "activity_emissions" DROP CONSTRAINT "activity_emissions_activity_id_emission_activities_id_fk";
--> statement-breakpoint
ALTER TABLE "emission_activities" DROP CONSTRAINT "emission_activities_import_id_activity_imports_id_fk";
--> statement-breakpoint
ALTER TABLE "activity_emissions" ADD CONSTRAINT "activity_emissions_activity_fk" FOREIGN KEY ("company_id","activity_id") REFERENCES "public"."emission_activities"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_activities" ADD CONSTRAINT "emission_activities_import_fk" FOREIGN KEY ("company_id","import_id") REFERENCES "public"."activity_imports"("company_id","id") ON DELETE no action ON UPDATE no action;
