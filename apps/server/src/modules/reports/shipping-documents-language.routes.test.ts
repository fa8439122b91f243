import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildInvoice } from '../../../test/builders/billing';
import { buildCustomerUser, chooseLocale, companyIdOf, signInAs } from '../../../test/builders/identity';
import { offerQuotation, quotationOffer, quotationRequest, requestQuotation } from '../../../test/builders/quotations';
import { ptBrShippingDocumentStrings } from '@connect/contracts/i18n/pt-br-shipping-documents';
import { pdfText } from '../../../test/pdf-text';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { reportCallsOf, type ShipmentRow } from './reports-test-calls';

/**
 * The report service's shipping and quotation documents in the reader's language (decision 102): the air waybill,
 * the bill of lading, the export and import invoices, the quotation and its freight breakdown are worded and
 * formatted in the caller's My Profile language; since decision 107 English words its quotation codes from the
 * catalogue too and writes days as the US does (MM/DD/YYYY), and the Portuguese air waybill keeps its words whole.
 */

let t: TestApp;
let english: SignedIn;
let spanish: SignedIn;
let portuguese: SignedIn;
let air: ShipmentRow;
let ocean: ShipmentRow;
let foreignAir: ShipmentRow;
let importInvoiceId = '';
let exportInvoiceId = '';
let quotation = { id: '', number: '' };
const cargoReady = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

/** A LSCOMP user with every document's permission who chose `locale` in My Profile, signed in. */
async function readerIn(locale: string): Promise<SignedIn> {
  const user = await buildCustomerUser(t.database.db, {
    companyCode: 'LSCOMP',
    permissions: ['shipment', 'billing', 'freight-manager', 'report'],
  });
  const session = await signInAs(t.app, user);
  await chooseLocale(t.app, session, locale);
  return session;
}

