CREATE TABLE "shipment_party_names" (
	"company_id" uuid NOT NULL,
	"name_key" text NOT NULL,
	CONSTRAINT "shipment_party_names_company_id_name_key_pk" PRIMARY KEY("company_id","name_key")
);
--> statement-breakpoint
ALTER TABLE "shipment_party_names" ADD CONSTRAINT "shipment_party_names_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_party_names_trgm_idx" ON "shipment_party_names" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
-- The names of the shipments already there (the seed and the feed add them from now on).
INSERT INTO "shipment_party_names" ("company_id", "name_key")
SELECT DISTINCT "company_id", lower(btrim("shipper_name")) FROM "shipments" WHERE btrim("shipper_name") <> ''
UNION
SELECT DISTINCT "company_id", lower(btrim("consignee_name")) FROM "shipments" WHERE btrim("consignee_name") <> ''
ON CONFLICT DO NOTHING;
