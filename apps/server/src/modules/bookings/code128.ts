/** Code 128 subset B barcodes (ISO/IEC 15417): encoding with its check symbol, and drawing with pdfkit. */
/**
 * Bar and space widths (in modules, starting with a bar) of Code 128 symbol values 0-106: 0-102 data and
 * function characters, 103-105 start A/B/C, 106 the stop pattern (7 elements, 13 modules).
 */
// prettier-ignore
const code128Patterns = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213', // 0
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132', // 10
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211', // 20
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313', // 30
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331', // 40
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111', // 50
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214', // 60
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111', // 70
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141', // 80
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141', // 90
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112', // 100
] as const;

export const code128StartB = 104;
export const code128Stop = 106;

/** Code 128 element widths of a symbol value (0-106). */
export function code128Pattern(value: number): string {
  const pattern = code128Patterns[value];
  if (pattern === undefined) throw new RangeError(`Code 128 has no symbol ${value}`);
  return pattern;
}

/** The check symbol: (start + Σ value × position) mod 103, positions counted from 1 after the start symbol. */
export function code128Checksum(start: number, values: readonly number[]): number {
  return values.reduce((sum, value, i) => sum + value * (i + 1), start) % 103;
}

/**
 * Code 128 subset B of printable ASCII (space to DEL): the symbol values (start B, data, check, stop) and the
 * widths of its bars and spaces in modules, alternating from a bar, without quiet zones.
 */
export function encodeCode128B(text: string): { values: number[]; widths: number[] } {
  const data = [...text].map((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 32 || code > 127) throw new RangeError(`Code 128 subset B cannot encode ${JSON.stringify(ch)}`);
    return code - 32;
  });
  const values = [code128StartB, ...data, code128Checksum(code128StartB, data), code128Stop];
  const widths = values.flatMap((value) => [...code128Pattern(value)].map(Number));
  return { values, widths };
}

/** Draws a Code 128 B barcode centred in `width` with 10-module quiet zones; the module is at most 1.5 pt. */
export function barcode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, height: number) {
  const { widths } = encodeCode128B(text);
  const modules = widths.reduce((sum, w) => sum + w, 0);
  const quiet = 10;
  const module = Math.min(1.5, width / (modules + 2 * quiet));
  let bx = x + (width - modules * module) / 2;
  widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(bx, y, w * module, height);
    bx += w * module;
  });
  doc.fillColor('#000000').fill();
}
