-- The company-bound key activities point at comes first.
ALTER TABLE "emission_sources" ADD CONSTRAINT "emission_sources_company_id_id_unique" UNIQUE("company_id","id");--> statement-breakpoint
CREATE TABLE "activity_emissions" (
	"activity_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"gas_emission_id" integer NOT NULL,
	"gas_id" integer NOT NULL,
	"factor_id" integer NOT NULL,
	"share" double precision NOT NULL,
	"avoided" boolean NOT NULL,
	"quantity" double precision NOT NULL,
	"gas_kg" double precision NOT NULL,
	"co2e_kg" double precision NOT NULL,
	"uncertainty" double precision NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_emissions_pk" PRIMARY KEY("activity_id","gas_emission_id")
);
--> statement-breakpoint
CREATE TABLE "activity_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"file_name" text,
	"file_hash" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"saved" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emission_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"date" date NOT NULL,
	"consumption" double precision NOT NULL,
	"by_emission_source" boolean NOT NULL,
	"emission_source_id" integer,
	"emission_factor_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"unit_measurement_id" integer NOT NULL,
	"headquarter_id" integer,
	"client_id" integer,
	"provider_id" integer,
	"project_id" integer,
	"description" text,
	"type_document" text,
	"documents" text,
	"document_file" text,
	"document_name" text,
	"document_type" text,
	"document_size" integer,
	"carbon_footprint" double precision DEFAULT 0 NOT NULL,
	"carbon_footprint_avoided" double precision DEFAULT 0 NOT NULL,
	"uncertainty" double precision DEFAULT 0 NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"flag_reason" text,
	"import_id" integer,
	"import_row" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emission_activities_consumption_check" CHECK ("emission_activities"."consumption" > 0),
	CONSTRAINT "emission_activities_by_source_check" CHECK ("emission_activities"."by_emission_source" = ("emission_activities"."emission_source_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "activity_emissions" ADD CONSTRAINT "activity_emissions_activity_id_emission_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."emission_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_imports" ADD CONSTRAINT "activity_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_imports" ADD CONSTRAINT "activity_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_activities" ADD CONSTRAINT "emission_activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_activities" ADD CONSTRAINT "emission_activities_emission_factor_id_emission_factors_id_fk" FOREIGN KEY ("emission_factor_id") REFERENCES "public"."emission_factors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_activities" ADD CONSTRAINT "emission_activities_type_id_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_activities" ADD CONSTRAINT "emission_activities_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_activities" ADD CONSTRAINT "emission_activities_unit_measurement_id_unit_measurements_id_fk" FOREIGN KEY ("unit_measurement_id") REFERENCES "public"."unit_measurements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_activities" ADD CONSTRAINT "emission_activities_import_id_activity_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."activity_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_activities" ADD CONSTRAINT "emission_activities_emission_source_fk" FOREIGN KEY ("company_id","emission_source_id") REFERENCES "public"."emission_sources"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_activities" ADD CONSTRAINT "emission_activities_headquarter_fk" FOREIGN KEY ("company_id","headquarter_id") REFERENCES "public"."stakeholders"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_activities" ADD CONSTRAINT "emission_activities_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."stakeholders"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_activities" ADD CONSTRAINT "emission_activities_provider_fk" FOREIGN KEY ("company_id","provider_id") REFERENCES "public"."stakeholders"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_activities" ADD CONSTRAINT "emission_activities_project_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."stakeholders"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_emissions_gas_emission_idx" ON "activity_emissions" USING btree ("gas_emission_id");--> statement-breakpoint
CREATE INDEX "activity_emissions_gas_idx" ON "activity_emissions" USING btree ("gas_id");--> statement-breakpoint
CREATE INDEX "activity_emissions_company_idx" ON "activity_emissions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "activity_imports_company_hash_idx" ON "activity_imports" USING btree ("company_id","file_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "emission_activities_import_row_unique" ON "emission_activities" USING btree ("import_id","import_row");--> statement-breakpoint
CREATE INDEX "emission_activities_company_date_idx" ON "emission_activities" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "emission_activities_company_created_idx" ON "emission_activities" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "emission_activities_company_emission_source_idx" ON "emission_activities" USING btree ("company_id","emission_source_id");--> statement-breakpoint
CREATE INDEX "emission_activities_company_headquarter_idx" ON "emission_activities" USING btree ("company_id","headquarter_id");--> statement-breakpoint
CREATE INDEX "emission_activities_company_source_idx" ON "emission_activities" USING btree ("company_id","source_id");--> statement-breakpoint
CREATE INDEX "emission_activities_factor_date_idx" ON "emission_activities" USING btree ("emission_factor_id","date");--> statement-breakpoint
CREATE INDEX "emission_activities_unit_idx" ON "emission_activities" USING btree ("unit_measurement_id");
