import {
  categoriesSchema,
  reportAudienceChoicesSchema,
  reportCatalogueSchema,
  reportDefinitionsSchema,
  reportEntrySchema,
  reportHistorySchema,
  reportSavedSchema,
} from '@connect/contracts/reports/reports.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildInvoice } from '../../../test/builders/billing';
import { buildCustomerUser, companyIdOf, signInAs } from '../../../test/builders/identity';
import { offerQuotation, quotationOffer, requestQuotation } from '../../../test/builders/quotations';
import { pdfText } from '../../../test/pdf-text';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { reportCallsOf, type ShipmentRow } from './reports-test-calls';

let t: TestApp;
let customer: SignedIn;
let group: SignedIn;
let admin: SignedIn;
let limited: SignedIn;
let air: ShipmentRow;
let ocean: ShipmentRow;
let foreignAir: ShipmentRow;
let groupUnselected: ShipmentRow;
let exportInvoiceId = '';
let importInvoiceId = '';
let foreignInvoiceId = '';

const { report, pdf, firstShipment } = reportCallsOf(() => t);

beforeAll(async () => {
  t = await createTestApp();
  [customer, group, admin, limited] = await Promise.all([
    signIn(t.app, demo.customer),
    signIn(t.app, demo.group, undefined, '10.0.0.2'),
    signIn(t.app, demo.admin, undefined, '10.0.0.3'),
    signIn(t.app, demo.limited, undefined, '10.0.0.4'),
  ]);
  air = await firstShipment(`c.code = 'LSCOMP' and s.mode_code = 'AIR'`);
  ocean = await firstShipment(`c.code = 'LSCOMP' and s.mode_code = 'OCEAN'`);
  foreignAir = await firstShipment(`c.code = 'SERRAZ' and s.mode_code = 'AIR'`);
  const [selected] = await queryRows<{ code: string }>(
    t.database.db,
    sql`select c.code from users u join companies c on c.id = u.selected_company_id where u.email = ${demo.group}`,
  );
  groupUnselected = await firstShipment(
    `c.code in ('LSCOMP', 'LSCOMP2', 'PRELEC') and c.code <> '${selected?.code ?? ''}' and s.mode_code = 'AIR'`,
  );
  const lscomp = await companyIdOf(t.database.db, 'LSCOMP');
  const [withShipment] = await queryRows<{ id: string }>(
    t.database.db,
    sql`update invoices set shipment_id = ${air.id}, house_bill = ${air.document_no}
         where id = (select id from invoices where company_id = ${lscomp} and direction = 'Outbound' limit 1)
        returning id`,
  );
  exportInvoiceId =
    withShipment?.id ??
    (
      await buildInvoice(t.database.db, {
        companyId: lscomp,
        direction: 'Outbound',
        lines: [{ chargeCode: 'AFRT', description: 'Air freight', amountCents: 98_400 }],
      })
    ).id;
  importInvoiceId = (
    await buildInvoice(t.database.db, {
      companyId: lscomp,
      direction: 'Inbound',
      invoiceNumber: 'RPT-IMPORT-1',
      lines: [
        { chargeCode: 'OFRT', description: 'Ocean freight <b>SZX-HOU</b>', amountCents: 150_000 },
        { chargeCode: 'DTHC', description: 'Destination handling', amountCents: 32_550 },
      ],
    })
  ).id;
  foreignInvoiceId = (
    await buildInvoice(t.database.db, {
      companyId: await companyIdOf(t.database.db, 'SERRAZ'),
      direction: 'Outbound',
      invoiceNumber: 'RPT-FOREIGN-1',
    })
  ).id;
});
afterAll(async () => t.close());

