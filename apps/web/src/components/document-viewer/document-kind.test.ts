import { describe, expect, it } from 'vitest';
import { detectDocumentKind, fileExtension, looksLikePdf, sniffImageType } from './document-kind';

describe('detectDocumentKind (spec 2 §2)', () => {
  it.each([
    ['photo.jpg', 'image'],
    ['photo.JPEG', 'image'],
    ['scan.jfif', 'image'],
    ['scan.pjpeg', 'image'],
    ['scan.pjp', 'image'],
    ['logo.png', 'image'],
    ['logo.svg', 'image'],
    ['invoice.pdf', 'pdf'],
    ['letter.docx', 'docx'],
    ['rates.xlsx', 'xlsx'],
    ['deck.pptx', 'pptx'],
    ['old.doc', 'legacy-office'],
    ['old.xls', 'legacy-office'],
    ['old.ppt', 'legacy-office'],
    ['notes.txt', 'unsupported'],
    ['page.html', 'unsupported'],
  ])('%s is %s', (fileName, kind) => {
    expect(detectDocumentKind(fileName)).toBe(kind);
  });

  it('falls back to the content type when the name has no known extension', () => {
    expect(detectDocumentKind('download', 'application/pdf; charset=binary')).toBe('pdf');
    expect(detectDocumentKind('download', 'application/vnd.ms-excel')).toBe('legacy-office');
    expect(detectDocumentKind('download', 'text/html')).toBe('unsupported');
  });

  it('reads the extension of a name or URL path', () => {
    expect(fileExtension('/files/a.b/Invoice.PDF?x=1#p')).toBe('pdf');
    expect(fileExtension('README')).toBe('');
  });
});

describe('sniffing the bytes', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const text = (value: string) => new TextEncoder().encode(value);

  it('knows PNG, JPEG and SVG by their content', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'image/svg+xml',
    );
    expect(sniffImageType(text('<html><body>not an image</body></html>'))).toBeUndefined();
  });

  it('knows a PDF by its header', () => {
    expect(looksLikePdf(text('%PDF-1.7\n...'))).toBe(true);
    expect(looksLikePdf(text('<html>'))).toBe(false);
  });
});
