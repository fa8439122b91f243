import { analyticsSchema, spendReportSchema } from '@connect/contracts/analytics/analytics.schemas';
import { periodRange } from '@connect/domain/billing/statement-periods';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildInvoice } from '../../../test/builders/billing';
import { buildCustomerUser, companyIdOf, signInAs } from '../../../test/builders/identity';
import { pdfText } from '../../../test/pdf-text';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let customer: SignedIn;
let limited: SignedIn;
let admin: SignedIn;
let lscomp = '';
let serraz = '';
const today = new Date().toISOString().slice(0, 10);

const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });

/** The seeded facts counted straight in SQL, independently of the module's queries. */
async function expected(companyId: string, from: string, to: string) {
  const [shipments] = await queryRows<{ n: string; arrived: string; first_on_time: string; latest_on_time: string }>(
    t.database.db,
    sql`with s as (
          select s.ata, s.eta,
                 coalesce((select e.estimated_at from shipment_events e where e.shipment_id = s.id and e.event_code = 5
                             and e.estimated_at is not null order by e.created_at, e.id limit 1), s.eta) as first_eta
            from shipments s
           where s.company_id = ${companyId} and s.deleted_at is null and s.bill_date between ${from}::date and ${to}::date)
        select count(*)::text as n, count(ata)::text as arrived,
               count(*) filter (where ata is not null and first_eta is not null and ata <= first_eta + interval '24 hours')::text as first_on_time,
               count(*) filter (where ata is not null and eta is not null and ata <= eta + interval '24 hours')::text as latest_on_time
          from s`,
  );
  const [invoices] = await queryRows<{ total: string | null; n: string }>(
    t.database.db,
    sql`select sum(total_cents)::text as total, count(*)::text as n from invoices
         where company_id = ${companyId} and invoice_date between ${from}::date and ${to}::date`,
  );
  const [open] = await queryRows<{ total: string | null }>(
    t.database.db,
    sql`select sum(balance_cents)::text as total from invoices where company_id = ${companyId} and balance_cents > 0`,
  );
  const [moves] = await queryRows<{ received: string | null; shipped: string | null }>(
    t.database.db,
    sql`select sum(quantity) filter (where kind = 'received')::text as received,
               sum(quantity) filter (where kind = 'shipped')::text as shipped
          from inventory_movements where company_id = ${companyId}
           and created_at >= (${from}::date::timestamp at time zone 'UTC')
           and created_at < ((${to}::date + 1)::timestamp at time zone 'UTC')`,
  );
  return {
    shipments: Number(shipments?.n ?? 0),
    arrived: Number(shipments?.arrived ?? 0),
    firstOnTime: Number(shipments?.first_on_time ?? 0),
    latestOnTime: Number(shipments?.latest_on_time ?? 0),
    spendCents: Number(invoices?.total ?? 0),
    invoices: Number(invoices?.n ?? 0),
    openCents: Number(open?.total ?? 0),
    received: Number(moves?.received ?? 0),
    shipped: Number(moves?.shipped ?? 0),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  [customer, limited, admin] = await Promise.all([
    signIn(t.app, demo.customer),
    signIn(t.app, demo.limited, undefined, '10.0.0.4'),
    signIn(t.app, demo.admin, undefined, '10.0.0.3'),
  ]);
  lscomp = await companyIdOf(t.database.db, 'LSCOMP');
  serraz = await companyIdOf(t.database.db, 'SERRAZ');
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/analytics/kpis', () => {
  it('answers the selected company’s KPIs over the period, matching the seeded data', async () => {
    const { from, to } = periodRange('YTD', today);
    const want = await expected(lscomp, from, to);
    const response = await get(customer, '/api/analytics/kpis?period=YTD');
    expect(response.statusCode).toBe(200);
    const body = analyticsSchema.parse(response.json());
    expect(body).toMatchObject({ period: 'YTD', from, to, today, companyCode: 'LSCOMP' });
    expect(want.shipments).toBeGreaterThan(0);
    expect(body.shipmentCount).toBe(want.shipments);
    expect(body.shipments.reduce((n, r) => n + r.shipments, 0)).toBe(want.shipments);
    expect(body.onTime.arrived).toBe(want.arrived);
    expect(body.onTime.firstEta.onTime).toBe(want.firstOnTime);
    expect(body.onTime.latestEta.onTime).toBe(want.latestOnTime);
    expect(body.spend.totalCents).toBe(want.spendCents);
    expect(body.spend.byMonth.reduce((n, r) => n + r.totalCents, 0)).toBe(want.spendCents);
    expect(body.spend.byLane.reduce((n, r) => n + r.invoices, 0)).toBe(want.invoices);
    expect(body.ageing.reduce((n, r) => n + r.balanceCents, 0)).toBe(want.openCents);
    expect(body.warehouse.unitsReceived).toBe(want.received);
    expect(body.warehouse.unitsShipped).toBe(want.shipped);
    expect(body.co2e.totalKg).toBeGreaterThan(0);
    expect(body.co2e.factors.map((f) => f.source).join(' ')).toContain('Open Government Licence v3.0');
    // Transit rows are medians of arrived shipments: each within its lane's min and max.
    for (const lane of body.transit) {
      expect(lane.medianDays).toBeGreaterThanOrEqual(lane.minDays);
      expect(lane.medianDays).toBeLessThanOrEqual(lane.maxDays);
      expect(lane.spreadDays).toBeCloseTo(lane.p75Days - lane.p25Days, 0);
    }
  });

  it('never counts another company’s data', async () => {
    const { from, to } = periodRange('L6M', today);
    const before = analyticsSchema.parse((await get(customer, '/api/analytics/kpis?period=L6M')).json());
    // A large invoice of SERRAZ dated inside the period, and one of its shipments moved to that period.
    await buildInvoice(t.database.db, { companyId: serraz, invoiceDate: from, dueDate: to, totalCents: 987_654_32 });
    const after = analyticsSchema.parse((await get(customer, '/api/analytics/kpis?period=L6M')).json());
    expect(after.spend.totalCents).toBe(before.spend.totalCents);
    expect(after.ageing).toEqual(before.ageing);
    expect(after.shipmentCount).toBe((await expected(lscomp, from, to)).shipments);
    // A user of GCMEDS with the report permission sees GCMEDS's numbers, not LSCOMP's.
    const other = await buildCustomerUser(t.database.db, { companyCode: 'GCMEDS', permissions: ['report'] });
    const otherSession = await signInAs(t.app, other);
    const otherBody = analyticsSchema.parse((await get(otherSession, '/api/analytics/kpis?period=L6M')).json());
    const gcmeds = await companyIdOf(t.database.db, 'GCMEDS');
    expect(otherBody.companyCode).toBe('GCMEDS');
    expect(otherBody.shipmentCount).toBe((await expected(gcmeds, from, to)).shipments);
    expect(otherBody.spend.totalCents).toBe((await expected(gcmeds, from, to)).spendCents);
  });

  it('refuses a caller without the report permission (403) and bad parameters (400)', async () => {
    expect((await get(limited, '/api/analytics/kpis?period=YTD')).statusCode).toBe(403);
    expect((await get(limited, '/api/analytics/export?period=YTD&format=csv')).statusCode).toBe(403);
    expect((await get(limited, '/api/analytics/spend')).statusCode).toBe(403);
    expect((await get(customer, '/api/analytics/kpis?period=L2M')).statusCode).toBe(400);
    expect((await get(customer, '/api/analytics/kpis?period=YTD&companyId=x')).statusCode).toBe(400);
    expect((await get(customer, '/api/analytics/export?period=YTD&format=docx')).statusCode).toBe(400);
    expect((await get(customer, '/api/analytics/export?period=YTD&format=csv&report=nope')).statusCode).toBe(400);
    expect((await get(customer, '/api/analytics/spend?fromDate=2026-13')).statusCode).toBe(400);
    expect((await get(customer, '/api/analytics/spend?selectedDate=Paid')).statusCode).toBe(400);
    const reversed = await get(customer, '/api/analytics/spend?fromDate=2026-09-30&toDate=2026-07-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      error: { details: { fields: [{ messageKey: 'server.shipments.toDateBeforeFromDate' }] } },
    });
  });

  it('lets a portal admin read the company it has selected', async () => {
    const response = await get(admin, '/api/analytics/kpis?period=LM');
    expect([200, 403]).toContain(response.statusCode);
    if (response.statusCode === 200) expect(analyticsSchema.parse(response.json()).period).toBe('LM');
  });
});

