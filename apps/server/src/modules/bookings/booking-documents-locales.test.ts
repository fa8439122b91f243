import { describe, expect, it } from 'vitest';
import { bookingDocumentKinds, renderBookingDocument } from './booking-documents-pdf';
import { booking, party, row, textOf } from './booking-documents.fixture';
import { pageCount, pdfText } from '../../../test/pdf-text';

/** The booking documents in Spanish (Mexico) and Brazilian Portuguese (decision 098). */

const spanish = textOf('es-MX');
const portuguese = textOf('pt-BR');
const cargo = [row(2, 120.5), { ...row(1, 1064), boxPackaging: true }];

const expectAll = (text: string, expected: string[]) => {
  for (const line of expected) expect(text).toContain(line);
};

const englishWords = [
  'BOOKING REFERENCE',
  'Chargeable weight',
  'CARGO READY',
  'SHIP TO',
  'PIECE',
  'SIGNATURE OF SHIPPER',
  'continued',
  'No cargo rows',
];
const expectNoEnglish = (text: string) => {
  for (const english of englishWords) expect(text).not.toContain(english);
};

describe('booking confirmation', () => {
  const data = booking(cargo, { notify: party('Notify Me AG'), houseBill: null, hazardous: true });

  it('in Spanish: headings, statuses, day-first dates and Mexican numbers', async () => {
    const text = pdfText(await renderBookingDocument('BookingConfirm', data, spanish));
    expectAll(text, [
      'Confirmación de reserva',
      'REFERENCIA DE LA RESERVA',
      'REF-1001',
      'ESTATUS',
      'Aceptada',
      '10/03/2025 14:05 UTC',
      'CARGA LISTA',
      '14/03/2025',
      'Aún no recibida',
      'EMBARCADOR',
      'Gulf Coast Valves LLC',
      'CONSIGNATARIO',
      'NOTIFICAR A',
      'MODO',
      'Aéreo',
      'NIVEL DE SERVICIO',
      'PREPAGADO',
      'CARGA PELIGROSA',
      'DIMENSIONES L × A × H (PULG)',
      'PESO BRUTO (LB)',
      '1,064.00',
      'Peso facturable: 310.5 lb',
      'REFERENCIAS',
      'PO 4500123, INV 88-1',
      'Meridian Global Logistics, Inc. confirma esta reserva',
    ]);
    expectNoEnglish(text);
  });

  it('in Portuguese: headings, statuses, day-first dates and Brazilian numbers', async () => {
    const text = pdfText(await renderBookingDocument('BookingConfirm', data, portuguese));
    expectAll(text, [
      'Confirmação de reserva',
      'REFERÊNCIA DA RESERVA',
      'SITUAÇÃO',
      '10/03/2025 14:05 UTC',
      '14/03/2025',
      'Ainda não recebido',
      'CONSIGNATÁRIO',
      'NÍVEL DE SERVIÇO',
      'CARGA PERIGOSA',
      'DIMENSÕES C × L × A (POL)',
      '1.064,00',
      '120,50',
      'Peso taxado: 310,5 lb',
      'OBSERVAÇÕES',
      'Meridian Global Logistics, Inc. confirma esta reserva',
    ]);
    expectNoEnglish(text);
  });

  it('continues onto further pages in the reader’s language', async () => {
    const many = booking(
      Array.from({ length: 80 }, () => row(1)),
      {},
    );
    const pdf = await renderBookingDocument('BookingConfirm', many, portuguese);
    expect(pageCount(pdf)).toBeGreaterThan(1);
    expect(pdfText(pdf)).toContain('Confirmação de reserva  REF-1001  (continuação)');
    expect(pdfText(await renderBookingDocument('BookingConfirm', booking([]), spanish))).toContain(
      'Sin renglones de carga.',
    );
  });
});

