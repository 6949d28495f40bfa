CREATE TABLE "closed_period_holds" (
	"company_id" integer NOT NULL,
	"closed_period_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"activities" integer NOT NULL,
	"stored_kg" double precision NOT NULL,
	"fresh_kg" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closed_period_holds_pk" PRIMARY KEY("closed_period_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "closed_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"closed_by" integer,
	"closed_by_name" text,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closed_periods_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "closed_periods_dates_check" CHECK ("closed_periods"."date_to" >= "closed_periods"."date_from")
);
--> statement-breakpoint
ALTER TABLE "closed_period_holds" ADD CONSTRAINT "closed_period_holds_period_fk" FOREIGN KEY ("company_id","closed_period_id") REFERENCES "public"."closed_periods"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_periods" ADD CONSTRAINT "closed_periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_periods" ADD CONSTRAINT "closed_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closed_periods_company_idx" ON "closed_periods" USING btree ("company_id","date_from");