ALTER TABLE "key_indicators" ADD CONSTRAINT "key_indicators_id_sector_id_unique" UNIQUE("id","sector_id");--> statement-breakpoint
CREATE TABLE "emission_indicators" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"key_indicator_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	"value" double precision NOT NULL,
	"date" date NOT NULL,
	"note" text,
	"headquarter_id" integer,
	"client_id" integer,
	"provider_id" integer,
	"project_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emission_indicators_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "emission_indicators_value_check" CHECK ("emission_indicators"."value" > 0)
);
--> statement-breakpoint
ALTER TABLE "emission_indicators" ADD CONSTRAINT "emission_indicators_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_indicators" ADD CONSTRAINT "emission_indicators_key_indicator_id_key_indicators_id_fk" FOREIGN KEY ("key_indicator_id") REFERENCES "public"."key_indicators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_indicators" ADD CONSTRAINT "emission_indicators_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_indicators" ADD CONSTRAINT "emission_indicators_key_indicator_sector_fk" FOREIGN KEY ("key_indicator_id","sector_id") REFERENCES "public"."key_indicators"("id","sector_id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "emission_indicators" ADD CONSTRAINT "emission_indicators_headquarter_fk" FOREIGN KEY ("company_id","headquarter_id") REFERENCES "public"."stakeholders"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_indicators" ADD CONSTRAINT "emission_indicators_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."stakeholders"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_indicators" ADD CONSTRAINT "emission_indicators_provider_fk" FOREIGN KEY ("company_id","provider_id") REFERENCES "public"."stakeholders"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_indicators" ADD CONSTRAINT "emission_indicators_project_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."stakeholders"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emission_indicators_company_date_idx" ON "emission_indicators" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "emission_indicators_company_key_indicator_date_idx" ON "emission_indicators" USING btree ("company_id","key_indicator_id","date");--> statement-breakpoint
CREATE INDEX "emission_indicators_key_indicator_sector_idx" ON "emission_indicators" USING btree ("key_indicator_id","sector_id");
