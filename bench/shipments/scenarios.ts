import { type Database } from '@connect/server/src/db/client';
import {
  findShipmentsByTrackingReference,
  findShipmentsPage,
  findTimelineEvents,
  searchShipments,
  type ShipmentKeyset,
  type ShipmentListFilter,
} from '@connect/server/src/modules/shipments/shipments.repository';
import { maxOffsetRows } from '@connect/server/src/modules/shipments/shipments.service';
import { sql } from 'drizzle-orm';
import { rowsOf } from './load-test';
import { type DatabaseName } from './results';
import { bigCompanyCode } from './scale-config';

/**
 * The scenarios of the shipments benchmark: their parameters (computed with SQL on the database at hand), the
 * request each sends to the app, and the same repository call(s) for the bare baseline.
 */

export const pageSize = 20;
const searchLimit = 100;
const trackingLimit = 20;

const encodeCursor = (keyset: ShipmentKeyset) =>
  Buffer.from(JSON.stringify([keyset.billDate, keyset.id])).toString('base64url');

export type Scenario = {
  scenario: string;
  /** Path and query string on the app. */
  request: string;
  signedIn: boolean;
  /** The baseline (and, on a capturing Drizzle instance, EXPLAIN): the same repository call(s) and arguments. */
  baseline: (db: Database) => Promise<unknown>;
  /** Set for the searches: their EXPLAIN runs BENCH_EXPLAIN_RUNS times and feeds the 20 ms target. */
  explainLabel?: string;
};

/** The parameters of the scenarios on this database, with `parameters` as reported. */
export async function scenarioParameters(db: Database, name: DatabaseName) {
  // Parameters, computed once with SQL on this database.
  const [company] = await rowsOf<{ id: string }>(
    db,
    sql`select id::text as id from companies where code = ${bigCompanyCode}`,
  );
  if (!company) throw new Error(`${name}: no company ${bigCompanyCode}`);
  const companyIds = [company.id];
  const rowAt = async (position: number) => {
    const [row] = await rowsOf<{ bill_date: string; id: string }>(
      db,
      sql`select bill_date::text as bill_date, id::text as id from shipments
            where company_id = ${company.id} and deleted_at is null
            order by bill_date desc, id desc offset ${position} limit 1`,
    );
    if (!row) throw new Error(`${name}: the selected company has fewer than ${position + 1} shipments`);
    return { billDate: row.bill_date, id: row.id };
  };
  // Depth N: the page after the row at position N - 1, i.e. rows N … N + 19 (what pageNumber N / 20 + 1 shows).
  const keyset10k = await rowAt(10_000 - 1);
  const keyset250k = await rowAt(250_000 - 1);
  const [po] = await rowsOf<{ ref_value: string }>(
    db,
    sql`select r.ref_value from shipment_references r join shipments s on s.id = r.shipment_id
          where s.company_id = ${company.id} and r.ref_type = 'PO' order by r.ref_value limit 1 offset 5000`,
  );
  const poFragment = (po?.ref_value ?? 'PO5123').slice(0, 6); // e.g. 'PO4512' of PO451234
  const partyFragment = 'Huaxin'; // Shenzhen Huaxin Electronics Co., Ltd., a frequent shipper to US companies
  const misspeltName = 'Huaxim'; // the same, misspelt: no substring match, the similar-names step
  const [tracked] = await rowsOf<{ document_no: string; shipper_name: string }>(
    db,
    sql`select document_no, shipper_name from shipments where company_id <> ${company.id}
          order by id limit 1 offset 123456`,
  );
  const houseBill = tracked?.document_no ?? '';
  // An anonymous lookup names the shipper too (decision 030).
  const houseBillShipper = tracked?.shipper_name ?? '';
  const countMatches = async (fragment: string) => {
    const [row] = await rowsOf<{ n: number | string }>(
      db,
      sql`select count(*) as n from shipments where company_id = ${company.id} and deleted_at is null
            and search_text like ${`%${fragment.toLowerCase()}%`}`,
    );
    return Number(row?.n ?? 0);
  };
  const [total] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from shipments`);
  const [own] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from shipments where company_id = ${company.id}`,
  );
  const parameters = {
    shipments: Number(total?.n ?? 0),
    selectedCompany: bigCompanyCode,
    selectedCompanyShipments: Number(own?.n ?? 0),
    cursor10k: `${keyset10k.billDate} ${keyset10k.id}`,
    cursor250k: `${keyset250k.billDate} ${keyset250k.id}`,
    poFragment,
    poFragmentSubstringMatches: await countMatches(poFragment),
    partyFragment,
    partyFragmentSubstringMatches: await countMatches(partyFragment),
    misspeltName,
    trackingHouseBill: houseBill,
    trackingParty: houseBillShipper,
  };
  return {
    company,
    companyIds,
    keyset10k,
    keyset250k,
    poFragment,
    partyFragment,
    misspeltName,
    houseBill,
    houseBillShipper,
    parameters,
  };
}

