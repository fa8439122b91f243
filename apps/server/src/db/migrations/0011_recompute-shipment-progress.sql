-- Decision 032: a shipment's status, event code and five flags are what the progress rule
-- (packages/domain/src/shipments/shipment-progress.ts) reads from its milestone dates. Rows written before the
-- rule could disagree with their dates (a 'Shipper Booked' status without a booking date, flags raised only by
-- their own milestone); this sets every such row to what the rule says. The step is the furthest milestone on
-- the timeline with an actual date; a flag is up when its milestone or a later one is done. Rows that already
-- agree are not written.
WITH derived AS (
  SELECT
    id,
    CASE
      WHEN a_delivered IS NOT NULL THEN 9
      WHEN a_import_customs IS NOT NULL THEN 8
      WHEN ata IS NOT NULL THEN 7
      WHEN dep IS NOT NULL THEN 6
      WHEN a_loaded IS NOT NULL THEN 5
      WHEN a_export_customs IS NOT NULL THEN 4
      WHEN a_received IS NOT NULL THEN 3
      WHEN a_pickup IS NOT NULL THEN 2
      WHEN a_shipper_booked IS NOT NULL THEN 1
      ELSE 0
    END AS step
  FROM "shipments"
),
wanted AS (
  SELECT
    id,
    (ARRAY['Shipper Booked', 'Shipment Pickup', 'Shipment Received', 'Export Customs Clearance', 'Shipment Loaded',
      'Departure from Origin', 'Arrival at Destination', 'Import Customs Clearance',
      'Delivered to Consignee'])[step] AS event_description,
    (ARRAY[25, 1, 12, 13, 112, 4, 5, 11, 6])[step] AS last_event_code,
    step >= 1 AS booked_flag,
    step >= 6 AS departed_flag,
    step >= 7 AS arrived_flag,
    step >= 8 AS customs_cleared_flag,
    step >= 9 AS delivered_flag
  FROM derived
)
UPDATE "shipments" AS s
SET
  "event_description" = coalesce(w.event_description, ''),
  "last_event_code" = w.last_event_code,
  "booked_flag" = w.booked_flag,
  "departed_flag" = w.departed_flag,
  "arrived_flag" = w.arrived_flag,
  "customs_cleared_flag" = w.customs_cleared_flag,
  "delivered_flag" = w.delivered_flag
FROM wanted AS w
WHERE s.id = w.id
  AND (
    s.event_description IS DISTINCT FROM coalesce(w.event_description, '')
    OR s.last_event_code IS DISTINCT FROM w.last_event_code
    OR s.booked_flag IS DISTINCT FROM w.booked_flag
    OR s.departed_flag IS DISTINCT FROM w.departed_flag
    OR s.arrived_flag IS DISTINCT FROM w.arrived_flag
    OR s.customs_cleared_flag IS DISTINCT FROM w.customs_cleared_flag
    OR s.delivered_flag IS DISTINCT FROM w.delivered_flag
  );
