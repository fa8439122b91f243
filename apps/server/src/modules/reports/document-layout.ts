/**
 * One layout, two renderings (decision 053): a shipping document is described once as rows of framed boxes
 * (label over value, widths in twelfths of the page) and tables, and this module draws that description as the
 * report service's HTML page and as a PDF (pdfkit, built-in Helvetica, A4). The viewer's print and the download
 * therefore show the same boxes in the same order with the same values.
 */
import PDFDocument from 'pdfkit';
import { escapeHtml, htmlLines } from '../../lib/html-text';
import { collect, winAnsi } from '../../lib/pdf-kit-helpers';

export type LayoutBox = {
  label: string;
  value: string;
  /** Width in twelfths of the content width (the boxes of a row add up to 12). */
  span: number;
  /** Large, bold value (the air waybill and bill of lading numbers). */
  emphasis?: boolean;
  align?: 'left' | 'right';
};
export type LayoutColumn = { label: string; span: number; align?: 'left' | 'right' };
export type LayoutBlock =
  | { kind: 'boxes'; boxes: LayoutBox[] }
  | { kind: 'table'; caption: string; columns: LayoutColumn[]; rows: string[][]; footer?: string[] }
  | { kind: 'note'; text: string };

export type DocumentLayout = {
  /** The document's title (Air Waybill, Bill of Lading, Export Invoice …). */
  title: string;
  /** The title in the PDF's file name when the heading does not fit one (the bilingual air waybill's has a '/'). */
  fileTitle?: string;
  /** The HTML page's language: the reader's language subtag (`en`, `es`, `pt`; decision 102); `en` when not given. */
  lang?: string;
  /** The document's number beside the title. */
  number: string;
  /** Who issues it (the forwarder's name). */
  issuer: string;
  /** The line under the title (e.g. "Not negotiable"). */
  subtitle: string;
  /** The date the PDF carries as its creation date (from the data: same data, same bytes). */
  issuedOn: string;
  blocks: LayoutBlock[];
};

const css = `
*{box-sizing:border-box}
body{margin:0;background:#ffffff;color:#1a1a1a;font:13px/1.4 Helvetica,Arial,sans-serif}
main{max-width:960px;margin:0 auto;padding:24px}
header{display:flex;justify-content:space-between;align-items:flex-end;gap:16px;border-bottom:2px solid #1a1a1a;padding-bottom:8px;margin-bottom:8px}
h1{margin:0;font-size:22px}
.subtitle{margin:2px 0 0;color:#444444;font-size:12px}
.number{font-size:18px;font-weight:bold;text-align:right;margin:0}
.issuer{margin:0;text-align:right;color:#444444}
.row{display:grid;grid-template-columns:repeat(12,1fr);border-left:1px solid #666666;border-top:1px solid #666666}
.row:last-of-type{border-bottom:1px solid #666666}
.box{border-right:1px solid #666666;border-bottom:1px solid #666666;padding:4px 6px;min-height:40px}
.box dt{font-size:10px;text-transform:uppercase;color:#444444;font-weight:bold;overflow-wrap:normal;word-break:normal;hyphens:manual}
.box dd{margin:2px 0 0;white-space:normal}
.box.em dd{font-size:16px;font-weight:bold}
.box.right dd{text-align:right}
table{width:100%;border-collapse:collapse;margin:12px 0;table-layout:auto}
caption{text-align:left;font-weight:bold;padding:4px 0}
th,td{border:1px solid #666666;padding:4px 6px;vertical-align:top;text-align:left}
thead th{font-size:10px;text-transform:uppercase;color:#444444;overflow-wrap:normal;word-break:normal;hyphens:manual}
td{overflow-wrap:anywhere}
.num{text-align:right;white-space:nowrap}
tfoot td,tfoot th{font-weight:bold}
.note{color:#444444;font-size:11px;margin:12px 0}
@media print{main{padding:0}}
`
  .trim()
  .replace(/\n/g, '');