export type ScenarioParameters = Awaited<ReturnType<typeof scenarioParameters>>;

/** The scenarios in the order they run: the list pages, the three searches, public tracking. */
export function shipmentScenarios(p: ScenarioParameters): Scenario[] {
  const { companyIds, keyset10k, keyset250k, poFragment, partyFragment, misspeltName, houseBill, houseBillShipper } = p;
  const filter: ShipmentListFilter = { companyIds, filters: [], sort: [], modes: [], timeZone: 'UTC' };
  // As the web grid asks: the first page with its count, later pages by cursor without recounting.
  const list = (page: { offset: number; keyset?: ShipmentKeyset; withTotal: boolean }) => (on: Database) =>
    findShipmentsPage(on, filter, { ...page, limit: pageSize });
  const search = (keyword: string) => (on: Database) =>
    searchShipments(on, { companyIds, keyword, limit: searchLimit });
  const track = async (on: Database) => {
    const found = await findShipmentsByTrackingReference(on, houseBill, trackingLimit);
    const events = await findTimelineEvents(
      on,
      found.map((s) => s.id),
    );
    return { found, events };
  };
  const scenarios: Scenario[] = [
    {
      scenario: 'list, depth 0 (with count)',
      request: '/api/shipments',
      signedIn: true,
      baseline: list({ offset: 0, withTotal: true }),
    },
    {
      scenario: 'list, depth 0 (no count)',
      request: '/api/shipments?withTotal=false',
      signedIn: true,
      baseline: list({ offset: 0, withTotal: false }),
    },
    {
      scenario: 'list, depth 10,000 (cursor)',
      request: `/api/shipments?cursor=${encodeCursor(keyset10k)}&withTotal=false`,
      signedIn: true,
      baseline: list({ offset: 0, keyset: keyset10k, withTotal: false }),
    },
    {
      scenario: 'list, depth 250,000 (cursor)',
      request: `/api/shipments?cursor=${encodeCursor(keyset250k)}&withTotal=false`,
      signedIn: true,
      baseline: list({ offset: 0, keyset: keyset250k, withTotal: false }),
    },
    {
      scenario: 'list, depth 9,980 (offset, deepest allowed)',
      request: `/api/shipments?pageNumber=${maxOffsetRows / pageSize}&withTotal=false`,
      signedIn: true,
      baseline: list({ offset: maxOffsetRows - pageSize, withTotal: false }),
    },
    {
      scenario: `search '${poFragment}' (PO fragment)`,
      request: `/api/Shipment/globalSearch/${encodeURIComponent(poFragment)}`,
      signedIn: true,
      baseline: search(poFragment),
      explainLabel: 'search PO fragment',
    },
    {
      scenario: `search '${partyFragment}' (party name)`,
      request: `/api/Shipment/globalSearch/${encodeURIComponent(partyFragment)}`,
      signedIn: true,
      baseline: search(partyFragment),
      explainLabel: 'search party name',
    },
    {
      scenario: `search '${misspeltName}' (misspelt name)`,
      request: `/api/Shipment/globalSearch/${encodeURIComponent(misspeltName)}`,
      signedIn: true,
      baseline: search(misspeltName),
      explainLabel: 'search misspelt name',
    },
    {
      scenario: 'tracking, exact house bill and its shipper',
      request: `/api/tracking/track?${new URLSearchParams({ reference: houseBill, party: houseBillShipper }).toString()}`,
      signedIn: false,
      baseline: track,
    },
  ];
  return scenarios;
}
