CREATE TABLE "inventory_lot_balances" (
	"item_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"lot_number" text NOT NULL,
	"company_id" uuid NOT NULL,
	"expiry_date" date,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"allocated" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_lot_balances_item_id_warehouse_id_lot_number_pk" PRIMARY KEY("item_id","warehouse_id","lot_number"),
	CONSTRAINT "inventory_lot_balances_lot_ck" CHECK ("inventory_lot_balances"."lot_number" <> ''),
	CONSTRAINT "inventory_lot_balances_on_hand_ck" CHECK ("inventory_lot_balances"."on_hand" >= 0),
	CONSTRAINT "inventory_lot_balances_allocated_ck" CHECK ("inventory_lot_balances"."allocated" >= 0 and "inventory_lot_balances"."allocated" <= "inventory_lot_balances"."on_hand")
);
--> statement-breakpoint
CREATE TABLE "inventory_serials" (
	"item_id" uuid NOT NULL,
	"serial_number" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_serials_item_id_serial_number_pk" PRIMARY KEY("item_id","serial_number")
);
--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "lot_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "expiry_date" date;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "serial_numbers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_lot_balances" ADD CONSTRAINT "inventory_lot_balances_item_id_warehouse_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."warehouse_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lot_balances" ADD CONSTRAINT "inventory_lot_balances_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lot_balances" ADD CONSTRAINT "inventory_lot_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_serials" ADD CONSTRAINT "inventory_serials_item_id_warehouse_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."warehouse_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_serials" ADD CONSTRAINT "inventory_serials_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_serials" ADD CONSTRAINT "inventory_serials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_serials" ADD CONSTRAINT "inventory_serials_order_id_warehouse_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."warehouse_orders"("id") ON DELETE set null ON UPDATE no action;