describe('GET /api/analytics/spend', () => {
  it('defaults to July 1 – September 30 by invoice date and filters by payor; a foreign account is not found', async () => {
    const year = today.slice(0, 4);
    await buildInvoice(t.database.db, {
      companyId: lscomp,
      direction: 'Inbound',
      invoiceDate: `${year}-08-15`,
      dueDate: `${year}-09-14`,
      totalCents: 1_234_56,
    });
    const [sums] = await queryRows<{ all: string | null; inbound: string | null }>(
      t.database.db,
      sql`select sum(total_cents)::text as all, sum(total_cents) filter (where direction = 'Inbound')::text as inbound
            from invoices where company_id = ${lscomp} and invoice_date between ${`${year}-07-01`}::date and ${`${year}-09-30`}::date`,
    );
    const all = spendReportSchema.parse((await get(customer, '/api/analytics/spend')).json());
    expect(all).toMatchObject({ fromDate: `${year}-07-01`, toDate: `${year}-09-30`, selectedDate: 'Invoice' });
    expect(all.spend.totalCents).toBe(Number(sums?.all ?? 0));
    const consignee = spendReportSchema.parse(
      (await get(customer, '/api/analytics/spend?selectedPayor=Consignee&selectedAccount=lscomp')).json(),
    );
    expect(consignee.spend.totalCents).toBe(Number(sums?.inbound ?? 0));
    expect(consignee.spend.totalCents).toBeGreaterThanOrEqual(1_234_56);
    expect((await get(customer, '/api/analytics/spend?selectedAccount=SERRAZ')).statusCode).toBe(404);
    // A carrier nobody uses: nothing.
    const none = spendReportSchema.parse((await get(customer, '/api/analytics/spend?selectedCarrier=ZZZZ')).json());
    expect(none.spend).toEqual({ totalCents: 0, byMonth: [], byLane: [] });
  });
});

