import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows as rows } from '../../db/raw-rows';

/**
 * The analytics' SQL (decision 068). Every query names one company (the caller's selected one) and reads the
 * shipments through the (company, bill date) index of the list, invoices through (company, invoice date) and the
 * ledger from the period's start; the KPI arithmetic is the domain's (`domain/analytics/kpis.ts`).
 */
const toDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

export type ShipmentFactRow = {
  mode: 'AIR' | 'OCEAN' | 'DOMESTIC';
  originCode: string;
  destinationCode: string;
  billDate: string;
  chargeableWeightKg: number;
  departedAt: Date | null;
  arrivedAt: Date | null;
  firstEta: Date | null;
  latestEta: Date | null;
  originLat: number | null;
  originLon: number | null;
  destinationLat: number | null;
  destinationLon: number | null;
};

type RawShipment = {
  mode: 'AIR' | 'OCEAN' | 'DOMESTIC';
  origin_code: string;
  destination_code: string;
  bill_date: string;
  chargeable_weight_kg: string;
  dep: unknown;
  ata: unknown;
  first_eta: unknown;
  eta: unknown;
  origin_lat: number | null;
  origin_lon: number | null;
  destination_lat: number | null;
  destination_lon: number | null;
};

/**
 * The live shipments of a company billed within [from, to], with the first ETA announced: the estimate of the
 * first arrival event (milestone 5) recorded with one, else the shipment's ETA (decision 067).
 */
export async function findShipmentFacts(
  db: Database,
  companyId: string,
  from: string,
  to: string,
): Promise<ShipmentFactRow[]> {
  const raw = await rows<RawShipment>(
    db,
    sql`select s.mode_code as mode, s.origin_code, s.destination_code, s.bill_date::text as bill_date,
               s.chargeable_weight_kg::text as chargeable_weight_kg, s.dep, s.ata, s.eta,
               coalesce((select e.estimated_at from shipment_events e
                          where e.shipment_id = s.id and e.event_code = 5 and e.estimated_at is not null
                          order by e.created_at, e.id limit 1), s.eta) as first_eta,
               s.origin_lat, s.origin_lon, s.destination_lat, s.destination_lon
          from shipments s
         where s.company_id = ${companyId} and s.deleted_at is null
           and s.bill_date >= ${from}::date and s.bill_date <= ${to}::date`,
  );
  return raw.map((r) => ({
    mode: r.mode,
    originCode: r.origin_code,
    destinationCode: r.destination_code,
    billDate: r.bill_date,
    chargeableWeightKg: Number(r.chargeable_weight_kg),
    departedAt: toDate(r.dep),
    arrivedAt: toDate(r.ata),
    firstEta: toDate(r.first_eta),
    latestEta: toDate(r.eta),
    originLat: r.origin_lat === null ? null : Number(r.origin_lat),
    originLon: r.origin_lon === null ? null : Number(r.origin_lon),
    destinationLat: r.destination_lat === null ? null : Number(r.destination_lat),
    destinationLon: r.destination_lon === null ? null : Number(r.destination_lon),
  }));
}

export type InvoiceFactRow = {
  invoiceDate: string;
  dueDate: string;
  totalCents: number;
  balanceCents: number;
  originCode: string | null;
  destinationCode: string | null;
};

type RawInvoice = {
  invoice_date: string;
  due_date: string;
  total_cents: number;
  balance_cents: number;
  origin_code: string | null;
  destination_code: string | null;
};

export type InvoiceFilter = {
  dateColumn: 'invoice' | 'due' | 'ship';
  from: string;
  to: string;
  carrier?: string | undefined;
  senderStates?: string[] | undefined;
  receiverStates?: string[] | undefined;
  serviceTypes?: string[] | undefined;
  direction?: 'Outbound' | 'Inbound' | undefined;
};

const inList = (column: SQL, values: string[]) =>
  sql`${column} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** A company's invoices in a date range (by invoice, due or shipment date) with their shipment's lane, filtered. */
export async function findInvoiceFacts(
  db: Database,
  companyId: string,
  filter: InvoiceFilter,
): Promise<InvoiceFactRow[]> {
  const date =
    filter.dateColumn === 'invoice'
      ? sql`i.invoice_date`
      : filter.dateColumn === 'due'
        ? sql`i.due_date`
        : sql`s.bill_date`;
  const conditions: SQL[] = [
    sql`i.company_id = ${companyId}`,
    sql`${date} >= ${filter.from}::date`,
    sql`${date} <= ${filter.to}::date`,
  ];
  if (filter.carrier) conditions.push(sql`upper(s.carrier_code) = ${filter.carrier.toUpperCase()}`);
  if (filter.senderStates?.length) conditions.push(inList(sql`upper(s.origin_country)`, filter.senderStates));
  if (filter.receiverStates?.length) conditions.push(inList(sql`upper(s.destination_country)`, filter.receiverStates));
  if (filter.serviceTypes?.length) conditions.push(inList(sql`upper(s.service_level_code)`, filter.serviceTypes));
  if (filter.direction) conditions.push(sql`i.direction = ${filter.direction}`);
  const raw = await rows<RawInvoice>(
    db,
    sql`select i.invoice_date::text as invoice_date, i.due_date::text as due_date, i.total_cents, i.balance_cents,
               s.origin_code, s.destination_code
          from invoices i
          left join shipments s on s.id = i.shipment_id and s.company_id = i.company_id and s.deleted_at is null
         where ${sql.join(conditions, sql` and `)}`,
  );
  return raw.map((r) => ({
    invoiceDate: r.invoice_date,
    dueDate: r.due_date,
    totalCents: Number(r.total_cents),
    balanceCents: Number(r.balance_cents),
    originCode: r.origin_code,
    destinationCode: r.destination_code,
  }));
}

/** The company's invoices with an open balance (for ageing). */
export async function findOpenInvoices(db: Database, companyId: string): Promise<InvoiceFactRow[]> {
  const raw = await rows<RawInvoice>(
    db,
    sql`select i.invoice_date::text as invoice_date, i.due_date::text as due_date, i.total_cents, i.balance_cents,
               null as origin_code, null as destination_code
          from invoices i where i.company_id = ${companyId} and i.balance_cents > 0`,
  );
  return raw.map((r) => ({
    invoiceDate: r.invoice_date,
    dueDate: r.due_date,
    totalCents: Number(r.total_cents),
    balanceCents: Number(r.balance_cents),
    originCode: null,
    destinationCode: null,
  }));
}

export type MovementRow = {
  kind: 'received' | 'allocated' | 'released' | 'shipped' | 'adjusted';
  quantity: number;
  day: string;
};

/** The company's ledger movements from `from` on (UTC days), and its units on hand now. */
export async function findMovements(
  db: Database,
  companyId: string,
  from: string,
): Promise<{ movements: MovementRow[]; onHandNow: number }> {
  const movements = await rows<{ kind: MovementRow['kind']; quantity: number; day: string }>(
    db,
    sql`select m.kind, m.quantity, to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD') as day
          from inventory_movements m
         where m.company_id = ${companyId} and m.created_at >= (${from}::date::timestamp at time zone 'UTC')`,
  );
  const [total] = await rows<{ on_hand: string | null }>(
    db,
    sql`select sum(b.on_hand)::text as on_hand from inventory_balances b where b.company_id = ${companyId}`,
  );
  return {
    movements: movements.map((m) => ({ kind: m.kind, quantity: Number(m.quantity), day: m.day })),
    onHandNow: Number(total?.on_hand ?? 0),
  };
}
