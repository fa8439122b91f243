CREATE TABLE "integration_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"event_type_id" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_company_id_event_type_id_pk" PRIMARY KEY("user_id","company_id","event_type_id")
);
--> statement-breakpoint
CREATE TABLE "shipment_containers" (
	"shipment_id" uuid NOT NULL,
	"container_no" text NOT NULL,
	"container_type" text DEFAULT '' NOT NULL,
	"seal_no" text DEFAULT '' NOT NULL,
	CONSTRAINT "shipment_containers_shipment_id_container_no_pk" PRIMARY KEY("shipment_id","container_no")
);
--> statement-breakpoint
CREATE TABLE "shipment_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text DEFAULT 'application/pdf' NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"content" "bytea",
	"is_view_allowed" boolean DEFAULT true NOT NULL,
	"is_download_allowed" boolean DEFAULT true NOT NULL,
	"entered_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"event_code" integer NOT NULL,
	"estimated_at" timestamp with time zone,
	"actual_at" timestamp with time zone,
	"location_code" text DEFAULT '' NOT NULL,
	"location_name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source_event_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_references" (
	"shipment_id" uuid NOT NULL,
	"ref_type" text NOT NULL,
	"ref_value" text NOT NULL,
	CONSTRAINT "shipment_references_shipment_id_ref_type_ref_value_pk" PRIMARY KEY("shipment_id","ref_type","ref_value")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"document_no" text NOT NULL,
	"master_document_no" text DEFAULT '' NOT NULL,
	"mode_code" text NOT NULL,
	"service_level_code" text DEFAULT 'STD' NOT NULL,
	"incoterms" text DEFAULT '' NOT NULL,
	"delivery_terms" text DEFAULT '' NOT NULL,
	"origin_code" text DEFAULT '' NOT NULL,
	"origin_name" text DEFAULT '' NOT NULL,
	"origin_country" text DEFAULT '' NOT NULL,
	"origin_lat" double precision,
	"origin_lon" double precision,
	"destination_code" text DEFAULT '' NOT NULL,
	"destination_name" text DEFAULT '' NOT NULL,
	"destination_country" text DEFAULT '' NOT NULL,
	"destination_lat" double precision,
	"destination_lon" double precision,
	"carrier_code" text DEFAULT '' NOT NULL,
	"carrier_name" text DEFAULT '' NOT NULL,
	"vessel" text DEFAULT '' NOT NULL,
	"voyage" text DEFAULT '' NOT NULL,
	"flight_no" text DEFAULT '' NOT NULL,
	"shipper_name" text DEFAULT '' NOT NULL,
	"shipper_address" text DEFAULT '' NOT NULL,
	"consignee_name" text DEFAULT '' NOT NULL,
	"consignee_address" text DEFAULT '' NOT NULL,
	"notify_name" text DEFAULT '' NOT NULL,
	"notify_address" text DEFAULT '' NOT NULL,
	"total_pieces" integer DEFAULT 0 NOT NULL,
	"gross_weight_kg" numeric(12, 2) DEFAULT '0' NOT NULL,
	"volume_m3" numeric(12, 3) DEFAULT '0' NOT NULL,
	"chargeable_weight_kg" numeric(12, 2) DEFAULT '0' NOT NULL,
	"commodity" text DEFAULT '' NOT NULL,
	"hazardous" boolean DEFAULT false NOT NULL,
	"bill_type" text DEFAULT '' NOT NULL,
	"bill_date" date NOT NULL,
	"etd" timestamp with time zone,
	"dep" timestamp with time zone,
	"eta" timestamp with time zone,
	"ata" timestamp with time zone,
	"e_shipper_booked" timestamp with time zone,
	"a_shipper_booked" timestamp with time zone,
	"e_pickup" timestamp with time zone,
	"a_pickup" timestamp with time zone,
	"e_received" timestamp with time zone,
	"a_received" timestamp with time zone,
	"e_export_customs" timestamp with time zone,
	"a_export_customs" timestamp with time zone,
	"e_loaded" timestamp with time zone,
	"a_loaded" timestamp with time zone,
	"e_import_customs" timestamp with time zone,
	"a_import_customs" timestamp with time zone,
	"e_delivered" timestamp with time zone,
	"a_delivered" timestamp with time zone,
	"booked_flag" boolean DEFAULT false NOT NULL,
	"departed_flag" boolean DEFAULT false NOT NULL,
	"arrived_flag" boolean DEFAULT false NOT NULL,
	"customs_cleared_flag" boolean DEFAULT false NOT NULL,
	"delivered_flag" boolean DEFAULT false NOT NULL,
	"delivery_exception" text DEFAULT '' NOT NULL,
	"event_description" text DEFAULT '' NOT NULL,
	"last_event_code" integer,
	"exception" text DEFAULT '' NOT NULL,
	"container_nos" text DEFAULT '' NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"document_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_containers" ADD CONSTRAINT "shipment_containers_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_documents" ADD CONSTRAINT "shipment_documents_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_notes" ADD CONSTRAINT "shipment_notes_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_references" ADD CONSTRAINT "shipment_references_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_keys_hash_key" ON "integration_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "shipment_containers_no_idx" ON "shipment_containers" USING btree (lower("container_no"));--> statement-breakpoint
CREATE INDEX "shipment_documents_shipment_idx" ON "shipment_documents" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","event_code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_source_key" ON "shipment_events" USING btree ("shipment_id","source_event_id");--> statement-breakpoint
CREATE INDEX "shipment_notes_shipment_idx" ON "shipment_notes" USING btree ("shipment_id","created_at");--> statement-breakpoint
CREATE INDEX "shipment_references_value_idx" ON "shipment_references" USING btree ("ref_type",lower("ref_value"));--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_document_no_key" ON "shipments" USING btree ("document_no");--> statement-breakpoint
CREATE INDEX "shipments_company_bill_date_idx" ON "shipments" USING btree ("company_id","bill_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_company_etd_idx" ON "shipments" USING btree ("company_id","etd");--> statement-breakpoint
CREATE INDEX "shipments_master_document_no_idx" ON "shipments" USING btree (lower("master_document_no"));--> statement-breakpoint
CREATE INDEX "shipments_document_no_lower_idx" ON "shipments" USING btree (lower("document_no"));--> statement-breakpoint
CREATE INDEX "shipments_search_trgm_idx" ON "shipments" USING gin ("search_text" gin_trgm_ops);