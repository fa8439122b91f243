CREATE TABLE "analytics_month_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_month_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"month" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_month_changes_company_month_idx" ON "analytics_month_changes" USING btree ("company_id","month");--> statement-breakpoint
CREATE FUNCTION "analytics_note_month_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
-- Appends one row per company-month the statement touched (decision 108); TG_ARGV[0] names the date column.
BEGIN
  IF TG_ARGV[0] = 'bill_date' THEN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO analytics_month_changes (company_id, month)
        SELECT DISTINCT company_id, date_trunc('month', bill_date)::date FROM new_rows;
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      INSERT INTO analytics_month_changes (company_id, month)
        SELECT DISTINCT company_id, date_trunc('month', bill_date)::date FROM old_rows;
    END IF;
  ELSE
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO analytics_month_changes (company_id, month)
        SELECT DISTINCT company_id, date_trunc('month', invoice_date)::date FROM new_rows;
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      INSERT INTO analytics_month_changes (company_id, month)
        SELECT DISTINCT company_id, date_trunc('month', invoice_date)::date FROM old_rows;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "shipments_analytics_insert" AFTER INSERT ON "shipments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_note_month_changes"('bill_date');
--> statement-breakpoint
CREATE TRIGGER "shipments_analytics_update" AFTER UPDATE ON "shipments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_note_month_changes"('bill_date');
--> statement-breakpoint
CREATE TRIGGER "shipments_analytics_delete" AFTER DELETE ON "shipments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_note_month_changes"('bill_date');
--> statement-breakpoint
CREATE TRIGGER "invoices_analytics_insert" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_note_month_changes"('invoice_date');
--> statement-breakpoint
CREATE TRIGGER "invoices_analytics_update" AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_note_month_changes"('invoice_date');
--> statement-breakpoint
CREATE TRIGGER "invoices_analytics_delete" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_note_month_changes"('invoice_date');
--> statement-breakpoint
-- The months stale by the rule before (rows changed after their summaries, or rows without summaries) start stale.
INSERT INTO "analytics_month_changes" ("company_id", "month")
WITH s AS (
  SELECT company_id, date_trunc('month', bill_date)::date AS month, max(updated_at) AS changed,
         bool_or(deleted_at IS NULL) AS live
    FROM shipments GROUP BY 1, 2
  UNION ALL
  SELECT company_id, date_trunc('month', invoice_date)::date, max(updated_at), true FROM invoices GROUP BY 1, 2),
changes AS (SELECT company_id, month, max(changed) AS changed, bool_or(live) AS live FROM s GROUP BY 1, 2),
done AS (
  SELECT company_id, month, min(refreshed_at) AS refreshed FROM (
    SELECT company_id, month, refreshed_at FROM analytics_shipment_months
    UNION ALL SELECT company_id, month, refreshed_at FROM analytics_spend_months) x
  GROUP BY 1, 2)
SELECT c.company_id, c.month
  FROM changes c LEFT JOIN done d ON d.company_id = c.company_id AND d.month = c.month
 WHERE (d.refreshed IS NULL AND c.live) OR c.changed > d.refreshed;
