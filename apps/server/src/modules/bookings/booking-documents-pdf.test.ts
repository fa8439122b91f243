import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { winAnsi } from '../../lib/pdf-kit-helpers';
import {
  bookingDocumentKinds,
  bookingDocumentTitles,
  bookingWords,
  labelPieces,
  maxPieceLabels,
  renderBookingDocument,
  type BookingDocumentKind,
  type BookingPrintData,
} from './booking-documents-pdf';
import { booking, english, party, row } from './booking-documents.fixture';
import { code128Checksum, code128Pattern, code128StartB, encodeCode128B } from './code128';
import { pageCount, pdfText } from '../../../test/pdf-text';

/** A document in en-US, the default language. */
const render = (kind: BookingDocumentKind, data: BookingPrintData) => renderBookingDocument(kind, data, english);
const englishWords = bookingWords(english);

describe('Code 128 subset B', () => {
  it('checksums the hand-worked examples', () => {
    // "REF-1001": R=50 E=37 F=38 -=13 1=17 0=16 0=16 1=17 (ASCII - 32)
    // 104 + 50·1 + 37·2 + 38·3 + 13·4 + 17·5 + 16·6 + 16·7 + 17·8 = 823; 823 mod 103 = 823 - 721 = 102
    expect(code128Checksum(code128StartB, [50, 37, 38, 13, 17, 16, 16, 17])).toBe(102);
    // "PJJ123C": 104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7 = 879; 879 mod 103 = 879 - 824 = 55
    expect(encodeCode128B('PJJ123C').values).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
    expect(encodeCode128B('REF-1001').values).toEqual([104, 50, 37, 38, 13, 17, 16, 16, 17, 102, 106]);
  });

  it('encodes "Hi" to the bars and spaces worked by hand', () => {
    // H = 72 - 32 = 40, i = 105 - 32 = 73; check = (104 + 40·1 + 73·2) mod 103 = 290 mod 103 = 84
    // start B 211214 | H (40) 231113 | i (73) 142112 | check (84) 124112 | stop 2331112
    const { values, widths } = encodeCode128B('Hi');
    expect(values).toEqual([104, 40, 73, 84, 106]);
    expect(widths.join('')).toBe('211214' + '231113' + '142112' + '124112' + '2331112');
    expect(widths.reduce((sum, w) => sum + w, 0)).toBe(4 * 11 + 13);
  });

  it('has 107 distinct well-formed patterns: 11 modules with an even number of bar modules, the stop 13', () => {
    const patterns = Array.from({ length: 107 }, (_, v) => code128Pattern(v));
    expect(new Set(patterns).size).toBe(107);
    for (const [v, p] of patterns.entries()) {
      const widths = [...p].map(Number);
      const bars = widths.filter((_, i) => i % 2 === 0).reduce((sum, w) => sum + w, 0);
      expect(widths.reduce((sum, w) => sum + w, 0)).toBe(v === 106 ? 13 : 11);
      expect(bars % 2).toBe(0);
    }
    expect(() => code128Pattern(107)).toThrow(RangeError);
  });

  it('refuses characters outside printable ASCII', () => {
    expect(() => encodeCode128B('REF-\u00e9')).toThrow(RangeError);
    expect(() => encodeCode128B('A\nB')).toThrow(RangeError);
  });
});

describe('WinAnsi guard', () => {
  it('keeps Latin-1 and the WinAnsi extras, replaces everything else with ?', () => {
    expect(winAnsi('Zhōngguó 中国 – “ok” €5 😀\r\nnext\tcol')).toBe('Zh?ngguó ?? – “ok” €5 ?\nnext col');
  });
});

