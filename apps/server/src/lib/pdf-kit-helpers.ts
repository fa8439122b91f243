/**
 * Drawing helpers shared by the server-rendered PDFs (shipment and booking documents): pdfkit with its built-in
 * Helvetica fonts only, so no font files are embedded.
 */

/** Ends the document and resolves with its bytes. */
export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** A small upper-case grey label with its value underneath; an empty value prints as a dash. */
export function field(doc: PDFKit.PDFDocument, label: string, value: string, x: number, y: number, width: number) {
  doc.font('Helvetica-Bold').fontSize(7).fillColor('#444444').text(label.toUpperCase(), x, y, { width });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#000000')
    .text(value || '—', x, y + 10, { width });
}

/** A framed party (name over address) of `width` × `height` points, 255 × 70 unless told. */
export function party(
  doc: PDFKit.PDFDocument,
  label: string,
  p: { name: string; address: string },
  x: number,
  y: number,
  size: { width: number; height: number } = { width: 255, height: 70 },
) {
  doc.rect(x, y, size.width, size.height).strokeColor('#999999').stroke();
  field(doc, label, `${p.name}\n${p.address}`, x + 6, y + 5, size.width - 12);
}

/** The characters beyond Latin-1 that the standard fonts' WinAnsiEncoding has (in its 0x80-0x9F range). */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the built-in fonts can print: WinAnsiEncoding, plus newlines. Tabs become spaces, CRLF and CR become LF;
 * any other character (a control character, CJK, an emoji, a letter outside Latin-1) becomes '?'.
 */
export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    const code = ch.codePointAt(0) ?? 0;
    const printable = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(ch);
    out += printable || ch === '\n' ? ch : '?';
  }
  return out;
}
