import { findLuhnNumbers } from '@connect/domain/billing/card';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import {
  billingAccounts,
  invoiceLines,
  invoices,
  ledgerEntries,
  paymentAllocations,
  payments,
} from '../schema/billing';
import { companies } from '../schema/identity';
import { appSettings } from '../schema/settings';
import { shipmentContainers, shipments } from '../schema/shipments';
import { demoCompanies } from './demo-data';
import { createRandom, type Random } from './random';

export const demoInvoicesSeedVersion = 1;
const settingKey = 'demo_invoices_seed_version';

/**
 * Demo billing: invoices for about 40 % of each demo company's shipments of the last 12 months, with freight
 * charge lines, payments (card and ACH, posted or still processing), credit notes and the money ledger, so the
 * invoice grid shows every status of spec 2 (`deriveInvoiceStatus`). Fixed seed, dated relative to `today`.
 */

const dayMs = 86_400_000;
const hourMs = 3_600_000;
const invoiceShare = 0.4;
const netDays = 30;
const chunkSize = 1_000;

type ShipmentRow = {
  id: string;
  companyId: string;
  documentNo: string;
  modeCode: 'AIR' | 'OCEAN' | 'DOMESTIC';
  serviceLevelCode: string;
  originCountry: string;
  destinationCountry: string;
  originLat: number | null;
  originLon: number | null;
  destinationLat: number | null;
  destinationLon: number | null;
  shipperName: string;
  chargeableWeightKg: string;
  volumeM3: string;
  billDate: string;
};

type Line = { chargeCode: string; description: string; amountCents: number };

type CompanyRow = { id: string; code: string; name: string; countryCode: string; email: string };

type PlannedInvoice = {
  id: string;
  company: CompanyRow;
  invoiceNumber: string;
  direction: 'Outbound' | 'Inbound';
  shipmentId: string;
  houseBill: string;
  invoiceDate: string;
  dueDate: string;
  lines: Line[];
  totalCents: number;
  /** The invoice a credit note corrects, and why. */
  creditFor?: { invoice: PlannedInvoice; reason: string };
};

type PlannedPayment = typeof payments.$inferInsert & {
  id: string;
  allocations: { invoice: PlannedInvoice; amountCents: number }[];
  /** IC only: the credit note the payment draws on. */
  drawsOn?: PlannedInvoice;
};

type Outcome = 'paid' | 'open' | 'partial' | 'inProcess' | 'multi';

// ---------------------------------------------------------------------------------------------------------------
// Small helpers

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
const atHour = (day: string, hour: number) => new Date(Date.parse(`${day}T00:00:00Z`) + hour * hourMs);
const minDay = (a: string, b: string) => (a < b ? a : b);
const maxDay = (a: string, b: string) => (a > b ? a : b);
const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** Whole dollars: partial payments are typed as round amounts. */
const roundDollars = (cents: number) => Math.max(100, Math.round(cents / 100) * 100);

function randomText(random: Random, alphabet: string, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += alphabet[random.int(0, alphabet.length - 1)] ?? '';
  return text;
}

/**
 * A value made of random digits and letters that must never read as a card number to the database scans
 * (`findLuhnNumbers`): drawn again in the rare case it does.
 */
function cardSafe(draw: () => string): string {
  for (;;) {
    const value = draw();
    if (findLuhnNumbers(value).length === 0) return value;
  }
}

/** A version 4 UUID from the seeded generator, so ids are the same on every machine. */
const uuid = (random: Random) =>
  cardSafe(() => {
    const hex = randomText(random, '0123456789abcdef', 32);
    const variant = '89ab'[random.int(0, 3)] ?? '8';
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
  });

function pickSome<T>(random: Random, pool: T[], count: number): T[] {
  const rest = [...pool];
  const picked: T[] = [];
  while (picked.length < count && rest.length > 0) picked.push(...rest.splice(random.int(0, rest.length - 1), 1));
  return picked;
}

