CREATE SEQUENCE "public"."warehouse_receipt_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "warehouse_receipt_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"line_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by_name" text DEFAULT '' NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_receipt_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"item_id" uuid NOT NULL,
	"order_line_id" uuid,
	"expected_qty" integer NOT NULL,
	"received_qty" integer NOT NULL,
	"damaged_qty" integer DEFAULT 0 NOT NULL,
	"lot_number" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "warehouse_receipt_lines_qty_ck" CHECK ("warehouse_receipt_lines"."expected_qty" >= 0 and "warehouse_receipt_lines"."received_qty" >= 0 and "warehouse_receipt_lines"."damaged_qty" >= 0 and "warehouse_receipt_lines"."damaged_qty" <= "warehouse_receipt_lines"."received_qty")
);
--> statement-breakpoint
CREATE TABLE "warehouse_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wr_number" text NOT NULL,
	"company_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"order_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipper_name" text DEFAULT '' NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"pieces" integer DEFAULT 0 NOT NULL,
	"weight_kg" numeric(12, 3) DEFAULT '0' NOT NULL,
	"length_cm" numeric(10, 2) DEFAULT '0' NOT NULL,
	"width_cm" numeric(10, 2) DEFAULT '0' NOT NULL,
	"height_cm" numeric(10, 2) DEFAULT '0' NOT NULL,
	"location_id" uuid,
	"status" text DEFAULT 'Received' NOT NULL,
	"ack_status" text DEFAULT 'NONE' NOT NULL,
	"ack_by_name" text DEFAULT '' NOT NULL,
	"ack_by" uuid,
	"ack_at" timestamp with time zone,
	"dispute_reason" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"received_by_name" text DEFAULT '' NOT NULL,
	"confirmed_by_name" text DEFAULT '' NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "warehouse_receipts_pieces_ck" CHECK ("warehouse_receipts"."pieces" >= 0)
);
--> statement-breakpoint
ALTER TABLE "warehouse_receipt_files" ADD CONSTRAINT "warehouse_receipt_files_receipt_id_warehouse_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."warehouse_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipt_files" ADD CONSTRAINT "warehouse_receipt_files_line_id_warehouse_receipt_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."warehouse_receipt_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipt_files" ADD CONSTRAINT "warehouse_receipt_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipt_lines" ADD CONSTRAINT "warehouse_receipt_lines_receipt_id_warehouse_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."warehouse_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipt_lines" ADD CONSTRAINT "warehouse_receipt_lines_item_id_warehouse_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."warehouse_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipt_lines" ADD CONSTRAINT "warehouse_receipt_lines_order_line_id_warehouse_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."warehouse_order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_order_id_warehouse_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."warehouse_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_location_id_warehouse_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."warehouse_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_ack_by_users_id_fk" FOREIGN KEY ("ack_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warehouse_receipt_files_receipt_idx" ON "warehouse_receipt_files" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_receipt_lines_no_idx" ON "warehouse_receipt_lines" USING btree ("receipt_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_receipts_wr_number_idx" ON "warehouse_receipts" USING btree ("wr_number");--> statement-breakpoint
CREATE INDEX "warehouse_receipts_company_list_idx" ON "warehouse_receipts" USING btree ("company_id","received_at");--> statement-breakpoint
CREATE INDEX "warehouse_receipts_order_idx" ON "warehouse_receipts" USING btree ("order_id");