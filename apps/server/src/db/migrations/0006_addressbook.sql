CREATE TABLE "address_duplicates" (
	"address_id" uuid NOT NULL,
	"duplicate_id" uuid NOT NULL,
	CONSTRAINT "address_duplicates_address_id_duplicate_id_pk" PRIMARY KEY("address_id","duplicate_id")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"address_type" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"city_key" text NOT NULL,
	"state_province" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"contact_person_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"tel_no" text DEFAULT '' NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"nearest_airport_code" text DEFAULT '' NOT NULL,
	"nearest_ocean_port_location_code" text DEFAULT '' NOT NULL,
	"is_booking_party" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "address_duplicates" ADD CONSTRAINT "address_duplicates_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_duplicates" ADD CONSTRAINT "address_duplicates_duplicate_id_addresses_id_fk" FOREIGN KEY ("duplicate_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_duplicates_duplicate_idx" ON "address_duplicates" USING btree ("duplicate_id");--> statement-breakpoint
CREATE INDEX "addresses_company_name_live_idx" ON "addresses" USING btree ("company_id","name_key") WHERE "addresses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "addresses_name_key_trgm_idx" ON "addresses" USING gin ("name_key" gin_trgm_ops);