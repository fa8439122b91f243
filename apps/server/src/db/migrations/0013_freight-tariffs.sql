CREATE TABLE "freight_accessorial_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tariff_id" uuid NOT NULL,
	"charge_code" text NOT NULL,
	"description" text NOT NULL,
	"mode" text NOT NULL,
	"unit" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"minimum_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "freight_accessorial_charges_amount_check" CHECK ("freight_accessorial_charges"."amount_cents" >= 0 and "freight_accessorial_charges"."minimum_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "freight_air_lanes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tariff_id" uuid NOT NULL,
	"origin_port" text NOT NULL,
	"destination_port" text NOT NULL,
	"service_level" text NOT NULL,
	"carrier_code" text,
	"rate0" integer NOT NULL,
	"rate45" integer NOT NULL,
	"rate100" integer NOT NULL,
	"rate300" integer NOT NULL,
	"rate500" integer NOT NULL,
	"rate1000" integer NOT NULL,
	"margin" integer DEFAULT 0 NOT NULL,
	"margin_type" text NOT NULL,
	"origin_charge" integer DEFAULT 0 NOT NULL,
	"origin_unit" text NOT NULL,
	"origin_minimum" integer DEFAULT 0 NOT NULL,
	"freight_minimum" integer DEFAULT 0 NOT NULL,
	"dest_handling_charge" integer DEFAULT 0 NOT NULL,
	"dest_handling_unit" text NOT NULL,
	"dest_handling_min" integer DEFAULT 0 NOT NULL,
	"transit_days" integer,
	CONSTRAINT "freight_air_lanes_money_check" CHECK (least("freight_air_lanes"."rate0", "freight_air_lanes"."rate45", "freight_air_lanes"."rate100", "freight_air_lanes"."rate300", "freight_air_lanes"."rate500", "freight_air_lanes"."rate1000", "freight_air_lanes"."margin",
        "freight_air_lanes"."origin_charge", "freight_air_lanes"."origin_minimum", "freight_air_lanes"."freight_minimum", "freight_air_lanes"."dest_handling_charge", "freight_air_lanes"."dest_handling_min") >= 0)
);
--> statement-breakpoint
CREATE TABLE "freight_ocean_charges" (
	"lane_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"charge_code" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"is_per_unit" boolean NOT NULL,
	CONSTRAINT "freight_ocean_charges_lane_id_line_no_pk" PRIMARY KEY("lane_id","line_no"),
	CONSTRAINT "freight_ocean_charges_amount_check" CHECK ("freight_ocean_charges"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "freight_ocean_lanes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tariff_id" uuid NOT NULL,
	"port_of_loading" text NOT NULL,
	"port_of_discharge" text NOT NULL,
	"carrier_code" text NOT NULL,
	"container_type" text NOT NULL,
	"transit_days" integer
);
--> statement-breakpoint
CREATE TABLE "freight_port_restrictions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"list_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freight_tariff_customers" (
	"tariff_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "freight_tariff_customers_tariff_id_company_id_pk" PRIMARY KEY("tariff_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "freight_tariffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tariff_number" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freight_tariffs_validity_check" CHECK ("freight_tariffs"."valid_to" >= "freight_tariffs"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "freight_accessorial_charges" ADD CONSTRAINT "freight_accessorial_charges_tariff_id_freight_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."freight_tariffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_air_lanes" ADD CONSTRAINT "freight_air_lanes_tariff_id_freight_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."freight_tariffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_ocean_charges" ADD CONSTRAINT "freight_ocean_charges_lane_id_freight_ocean_lanes_id_fk" FOREIGN KEY ("lane_id") REFERENCES "public"."freight_ocean_lanes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_ocean_lanes" ADD CONSTRAINT "freight_ocean_lanes_tariff_id_freight_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."freight_tariffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_port_restrictions" ADD CONSTRAINT "freight_port_restrictions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_tariff_customers" ADD CONSTRAINT "freight_tariff_customers_tariff_id_freight_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."freight_tariffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_tariff_customers" ADD CONSTRAINT "freight_tariff_customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "freight_accessorial_charges_code_key" ON "freight_accessorial_charges" USING btree ("tariff_id","charge_code");--> statement-breakpoint
CREATE UNIQUE INDEX "freight_air_lanes_lane_key" ON "freight_air_lanes" USING btree ("tariff_id","origin_port","destination_port","service_level");--> statement-breakpoint
CREATE UNIQUE INDEX "freight_ocean_lanes_lane_key" ON "freight_ocean_lanes" USING btree ("tariff_id","container_type","port_of_loading","port_of_discharge","carrier_code");--> statement-breakpoint
CREATE INDEX "freight_tariff_customers_company_idx" ON "freight_tariff_customers" USING btree ("company_id","tariff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "freight_tariffs_number_key" ON "freight_tariffs" USING btree ("tariff_number");