describe('cargo labels', () => {
  it('in Spanish: captions, "n de N" and the mode', async () => {
    const pdf = await renderBookingDocument('CargoLabels', booking([row(2, 1040)], { hazardous: true }), spanish);
    expect(pageCount(pdf)).toBe(2);
    expectAll(pdfText(pdf), [
      'REFERENCIA DE LA RESERVA',
      'ENVIAR A',
      'ORIGEN',
      'DESTINO',
      'PIEZA',
      '1 de 2',
      '2 de 2',
      'PESO',
      '1,040.00 lb',
      'DIMENSIONES',
      '40 × 48 × 50 pulg',
      'AÉREO',
      'PELIGROSO - MERCANCÍAS PELIGROSAS',
      'Servicio: Exprés',
    ]);
    expectNoEnglish(pdfText(pdf));
  });

  it('in Portuguese: one label per row above 200 pieces, pieces counted in Portuguese', async () => {
    const pdf = await renderBookingDocument('CargoLabels', booking([row(300, 10), row(1, 5)]), portuguese);
    expect(pageCount(pdf)).toBe(2);
    expectAll(pdfText(pdf), [
      'REFERÊNCIA DA RESERVA',
      'ENTREGAR A',
      'PEÇA',
      '300 peças  (linha 1 de 2)',
      '3.000,00 lb (300 peças)',
      '1 peça  (linha 2 de 2)',
      '40 × 48 × 50 pol cada',
    ]);
    expectNoEnglish(pdfText(pdf));
  });
});

describe("shipper's letter of instruction", () => {
  const data = booking(cargo, { freightTerms: 'Collect' });

  it('in Spanish: title, boxes, dates and the signature line', async () => {
    const text = pdfText(await renderBookingDocument('SLI', data, spanish));
    expectAll(text, [
      'CARTA DE INSTRUCCIONES DEL EMBARCADOR',
      'Del embarcador al agente de carga',
      'EMBARCADOR / USPPI',
      'FECHA DE LA RESERVA',
      '10/03/2025 14:05 UTC',
      'FECHA DE CARGA LISTA',
      '14/03/2025',
      'CONSIGNATARIO FINAL',
      'AGENTE DE CARGA',
      'Igual que el consignatario',
      'PUNTO DE ORIGEN',
      'MEDIO DE TRANSPORTE',
      'CONDICIONES DE FLETE',
      'PREPAGADO',
      'POR COBRAR',
      'MATERIAL PELIGROSO',
      'SÍ',
      'INSTRUCCIONES ESPECIALES',
      'El embarcador autoriza a Meridian Global Logistics, Inc.',
      'FIRMA DEL EMBARCADOR O AGENTE AUTORIZADO',
      'FECHA',
    ]);
    expectNoEnglish(text);
  });

  it('in Portuguese: title, boxes, dates and the signature line', async () => {
    const text = pdfText(await renderBookingDocument('SLI', data, portuguese));
    expectAll(text, [
      'CARTA DE INSTRUÇÕES DO EMBARCADOR',
      'DATA DA RESERVA',
      '10/03/2025 14:05 UTC',
      'CONSIGNATÁRIO FINAL',
      'AGENTE DE CARGAS',
      'Igual ao consignatário',
      'MODAL DE TRANSPORTE',
      'CONDIÇÕES DE FRETE',
      'PRÉ-PAGO',
      'A PAGAR',
      'MATERIAL PERIGOSO',
      'SIM',
      'NÃO',
      'INSTRUÇÕES ESPECIAIS',
      'O embarcador autoriza Meridian Global Logistics, Inc.',
      'ASSINATURA DO EMBARCADOR OU AGENTE AUTORIZADO',
    ]);
    expectNoEnglish(text);
  });
});

describe('booking documents in any language', () => {
  it.each(bookingDocumentKinds)('%s: the same booking and language give the same bytes', async (kind) => {
    const data = booking(cargo);
    for (const text of [spanish, portuguese]) {
      const once = await renderBookingDocument(kind, data, text);
      expect(once.equals(await renderBookingDocument(kind, data, text))).toBe(true);
    }
  });
});