describe('booking documents as PDF', () => {
  const cargo = [row(2, 120.5), { ...row(1, 64), boxPackaging: true }];

  it.each(bookingDocumentKinds)('%s renders a one-page PDF titled with the reference', async (kind) => {
    const pdf = await render(kind, booking(kind === 'CargoLabels' ? [row(1)] : cargo));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    expect(pdfText(pdf)).toContain('REF-1001');
    expect(pdf.toString('latin1')).toContain(`(${bookingDocumentTitles[kind]} REF-1001)`);
  });

  it('the confirmation prints parties, route, cargo rows with units, totals, references and notes', async () => {
    const text = pdfText(
      await render(
        'BookingConfirm',
        booking(cargo, { notify: party('Notify Me AG'), delivery: party('Warehouse 7'), houseBill: 'MGL-HAWB-77' }),
      ),
    );
    for (const expected of [
      'Meridian Global Logistics, Inc.',
      'Booking Confirmation',
      'Accepted',
      '03/10/2025 14:05 UTC',
      'MGL-HAWB-77',
      'Gulf Coast Valves LLC',
      'Rhein Industrietechnik GmbH',
      'Notify Me AG',
      'Warehouse 7',
      'Houston (IAH)',
      'Frankfurt (FRA)',
      'FCA',
      'PREPAID',
      '40 × 48 × 50',
      'DIMENSIONS L × W × H (IN)',
      'VOLUME (FT³)',
      '120.50',
      '241.00',
      '111.111',
      '55.556',
      'Total',
      '12.500',
      'Chargeable weight: 310.5 lb',
      'PO 4500123, INV 88-1',
      'Call the consignee before delivery.',
      'Meridian Global Logistics, Inc. confirms this booking',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('HAZARDOUS CARGO');
  });

  it('warns of hazardous cargo and prints metric units', async () => {
    const text = pdfText(
      await render(
        'BookingConfirm',
        booking(cargo, { hazardous: true, units: { weightUnit: 'KG', volumeUnit: 'CM' } }),
      ),
    );
    expect(text).toContain('HAZARDOUS CARGO');
    expect(text).toContain('VOLUME (M³)');
    expect(text).toContain('Chargeable weight: 310.5 kg');
  });

  it('the confirmation goes on to further pages when the cargo rows do not fit', async () => {
    const pdf = await render('BookingConfirm', booking(Array.from({ length: 80 }, () => row(1))));
    expect(pageCount(pdf)).toBeGreaterThan(1);
    expect(pdfText(pdf)).toContain('Booking Confirmation  REF-1001  (continued)');
  });

  it('the SLI prints the forwarding agent, freight terms and hazardous boxes and the signature line', async () => {
    const text = pdfText(await render('SLI', booking(cargo, { freightTerms: 'Collect' })));
    for (const expected of [
      "SHIPPER'S LETTER OF INSTRUCTION",
      'FORWARDING AGENT',
      'Meridian Global Logistics, Inc.',
      'PREPAID',
      'COLLECT',
      'HAZARDOUS MATERIAL',
      'POINT OF ORIGIN',
      'Machine parts, spare valves',
      'SPECIAL INSTRUCTIONS',
      'SIGNATURE OF SHIPPER OR AUTHORIZED AGENT',
      'DATE',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('labels: one per piece, numbered n of N', async () => {
    const pdf = await render('CargoLabels', booking([row(2), row(1, 40)]));
    expect(pageCount(pdf)).toBe(3);
    const text = pdfText(pdf);
    expect(text).toContain('1 of 3');
    expect(text).toContain('3 of 3');
    expect(text).toContain('40.00 lb');
    expect(text).toContain('Rhein Industrietechnik GmbH');
    expect(text).toContain('Houston (IAH)');
    expect(text).toContain('AIR');
  });

  it(`labels: one per cargo row above ${maxPieceLabels} pieces`, async () => {
    const pdf = await render('CargoLabels', booking([row(300, 10), row(200, 5)]));
    expect(pageCount(pdf)).toBe(2);
    const text = pdfText(pdf);
    expect(text).toContain('300 pieces  (row 1 of 2)');
    expect(text).toContain('3,000.00 lb (300 pieces)');
    expect(labelPieces(booking([row(5000)]), englishWords)).toHaveLength(1);
  });

  it(`labels: exactly ${maxPieceLabels} pieces still get one label each; a booking without pieces one label`, async () => {
    expect(labelPieces(booking([row(150), row(50)]), englishWords)).toHaveLength(maxPieceLabels);
    expect(labelPieces(booking([row(150), row(51)]), englishWords)).toHaveLength(2);
    const empty = await render('CargoLabels', booking([]));
    expect(pageCount(empty)).toBe(1);
  });

  it('long texts never push labels onto extra pages; text outside WinAnsi prints as ?', async () => {
    const long = 'Very long name '.repeat(20);
    const pdf = await render(
      'CargoLabels',
      booking([row(2)], {
        hazardous: true,
        consignee: { ...party(`中国 Trading ${long}`), address: 'Street\n'.repeat(30) },
        origin: long,
        destination: long,
      }),
    );
    expect(pageCount(pdf)).toBe(2);
    expect(pdfText(pdf)).toContain('?? Trading');
  });

  it('the same booking gives the same bytes', async () => {
    const data = booking(cargo);
    for (const kind of bookingDocumentKinds) {
      expect((await render(kind, data)).equals(await render(kind, data))).toBe(true);
    }
  });

  describe('rasterized with pdftoppm', () => {
    const hasPdftoppm = spawnSync('pdftoppm', ['-v']).error === undefined;
    const dir = mkdtempSync(path.join(tmpdir(), 'booking-pdf-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it.each(bookingDocumentKinds)('%s page 1 renders to a PNG', async (kind) => {
      const file = path.join(dir, `${kind}.pdf`);
      writeFileSync(file, await render(kind, booking(cargo, { hazardous: true })));
      expect(statSync(file).size).toBeGreaterThan(1000);
      if (!hasPdftoppm) return; // poppler-utils not installed here: the PDF file is all we can check
      const result = spawnSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', file, file]);
      expect(result.status).toBe(0);
      const png = readFileSync(`${file}.png`);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.length).toBeGreaterThan(1000);
    });
  });
});
