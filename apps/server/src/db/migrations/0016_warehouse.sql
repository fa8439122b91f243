CREATE TABLE "inventory_balances" (
	"item_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"allocated" integer DEFAULT 0 NOT NULL,
	"incoming" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_balances_item_id_warehouse_id_pk" PRIMARY KEY("item_id","warehouse_id"),
	CONSTRAINT "inventory_balances_on_hand_ck" CHECK ("inventory_balances"."on_hand" >= 0),
	CONSTRAINT "inventory_balances_allocated_ck" CHECK ("inventory_balances"."allocated" >= 0 and "inventory_balances"."allocated" <= "inventory_balances"."on_hand"),
	CONSTRAINT "inventory_balances_incoming_ck" CHECK ("inventory_balances"."incoming" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"order_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"by_name" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_accounts" (
	"company_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_accounts_company_id_warehouse_id_pk" PRIMARY KEY("company_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "warehouse_feed_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"description" text NOT NULL,
	"unit_of_measure" text DEFAULT 'EA' NOT NULL,
	"length_cm" numeric(10, 2) DEFAULT '0' NOT NULL,
	"width_cm" numeric(10, 2) DEFAULT '0' NOT NULL,
	"height_cm" numeric(10, 2) DEFAULT '0' NOT NULL,
	"weight_kg" numeric(12, 3) DEFAULT '0' NOT NULL,
	"hs_code" text DEFAULT '' NOT NULL,
	"track_lot" boolean DEFAULT false NOT NULL,
	"track_serial" boolean DEFAULT false NOT NULL,
	"track_expiry" boolean DEFAULT false NOT NULL,
	"low_stock_threshold" integer DEFAULT 0 NOT NULL,
	"default_location_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "warehouse_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"code" text NOT NULL,
	"zone" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by_name" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"received_qty" integer,
	"allocated_qty" integer DEFAULT 0 NOT NULL,
	"lot_number" text DEFAULT '' NOT NULL,
	CONSTRAINT "warehouse_order_lines_qty_ck" CHECK ("warehouse_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"file_number" text NOT NULL,
	"reference_no" text NOT NULL,
	"supplier_name" text DEFAULT '' NOT NULL,
	"expected_date" date,
	"carrier" text DEFAULT '' NOT NULL,
	"container_no" text DEFAULT '' NOT NULL,
	"house_bill" text DEFAULT '' NOT NULL,
	"shipment_id" uuid,
	"ship_to_address_id" uuid,
	"ship_to" jsonb,
	"requested_date" date,
	"service_level" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"void_reason" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state_province" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "inventory_balances" ADD CONSTRAINT "inventory_balances_item_id_warehouse_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."warehouse_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_balances" ADD CONSTRAINT "inventory_balances_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_balances" ADD CONSTRAINT "inventory_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_item_id_warehouse_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."warehouse_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_order_id_warehouse_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."warehouse_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_accounts" ADD CONSTRAINT "warehouse_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_accounts" ADD CONSTRAINT "warehouse_accounts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_items" ADD CONSTRAINT "warehouse_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_items" ADD CONSTRAINT "warehouse_items_default_location_id_warehouse_locations_id_fk" FOREIGN KEY ("default_location_id") REFERENCES "public"."warehouse_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_locations" ADD CONSTRAINT "warehouse_locations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_order_events" ADD CONSTRAINT "warehouse_order_events_order_id_warehouse_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."warehouse_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_order_events" ADD CONSTRAINT "warehouse_order_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_order_lines" ADD CONSTRAINT "warehouse_order_lines_order_id_warehouse_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."warehouse_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_order_lines" ADD CONSTRAINT "warehouse_order_lines_item_id_warehouse_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."warehouse_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD CONSTRAINT "warehouse_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD CONSTRAINT "warehouse_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD CONSTRAINT "warehouse_orders_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD CONSTRAINT "warehouse_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_balances_company_idx" ON "inventory_balances" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "inventory_movements_item_idx" ON "inventory_movements" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "inventory_movements_order_idx" ON "inventory_movements" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_items_company_sku_idx" ON "warehouse_items" USING btree ("company_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_locations_code_idx" ON "warehouse_locations" USING btree ("warehouse_id","code");--> statement-breakpoint
CREATE INDEX "warehouse_order_events_order_idx" ON "warehouse_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_order_lines_no_idx" ON "warehouse_order_lines" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "warehouse_order_lines_item_idx" ON "warehouse_order_lines" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_orders_file_number_idx" ON "warehouse_orders" USING btree ("company_id","direction","file_number");--> statement-breakpoint
CREATE INDEX "warehouse_orders_company_list_idx" ON "warehouse_orders" USING btree ("company_id","direction","created_at");--> statement-breakpoint
CREATE INDEX "warehouse_orders_status_idx" ON "warehouse_orders" USING btree ("direction","status");