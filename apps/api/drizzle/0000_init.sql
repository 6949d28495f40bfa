CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"standard_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"scope" integer,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_standard_id_code_unique" UNIQUE("standard_id","code"),
	CONSTRAINT "categories_scope_check" CHECK ("categories"."scope" is null or "categories"."scope" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "emission_factor_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"factor_id" integer NOT NULL,
	"part_factor_id" integer NOT NULL,
	"percent" numeric(6, 3) NOT NULL,
	"avoided" boolean DEFAULT false NOT NULL,
	CONSTRAINT "emission_factor_parts_factor_id_part_factor_id_unique" UNIQUE("factor_id","part_factor_id"),
	CONSTRAINT "emission_factor_parts_percent_check" CHECK ("emission_factor_parts"."percent" >= 0 and "emission_factor_parts"."percent" <= 100),
	CONSTRAINT "emission_factor_parts_not_self_check" CHECK ("emission_factor_parts"."factor_id" <> "emission_factor_parts"."part_factor_id")
);
--> statement-breakpoint
CREATE TABLE "emission_factors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"description" text,
	"source_id" integer NOT NULL,
	"fly" boolean DEFAULT false NOT NULL,
	"derives" boolean DEFAULT false NOT NULL,
	"value" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emission_factors_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "gas_emissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"factor_id" integer NOT NULL,
	"gas_id" integer NOT NULL,
	"unit_measurement_id" integer NOT NULL,
	"type_id" integer,
	"value" double precision NOT NULL,
	"uncertainty" double precision DEFAULT 0 NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date NOT NULL,
	"fountain" text NOT NULL,
	"reference" text NOT NULL,
	"avoided" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gas_emissions_dates_check" CHECK ("gas_emissions"."date_end" >= "gas_emissions"."date_start"),
	CONSTRAINT "gas_emissions_uncertainty_check" CHECK ("gas_emissions"."uncertainty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gases" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"formula" text,
	"pc" double precision NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gases_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "key_indicator_sources" (
	"key_indicator_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	CONSTRAINT "key_indicator_sources_pk" PRIMARY KEY("key_indicator_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "key_indicators" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sector_id" integer NOT NULL,
	"unit_measurement_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sectors_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "source_categories" (
	"source_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "source_categories_pk" PRIMARY KEY("source_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"description" text,
	"cause" text,
	"limits" text,
	"risk" text,
	"opportunities" text,
	"icon" text NOT NULL,
	"enable" boolean DEFAULT true NOT NULL,
	"type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sources_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "standards" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "types" (
	"id" serial PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"code" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "types_group_code_unique" UNIQUE("group","code")
);
--> statement-breakpoint
CREATE TABLE "unit_measurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"abbreviation" text,
	"description" text,
	"group" text,
	"factor" double precision DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_measurements_code_unique" UNIQUE("code"),
	CONSTRAINT "unit_measurements_factor_check" CHECK ("unit_measurements"."factor" > 0)
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"nit" text,
	"address" text,
	"phone" text,
	"email" text,
	"website" text,
	"plan_id" integer,
	"trial_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_users_company_id_user_id_unique" UNIQUE("company_id","user_id"),
	CONSTRAINT "company_users_role_check" CHECK ("company_users"."role" in ('administrator', 'member'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"address" text,
	"dni" text,
	"avatar" text,
	"password_hash" text,
	"role" text DEFAULT 'member' NOT NULL,
	"status" text DEFAULT 'APPROVAL_PENDING' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"language" text DEFAULT 'es' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lowercase_check" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('member', 'super-admin')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('ACTIVE', 'APPROVAL_PENDING', 'APPROVED', 'BANNED', 'CANCELLED', 'CREATED', 'EXPIRED', 'INACTIVE', 'INVITED', 'PAYMENT_FAILED', 'SUSPENDED')),
	CONSTRAINT "users_language_check" CHECK ("users"."language" in ('es', 'en'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_standard_id_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_factor_parts" ADD CONSTRAINT "emission_factor_parts_factor_id_emission_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."emission_factors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_factor_parts" ADD CONSTRAINT "emission_factor_parts_part_factor_id_emission_factors_id_fk" FOREIGN KEY ("part_factor_id") REFERENCES "public"."emission_factors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_factors" ADD CONSTRAINT "emission_factors_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gas_emissions" ADD CONSTRAINT "gas_emissions_factor_id_emission_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."emission_factors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gas_emissions" ADD CONSTRAINT "gas_emissions_gas_id_gases_id_fk" FOREIGN KEY ("gas_id") REFERENCES "public"."gases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gas_emissions" ADD CONSTRAINT "gas_emissions_unit_measurement_id_unit_measurements_id_fk" FOREIGN KEY ("unit_measurement_id") REFERENCES "public"."unit_measurements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gas_emissions" ADD CONSTRAINT "gas_emissions_type_id_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_indicator_sources" ADD CONSTRAINT "key_indicator_sources_key_indicator_id_key_indicators_id_fk" FOREIGN KEY ("key_indicator_id") REFERENCES "public"."key_indicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_indicator_sources" ADD CONSTRAINT "key_indicator_sources_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_indicators" ADD CONSTRAINT "key_indicators_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_indicators" ADD CONSTRAINT "key_indicators_unit_measurement_id_unit_measurements_id_fk" FOREIGN KEY ("unit_measurement_id") REFERENCES "public"."unit_measurements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_categories" ADD CONSTRAINT "source_categories_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_categories" ADD CONSTRAINT "source_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_type_id_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_id_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "emission_factor_parts_part_factor_id_idx" ON "emission_factor_parts" USING btree ("part_factor_id");--> statement-breakpoint
CREATE INDEX "emission_factors_source_id_idx" ON "emission_factors" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "gas_emissions_factor_id_idx" ON "gas_emissions" USING btree ("factor_id");--> statement-breakpoint
CREATE INDEX "gas_emissions_gas_id_idx" ON "gas_emissions" USING btree ("gas_id");--> statement-breakpoint
CREATE INDEX "gas_emissions_unit_measurement_id_idx" ON "gas_emissions" USING btree ("unit_measurement_id");--> statement-breakpoint
CREATE INDEX "key_indicator_sources_source_id_idx" ON "key_indicator_sources" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "key_indicators_sector_id_idx" ON "key_indicators" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "key_indicators_unit_measurement_id_idx" ON "key_indicators" USING btree ("unit_measurement_id");--> statement-breakpoint
CREATE INDEX "source_categories_category_id_idx" ON "source_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "sources_type_id_idx" ON "sources" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "company_users_user_id_idx" ON "company_users" USING btree ("user_id");