function distanceKm(s: ShipmentRow): number {
  if (s.originLat === null || s.originLon === null || s.destinationLat === null || s.destinationLon === null)
    return 800;
  const rad = Math.PI / 180;
  const dLat = (s.destinationLat - s.originLat) * rad;
  const dLon = (s.destinationLon - s.originLon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(s.originLat * rad) * Math.cos(s.destinationLat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

// ---------------------------------------------------------------------------------------------------------------
// Charges

/** Base ocean freight per container type, in whole dollars (low, high). */
const containerRates: Record<string, [number, number]> = {
  '20GP': [1_450, 2_600],
  '40GP': [2_100, 3_900],
  '40HC': [2_200, 4_100],
  '45HC': [2_600, 4_600],
};

function airLines(random: Random, s: ShipmentRow, inbound: boolean): Line[] {
  const kg = Number(s.chargeableWeightKg);
  const rate = Math.round(random.int(240, 480) * (s.serviceLevelCode === 'EXP' ? 1.3 : 1));
  const handlingKg = kg.toLocaleString('en-US', { maximumFractionDigits: 1 });
  const local = Math.max(8_500, 8_500 + Math.round(kg * random.int(6, 12)));
  return [
    {
      chargeCode: 'AFRT',
      description: `Air freight, ${handlingKg} kg chargeable @ ${usd(rate)}/kg`,
      amountCents: Math.max(9_500, Math.round(kg * rate)),
    },
    { chargeCode: 'FSC', description: 'Fuel surcharge', amountCents: Math.round(kg * random.int(55, 95)) },
    {
      chargeCode: 'SSC',
      description: 'Security surcharge',
      amountCents: Math.max(2_500, Math.round(kg * random.int(15, 20))),
    },
    {
      chargeCode: 'THC',
      description: inbound ? 'Terminal handling, destination' : 'Terminal handling, origin',
      amountCents: Math.max(4_500, Math.round(kg * random.int(12, 25))),
    },
    inbound
      ? { chargeCode: 'CUS', description: 'Customs clearance', amountCents: random.int(95, 175) * 100 }
      : { chargeCode: 'CUS', description: 'Export customs declaration', amountCents: random.int(45, 85) * 100 },
    inbound
      ? { chargeCode: 'DLV', description: 'Delivery to consignee', amountCents: local }
      : { chargeCode: 'PUP', description: 'Pickup at shipper', amountCents: local },
  ];
}

function oceanLines(random: Random, s: ShipmentRow, containerTypes: string[], inbound: boolean): Line[] {
  const kg = Number(s.chargeableWeightKg);
  const m3 = Number(s.volumeM3);
  const lines: Line[] = [];
  const lcl = containerTypes.length === 0 || m3 < 15;
  if (lcl) {
    // Less than container load: charged per weight/measure (1 m³ or 1,000 kg, whichever is more).
    const wm = Math.max(1, m3, kg / 1000);
    const rate = random.int(6_500, 12_000);
    const wmText = wm.toFixed(2);
    lines.push(
      {
        chargeCode: 'OFRT',
        description: `Ocean freight LCL, ${wmText} W/M @ ${usd(rate)}`,
        amountCents: Math.round(wm * rate),
      },
      {
        chargeCode: 'BAF',
        description: 'Bunker adjustment factor',
        amountCents: Math.round(wm * random.int(1_200, 2_000)),
      },
      {
        chargeCode: 'THC',
        description: 'Terminal handling and CFS',
        amountCents: Math.max(6_000, Math.round(wm * random.int(1_400, 2_200))),
      },
    );
  } else {
    const counts = new Map<string, number>();
    for (const type of containerTypes) counts.set(type, (counts.get(type) ?? 0) + 1);
    for (const [type, count] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
      const [low, high] = containerRates[type] ?? [2_000, 3_800];
      const rate = random.int(low, high) * 100;
      lines.push({
        chargeCode: 'OFRT',
        description: `Ocean freight, ${count} x ${type} @ ${usd(rate)}`,
        amountCents: count * rate,
      });
    }
    const boxes = containerTypes.length;
    lines.push(
      { chargeCode: 'BAF', description: 'Bunker adjustment factor', amountCents: boxes * random.int(180, 420) * 100 },
      {
        chargeCode: 'THC',
        description: inbound ? 'Terminal handling, destination' : 'Terminal handling, origin',
        amountCents: boxes * random.int(185, 310) * 100,
      },
    );
  }
  lines.push({ chargeCode: 'DOC', description: 'Documentation fee', amountCents: random.int(65, 95) * 100 });
  lines.push(
    inbound
      ? { chargeCode: 'CUS', description: 'Customs clearance', amountCents: random.int(125, 225) * 100 }
      : { chargeCode: 'CUS', description: 'Export customs declaration', amountCents: random.int(75, 125) * 100 },
  );
  if (lcl)
    lines.push({
      chargeCode: 'DLV',
      description: inbound ? 'Delivery to consignee' : 'Pickup and delivery to CFS',
      amountCents: 15_000 + Math.round(kg * random.int(4, 9)),
    });
  else
    lines.push({
      chargeCode: 'DRAY',
      description: inbound ? 'Drayage, port to door' : 'Drayage, door to port',
      amountCents: containerTypes.length * random.int(450, 950) * 100,
    });
  return lines;
}

function domesticLines(random: Random, s: ShipmentRow): Line[] {
  const kg = Number(s.chargeableWeightKg);
  const km = distanceKm(s);
  const miles = Math.max(50, Math.round(km * 0.621));
  const lines: Line[] = [];
  let lineHaul: number;
  if (kg >= 4_500) {
    const rate = random.int(240, 310);
    lineHaul = Math.max(65_000, miles * rate);
    lines.push({ chargeCode: 'FTL', description: `Line haul, full truckload, ${miles} mi`, amountCents: lineHaul });
  } else {
    lineHaul = Math.max(18_500, Math.round(kg * random.int(22, 48) * (1 + km / 2_000)));
    lines.push({ chargeCode: 'LTL', description: `Line haul, LTL, ${miles} mi`, amountCents: lineHaul });
  }
  lines.push({
    chargeCode: 'FSC',
    description: 'Fuel surcharge',
    amountCents: Math.round((lineHaul * random.int(26, 34)) / 100),
  });
  if (random.next() < 0.4)
    lines.push({ chargeCode: 'LIFT', description: 'Liftgate delivery', amountCents: random.int(75, 125) * 100 });
  return lines;
}

function chargeLines(random: Random, s: ShipmentRow, containerTypes: string[], inbound: boolean): Line[] {
  if (s.modeCode === 'AIR') return airLines(random, s, inbound);
  if (s.modeCode === 'OCEAN') return oceanLines(random, s, containerTypes, inbound);
  return domesticLines(random, s);
}

/** Export (Outbound) when the goods leave the company's country, import (Inbound) when they arrive in it. */
function directionOf(s: ShipmentRow, company: CompanyRow): 'Outbound' | 'Inbound' {
  const fromHome = s.originCountry === company.countryCode;
  const toHome = s.destinationCountry === company.countryCode;
  if (fromHome && !toHome) return 'Outbound';
  if (toHome && !fromHome) return 'Inbound';
  // Domestic: the company ships it (Outbound) or receives it (Inbound).
  return s.shipperName === company.name ? 'Outbound' : 'Inbound';
}

const creditReasons = [
  { code: 'DLV', reason: 'delivery charge refunded, consignee collected at the terminal' },
  { code: 'THC', reason: 'terminal handling billed twice' },
  { code: 'CUS', reason: 'customs clearance done by the consignee broker' },
  { code: '', reason: 'rate correction to the contracted tariff' },
  { code: '', reason: 'service failure credit, late delivery' },
] as const;

// ---------------------------------------------------------------------------------------------------------------
// One company's invoices and payments

type CompanyPlan = { invoices: PlannedInvoice[]; payments: PlannedPayment[] };

function planCompany(
  random: Random,
  company: CompanyRow,
  companyShipments: ShipmentRow[],
  containersOf: Map<string, string[]>,
  today: Date,
  usedReferences: Set<string>,
): CompanyPlan {
  const todayDay = today.toISOString().slice(0, 10);
  const invoiceList: PlannedInvoice[] = [];
  for (const s of companyShipments) {
    if (random.next() >= invoiceShare) continue;
    const invoiceDate = addDays(s.billDate, random.int(2, 6));
    const direction = directionOf(s, company);
    const lines = chargeLines(random, s, containersOf.get(s.id) ?? [], direction === 'Inbound');
    if (invoiceDate > todayDay) continue;
    invoiceList.push({
      id: uuid(random),
      company,
      invoiceNumber: '',
      direction,
      shipmentId: s.id,
      houseBill: s.documentNo,
      invoiceDate,
      dueDate: addDays(invoiceDate, netDays),
      lines,
      totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
    });
  }

  // What happens to each invoice. The special cases first, so every status is there for every company.
  const outcome = new Map<PlannedInvoice, Outcome>();
  const take = (count: number, fits: (i: PlannedInvoice) => boolean, as: Outcome) => {
    const picked = pickSome(
      random,
      invoiceList.filter((i) => !outcome.has(i) && fits(i)),
      count,
    );
    for (const i of picked) outcome.set(i, as);
    return picked;
  };
  const between = (from: number, to: number) => (i: PlannedInvoice) =>
    i.invoiceDate >= addDays(todayDay, -from) && i.invoiceDate <= addDays(todayDay, -to);
  const creditOriginals = take(random.int(1, 2), between(330, 45), 'paid');
  take(random.next() < 0.5 ? 2 : 3, between(75, 4), 'multi');
  take(random.int(3, 5), between(75, 4), 'inProcess');
  take(random.int(2, 3), between(150, 10), 'partial');
  for (const i of invoiceList) {
    if (outcome.has(i)) continue;
    if (i.dueDate < todayDay) {
      const longOverdue = i.dueDate < addDays(todayDay, -60);
      outcome.set(i, random.next() < (longOverdue ? 0.95 : 0.82) ? 'paid' : 'open');
    } else {
      const early = i.invoiceDate <= addDays(todayDay, -3) && random.next() < 0.2;
      outcome.set(i, early ? 'paid' : 'open');
    }
  }
  // At least two Past Due and two Current invoices: the most recent paid ones stay open instead.
  const ensureOpen = (wanted: number, fits: (i: PlannedInvoice) => boolean) => {
    const open = invoiceList.filter((i) => outcome.get(i) === 'open' && fits(i)).length;
    const candidates = invoiceList
      .filter((i) => outcome.get(i) === 'paid' && !creditOriginals.includes(i) && fits(i))
      .reverse();
    for (const i of candidates.slice(0, Math.max(0, wanted - open))) outcome.set(i, 'open');
  };
  ensureOpen(2, (i) => i.dueDate < todayDay);
  ensureOpen(2, (i) => i.dueDate >= todayDay);

  // Payments.
  const paymentList: PlannedPayment[] = [];
  const cards = [
    { brand: 'Visa', last4: random.pick(['4242', '1881', '0077']) },
    { brand: 'Mastercard', last4: random.pick(['4444', '5454', '8210']) },
  ];
  const bankAccounts = ['6789', String(random.int(1_000, 9_999))];
  const newPayment = (
    method: 'CC' | 'ACH' | 'IC',
    status: 'succeeded' | 'processing',
    createdAt: Date,
    settledAt: Date | null,
    allocations: PlannedPayment['allocations'],
  ): PlannedPayment => {
    const yymmdd = createdAt.toISOString().slice(2, 10).replaceAll('-', '');
    let reference = '';
    do reference = `PAY-${yymmdd}-${randomText(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 5)}`;
    while (usedReferences.has(reference));
    usedReferences.add(reference);
    const card = random.pick(cards);
    const payment: PlannedPayment = {
      id: uuid(random),
      companyId: company.id,
      reference,
      idempotencyKey: `demo-${uuid(random)}`,
      requestHash: cardSafe(() => randomText(random, '0123456789abcdef', 64)),
      method,
      status,
      amountCents: allocations.reduce((sum, a) => sum + a.amountCents, 0),
      provider: method === 'IC' ? '' : 'sandbox',
      providerIntentId:
        method === 'IC'
          ? null
          : cardSafe(
              () =>
                `pi_demo_${randomText(random, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 24)}`,
            ),
      cardBrand: method === 'CC' ? card.brand : '',
      last4: method === 'CC' ? card.last4 : method === 'ACH' ? random.pick(bankAccounts) : '',
      achAccountType: method === 'ACH' ? 'checking' : '',
      payerEmail: company.email,
      createdAt,
      // The claim lease of a settled payment is when it was made (decision 055): the same data for the same day.
      claimedAt: createdAt,
      settledAt,
      allocations,
    };
    paymentList.push(payment);
    return payment;
  };
  const lastSettleDay = addDays(todayDay, -1);
  /** A posted payment on `day`: a card settles in seconds, an ACH debit after one to three days. */
  const postedPayment = (day: string, allocations: PlannedPayment['allocations']) => {
    const createdAt = atHour(day, random.int(13, 22) + random.next());
    const achSettled = new Date(createdAt.getTime() + random.int(1, 3) * dayMs + random.int(1, 8) * hourMs);
    if (random.next() < 0.45 && achSettled.getTime() <= today.getTime())
      return newPayment('ACH', 'succeeded', createdAt, achSettled, allocations);
    return newPayment(
      'CC',
      'succeeded',
      createdAt,
      new Date(createdAt.getTime() + random.int(2, 20) * 1000),
      allocations,
    );
  };
  /** An ACH debit the bank has not settled yet: started within the last three days. */
  const processingPayment = (invoice: PlannedInvoice, amountCents: number) =>
    newPayment(
      'ACH',
      'processing',
      new Date(today.getTime() - random.int(1, 72) * hourMs - random.int(0, 3599) * 1000),
      null,
      [{ invoice, amountCents }],
    );

  const paid = invoiceList.filter((i) => outcome.get(i) === 'paid');
  for (let index = 0; index < paid.length;) {
    // Now and then a payer settles two or three invoices of the same fortnight in one payment.
    const group = [paid[index] as PlannedInvoice];
    index += 1;
    while (group.length < 3 && index < paid.length && random.next() < 0.25) {
      const next = paid[index] as PlannedInvoice;
      if (next.invoiceDate > addDays(group[0]?.invoiceDate ?? next.invoiceDate, 14)) break;
      group.push(next);
      index += 1;
    }
    const latest = group.reduce((day, i) => maxDay(day, i.invoiceDate), '');
    const delay = random.next() < 0.85 ? random.int(3, 35) : random.int(36, 70);
    const day = maxDay(latest, minDay(addDays(latest, delay), lastSettleDay));
    postedPayment(
      day,
      group.map((invoice) => ({ invoice, amountCents: invoice.totalCents })),
    );
  }
  for (const invoice of invoiceList) {
    const kind = outcome.get(invoice);
    if (kind === 'partial') {
      const amount = roundDollars((invoice.totalCents * random.int(30, 70)) / 100);
      const day = minDay(addDays(invoice.invoiceDate, random.int(10, 40)), lastSettleDay);
      postedPayment(day, [{ invoice, amountCents: Math.min(amount, invoice.totalCents - 100) }]);
    } else if (kind === 'inProcess') {
      processingPayment(invoice, random.next() < 0.75 ? invoice.totalCents : roundDollars(invoice.totalCents / 2));
    } else if (kind === 'multi') {
      // Split over two or three debits (several bank accounts, or a payer paying in instalments).
      const parts = random.next() < 0.5 ? 2 : 3;
      let left = invoice.totalCents;
      for (let part = 1; part <= parts; part += 1) {
        const last = part === parts;
        const amount = last
          ? random.next() < 0.5
            ? left
            : roundDollars(left / 2)
          : roundDollars((left * random.int(35, 60)) / 100);
        processingPayment(invoice, Math.min(amount, left - (last ? 0 : 100 * (parts - part))));
        left -= Math.min(amount, left);
      }
    }
  }

  // Credit notes: a share of an earlier invoice given back, kept as credit (negative balance).
  for (const original of creditOriginals) {
    const { code, reason } = random.pick(creditReasons);
    const line = original.lines.find((l) => l.chargeCode === code);
    const amount = line ? line.amountCents : roundDollars((original.totalCents * random.int(8, 20)) / 100);
    const invoiceDate = minDay(addDays(original.invoiceDate, random.int(7, 40)), lastSettleDay);
    invoiceList.push({
      id: uuid(random),
      company,
      invoiceNumber: '',
      direction: original.direction,
      shipmentId: original.shipmentId,
      houseBill: original.houseBill,
      invoiceDate,
      dueDate: addDays(invoiceDate, netDays),
      lines: [{ chargeCode: 'CRN', description: '', amountCents: -amount }],
      totalCents: -amount,
      creditFor: { invoice: original, reason },
    });
  }

  // Invoice credit (IC): one card or ACH payment made after the first credit note partly draws on it instead.
  const note = invoiceList.find((i) => i.creditFor && i.invoiceDate <= addDays(todayDay, -10));
  if (note) {
    const candidate = paymentList.find(
      (p) =>
        p.status === 'succeeded' &&
        p.allocations.length === 1 &&
        p.allocations[0]?.amountCents === p.allocations[0]?.invoice.totalCents &&
        (p.createdAt ?? today).toISOString().slice(0, 10) > note.invoiceDate &&
        p.amountCents >= 2 * roundDollars(-note.totalCents / 2),
    );
    const allocation = candidate?.allocations[0];
    if (candidate && allocation) {
      const drawn = roundDollars(-note.totalCents / 2);
      allocation.amountCents -= drawn;
      candidate.amountCents -= drawn;
      const createdAt = new Date((candidate.createdAt ?? today).getTime() - random.int(5, 30) * 60_000);
      const credit = newPayment('IC', 'succeeded', createdAt, new Date(createdAt.getTime() + 1_000), [
        { invoice: allocation.invoice, amountCents: drawn },
      ]);
      credit.drawsOn = note;
    }
  }
  return { invoices: invoiceList, payments: paymentList };
}

// ---------------------------------------------------------------------------------------------------------------
// Rows and inserts

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) await insert(rows.slice(start, start + chunkSize));
}

/** The invoice's time of issue: the morning of its date, never after `today`. */
const issuedAt = (invoice: PlannedInvoice, today: Date) =>
  new Date(Math.min(atHour(invoice.invoiceDate, 7).getTime(), today.getTime()));

/**
 * Demo invoices, payments, credit notes and ledger for the demo companies' shipments of the last 12 months.
 * Runs once per database, after the demo shipments exist; the same data on every machine for a given day.
 */
export async function seedDemoInvoices(db: Database, today: Date = new Date()): Promise<void> {
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, settingKey));
  if (done) return;
  const companyRows = (
    await db
      .select({
        id: companies.id,
        code: companies.code,
        name: companies.name,
        countryCode: companies.countryCode,
        email: companies.email,
      })
      .from(companies)
      .where(
        inArray(
          companies.code,
          demoCompanies.map((c) => c.code),
        ),
      )
  ).sort((a, b) => a.code.localeCompare(b.code));
  if (companyRows.length === 0) return;
  const companyIds = companyRows.map((c) => c.id);
  const since = addDays(today.toISOString().slice(0, 10), -365);
  const shipmentRows: ShipmentRow[] = await db
    .select({
      id: shipments.id,
      companyId: shipments.companyId,
      documentNo: shipments.documentNo,
      modeCode: shipments.modeCode,
      serviceLevelCode: shipments.serviceLevelCode,
      originCountry: shipments.originCountry,
      destinationCountry: shipments.destinationCountry,
      originLat: shipments.originLat,
      originLon: shipments.originLon,
      destinationLat: shipments.destinationLat,
      destinationLon: shipments.destinationLon,
      shipperName: shipments.shipperName,
      chargeableWeightKg: shipments.chargeableWeightKg,
      volumeM3: shipments.volumeM3,
      billDate: shipments.billDate,
    })
    .from(shipments)
    .where(and(inArray(shipments.companyId, companyIds), gte(shipments.billDate, since)))
    .orderBy(asc(shipments.billDate), asc(shipments.documentNo));
  const containerRows = await db
    .select({ shipmentId: shipmentContainers.shipmentId, containerType: shipmentContainers.containerType })
    .from(shipmentContainers)
    .innerJoin(shipments, eq(shipments.id, shipmentContainers.shipmentId))
    .where(and(inArray(shipments.companyId, companyIds), gte(shipments.billDate, since)))
    .orderBy(asc(shipmentContainers.shipmentId), asc(shipmentContainers.containerNo));
  const containersOf = new Map<string, string[]>();
  for (const c of containerRows)
    containersOf.set(c.shipmentId, [...(containersOf.get(c.shipmentId) ?? []), c.containerType]);

  const random = createRandom(20_251_207);
  const usedReferences = new Set<string>();
  const plans = companyRows.map((company) =>
    planCompany(
      random,
      company,
      shipmentRows.filter((s) => s.companyId === company.id),
      containersOf,
      today,
      usedReferences,
    ),
  );
  const allInvoices = plans.flatMap((p) => p.invoices);
  const allPayments = plans.flatMap((p) => p.payments);

  // Numbers follow the invoice date across all companies: MGL-INV-<yy><6 digits>, counted per year.
  const perYear = new Map<string, number>();
  for (const invoice of [...allInvoices].sort(
    (a, b) =>
      a.invoiceDate.localeCompare(b.invoiceDate) ||
      a.company.code.localeCompare(b.company.code) ||
      a.houseBill.localeCompare(b.houseBill) ||
      a.totalCents - b.totalCents,
  )) {
    const yy = invoice.invoiceDate.slice(2, 4);
    const next = (perYear.get(yy) ?? 1_000) + 1;
    perYear.set(yy, next);
    invoice.invoiceNumber = `MGL-INV-${yy}${String(next).padStart(6, '0')}`;
  }
  for (const invoice of allInvoices) {
    const line = invoice.lines[0];
    if (invoice.creditFor && line)
      line.description = `Credit note on ${invoice.creditFor.invoice.invoiceNumber}: ${invoice.creditFor.reason}`;
  }

  // Balances and the ledger follow from the posted payments.
  const balance = new Map(allInvoices.map((i) => [i, i.totalCents]));
  const lastMoved = new Map(allInvoices.map((i) => [i, issuedAt(i, today)]));
  const ledgerRows: (typeof ledgerEntries.$inferInsert)[] = allInvoices.map((i) => ({
    companyId: i.company.id,
    invoiceId: i.id,
    paymentId: null,
    kind: 'charge',
    amountCents: i.totalCents,
    createdAt: issuedAt(i, today),
  }));
  for (const p of allPayments) {
    if (p.status !== 'succeeded' || !p.settledAt) continue;
    const settledAt = p.settledAt;
    const move = (invoice: PlannedInvoice, cents: number, kind: 'payment' | 'credit') => {
      balance.set(invoice, (balance.get(invoice) ?? 0) + cents);
      const previous = lastMoved.get(invoice);
      if (!previous || previous.getTime() < settledAt.getTime()) lastMoved.set(invoice, settledAt);
      ledgerRows.push({
        companyId: p.companyId,
        invoiceId: invoice.id,
        paymentId: p.id,
        kind,
        amountCents: cents,
        createdAt: settledAt,
      });
    };
    if (p.drawsOn) move(p.drawsOn, p.amountCents, 'credit');
    for (const a of p.allocations) move(a.invoice, -a.amountCents, 'payment');
  }

  await db.transaction(async (tx) => {
    await insertChunked(allInvoices, (chunk) =>
      tx.insert(invoices).values(
        chunk.map((i) => ({
          id: i.id,
          companyId: i.company.id,
          invoiceNumber: i.invoiceNumber,
          direction: i.direction,
          shipmentId: i.shipmentId,
          houseBill: i.houseBill,
          invoiceDate: i.invoiceDate,
          dueDate: i.dueDate,
          currency: 'USD',
          totalCents: i.totalCents,
          balanceCents: balance.get(i) ?? i.totalCents,
          createdAt: issuedAt(i, today),
          updatedAt: lastMoved.get(i) ?? issuedAt(i, today),
        })),
      ),
    );
    await insertChunked(
      allInvoices.flatMap((i) => i.lines.map((l, index) => ({ invoiceId: i.id, lineNo: index + 1, ...l }))),
      (chunk) => tx.insert(invoiceLines).values(chunk),
    );
    await insertChunked(allPayments, (chunk) =>
      tx.insert(payments).values(chunk.map(({ allocations: _allocations, drawsOn: _drawsOn, ...row }) => row)),
    );
    await insertChunked(
      allPayments.flatMap((p) =>
        p.allocations.map((a) => ({ paymentId: p.id, invoiceId: a.invoice.id, amountCents: a.amountCents })),
      ),
      (chunk) => tx.insert(paymentAllocations).values(chunk),
    );
    await insertChunked(ledgerRows, (chunk) => tx.insert(ledgerEntries).values(chunk));
    // A credit limit with room above what each company owes now (between $50,000 and $250,000).
    await tx
      .insert(billingAccounts)
      .values(
        companyRows.map((company) => {
          const owed = allInvoices
            .filter((i) => i.company.id === company.id)
            .reduce((sum, i) => sum + Math.max(0, balance.get(i) ?? 0), 0);
          const step = 2_500_000;
          const limit = Math.min(25_000_000, Math.max(5_000_000, Math.ceil((owed * 1.4) / step) * step));
          return { companyId: company.id, creditLimitCents: limit };
        }),
      )
      .onConflictDoNothing();
    await tx.insert(appSettings).values({ key: settingKey, value: demoInvoicesSeedVersion });
  });
}