describe('GET /api/analytics/spend/export', () => {
  it('exports the filtered spend report with its filter (xlsx, CSV, PDF); scope and validation as the report', async () => {
    const year = today.slice(0, 4);
    const filter = `fromDate=${year}-01-01&toDate=${year}-12-31&selectedPayor=Consignee&selectedDate=Due`;
    const report = spendReportSchema.parse((await get(customer, `/api/analytics/spend?${filter}`)).json());
    const xlsx = await get(customer, `/api/analytics/spend/export?${filter}&format=xlsx`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(String(xlsx.headers['content-disposition'])).toContain(
      `Spend report LSCOMP ${year}-01-01 ${year}-12-31.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    // exceljs's typings name an ArrayBuffer; it reads the Node Buffer inject answers.
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Filter', 'Spend by month', 'Spend by lane']);
    const criteria = Object.fromEntries(
      (workbook.getWorksheet('Filter')?.getSheetValues() ?? [])
        .slice(2)
        .map((row) => [(row as unknown[])[1], (row as unknown[])[2]]),
    );
    expect(criteria).toMatchObject({
      'From Date': `${year}-01-01`,
      'To Date': `${year}-12-31`,
      'Date type': 'Due date',
      Payor: 'Consignee',
      Account: 'LSCOMP',
      Carrier: 'Any',
    });
    const byMonth = workbook.getWorksheet('Spend by month');
    const cents = (byMonth?.getSheetValues() ?? [])
      .slice(2)
      .reduce((sum, row) => sum + Math.round(Number((row as unknown[])[3]) * 100), 0);
    expect(cents).toBe(report.spend.totalCents);

    const csv = await get(customer, `/api/analytics/spend/export?${filter}&format=csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['Filter', 'Criterion,Value']);
    expect(lines).toContain('Month,Invoices,Total (USD)');

    const pdf = await get(customer, `/api/analytics/spend/export?${filter}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Spend report');
    expect(text).toContain(`${year}-01-01 – ${year}-12-31 by Due date`);

    expect((await get(limited, `/api/analytics/spend/export?${filter}&format=csv`)).statusCode).toBe(403);
    expect(
      (await get(customer, `/api/analytics/spend/export?${filter}&format=csv&selectedAccount=SERRAZ`)).statusCode,
    ).toBe(404);
    expect((await get(customer, `/api/analytics/spend/export?${filter}`)).statusCode).toBe(400);
    expect((await get(customer, `/api/analytics/spend/export?${filter}&format=csv&period=YTD`)).statusCode).toBe(400);
    const reversed = await get(
      customer,
      `/api/analytics/spend/export?fromDate=${year}-09-30&toDate=${year}-07-01&format=csv`,
    );
    expect(reversed.statusCode).toBe(400);
  });
});

describe('files in the reader’s language', () => {
  it('exports in the language the caller chose in My Profile (Spanish headings, names and definitions)', async () => {
    const lector = await buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['report'] });
    const session = await signInAs(t.app, lector);
    const chose = await t.app.inject({
      method: 'POST',
      url: '/api/customer/user/profile',
      headers: session.headers,
      payload: { eventAlertNotifications: [], claims: [{ name: 'locale', value: 'es-MX' }], applyToAll: false },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const csv = await get(session, '/api/analytics/export?period=L3M&format=csv&report=on_time');
    expect(csv.statusCode).toBe(200);
    expect(String(csv.headers['content-disposition'])).toContain(encodeURIComponent('Puntualidad LSCOMP L3M'));
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Medido contra,Llegadas con ETA,A tiempo,Con retraso,% a tiempo');
    expect(lines[1]?.startsWith('Primera ETA,')).toBe(true);
    const pdf = await get(session, '/api/analytics/export?period=L3M&format=pdf');
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Tiempo de tránsito por ruta');
    expect(text).toContain('Hito: llegada a destino');
    expect(text).not.toContain('On-time performance');
    const spend = await get(session, '/api/analytics/spend/export?format=csv&selectedPayor=Shipper');
    expect(
      spend.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 2),
    ).toEqual(['Filtro', 'Criterio,Valor']);
    expect(spend.body).toContain('Pagador,Embarcador');
  });
});

describe('GET /api/analytics/export (renderAnalyticsReport)', () => {
  it('exports xlsx with one sheet per table, CSV and a PDF of the page', async () => {
    const kpis = analyticsSchema.parse((await get(customer, '/api/analytics/kpis?period=L3M')).json());
    const xlsx = await get(customer, '/api/analytics/export?period=L3M&format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(String(xlsx.headers['content-disposition'])).toContain('Analytics LSCOMP L3M');
    const workbook = new ExcelJS.Workbook();
    // exceljs's typings name an ArrayBuffer; it reads the Node Buffer inject answers.
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'On-time performance',
      'Transit time by lane',
      'Shipments by mode and lane',
      'Spend by month',
      'Spend by lane',
      'Invoice ageing',
      'Warehouse throughput',
      'Stock turns',
      'CO2e by mode',
      'CO2e by lane',
      'CO2e by month',
    ]);
    const onTime = workbook.getWorksheet('On-time performance');
    expect(onTime?.getRow(2).values).toEqual([
      undefined,
      'First ETA',
      kpis.onTime.firstEta.measured,
      kpis.onTime.firstEta.onTime,
      kpis.onTime.firstEta.late,
      ...(kpis.onTime.firstEta.percent === null ? [] : [kpis.onTime.firstEta.percent]),
    ]);

    const csv = await get(customer, '/api/analytics/export?period=L3M&format=csv&report=on_time');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Measured against,Arrived with ETA,On time,Late,On time %');
    expect(lines[2]).toBe(
      `Latest ETA,${kpis.onTime.latestEta.measured},${kpis.onTime.latestEta.onTime},${kpis.onTime.latestEta.late},${kpis.onTime.latestEta.percent ?? ''}`,
    );

    const pdf = await get(customer, '/api/analytics/export?period=L3M&format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('On-time performance');
    expect(text).toContain('Transit time by lane');
    expect(text).toContain('Open Government Licence');
    expect(text).toContain('Milestone: Arrival at Destination');
    // A lane with a missing code shows '?' (the domain's laneOf); any other '?' is a character the PDF font lacks.
    expect(text.replace(/(?<=> )\?(?= |$)|(?<=^| )\?(?= >)/g, '')).not.toContain('?');
  });
});

describe('GET /api/analytics/qbr', () => {
  it('prints the quarterly business review of the selected company for a quarter', async () => {
    const year = Number(today.slice(0, 4)) - 1;
    const response = await get(customer, `/api/analytics/qbr?quarter=${year}-Q3`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toContain(
      `Quarterly business review LSCOMP ${year}-Q3.pdf`,
    );
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Quarterly business review');
    expect(text).toContain(`${year}-Q3: ${year}-07-01 – ${year}-09-30`);
    expect(text).toContain('On-time performance');
    expect(text).toContain('CO2e by month');
    const want = await expected(lscomp, `${year}-07-01`, `${year}-09-30`);
    expect(text).toContain(`SHIPMENTS ${want.shipments.toLocaleString('en-US')}`);
    expect((await get(limited, `/api/analytics/qbr?quarter=${year}-Q3`)).statusCode).toBe(403);
    expect((await get(customer, '/api/analytics/qbr?quarter=2026-Q5')).statusCode).toBe(400);
    expect((await get(customer, '/api/analytics/qbr')).statusCode).toBe(400);
  });
});
