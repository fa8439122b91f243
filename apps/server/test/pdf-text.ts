import { inflateSync } from 'node:zlib';

/** Pages of a pdfkit PDF: its `/Type /Page` objects (the page tree is `/Type /Pages`). */
export function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page(?!s)/g)?.length ?? 0;
}

/** The characters WinAnsiEncoding puts at 0x80-0x9F (the rest of its 0x20-0xFF range is Latin-1). */
const winAnsiHigh: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

/**
 * The text drawn in a pdfkit PDF. pdfkit deflates content streams (compress defaults to true) and writes the
 * standard fonts' text as WinAnsi hex strings in TJ arrays, split where kerning applies:
 * `[<5245462d31> 30 <303031> 0] TJ`. Each TJ's strings are joined and decoded from WinAnsi (so '—' and '•' read
 * back as themselves); each TJ is a line of the result.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  let at = raw.indexOf('>>\nstream\n');
  while (at >= 0) {
    const dictStart = raw.lastIndexOf('<<', at);
    const dict = raw.slice(dictStart, at);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const start = at + '>>\nstream\n'.length;
    const bytes = pdf.subarray(start, start + length);
    const content = (dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      lines.push(
        hex.replace(/[0-9a-fA-F]{2}/g, (pair) => {
          const code = parseInt(pair, 16);
          return winAnsiHigh[code] ?? String.fromCharCode(code);
        }),
      );
    }
    at = raw.indexOf('>>\nstream\n', start + length);
  }
  return lines.join('\n');
}
