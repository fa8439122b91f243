CREATE TABLE "analytics_shipment_months" (
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"mode" text NOT NULL,
	"origin_code" text NOT NULL,
	"destination_code" text NOT NULL,
	"shipments" integer NOT NULL,
	"chargeable_weight_kg" numeric(16, 2) NOT NULL,
	"with_estimate" integer NOT NULL,
	"co2e_kg" numeric(16, 1) NOT NULL,
	"arrived" integer NOT NULL,
	"first_eta_measured" integer NOT NULL,
	"first_eta_on_time" integer NOT NULL,
	"latest_eta_measured" integer NOT NULL,
	"latest_eta_on_time" integer NOT NULL,
	"transit_hours" jsonb NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_shipment_months_company_id_month_mode_origin_code_destination_code_pk" PRIMARY KEY("company_id","month","mode","origin_code","destination_code")
);
--> statement-breakpoint
CREATE TABLE "analytics_spend_months" (
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"lane" text NOT NULL,
	"invoices" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_spend_months_company_id_month_lane_pk" PRIMARY KEY("company_id","month","lane")
);
--> statement-breakpoint
ALTER TABLE "analytics_shipment_months" ADD CONSTRAINT "analytics_shipment_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_spend_months" ADD CONSTRAINT "analytics_spend_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;