describe('report service documents (POST /api/Report/pdf)', () => {
  it('renders the air waybill of an air shipment in the IATA layout, gross weight to one decimal', async () => {
    const res = await report(customer, 'export_airway_bill', { id: air.id, companyCode: 'LSCOMP' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('<script');
    for (const box of [
      'Shipper&#39;s Name and Address',
      'Consignee&#39;s Name and Address',
      'Issuing Carrier&#39;s Agent Name and City',
      'Airport of Departure (Addr. of First Carrier) and Requested Routing',
      'Nature and Quantity of Goods (incl. Dimensions or Volume)',
      'Signature of Issuing Carrier or its Agent',
    ])
      expect(html).toContain(box);
    expect(html).toContain(air.document_no);
    expect(html).toContain(`>${Number(air.gross_weight_kg).toFixed(1)}<`);
  });

  it('renders the bill of lading of an ocean shipment, and no air waybill for it', async () => {
    const res = await report(customer, 'export_bill_lading', { id: ocean.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Bill of Lading');
    expect(res.body).toContain('Port of Loading');
    expect(res.body).toContain(ocean.document_no);
    const wrongMode = await report(customer, 'export_airway_bill', { id: ocean.id });
    expect(wrongMode.statusCode).toBe(404);
    expect((await report(customer, 'export_bill_lading', { id: air.id })).statusCode).toBe(404);
  });

  it('renders export and import invoices by direction, escaping every value', async () => {
    const exported = await report(customer, 'export_invoice', { id: exportInvoiceId });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain('Export Invoice');
    const imported = await report(customer, 'import_invoice', { id: importInvoiceId });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.body).toContain('Import Invoice');
    expect(imported.body).toContain('RPT-IMPORT-1');
    expect(imported.body).toContain('$1,825.50');
    expect(imported.body).toContain('Ocean freight &lt;b&gt;SZX-HOU&lt;/b&gt;');
    expect((await report(customer, 'export_invoice', { id: importInvoiceId })).statusCode).toBe(404);
  });

  it("answers 'Record Not Found' for a foreign, unselected, wrong or malformed id, never another company's document", async () => {
    const cases: [SignedIn, string, Record<string, string>][] = [
      [customer, 'export_airway_bill', { id: foreignAir.id }],
      [customer, 'export_airway_bill', { id: '00000000-0000-4000-8000-000000000000' }],
      [customer, 'export_airway_bill', { id: 'not-a-uuid' }],
      [customer, 'export_airway_bill', {}],
      [customer, 'export_airway_bill', { id: air.id, companyCode: 'SERRAZ' }],
      [customer, 'export_invoice', { id: foreignInvoiceId }],
      [customer, 'billing_statement', { forwarderCode: 'MGL', periodCode: 'YTD', customerCode: 'SERRAZ' }],
      [group, 'export_airway_bill', { id: groupUnselected.id }],
    ];
    for (const [who, name, parameters] of cases) {
      const res = await report(who, name, parameters);
      expect(res.statusCode, `${name} ${JSON.stringify(parameters)}: ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Record Not Found' } });
      expect(res.body).not.toContain(foreignAir.document_no);
    }
    const foreignPdf = await pdf(customer, `name=export_airway_bill&id=${foreignAir.id}`);
    expect(foreignPdf.statusCode).toBe(404);
  });

  it('refuses unknown report names and unknown fields', async () => {
    expect((await report(customer, 'payroll', { id: air.id })).statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/Report/pdf',
      headers: customer.headers,
      payload: { name: 'export_airway_bill', Parameters: { id: air.id }, extra: 1 },
    });
    expect(extra.statusCode).toBe(400);
    // A shipment's id is no quotation.
    expect((await report(customer, 'quotation', { id: air.id })).statusCode).toBe(404);
    const ownInvoice = await report(limited, 'export_invoice', { id: foreignInvoiceId });
    expect(ownInvoice.statusCode, 'Serra Azul reads its own invoice').toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/Report/pdf', payload: {} })).statusCode).toBe(401);
  });

  it('still answers billing_statement for the selected company', async () => {
    const res = await report(customer, 'billing_statement', {
      forwarderCode: 'MGL',
      periodCode: 'YTD',
      customerCode: 'LSCOMP',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Lone Star Components LLC');
    const badPeriod = await report(customer, 'billing_statement', { periodCode: 'Q1', customerCode: 'LSCOMP' });
    expect(badPeriod.statusCode).toBe(400);
  });
});

describe('quotation documents', () => {
  it("renders a quotation and its freight breakdown for the customer's company only", async () => {
    const ops = await signIn(t.app, demo.employee, undefined, '10.0.0.5');
    const quotation = await requestQuotation(t.app, customer);
    await offerQuotation(
      t.app,
      ops,
      quotation.id,
      quotationOffer(
        [
          { description: 'Air freight', amountCents: 75_600 },
          { description: 'Origin handling', amountCents: 4_500 },
        ],
        { note: 'Rates include fuel surcharge' },
      ),
    );

    const html = await report(customer, 'quotation', { id: quotation.id });
    expect(html.statusCode, html.body).toBe(200);
    expect(html.body).toContain(quotation.number);
    expect(html.body).toContain('American Airlines Cargo');
    expect(html.body).toContain('USD 801.00');
    const freight = await report(customer, 'quotation_freight', { id: quotation.id });
    expect(freight.statusCode, freight.body).toBe(200);
    expect(freight.body).toContain('Origin handling');
    expect(freight.body).toContain('USD 45.00');
    const pdfAnswer = await pdf(customer, `name=quotation_freight&id=${quotation.id}`);
    expect(pdfAnswer.statusCode).toBe(200);
    expect(pdfText(pdfAnswer.rawPayload)).toContain('Origin handling');
    // Serra Azul's user never sees Lone Star's quotation.
    expect((await report(limited, 'quotation', { id: quotation.id })).statusCode).toBeGreaterThanOrEqual(403);
    expect((await report(limited, 'quotation', { id: quotation.id })).statusCode).toBeLessThanOrEqual(404);
  });
});

describe('the same documents as PDF downloads', () => {
  it('downloads the air waybill as a PDF with the same boxes and values', async () => {
    const res = await pdf(customer, `name=export_airway_bill&id=${air.id}&companyCode=LSCOMP`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['content-disposition']).toContain(`Air Waybill ${air.document_no}.pdf`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Air Waybill');
    expect(text).toContain(air.document_no);
    expect(text).toContain(Number(air.gross_weight_kg).toFixed(1));
    expect(text).toContain("SHIPPER'S NAME AND ADDRESS");
    const again = await pdf(customer, `name=export_airway_bill&id=${air.id}&companyCode=LSCOMP`);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('downloads the bill of lading, the import invoice and the statement', async () => {
    const bl = await pdf(customer, `name=export_bill_lading&id=${ocean.id}`);
    expect(bl.statusCode).toBe(200);
    expect(pdfText(bl.rawPayload)).toContain('Bill of Lading');
    const inv = await pdf(customer, `name=import_invoice&id=${importInvoiceId}`);
    expect(inv.statusCode).toBe(200);
    expect(pdfText(inv.rawPayload)).toContain('RPT-IMPORT-1');
    const statement = await pdf(customer, 'name=billing_statement&periodCode=LM&customerCode=LSCOMP');
    expect(statement.statusCode).toBe(200);
    expect(statement.headers['content-type']).toBe('application/pdf');
    expect((await pdf(customer, 'name=export_airway_bill&id=1&x=2')).statusCode).toBe(400);
  });
});

describe('catalogue, top reports, management and history', () => {
  const post = (who: SignedIn, url: string, payload: unknown, method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({ method, url, headers: who.headers, payload: payload as Record<string, unknown> });
  const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });

  it('lets an admin define categories and reports with the spec messages, and give them to companies and users', async () => {
    const noName = await post(admin, '/api/admin/reports', { name: ' ', kind: 'url', url: '', categoryId: null });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain('Report Name is mandatory');
    const noUrl = await post(admin, '/api/admin/reports', { name: 'Spend', kind: 'url', url: '', categoryId: null });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.body).toContain('Report URL is mandatory');
    const script = await post(admin, '/api/admin/reports', {
      name: 'Spend',
      kind: 'url',
      url: 'javascript:alert(1)',
      categoryId: null,
    });
    expect(script.statusCode).toBe(400);

    const category = reportSavedSchema.parse(
      (await post(admin, '/api/admin/report-categories', { name: 'Finance', sortOrder: 1 })).json(),
    );
    expect((await post(admin, '/api/admin/report-categories', { name: 'finance' })).statusCode).toBe(409);
    const spend = await post(admin, '/api/admin/reports', {
      name: 'Monthly spend',
      description: 'Spend by lane',
      kind: 'url',
      url: 'https://bi.example.com/spend',
      categoryId: category.id,
    });
    expect(spend.statusCode, spend.body).toBe(201);
    const spendId = reportSavedSchema.parse(spend.json()).id;
    const statement = await post(admin, '/api/admin/reports', {
      name: 'Statement of account',
      kind: 'builtIn',
      builtIn: 'billing_statement',
      categoryId: category.id,
    });
    expect(statement.statusCode, statement.body).toBe(201);
    const statementId = reportSavedSchema.parse(statement.json()).id;
    const hidden = reportSavedSchema.parse(
      (
        await post(admin, '/api/admin/reports', {
          name: 'Serra Azul only',
          kind: 'url',
          url: 'https://bi.example.com/serra',
          categoryId: null,
        })
      ).json(),
    ).id;
    expect(
      (await post(admin, '/api/admin/reports', { name: 'monthly SPEND', kind: 'url', url: 'https://x.example' }))
        .statusCode,
    ).toBe(409);

    const choices = reportAudienceChoicesSchema.parse((await get(admin, '/api/admin/report-audience')).json());
    expect(choices.companies.map((c) => c.code)).toContain('LSCOMP');
    expect(choices.users.map((u) => u.email)).toContain(demo.customer);
    expect(choices.users.map((u) => u.email)).not.toContain(demo.admin);
    const lscomp = await companyIdOf(t.database.db, 'LSCOMP');
    const serraz = await companyIdOf(t.database.db, 'SERRAZ');
    const grant = (id: string, companyIds: string[], userIds: string[] = []) =>
      post(admin, `/api/admin/reports/${id}/permissions`, { companyIds, userIds }, 'PUT');
    expect((await grant(spendId, [lscomp])).statusCode).toBe(200);
    expect((await grant(statementId, [], [customer.session.user.userId])).statusCode).toBe(200);
    expect((await grant(hidden, [serraz])).statusCode).toBe(200);
    expect((await grant(hidden, ['00000000-0000-4000-8000-000000000000'])).statusCode).toBe(404);

    const definitions = reportDefinitionsSchema.parse((await get(admin, '/api/admin/reports')).json());
    expect(definitions.items.find((d) => d.id === spendId)?.companies.map((c) => c.code)).toEqual(['LSCOMP']);
    const categories = categoriesSchema.parse((await get(admin, '/api/admin/report-categories')).json());
    expect(categories.items.find((c) => c.id === category.id)?.reportCount).toBe(2);

    // The customer sees the company's report and their own, by category; never Serra Azul's.
    const catalogue = reportCatalogueSchema.parse((await get(customer, '/api/reports/catalogue')).json());
    const names = catalogue.categories.flatMap((c) => c.reports.map((r) => r.name));
    expect(names).toContain('Monthly spend');
    expect(names).toContain('Statement of account');
    expect(names).not.toContain('Serra Azul only');
    const builtIn = catalogue.categories.flatMap((c) => c.reports).find((r) => r.id === statementId);
    expect(builtIn?.value).toMatch(/^\/report-viewer\?documentName=billing_statement&type=YTD&companyCode=LSCOMP/);
    // Serra Azul's user has no report permission: no catalogue.
    expect((await get(limited, '/api/reports/catalogue')).statusCode).toBe(403);
    // Another LSCOMP user sees the company's report but not Dana's own.
    const colleague = await signInAs(
      t.app,
      await buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['report'] }),
    );
    const theirs = reportCatalogueSchema.parse((await get(colleague, '/api/reports/catalogue')).json());
    const theirNames = theirs.categories.flatMap((c) => c.reports.map((r) => r.name));
    expect(theirNames).toEqual(['Monthly spend']);

    // Top reports: the one Dana ran most comes first.
    for (let i = 0; i < 2; i += 1)
      expect((await post(customer, `/api/reports/${statementId}/opened`, {})).statusCode).toBe(204);
    expect((await post(customer, `/api/reports/${hidden}/opened`, {})).statusCode).toBe(404);
    const top = z.array(reportEntrySchema).parse((await get(customer, '/api/customer/user/reportData?top=3')).json());
    expect(top[0]).toMatchObject({ name: 'Statement of account', userClaimsId: statementId });
    expect(top.length).toBeLessThanOrEqual(3);
    const one = z.array(reportEntrySchema).parse((await get(customer, '/api/customer/user/reportData?top=1')).json());
    expect(one).toHaveLength(1);

    // Customers cannot manage reports.
    expect((await get(customer, '/api/admin/reports')).statusCode).toBe(403);
    expect((await get(customer, '/api/admin/report-history')).statusCode).toBe(403);

    // Deleting a category keeps its reports, uncategorised.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/report-categories/${category.id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(200);
    const after = reportCatalogueSchema.parse((await get(customer, '/api/reports/catalogue')).json());
    expect(after.categories.find((c) => c.id === null)?.reports.map((r) => r.name)).toContain('Monthly spend');
  });

  it('keeps the history of every run: who, what, when, which parameters, and what came of it', async () => {
    await report(customer, 'export_airway_bill', { id: air.id });
    await report(customer, 'export_airway_bill', { id: foreignAir.id });
    const history = reportHistorySchema.parse(
      (await get(admin, '/api/admin/report-history?reportName=airway&pageSize=200')).json(),
    );
    const mine = history.items.filter((h) => h.userEmail === demo.customer);
    expect(mine.some((h) => h.parameters.id === air.id && h.outcome === 'ok' && h.companyCode === 'LSCOMP')).toBe(true);
    expect(mine.some((h) => h.parameters.id === foreignAir.id && h.outcome === 'notFound')).toBe(true);
    expect(mine.some((h) => h.format === 'pdf')).toBe(true);
    expect(history.items.every((h) => h.reportName.includes('airway'))).toBe(true);
  });
});