const { report, pdf, firstShipment } = reportCallsOf(() => t);
/** A PDF's text with runs of white space (no-break spaces included) as one space. */
const textOf = (file: Buffer) => pdfText(file).replace(/\s+/g, ' ');
/** YYYY-MM-DD as DD/MM/YYYY, the short numeric day of Mexico and Brazil. */
const dmy = (day: string) => day.slice(0, 10).split('-').reverse().join('/');
/** YYYY-MM-DD as MM/DD/YYYY, the short numeric day of the United States. */
const mdy = (day: string) => {
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${month}/${date}/${year}`;
};
/** The words of a text as a line wrap may leave them: split at white space and after a slash. */
const wordsOf = (text: string) => text.split(/\s+|(?<=\/)/).filter(Boolean);
/** The air waybill's box and column captions (the keys its layout labels with). */
const awbCaptions = [
  'shipper',
  'shipperAccount',
  'issuedBy',
  'consignee',
  'consigneeAccount',
  'masterNumber',
  'agent',
  'accounting',
  'agentCode',
  'accountNo',
  'reference',
  'optionalInfo',
  'departure',
  'to',
  'firstCarrier',
  'currency',
  'chargesCode',
  'weightValuation',
  'destination',
  'flightDate',
  'carriageValue',
  'customsValue',
  'insurance',
  'handling',
  'pieces',
  'grossWeight',
  'weightUnit',
  'rateClass',
  'commodityItem',
  'chargeableWeight',
  'rateCharge',
  'total',
  'goods',
  'weightCharge',
  'otherCharges',
  'executedOn',
  'executedAt',
  'signature',
] as const;

beforeAll(async () => {
  t = await createTestApp();
  english = await signIn(t.app, demo.customer);
  spanish = await readerIn('es-MX');
  portuguese = await readerIn('pt-BR');
  air = await firstShipment(`c.code = 'LSCOMP' and s.mode_code = 'AIR'`);
  ocean = await firstShipment(`c.code = 'LSCOMP' and s.mode_code = 'OCEAN'`);
  foreignAir = await firstShipment(`c.code = 'SERRAZ' and s.mode_code = 'AIR'`);
  const lscomp = await companyIdOf(t.database.db, 'LSCOMP');
  importInvoiceId = (
    await buildInvoice(t.database.db, {
      companyId: lscomp,
      direction: 'Inbound',
      invoiceNumber: 'LANG-IMPORT-1',
      invoiceDate: '2030-03-14',
      dueDate: '2030-04-13',
      lines: [
        { chargeCode: 'OFRT', description: 'Ocean freight', amountCents: 150_000 },
        { chargeCode: 'DTHC', description: 'Destination handling', amountCents: 32_550 },
      ],
    })
  ).id;
  exportInvoiceId = (
    await buildInvoice(t.database.db, {
      companyId: lscomp,
      direction: 'Outbound',
      invoiceNumber: 'LANG-EXPORT-1',
      invoiceDate: '2030-03-14',
      lines: [{ chargeCode: 'AFRT', description: 'Air freight', amountCents: 98_400 }],
    })
  ).id;
  const ops = await signIn(t.app, demo.employee, undefined, '10.0.0.5');
  quotation = await requestQuotation(
    t.app,
    english,
    quotationRequest({ cargoReadyDate: cargoReady, grossWeight: 180.25 }),
  );
  await offerQuotation(
    t.app,
    ops,
    quotation.id,
    quotationOffer([
      { description: 'Air freight', amountCents: 1_234_500 },
      { description: 'Origin handling', amountCents: 4_500 },
    ]),
  );
});
afterAll(async () => t.close());

describe('shipping documents in the reader’s language', () => {
  it('words the air waybill in Spanish and Portuguese, bilingual boxes, weights and days by locale', async () => {
    const gross = Number(air.gross_weight_kg).toFixed(1);
    const es = await report(spanish, 'export_airway_bill', { id: air.id, companyCode: 'LSCOMP' });
    expect(es.statusCode, es.body).toBe(200);
    expect(es.body).toContain('<html lang="es">');
    expect(es.body).toContain('<h1>Guía aérea / Air Waybill</h1>');
    expect(es.body).toContain('Nombre y domicilio del embarcador / Shipper&#39;s Name and Address');
    expect(es.body).toContain('Firma del transportista emisor o su agente');
    expect(es.body).toContain('El embarcador certifica que los datos');
    expect(es.body).toContain(`>${gross}<`);
    expect(es.body).toContain(`>${dmy(air.bill_date)}<`);
    expect(es.body).not.toContain('Shipper certifies');

    const pt = await report(portuguese, 'export_airway_bill', { id: air.id });
    expect(pt.statusCode, pt.body).toBe(200);
    expect(pt.body).toContain('<html lang="pt">');
    expect(pt.body).toContain('Nome e endereço do embarcador / Shipper&#39;s Name and Address');
    expect(pt.body).toContain('Tarifação / Rating');
    expect(pt.body).toContain(`>${gross.replace('.', ',')}<`);
    expect(pt.body).toContain(`>${dmy(air.bill_date)}<`);

    const file = await pdf(portuguese, `name=export_airway_bill&id=${air.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Conhecimento aéreo ${air.document_no}.pdf`)}`,
    );
    const text = textOf(file.rawPayload);
    expect(text).toContain("NOME E ENDEREÇO DO EMBARCADOR / SHIPPER'S NAME AND ADDRESS");
    expect(text).toContain(gross.replace('.', ','));
    const again = await pdf(portuguese, `name=export_airway_bill&id=${air.id}`);
    expect(again.rawPayload.equals(file.rawPayload)).toBe(true);
  });

  it('keeps every word of the Portuguese air waybill captions whole in the narrow boxes and columns', async () => {
    const file = await pdf(portuguese, `name=export_airway_bill&id=${air.id}`);
    expect(file.statusCode).toBe(200);
    // Each drawn line is one text run: a word broken by the line wrap would be missing from the runs' words.
    const drawn = new Set(pdfText(file.rawPayload).split('\n').flatMap(wordsOf));
    const broken = awbCaptions.flatMap((key) =>
      wordsOf(ptBrShippingDocumentStrings.airWaybill[key].toUpperCase())
        .filter((word) => !drawn.has(word))
        .map((word) => `${key}: ${word}`),
    );
    expect(broken).toEqual([]);
    for (const caption of ['CÓDIGO DE ENCARGOS', 'VALOR DO SEGURO', 'COMMODITY ITEM NO.', 'TARIFA / RATE / CHARGE'])
      expect(textOf(file.rawPayload)).toContain(caption);
    // The narrow rate and total columns hold the IATA words whole too.
    expect(drawn.has('AGREED')).toBe(true);
    expect(textOf(file.rawPayload)).not.toMatch(/AGR EED/);
    // The page's captions wrap at spaces only: no forced break inside a word, no hyphenation.
    const page = await report(portuguese, 'export_airway_bill', { id: air.id });
    expect(page.body).toContain('overflow-wrap:normal;word-break:normal;hyphens:manual');
    expect(page.body).toContain('Código de encargos / CHGS Code</dt>');
  });

  it('words the bill of lading in Spanish and Portuguese', async () => {
    const es = await report(spanish, 'export_bill_lading', { id: ocean.id });
    expect(es.statusCode, es.body).toBe(200);
    expect(es.body).toContain('<h1>Conocimiento de embarque</h1>');
    expect(es.body).toContain('Puerto de carga');
    expect(es.body).toContain('Datos proporcionados por el embarcador');
    expect(es.body).toContain(`, ${dmy(ocean.bill_date)}<`);
    const pt = await pdf(portuguese, `name=export_bill_lading&id=${ocean.id}`);
    expect(pt.statusCode).toBe(200);
    const text = textOf(pt.rawPayload);
    expect(text).toContain('Conhecimento de embarque');
    expect(text).toContain('PORTO DE EMBARQUE');
    expect(text).toContain(ocean.document_no);
    expect(pt.headers['content-disposition']).toContain(
      encodeURIComponent(`Conhecimento de embarque ${ocean.document_no}.pdf`),
    );
  });

  it('words the invoices with the billing screens’ status, days and dollars in the locale', async () => {
    const es = await report(spanish, 'import_invoice', { id: importInvoiceId });
    expect(es.statusCode, es.body).toBe(200);
    expect(es.body).toContain('<h1>Factura de importación</h1>');
    expect(es.body).toContain('Fecha de factura 14/03/2030 · Vence 13/04/2030 · Vigente');
    expect(es.body).toMatch(/USD\s1,825\.50/);
    expect(es.body).toContain('Saldo pendiente');
    expect(es.body).not.toContain('$1,825.50');
    const pt = await report(portuguese, 'export_invoice', { id: exportInvoiceId });
    expect(pt.statusCode, pt.body).toBe(200);
    expect(pt.body).toContain('<h1>Fatura de exportação</h1>');
    expect(pt.body).toContain('Data da fatura 14/03/2030');
    expect(pt.body).toMatch(/US\$\s984,00/);
    const file = await pdf(portuguese, `name=import_invoice&id=${importInvoiceId}`);
    expect(file.statusCode).toBe(200);
    const text = textOf(file.rawPayload);
    expect(text).toContain('Fatura de importação');
    expect(text).toContain('US$ 1.825,50');
    expect(text).toContain('SALDO DEVEDOR');
  });

  it('words the quotation and its freight breakdown with the quotation screens’ status and mode', async () => {
    const es = await report(spanish, 'quotation', { id: quotation.id });
    expect(es.statusCode, es.body).toBe(200);
    expect(es.body).toContain('<h1>Cotización</h1>');
    expect(es.body).toContain('Ofertada');
    expect(es.body).toContain('Aéreo');
    expect(es.body).toContain('Exprés');
    expect(es.body).toContain(dmy(cargoReady));
    expect(es.body).toContain('180.3 kg');
    expect(es.body).toContain('FCA · Franco porteador');
    expect(es.body).not.toContain('>offered<');
    expect(es.body).toMatch(/USD 12,390\.00/);
    expect(es.body).toContain('Las tarifas están sujetas');
    const pt = await report(portuguese, 'quotation_freight', { id: quotation.id });
    expect(pt.statusCode, pt.body).toBe(200);
    expect(pt.body).toContain('<h1>Detalhamento do frete da cotação</h1>');
    expect(pt.body).toContain('180,3 kg');
    expect(pt.body).toContain('FCA · Livre no transportador');
    expect(pt.body).toContain('Ofertada');
    expect(pt.body).toContain('Aéreo');
    expect(pt.body).toContain('Expresso');
    expect(pt.body).toContain('USD 12.345,00');
    expect(pt.body).toContain('USD 45,00');
    expect(pt.body).toContain('Total da opção');
    const file = await pdf(portuguese, `name=quotation&id=${quotation.id}`);
    expect(file.statusCode).toBe(200);
    expect(textOf(file.rawPayload)).toContain('Cotação');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent(`Cotação ${quotation.number}.pdf`));
  });

  it('words English from the catalogue too: US days, the screens’ status, mode and terms, dollars', async () => {
    const awb = await report(english, 'export_airway_bill', { id: air.id });
    expect(awb.body).toContain('<html lang="en">');
    expect(awb.body).toContain('<h1>Air Waybill</h1>');
    expect(awb.body).toContain('Shipper&#39;s Name and Address</dt>');
    expect(awb.body).toContain(`>${mdy(air.bill_date)}<`);
    const invoice = await report(english, 'import_invoice', { id: importInvoiceId });
    expect(invoice.body).toContain('Invoice date 03/14/2030 · Due 04/13/2030 · Current');
    expect(invoice.body).toContain('$1,825.50');
    const quote = await report(english, 'quotation_freight', { id: quotation.id });
    expect(quote.body).toContain('<h1>Quotation Freight Breakdown</h1>');
    expect(quote.body).toContain('>Offered<');
    expect(quote.body).toContain('>Air<');
    expect(quote.body).toContain('>Express<');
    expect(quote.body).toContain('>FCA · Free Carrier<');
    expect(quote.body).toContain(`>${mdy(cargoReady)}<`);
    expect(quote.body).toContain('180.3 kg');
    expect(quote.body).toContain('USD 12,345.00');
    expect(quote.body).not.toMatch(/>(offered|AIR|FCA|KG)</);
    const file = await pdf(english, `name=quotation&id=${quotation.id}`);
    expect(file.headers['content-disposition']).toContain(`Quotation ${quotation.number}.pdf`);
    const text = textOf(file.rawPayload);
    expect(text).toContain('Offered');
    expect(text).toContain('FCA · Free Carrier');
    expect(text).toContain(mdy(cargoReady));
  });

  it("still answers 'Record Not Found' for a foreign or missing id, whatever the language", async () => {
    for (const who of [spanish, portuguese])
      for (const [name, id] of [
        ['export_airway_bill', foreignAir.id],
        ['export_invoice', '00000000-0000-4000-8000-000000000000'],
        ['quotation', air.id],
      ] as const) {
        const res = await report(who, name, { id });
        expect(res.statusCode, `${name} ${id}: ${res.body}`).toBe(404);
        expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Record Not Found' } });
        expect(res.body).not.toContain(foreignAir.document_no);
      }
  });
});
