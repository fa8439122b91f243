import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderInvoicePdf, renderReceiptPdf, renderStatementHtml, renderStatementPdf } from './billing-documents';
import { english, forwarder, invoice, receipt, statement } from './billing-documents.fixture';
import { pageCount, pdfText } from '../../../test/pdf-text';

const isPdf = (pdf: Buffer) => pdf.subarray(0, 5).toString('latin1') === '%PDF-';
/** How many lines of the PDF's text are exactly `line` (each drawn string is a line of pdfText). */
const linesEqual = (text: string, line: string) => text.split('\n').filter((l) => l === line).length;

describe('invoice PDF', () => {
  it('an Outbound invoice is an Export Invoice with the amount due, due date, lines, totals and payments', async () => {
    const pdf = await renderInvoicePdf(invoice(), english);
    expect(isPdf(pdf)).toBe(true);
    expect(pageCount(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toContain('(Export Invoice INV-240017)');
    const text = pdfText(pdf);
    for (const expected of [
      'Meridian Global Logistics, Inc.',
      'billing@meridian.example',
      'Export Invoice',
      'INVOICE NUMBER',
      'INV-240017',
      'Amount due',
      '$989.75',
      'Due date: 04/13/2025',
      '03/14/2025',
      'MGL-HAWB-77',
      'Lone Star Components LLC',
      'LSCOMP',
      'AFRT',
      'Air freight IAH-FRA, 310.5 lb chargeable',
      '$1,234.50',
      '$180.25',
      '$75.00',
      'Invoice total',
      '$1,489.75',
      'Payments received',
      '-$500.00',
      'PAY-9001',
      '03/20/2025',
      'Visa •••• 4242',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Import Invoice');
  });

  it('an Inbound invoice is an Import Invoice; no payments and a zero balance print as such', async () => {
    const pdf = await renderInvoicePdf(
      invoice({ direction: 'Inbound', payments: [], paidCents: 148975, balanceCents: 0 }),
      english,
    );
    const text = pdfText(pdf);
    expect(pdf.toString('latin1')).toContain('(Import Invoice INV-240017)');
    expect(text).toContain('Import Invoice');
    expect(text).not.toContain('Export Invoice');
    expect(text).toContain('No payments received.');
    expect(text).toContain('Paid in full — nothing is due');
  });

  it('many lines continue on further pages with the column headings repeated', async () => {
    const lines = Array.from({ length: 90 }, (_, i) => ({
      lineNo: i + 1,
      chargeCode: `C${i + 1}`,
      description:
        i % 10 === 0 ? 'A long description that wraps onto a second line of the row. '.repeat(2) : 'Handling',
      amountCents: 1000,
    }));
    const pdf = await renderInvoicePdf(
      invoice({ lines, totalCents: 90000, paidCents: 0, balanceCents: 90000 }),
      english,
    );
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(linesEqual(text, 'Export Invoice  INV-240017  (continued)')).toBe(pages - 1);
    expect(linesEqual(text, 'CHARGE CODE')).toBe(pages);
    expect(text).toContain('C90');
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });
});

describe('receipt PDF', () => {
  it('a card payment thanks the payer and lists the invoices paid', async () => {
    const pdf = await renderReceiptPdf(receipt(), english);
    expect(isPdf(pdf)).toBe(true);
    expect(pageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const expected of [
      'Payment Receipt',
      'PAYMENT REFERENCE',
      'PAY-9001',
      'Thank you — payment received',
      '03/20/2025 15:04 UTC',
      'Visa •••• 4242',
      'ap@lonestar.example',
      'INV-240017',
      '$500.00',
      'INV-240018',
      '$123.45',
      'Total paid',
      '$623.45',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('an ACH payment shows the processing text instead of the thanks', async () => {
    const text = pdfText(
      await renderReceiptPdf(
        receipt({ method: 'ACH', methodText: 'ACH checking •••• 6789', status: 'processing' }),
        english,
      ),
    );
    expect(text).toContain('Processing (ACH settles in 1–3 business days)');
    expect(text).toContain('ACH checking •••• 6789');
    expect(text).not.toContain('Thank you — payment received');
  });
});

describe('statement PDF', () => {
  it('prints the period, the customer, the summary, the entries and the aging buckets', async () => {
    const data = statement(6);
    const pdf = await renderStatementPdf(data, english);
    expect(isPdf(pdf)).toBe(true);
    expect(pageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const expected of [
      'Statement of Account',
      'STATEMENT PERIOD',
      'Last 6 Months',
      '09/01/2024',
      '02/28/2025',
      '03/05/2025 08:30 UTC',
      'Lone Star Components LLC',
      'Opening balance',
      '$250.00',
      'Closing balance',
      'INV-240000',
      'PAY-5002',
      'Ocean freight line 1',
      'CURRENT',
      '1–30 DAYS',
      '31–60 DAYS',
      '61–90 DAYS',
      'OVER 90 DAYS',
      '$400.00',
      '$50.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(`$${(data.closingBalanceCents / 100).toFixed(2)}`);
  });

  it('a 120-line statement spans several pages, each with the column headings', async () => {
    const pdf = await renderStatementPdf(statement(120), english);
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    const text = pdfText(pdf);
    expect(linesEqual(text, 'Statement of Account  LSCOMP Last 6 Months  (continued)')).toBe(pages - 1);
    // The column headings top every page the table runs over; only the aging may spill onto a page of its own.
    expect(linesEqual(text, 'DESCRIPTION')).toBeGreaterThanOrEqual(Math.max(3, pages - 1));
    expect(linesEqual(text, 'DESCRIPTION')).toBeLessThanOrEqual(pages);
    expect(text).toContain('INV-240118');
    expect(text).toContain('OVER 90 DAYS');
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('a period without activity says so', async () => {
    const text = pdfText(await renderStatementPdf(statement(0), english));
    expect(text).toContain('No activity in this period.');
  });
});

describe('PDF output', () => {
  it('the same data gives the same bytes, dated from the data', async () => {
    const twice = async (render: () => Promise<Buffer>) => {
      const [a, b] = [await render(), await render()];
      expect(a.equals(b)).toBe(true);
      return a.toString('latin1');
    };
    expect(await twice(() => renderInvoicePdf(invoice(), english))).toContain('(D:20250314000000Z)');
    expect(await twice(() => renderReceiptPdf(receipt(), english))).toContain('(D:20250320150405Z)');
    expect(await twice(() => renderStatementPdf(statement(40), english))).toContain('(D:20250305083000Z)');
  });

  it('is US Letter portrait', async () => {
    expect((await renderInvoicePdf(invoice(), english)).toString('latin1')).toMatch(/\/MediaBox \[0 0 612 792\]/);
  });

  it('prints text outside WinAnsi as ? and markup as text', async () => {
    const text = pdfText(
      await renderInvoicePdf(
        invoice({ customer: { code: 'X', name: '中国 <script> & Co', address: 'Street 1' } }),
        english,
      ),
    );
    expect(text).toContain('?? <script> & Co');
  });

  it('refuses amounts that are not whole cents', async () => {
    await expect(renderInvoicePdf(invoice({ balanceCents: 10.5 }), english)).rejects.toThrow(RangeError);
  });

  describe('rasterized with pdftoppm', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'billing-pdf-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it.each([
      ['invoice', () => renderInvoicePdf(invoice(), english)],
      ['receipt', () => renderReceiptPdf(receipt({ status: 'processing' }), english)],
      ['statement', () => renderStatementPdf(statement(120), english)],
    ] as const)('page 1 of the %s renders to a non-empty PNG', async (name, render) => {
      const file = path.join(dir, `${name}.pdf`);
      writeFileSync(file, await render());
      const result = spawnSync('/usr/bin/pdftoppm', [
        '-png',
        '-r',
        '50',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        file,
        file,
      ]);
      expect(result.error).toBeUndefined();
      expect(result.status).toBe(0);
      const png = readFileSync(`${file}.png`);
      expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      // 8.5 × 11 in at 50 dpi: the IHDR chunk gives 425 × 550 pixels.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([425, 550]);
      expect(png.length).toBeGreaterThan(2000);
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// HTML

type ElementLike = {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelectorAll(selectors: string): ArrayLike<ElementLike> & Iterable<ElementLike>;
};
type DocumentLike = ElementLike & {
  title: string;
  documentElement: ElementLike;
  body: ElementLike;
  querySelector(selectors: string): ElementLike | null;
};
type AxeResults = { violations: { id: string; nodes: { html: string }[] }[] };
type WindowLike = {
  document: DocumentLike;
  eval(source: string): unknown;
  axe?: { run(context: DocumentLike, options: object): Promise<AxeResults> };
  close(): void;
};

const require = createRequire(import.meta.url);
// jsdom and axe-core are installed for the web tests; their typings need the DOM library, so they are typed here.
const { JSDOM } = require('jsdom') as {
  JSDOM: new (html: string, options?: { runScripts?: 'outside-only' }) => { window: WindowLike };
};
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const voidElements = new Set(['meta', 'br', 'hr', 'img', 'input', 'link', 'col', 'wbr', 'area', 'base', 'source']);

/**
 * Stricter than an HTML parser: every element other than a void one is closed, in order; outside tags there is no
 * '<' or '>', and every '&' starts one of the five entities the renderer writes. Returns the problems found.
 */
function wellFormedProblems(html: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const body = html.replace(/^<!DOCTYPE html>\n/, '');
  const tag = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z-]+(?:="[^"<>]*")?)*)\s*>/g;
  let last = 0;
  const checkText = (text: string) => {
    if (/[<>]/.test(text)) problems.push(`raw < or > in text: ${text.slice(0, 60)}`);
    for (const amp of text.matchAll(/&[^;\s]*;?/g)) {
      if (!/^&(amp|lt|gt|quot|#39);$/.test(amp[0])) problems.push(`bare &: ${amp[0]}`);
    }
  };
  for (const m of body.matchAll(tag)) {
    checkText(body.slice(last, m.index));
    last = m.index + m[0].length;
    const [, closing, name = ''] = m;
    checkText((m[3] ?? '').replace(/[a-z-]+="?|"/g, ''));
    if (voidElements.has(name)) {
      if (closing) problems.push(`closed void element ${name}`);
    } else if (!closing) {
      stack.push(name);
    } else if (stack.pop() !== name) {
      problems.push(`unbalanced </${name}>`);
    }
  }
  checkText(body.slice(last));
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(', ')}`);
  return problems;
}

describe('statement HTML', () => {
  const hostile = 'Acme <script>alert("x")</script> & Sons';
  const html = renderStatementHtml(
    statement(5, {
      customer: { code: 'AC&ME', name: hostile, address: "1 <b>Bold</b> St\nO'Hare & Co" },
      periodName: 'Last 3 Months <i>',
      forwarder: { ...forwarder, name: 'Fwd "Quoted" <Ltd>' },
    }),
    english,
  );

  it('is a complete, self-contained document in English', () => {
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<style>');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    for (const external of [/<script/i, /<link/i, /<img/i, /\ssrc=/i, /\shref=/i, /url\(/i, /@import/i]) {
      expect(html).not.toMatch(external);
    }
  });

  it('escapes every value from the data', () => {
    expect(html).toContain('Acme &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons');
    expect(html).toContain('1 &lt;b&gt;Bold&lt;/b&gt; St<br>O&#39;Hare &amp; Co');
    expect(html).toContain('AC&amp;ME');
    expect(html).toContain('Last 3 Months &lt;i&gt;');
    expect(html).toContain('Fwd &quot;Quoted&quot; &lt;Ltd&gt;');
    expect(wellFormedProblems(html)).toEqual([]);
  });

  it('parses to the expected tables with captions and scoped headings, the hostile name as plain text', () => {
    const { window } = new JSDOM(html);
    const { document } = window;
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.querySelectorAll('b, i')).toHaveLength(0);
    expect(document.title).toContain(hostile);
    expect(document.body.textContent).toContain(hostile);
    const tables = [...document.querySelectorAll('table')];
    expect(tables).toHaveLength(2);
    for (const table of tables) {
      expect(table.querySelectorAll('caption')).toHaveLength(1);
      const headings = [...table.querySelectorAll('th')];
      expect(headings.length).toBeGreaterThan(0);
      for (const th of headings) expect(['col', 'row']).toContain(th.getAttribute('scope'));
    }
    const [activity, aging] = tables;
    expect(activity?.querySelectorAll('tbody tr')).toHaveLength(5 + 1);
    expect(aging?.textContent).toContain('Over 90 days');
    expect(aging?.textContent).toContain('$50.00');
    window.close();
  });

  it('passes axe (colour contrast needs a layout engine and is left to the browser)', async () => {
    const { window } = new JSDOM(html, { runScripts: 'outside-only' });
    window.eval(axeSource);
    const results = await window.axe?.run(window.document, { rules: { 'color-contrast': { enabled: false } } });
    expect(results?.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    window.close();
  });

  it('an empty period has a row saying so; the output is deterministic', () => {
    const empty = renderStatementHtml(statement(0), english);
    expect(empty).toContain('<td colspan="7">No activity in this period.</td>');
    expect(wellFormedProblems(empty)).toEqual([]);
    expect(renderStatementHtml(statement(3), english)).toBe(renderStatementHtml(statement(3), english));
  });
});
