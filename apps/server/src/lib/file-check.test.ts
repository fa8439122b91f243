import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { checkUpload, maxUploadBytes, safeFileName, sniffFileKind, type AllowedKind } from './file-check';

// ---------------------------------------------------------------------------------------------------------
// Real minimal files, built byte by byte

const text = (value: string) => new Uint8Array(Buffer.from(value, 'utf8'));
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

const pdf = text(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    'xref',
    '0 4',
    '0000000000 65535 f ',
    '0000000009 00000 n ',
    '0000000058 00000 n ',
    '0000000115 00000 n ',
    'trailer << /Size 4 /Root 1 0 R >>',
    'startxref',
    '186',
    '%%EOF',
    '',
  ].join('\n'),
);

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = concat(text(type), data);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return concat(length, body, crc);
}

/** A 1×1 grey PNG: signature, IHDR, IDAT, IEND. */
const png = concat(
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pngChunk('IHDR', new Uint8Array([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0])),
  pngChunk('IDAT', new Uint8Array(deflateSync(Buffer.from([0, 0x80])))),
  pngChunk('IEND', new Uint8Array()),
);

const jpeg = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);
const gif = new Uint8Array(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));
/** Little-endian TIFF header pointing at an IFD with no entries. */
const tiffLittle = new Uint8Array([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
const tiffBig = new Uint8Array([0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);

/** A stored (uncompressed) ZIP archive with a proper central directory and EOCD record. */
function buildZip(entries: Record<string, string>, options: { comment?: string } = {}): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const comment = Buffer.from(options.comment ?? '', 'utf8');
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(Object.keys(entries).length, 8);
  eocd.writeUInt16LE(Object.keys(entries).length, 10);
  eocd.writeUInt32LE(directory.length, 12);
  eocd.writeUInt32LE(offset, 16);
  eocd.writeUInt16LE(comment.length, 20);
  return new Uint8Array(Buffer.concat([...locals, directory, eocd, comment]));
}

const contentTypesXml = '<?xml version="1.0" encoding="UTF-8"?><Types/>';
const docx = buildZip({
  '[Content_Types].xml': contentTypesXml,
  '_rels/.rels': '<Relationships/>',
  'word/document.xml': '<w:document/>',
});
const xlsx = buildZip({
  '[Content_Types].xml': contentTypesXml,
  '_rels/.rels': '<Relationships/>',
  'xl/workbook.xml': '<workbook/>',
  'xl/worksheets/sheet1.xml': '<worksheet/>',
});
const pptx = buildZip({
  '[Content_Types].xml': contentTypesXml,
  '_rels/.rels': '<Relationships/>',
  'ppt/presentation.xml': '<p:presentation/>',
});

type OleEntry = { name: string; type: 1 | 2; children?: OleEntry[] };
type OleLayout = {
  /** 3: 512-byte sectors; 4: 4096-byte sectors. */
  version?: 3 | 4;
  /** FAT sectors; more than 109 puts the rest in DIFAT sectors. */
  fatSectors?: number;
  /** The sector id where the directory starts (after the FAT and DIFAT sectors unless told). */
  directoryAt?: number;
};

/**
 * An OLE compound file as MS-CFB lays it out: the header, the FAT sectors (ids 0…), the DIFAT sectors,
 * then the directory in as many sectors as it needs, chained through the FAT. Siblings are linked through
 * their right pointers; a storage's first child through its child pointer. Streams are empty.
 */
function buildOle(rootChildren: OleEntry[], layout: OleLayout = {}): Uint8Array {
  const free = 0xffffffff;
  const endOfChain = 0xfffffffe;
  const flat: { name: string; type: number; left: number; right: number; child: number }[] = [
    { name: 'Root Entry', type: 5, left: free, right: free, child: free },
  ];
  const add = (siblings: OleEntry[]): number => {
    const ids = siblings.map((entry) => {
      flat.push({ name: entry.name, type: entry.type, left: free, right: free, child: free });
      return flat.length - 1;
    });
    siblings.forEach((entry, index) => {
      const row = flat[ids[index] ?? -1];
      if (!row) return;
      row.right = ids[index + 1] ?? free;
      if (entry.children) row.child = add(entry.children);
    });
    return ids[0] ?? free;
  };
  const root = flat[0];
  if (root) root.child = add(rootChildren);

  const version = layout.version ?? 3;
  const sectorSize = version === 3 ? 512 : 4096;
  const perSector = sectorSize / 4;
  const fatCount = layout.fatSectors ?? 1;
  const difatCount = fatCount > 109 ? Math.ceil((fatCount - 109) / (perSector - 1)) : 0;
  const directoryAt = layout.directoryAt ?? fatCount + difatCount;
  const directoryCount = Math.ceil(flat.length / (sectorSize / 128));
  const sectorCount = directoryAt + directoryCount;
  const file = Buffer.alloc((sectorCount + 1) * sectorSize);
  const sector = (id: number) => (id + 1) * sectorSize;

  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 24); // minor version
  file.writeUInt16LE(version, 26);
  file.writeUInt16LE(0xfffe, 28); // byte order
  file.writeUInt16LE(version === 3 ? 9 : 12, 30); // sector shift
  file.writeUInt16LE(6, 32); // mini sector shift
  file.writeUInt32LE(version === 3 ? 0 : directoryCount, 40);
  file.writeUInt32LE(fatCount, 44);
  file.writeUInt32LE(directoryAt, 48);
  file.writeUInt32LE(4096, 56); // mini stream cutoff
  file.writeUInt32LE(endOfChain, 60); // no mini FAT
  file.writeUInt32LE(difatCount > 0 ? fatCount : endOfChain, 68);
  file.writeUInt32LE(difatCount, 72);
  for (let index = 0; index < 109; index += 1) file.writeUInt32LE(index < fatCount ? index : free, 76 + index * 4);
  for (let index = 0; index < difatCount; index += 1) {
    const at = sector(fatCount + index);
    for (let slot = 0; slot < perSector - 1; slot += 1) {
      const fatId = 109 + index * (perSector - 1) + slot;
      file.writeUInt32LE(fatId < fatCount ? fatId : free, at + slot * 4);
    }
    file.writeUInt32LE(index + 1 < difatCount ? fatCount + index + 1 : endOfChain, at + sectorSize - 4);
  }

  // The FAT: every entry free except the FAT (FATSECT), DIFAT (DIFSECT) and directory chain.
  const fatEntry = (id: number, value: number) => {
    const fatSector = Math.floor(id / perSector);
    file.writeUInt32LE(value, sector(fatSector) + (id % perSector) * 4);
  };
  for (let id = 0; id < fatCount * perSector; id += 1) fatEntry(id, free);
  for (let id = 0; id < fatCount; id += 1) fatEntry(id, 0xfffffffd);
  for (let id = fatCount; id < fatCount + difatCount; id += 1) fatEntry(id, 0xfffffffc);
  for (let index = 0; index < directoryCount; index += 1) {
    fatEntry(directoryAt + index, index + 1 < directoryCount ? directoryAt + index + 1 : endOfChain);
  }

  const directory = sector(directoryAt);
  for (let index = 0; index < directoryCount * (sectorSize / 128); index += 1) {
    const at = directory + index * 128;
    const entry = flat[index];
    file.writeUInt32LE(entry?.left ?? free, at + 68);
    file.writeUInt32LE(entry?.right ?? free, at + 72);
    file.writeUInt32LE(entry?.child ?? free, at + 76);
    if (!entry) continue;
    const name = Buffer.from(`${entry.name}\u0000`, 'utf16le');
    name.copy(file, at);
    file.writeUInt16LE(name.length, at + 64);
    file.writeUInt8(entry.type, at + 66);
    file.writeUInt8(1, at + 67); // black
    file.writeUInt32LE(endOfChain, at + 116); // empty stream: no start sector
  }
  return new Uint8Array(file);
}

const stream = (name: string): OleEntry => ({ name, type: 2 });
const summaryStreams = [stream('\u0005SummaryInformation'), stream('\u0005DocumentSummaryInformation')];
const doc = buildOle([stream('1Table'), stream('WordDocument'), ...summaryStreams, stream('\u0001CompObj')]);
const xls = buildOle([stream('Workbook'), ...summaryStreams]);
const xlsBiff5 = buildOle([stream('Book')]);
const docVersion4 = buildOle([stream('WordDocument'), ...summaryStreams], { version: 4 });
/** 110 FAT sectors (one listed in a DIFAT sector) and the directory at sector 13,952, read through that one. */
const bigXls = buildOle([stream('Workbook'), ...summaryStreams], { fatSectors: 110, directoryAt: 109 * 128 });

const csv = text('Reference,Pieces,Weight\nPO-1001,3,12.5\n');
const txt = text('Shipper: ACME Ltd\nPlease handle with care.\n');

// ---------------------------------------------------------------------------------------------------------

function caught(action: () => unknown): AppError {
  try {
    action();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

function expectRefused(action: () => unknown, code: AppError['code'], status: number) {
  const error = caught(action);
  expect({ code: error.code, status: error.status, message: error.message }).toEqual({
    code,
    status,
    message: 'File is not valid',
  });
}

const expect415 = (fileName: string, bytes: Uint8Array, allowed?: readonly AllowedKind[]) =>
  expectRefused(() => checkUpload({ fileName, bytes, allowed }), 'UNSUPPORTED_MEDIA_TYPE', 415);

describe('checkUpload accepts each allowed kind by its content', () => {
  const cases: [string, Uint8Array, AllowedKind, string][] = [
    ['invoice.pdf', pdf, 'pdf', 'application/pdf'],
    ['label.png', png, 'png', 'image/png'],
    ['photo.jpg', jpeg, 'jpeg', 'image/jpeg'],
    ['photo.JPEG', jpeg, 'jpeg', 'image/jpeg'],
    ['photo.jfif', jpeg, 'jpeg', 'image/jpeg'],
    ['scan.gif', gif, 'gif', 'image/gif'],
    ['scan.tif', tiffLittle, 'tiff', 'image/tiff'],
    ['scan.tiff', tiffBig, 'tiff', 'image/tiff'],
    ['sli.docx', docx, 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['packing-list.xlsx', xlsx, 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['deck.pptx', pptx, 'pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['letter.doc', doc, 'doc', 'application/msword'],
    ['purchase-order.xls', xls, 'xls', 'application/vnd.ms-excel'],
    ['old-order.xls', xlsBiff5, 'xls', 'application/vnd.ms-excel'],
    ['letter-v4.doc', docVersion4, 'doc', 'application/msword'],
    ['big-order.xls', bigXls, 'xls', 'application/vnd.ms-excel'],
    ['orders.csv', csv, 'csv', 'text/csv; charset=utf-8'],
    ['notes.txt', txt, 'txt', 'text/plain; charset=utf-8'],
  ];

  it.each(cases)('%s → %s', (fileName, bytes, kind, contentType) => {
    expect(checkUpload({ fileName, bytes })).toEqual({
      kind,
      contentType,
      fileName,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  });

  it('sniffs the kind from the bytes alone (plain text answers txt; OLE by its root streams)', () => {
    expect(
      [pdf, png, jpeg, gif, tiffLittle, tiffBig, docx, xlsx, pptx, doc, xls, xlsBiff5, csv].map(sniffFileKind),
    ).toEqual(['pdf', 'png', 'jpeg', 'gif', 'tiff', 'tiff', 'docx', 'xlsx', 'pptx', 'doc', 'xls', 'xls', 'txt']);
    expect(sniffFileKind(new Uint8Array())).toBeUndefined();
  });

  it('reads a real workbook written by ExcelJS (deflated entries, data descriptors)', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Packing list').addRow(['PO-1001', 3, 12.5]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(checkUpload({ fileName: 'packing-list.xlsx', bytes }).kind).toBe('xlsx');
  });

  it('finds the central directory behind an archive comment', () => {
    const commented = buildZip(
      { '[Content_Types].xml': contentTypesXml, 'word/document.xml': '<w:document/>' },
      { comment: 'made by a scanner PK\u0005\u0006 not a record' },
    );
    expect(sniffFileKind(commented)).toBe('docx');
  });

  it('accepts a file of exactly the maximum size', () => {
    const bytes = new Uint8Array(maxUploadBytes);
    bytes.set(pdf);
    expect(maxUploadBytes).toBe(10 * 1024 * 1024);
    expect(checkUpload({ fileName: 'big.pdf', bytes }).size).toBe(maxUploadBytes);
  });
});

describe('checkUpload refuses content that is not what it claims (415 File is not valid)', () => {
  it('refuses wrong magic bytes named .pdf', () => {
    expect415('invoice.pdf', new Uint8Array([0x00, 0x01, 0x02, 0x03, 0xfe, 0xff]));
    expect415('invoice.pdf', text('%PDF'));
  });

  it('refuses HTML renamed .pdf', () => {
    expect415('invoice.pdf', text('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'));
  });

  it('refuses a PDF with an HTML prefix (HTML disguised as PDF)', () => {
    expect415('invoice.pdf', concat(text('<html><script>alert(1)</script></html>\n'), pdf));
    expect415('invoice.pdf', concat(text('   '), pdf));
  });

  it('refuses SVG under any name', () => {
    const svg = text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>');
    const svgXml = text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>');
    for (const name of ['logo.svg', 'logo.png', 'logo.txt', 'logo.csv', 'logo.pdf']) {
      expect415(name, svg);
      expect415(name, svgXml);
    }
    expect(sniffFileKind(svg)).toBeUndefined();
  });

  it('refuses a ZIP that is not an OOXML document', () => {
    const plain = buildZip({ 'readme.txt': 'hello', 'payload.exe': 'MZ' });
    expect(sniffFileKind(plain)).toBeUndefined();
    expect415('sli.docx', plain);
    expect415('sli.zip', plain);
    // Office folders without [Content_Types].xml, or two kinds at once, are not a document either.
    expect415('sli.docx', buildZip({ 'word/document.xml': '<w:document/>' }));
    expect415(
      'sli.docx',
      buildZip({ '[Content_Types].xml': contentTypesXml, 'word/document.xml': '', 'xl/workbook.xml': '' }),
    );
  });

  it('refuses a ZIP whose central directory is missing or damaged', () => {
    const truncated = docx.slice(0, docx.length - 22);
    expect415('sli.docx', truncated);
    const damaged = docx.slice();
    const eocdAt = damaged.length - 22;
    const view = new DataView(damaged.buffer);
    view.setUint32(eocdAt + 16, view.getUint32(eocdAt + 16, true) + 1, true); // directory offset off by one
    expect415('sli.docx', damaged);
  });

  it('refuses an OLE file without a Word or Excel stream, or with the other one', () => {
    const installer = buildOle([stream('\u4840\u3b3f\u43f2'), stream('\u0005SummaryInformation')]);
    expect(sniffFileKind(installer)).toBeUndefined();
    expect415('letter.doc', installer);
    expect415('letter.doc', xls);
    expect415('purchase-order.xls', doc);
    // A WordDocument stream nested in a sub-storage (an attachment) does not make the file a .doc.
    const message = buildOle([
      stream('__substg1.0_0037001F'),
      { name: '__attach_version1.0_#00000000', type: 1, children: [stream('WordDocument')] },
    ]);
    expect415('letter.doc', message);
  });

  it('refuses an OLE file whose directory chain is broken', () => {
    const broken = doc.slice();
    new DataView(broken.buffer).setUint32(48, 0x00ffffff, true); // first directory sector out of range
    expect415('letter.doc', broken);
  });

  it('refuses a name whose extension disagrees with the content (PNG named .pdf, …)', () => {
    expect415('invoice.pdf', png);
    expect415('label.png', pdf);
    expect415('sli.xlsx', docx);
    expect415('photo.jpg', gif);
    expect415('orders.csv', pdf);
    expect415('invoice', pdf);
    expect415('invoice.pdf.exe', pdf);
    expect415('invoice.exe', pdf);
  });

  it('refuses a kind that the caller does not allow', () => {
    expect415('label.png', png, ['pdf', 'docx']);
    expect(checkUpload({ fileName: 'invoice.pdf', bytes: pdf, allowed: ['pdf'] }).kind).toBe('pdf');
  });
});

describe('checkUpload on text (csv, txt)', () => {
  it('refuses NUL bytes', () => {
    expect415('orders.csv', text('a,b\n1,\u00002\n'));
    expect415('notes.txt', text('\u0000'));
  });

  it('refuses a start that looks like markup, after spaces and a BOM', () => {
    expect415('orders.csv', text('<script>alert(1)</script>,b\n'));
    expect415('orders.csv', text('\uFEFF  \n\t<SCRIPT src=x></SCRIPT>'));
    expect415('notes.txt', text('<!doctype html><p>hi'));
    expect415('notes.txt', text('<html>'));
    expect415('notes.txt', text('<?xml version="1.0"?><a/>'));
    expect415('notes.txt', text('<svg/onload=alert(1)>'));
  });

  it('refuses invalid UTF-8 and UTF-16', () => {
    expect415('orders.csv', new Uint8Array([0x61, 0x2c, 0xc3, 0x28, 0x0a]));
    expect415('orders.csv', new Uint8Array(Buffer.from('\uFEFFa,b\n', 'utf16le')));
  });

  it('accepts UTF-8 with a BOM, non-ASCII text and a later "<" in a value', () => {
    expect(checkUpload({ fileName: 'orders.csv', bytes: text('\uFEFFname,city\nMüller,Zürich\n') }).kind).toBe('csv');
    expect(checkUpload({ fileName: 'notes.txt', bytes: text('weight < 10 kg, see <script> note') }).kind).toBe('txt');
  });
});

describe('checkUpload on size', () => {
  it('refuses an empty file with 400', () => {
    expectRefused(() => checkUpload({ fileName: 'invoice.pdf', bytes: new Uint8Array() }), 'VALIDATION_FAILED', 400);
  });

  it('refuses more than 10 MiB with 413', () => {
    const bytes = new Uint8Array(maxUploadBytes + 1);
    bytes.set(pdf);
    expectRefused(() => checkUpload({ fileName: 'invoice.pdf', bytes }), 'PAYLOAD_TOO_LARGE', 413);
  });
});

describe('safeFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\win.ini', 'win.ini'],
    ['/abs/path/x.pdf', 'x.pdf'],
    ['C:\\x\\y.pdf', 'y.pdf'],
    ['C:y.pdf', 'y.pdf'],
    ['invoice.pdf\u0000.exe', 'invoice.pdf.exe'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['\u2066invoice\u2069\u200F.pdf', 'invoice.pdf'],
    ['...hidden.pdf', 'hidden.pdf'],
    ['  .env  ', 'env'],
    ['invoice..pdf', 'invoice.pdf'],
    ['in\tvoice\r\n.pdf', 'invoice.pdf'],
    ['a<b>c:d"e|f?g*h.pdf', 'a_b_c_d_e_f_g_h.pdf'],
    ['report\uFF0F..\uFF0Fx.pdf', 'x.pdf'],
    ['invoice.pdf.  ', 'invoice.pdf'],
    ['Facture n° 12 – été.pdf', 'Facture n° 12 – été.pdf'],
  ])('%j → %j', (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });

  it('keeps the extension when shortening to 150 characters', () => {
    const long = `${'a'.repeat(300)}.pdf`;
    const safe = safeFileName(long);
    expect(safe).toHaveLength(150);
    expect(safe.endsWith('.pdf')).toBe(true);
    const emoji = safeFileName(`${'😀'.repeat(200)}.xlsx`);
    expect(Array.from(emoji)).toHaveLength(150);
    expect(emoji.endsWith('😀.xlsx')).toBe(true);
  });

  it.each(['', '   ', '..', '../..', '/', 'C:\\', '\u202E\u0000', '...', 'dir/'])(
    '%j sanitizes to nothing → 400',
    (input) => {
      expectRefused(() => safeFileName(input), 'VALIDATION_FAILED', 400);
      expectRefused(() => checkUpload({ fileName: input, bytes: pdf }), 'VALIDATION_FAILED', 400);
    },
  );

  it('checks the real last extension of a traversal or bidi name', () => {
    expect415('invoice\u202Efdp.exe', pdf);
    expect415('../../etc/passwd', txt);
    expect(checkUpload({ fileName: 'C:\\x\\y.pdf', bytes: pdf }).fileName).toBe('y.pdf');
    expect(checkUpload({ fileName: '../../../invoice.pdf', bytes: pdf }).fileName).toBe('invoice.pdf');
  });
});

describe('sha256', () => {
  it('is the SHA-256 of the bytes in hex', () => {
    expect(checkUpload({ fileName: 'abc.txt', bytes: text('abc') }).sha256).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('checkUpload on hostile containers (decision 019: why these parsers stay hand-written)', () => {
  it('refuses an OLE file whose directory chain or storage tree loops, without hanging', () => {
    const chainLoop = doc.slice();
    new DataView(chainLoop.buffer).setUint32(512 + 1 * 4, 1, true); // the directory sector's FAT entry → itself
    expect415('letter.doc', chainLoop);
    const treeLoop = doc.slice();
    new DataView(treeLoop.buffer).setUint32(1024 + 128 + 72, 1, true); // the first stream is its own right sibling
    expect415('letter.doc', treeLoop);
  });

  it('refuses a ZIP with more entries than a document holds, without reading them', () => {
    const entries: Record<string, string> = { '[Content_Types].xml': contentTypesXml };
    for (let index = 0; index < 65_000; index += 1) entries[`word/${index.toString(36)}`] = '';
    const bytes = buildZip(entries);
    const started = performance.now();
    expect415('sli.docx', bytes);
    expect(performance.now() - started).toBeLessThan(1_000); // adm-zip 0.6.1 took 15–21 s on this archive
  });
});