/** The layout as one complete HTML page in its reader's `lang`, inline CSS, no scripts or outside resources, every value escaped. */
export function renderLayoutHtml(layout: DocumentLayout): string {
  const e = escapeHtml;
  const blocks = layout.blocks.map((block) => {
    if (block.kind === 'note') return `<p class="note">${htmlLines(block.text)}</p>`;
    if (block.kind === 'boxes')
      return (
        `<dl class="row">` +
        block.boxes
          .map(
            (b) =>
              `<div class="box${b.emphasis ? ' em' : ''}${b.align === 'right' ? ' right' : ''}" style="grid-column:span ${b.span}">` +
              `<dt>${e(b.label)}</dt><dd>${b.value ? htmlLines(b.value) : '—'}</dd></div>`,
          )
          .join('') +
        `</dl>`
      );
    const cls = (c: LayoutColumn | undefined) => (c?.align === 'right' ? ' class="num"' : '');
    const widths = block.columns.map((c) => `<col style="width:${((c.span / 12) * 100).toFixed(2)}%">`).join('');
    const head = block.columns.map((c) => `<th scope="col"${cls(c)}>${e(c.label)}</th>`).join('');
    const body = block.rows
      .map((r) => `<tr>${r.map((v, i) => `<td${cls(block.columns[i])}>${htmlLines(v)}</td>`).join('')}</tr>`)
      .join('');
    const foot = block.footer
      ? `<tfoot><tr>${block.footer.map((v, i) => `<td${cls(block.columns[i])}>${e(v)}</td>`).join('')}</tr></tfoot>`
      : '';
    return `<table><caption>${e(block.caption)}</caption><colgroup>${widths}</colgroup><thead><tr>${head}</tr></thead><tbody>${body}</tbody>${foot}</table>`;
  });
  return (
    `<!doctype html><html lang="${e(layout.lang ?? 'en')}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${e(`${layout.title} ${layout.number}`)}</title><style>${css}</style></head><body><main>` +
    `<header><div><h1>${e(layout.title)}</h1><p class="subtitle">${e(layout.subtitle)}</p></div>` +
    `<div><p class="number">${e(layout.number)}</p><p class="issuer">${e(layout.issuer)}</p></div></header>` +
    blocks.join('') +
    `</main></body></html>`
  );
}

const page = { left: 36, top: 36, width: 523, bottom: 806 };

/** Type sizes: a caption's and a value's, and the smallest each may shrink to so that its longest word fits its cell. */
const caption = { font: 'Helvetica-Bold', size: 6.5, smallest: 4.5 };
const value = { font: 'Helvetica', size: 8.5, smallest: 6.5 };

/**
 * The size a text is drawn at in a cell `width` wide: its type's size, or smaller (by quarter points, down to the
 * type's smallest) until its longest word fits, so that pdfkit wraps it at spaces only and never inside a word (the
 * narrow boxes and columns of the bilingual air waybill: `CÓDIGO DE ENCARGOS / CHGS CODE`, `AS AGREED`; decision 107).
 */
function fittedSize(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  type: { font: string; size: number; smallest: number },
): number {
  doc.font(type.font);
  const words = text.split(/\s+/).filter(Boolean);
  for (let size = type.size; size > type.smallest; size -= 0.25) {
    doc.fontSize(size);
    // pdfkit measures a word with the space after it when it decides whether to break it.
    if (words.every((word) => doc.widthOfString(`${word} `) <= width)) return size;
  }
  return type.smallest;
}

