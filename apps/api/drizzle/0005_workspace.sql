CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"description" text,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"interval_unit" text DEFAULT 'MONTH' NOT NULL,
	"interval_count" integer DEFAULT 1 NOT NULL,
	"sequence" integer DEFAULT 1 NOT NULL,
	"tenure_type" text DEFAULT 'REGULAR' NOT NULL,
	"total_cycles" integer DEFAULT 0 NOT NULL,
	"setup_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax_name" text,
	"tax_percentage" numeric(5, 2),
	"auto_bill_outstanding" boolean DEFAULT true NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"paypal_product_id" text,
	"paypal_plan_id" text,
	"limit_plan" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_code_unique" UNIQUE("code"),
	CONSTRAINT "plans_status_check" CHECK ("plans"."status" in ('CREATED', 'INACTIVE', 'ACTIVE')),
	CONSTRAINT "plans_interval_unit_check" CHECK ("plans"."interval_unit" in ('DAY', 'WEEK', 'MONTH', 'YEAR')),
	CONSTRAINT "plans_tenure_type_check" CHECK ("plans"."tenure_type" in ('REGULAR', 'TRIAL')),
	CONSTRAINT "plans_price_check" CHECK ("plans"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_sources" (
	"company_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	CONSTRAINT "company_sources_pk" PRIMARY KEY("company_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "emission_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"emission_factor_id" integer NOT NULL,
	"headquarter_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stakeholders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stakeholders_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "stakeholders_type_check" CHECK ("stakeholders"."type" in ('HEADQUARTERS', 'CLIENTS', 'PROVIDERS', 'PROJECTS'))
);
--> statement-breakpoint
ALTER TABLE "company_sources" ADD CONSTRAINT "company_sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sources" ADD CONSTRAINT "company_sources_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_sources" ADD CONSTRAINT "emission_sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_sources" ADD CONSTRAINT "emission_sources_type_id_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_sources" ADD CONSTRAINT "emission_sources_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_sources" ADD CONSTRAINT "emission_sources_emission_factor_id_emission_factors_id_fk" FOREIGN KEY ("emission_factor_id") REFERENCES "public"."emission_factors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_sources" ADD CONSTRAINT "emission_sources_headquarter_fk" FOREIGN KEY ("company_id","headquarter_id") REFERENCES "public"."stakeholders"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_sources" ADD CONSTRAINT "emission_sources_company_source_fk" FOREIGN KEY ("company_id","source_id") REFERENCES "public"."company_sources"("company_id","source_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholders" ADD CONSTRAINT "stakeholders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_sources_source_id_idx" ON "company_sources" USING btree ("source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "emission_sources_company_code_unique" ON "emission_sources" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE INDEX "emission_sources_company_created_idx" ON "emission_sources" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "emission_sources_company_headquarter_idx" ON "emission_sources" USING btree ("company_id","headquarter_id");--> statement-breakpoint
CREATE INDEX "emission_sources_company_source_idx" ON "emission_sources" USING btree ("company_id","source_id");--> statement-breakpoint
CREATE INDEX "emission_sources_emission_factor_id_idx" ON "emission_sources" USING btree ("emission_factor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stakeholders_company_type_name_unique" ON "stakeholders" USING btree ("company_id","type",lower("name"));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;