/** The same layout as an A4 PDF: the boxes as framed cells, the tables with their headings repeated on new pages. */
export async function renderLayoutPdf(layout: DocumentLayout): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.left,
    info: {
      Title: winAnsi(`${layout.title} ${layout.number}`),
      Author: winAnsi(layout.issuer),
      CreationDate: new Date(`${layout.issuedOn.slice(0, 10)}T00:00:00Z`),
    },
  });
  const t = (s: string) => winAnsi(s);
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(t(layout.title), page.left, page.top);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#444444')
    .text(t(layout.subtitle), page.left, page.top + 22);
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor('#000000')
    .text(t(layout.number), page.left, page.top, { width: page.width, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#444444')
    .text(t(layout.issuer), page.left, page.top + 18, { width: page.width, align: 'right' });
  let y = page.top + 40;
  doc
    .moveTo(page.left, y - 4)
    .lineTo(page.left + page.width, y - 4)
    .lineWidth(1.5)
    .strokeColor('#000000')
    .stroke();
  doc.lineWidth(0.6);
  const ensure = (height: number) => {
    if (y + height > page.bottom) {
      doc.addPage();
      y = page.top;
    }
  };
  const unit = page.width / 12;

  for (const block of layout.blocks) {
    if (block.kind === 'note') {
      doc.font('Helvetica').fontSize(7);
      const h = doc.heightOfString(t(block.text), { width: page.width });
      ensure(h + 8);
      doc.fillColor('#444444').text(t(block.text), page.left, y + 4, { width: page.width });
      y += h + 10;
      continue;
    }
    if (block.kind === 'boxes') {
      // A caption longer than one line (the bilingual air waybill's) pushes its value down by the extra lines.
      const labels = block.boxes.map((b) => t(b.label.toUpperCase()));
      const sizes = block.boxes.map((b, i) => fittedSize(doc, labels[i] ?? '', b.span * unit - 8, caption));
      // A value's words are kept whole too (emphasised values are numbers and keep their size).
      const valueSizes = block.boxes.map((b) =>
        b.emphasis ? 12 : fittedSize(doc, t(b.value || '—'), b.span * unit - 8, value),
      );
      const below = block.boxes.map((b, i) => {
        doc.font('Helvetica-Bold').fontSize(sizes[i] ?? caption.size);
        const oneLine = doc.heightOfString('X', { width: page.width });
        return Math.max(0, doc.heightOfString(labels[i] ?? '', { width: b.span * unit - 8 }) - oneLine);
      });
      const heights = block.boxes.map((b, i) => {
        doc.font(b.emphasis ? 'Helvetica-Bold' : 'Helvetica').fontSize(valueSizes[i] ?? value.size);
        return doc.heightOfString(t(b.value || '—'), { width: b.span * unit - 8 }) + 18 + (below[i] ?? 0);
      });
      const h = Math.max(30, ...heights);
      ensure(h);
      let x = page.left;
      for (const [i, b] of block.boxes.entries()) {
        const w = b.span * unit;
        doc.rect(x, y, w, h).strokeColor('#666666').stroke();
        doc
          .font('Helvetica-Bold')
          .fontSize(sizes[i] ?? caption.size)
          .fillColor('#444444')
          .text(labels[i] ?? '', x + 4, y + 3, { width: w - 8 });
        doc
          .font(b.emphasis ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(valueSizes[i] ?? value.size)
          .fillColor('#000000')
          .text(t(b.value || '—'), x + 4, y + 13 + (below[i] ?? 0), { width: w - 8, align: b.align ?? 'left' });
        x += w;
      }
      y += h;
      continue;
    }
    // table
    // Every cell's size is fitted to its column so that no word of it is broken.
    const widthOf = (i: number) => (block.columns[i]?.span ?? 1) * unit - 8;
    const sizeOf = (v: string, bold: boolean, heading: boolean, i: number) =>
      heading
        ? fittedSize(doc, t(v.toUpperCase()), widthOf(i), caption)
        : fittedSize(doc, t(v), widthOf(i), bold ? { ...value, font: 'Helvetica-Bold' } : value);
    const drawRow = (cells: string[], bold: boolean, heading: boolean) => {
      const h =
        Math.max(
          ...cells.map((v, i) => {
            doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(sizeOf(v, bold, heading, i));
            return doc.heightOfString(t(heading ? v.toUpperCase() : v), {
              width: (block.columns[i]?.span ?? 1) * unit - 8,
            });
          }),
        ) + 8;
      return h;
    };
    const paint = (cells: string[], bold: boolean, heading: boolean, h: number) => {
      let x = page.left;
      cells.forEach((v, i) => {
        const c = block.columns[i];
        const w = (c?.span ?? 1) * unit;
        doc.rect(x, y, w, h).strokeColor('#666666').stroke();
        doc
          .font(bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(sizeOf(v, bold, heading, i))
          .fillColor(heading ? '#444444' : '#000000')
          .text(t(heading ? v.toUpperCase() : v), x + 4, y + 4, { width: w - 8, align: c?.align ?? 'left' });
        x += w;
      });
      y += h;
    };
    const headings = block.columns.map((c) => c.label);
    const headingHeight = drawRow(headings, true, true);
    ensure(headingHeight + 30);
    y += 8;
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#000000').text(t(block.caption), page.left, y);
    y += 14;
    paint(headings, true, true, headingHeight);
    for (const row of block.rows) {
      const h = drawRow(row, false, false);
      if (y + h > page.bottom) {
        doc.addPage();
        y = page.top;
        paint(headings, true, true, headingHeight);
      }
      paint(row, false, false, h);
    }
    if (block.footer) {
      const h = drawRow(block.footer, true, false);
      ensure(h);
      paint(block.footer, true, false, h);
    }
  }
  return collect(doc);
}
