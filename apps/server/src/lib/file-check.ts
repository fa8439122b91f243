import { createHash } from 'node:crypto';
import { AppError } from '../errors/app-error';

/**
 * Checks uploaded booking documents (commercial invoice, packing list, shipper's letter of instruction,
 * purchase orders, other documents) by their content. The kind comes from the bytes, never from the
 * client's content type; the file name's extension must agree with it. Pure: no I/O, no Fastify.
 */

export type AllowedKind =
  'pdf' | 'png' | 'jpeg' | 'gif' | 'tiff' | 'docx' | 'xlsx' | 'pptx' | 'doc' | 'xls' | 'csv' | 'txt';

export type CheckedFile = { kind: AllowedKind; contentType: string; fileName: string; size: number; sha256: string };

/** 10 MiB. */
export const maxUploadBytes = 10 * 1024 * 1024;

const maxNameLength = 150;

const allKinds: readonly AllowedKind[] = [
  'pdf',
  'png',
  'jpeg',
  'gif',
  'tiff',
  'docx',
  'xlsx',
  'pptx',
  'doc',
  'xls',
  'csv',
  'txt',
];

const contentTypes: Record<AllowedKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  tiff: 'image/tiff',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/** The extensions (lower case, no dot) a name may carry for each kind. */
const extensionKinds: Record<string, AllowedKind> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jfif: 'jpeg',
  gif: 'gif',
  tif: 'tiff',
  tiff: 'tiff',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
  doc: 'doc',
  xls: 'xls',
  csv: 'csv',
  txt: 'txt',
};

// ---------------------------------------------------------------------------------------------------------
// Byte helpers (little endian, bounds-checked: out of range reads answer undefined)

function u16(bytes: Uint8Array, offset: number): number | undefined {
  if (offset < 0 || offset + 2 > bytes.length) return undefined;
  return (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
}

function u32(bytes: Uint8Array, offset: number): number | undefined {
  if (offset < 0 || offset + 4 > bytes.length) return undefined;
  return (
    ((bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8) | ((bytes[offset + 2] ?? 0) << 16)) +
    (bytes[offset + 3] ?? 0) * 0x1000000
  );
}

function u64(bytes: Uint8Array, offset: number): number | undefined {
  const low = u32(bytes, offset);
  const high = u32(bytes, offset + 4);
  if (low === undefined || high === undefined || high > 0x1fffff) return undefined;
  return high * 0x100000000 + low;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (offset + signature.length > bytes.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

// ---------------------------------------------------------------------------------------------------------
// ZIP (OOXML): the central directory, found through the End Of Central Directory record

const zipLocalHeader = [0x50, 0x4b, 0x03, 0x04];
const eocdSignature = 0x06054b50;
const zip64LocatorSignature = 0x07064b50;
const zip64EocdSignature = 0x06064b50;
const centralEntrySignature = 0x02014b50;
const maxZipEntries = 20_000;

type CentralDirectory = { offset: number; size: number; entries: number };

function findCentralDirectory(bytes: Uint8Array): CentralDirectory | undefined {
  // The EOCD record is 22 bytes plus a comment of at most 65,535 bytes, at the very end of the archive.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (u32(bytes, at) !== eocdSignature) continue;
    const commentLength = u16(bytes, at + 20);
    if (commentLength === undefined || at + 22 + commentLength > bytes.length) continue;
    let entries = u16(bytes, at + 10) ?? 0;
    let size = u32(bytes, at + 12) ?? 0;
    let offset = u32(bytes, at + 16) ?? 0;
    if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
      // ZIP64: the locator sits just before the EOCD record and points at the ZIP64 EOCD record.
      if (u32(bytes, at - 20) !== zip64LocatorSignature) return undefined;
      const zip64At = u64(bytes, at - 12);
      if (zip64At === undefined || u32(bytes, zip64At) !== zip64EocdSignature) return undefined;
      const zip64Entries = u64(bytes, zip64At + 32);
      const zip64Size = u64(bytes, zip64At + 40);
      const zip64Offset = u64(bytes, zip64At + 48);
      if (zip64Entries === undefined || zip64Size === undefined || zip64Offset === undefined) return undefined;
      entries = zip64Entries;
      size = zip64Size;
      offset = zip64Offset;
    }
    if (offset + size > bytes.length || entries > maxZipEntries) return undefined;
    return { offset, size, entries };
  }
  return undefined;
}

/** The entry names of a ZIP archive's central directory, or undefined when the directory is damaged. */
function readZipEntryNames(bytes: Uint8Array): string[] | undefined {
  const directory = findCentralDirectory(bytes);
  if (!directory) return undefined;
  const decoder = new TextDecoder('utf-8');
  const names: string[] = [];
  const end = directory.offset + directory.size;
  let at = directory.offset;
  for (let index = 0; index < directory.entries; index += 1) {
    if (u32(bytes, at) !== centralEntrySignature) return undefined;
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    if (nameLength === undefined || extraLength === undefined || commentLength === undefined) return undefined;
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end) return undefined;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at = next;
  }
  return names;
}

const ooxmlFolders: ReadonlyArray<readonly [string, AllowedKind]> = [
  ['word/', 'docx'],
  ['xl/', 'xlsx'],
  ['ppt/', 'pptx'],
];

/** docx, xlsx or pptx by the top folder of the parts; a plain ZIP (or an ambiguous one) answers undefined. */
function sniffOoxml(bytes: Uint8Array): AllowedKind | undefined {
  const names = readZipEntryNames(bytes);
  if (!names) return undefined;
  const normalized = names.map((name) => name.replace(/\\/g, '/').replace(/^\/+/, '').toLowerCase());
  if (!normalized.includes('[content_types].xml')) return undefined;
  const kinds = new Set<AllowedKind>();
  for (const name of normalized) {
    for (const [folder, kind] of ooxmlFolders) if (name.startsWith(folder)) kinds.add(kind);
  }
  return kinds.size === 1 ? [...kinds][0] : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// OLE compound file (doc, xls): the root storage's streams, read through the FAT and the directory chain

const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const oleEndOfChain = 0xfffffffe;
const oleNoStream = 0xffffffff;
const maxOleSectorId = 0xfffffffa;
const utf16 = new TextDecoder('utf-16le');

function sniffOle(bytes: Uint8Array): 'doc' | 'xls' | undefined {
  const names = readOleRootStreamNames(bytes);
  if (!names) return undefined;
  const isDoc = names.has('worddocument');
  const isXls = names.has('workbook') || names.has('book');
  if (isDoc === isXls) return undefined;
  return isDoc ? 'doc' : 'xls';
}

/** The (lower-cased) names of the streams directly under the root storage, or undefined when damaged. */
function readOleRootStreamNames(bytes: Uint8Array): Set<string> | undefined {
  const majorVersion = u16(bytes, 26);
  const sectorShift = u16(bytes, 30);
  if (u16(bytes, 28) !== 0xfffe) return undefined;
  if (!((majorVersion === 3 && sectorShift === 9) || (majorVersion === 4 && sectorShift === 12))) return undefined;
  const sectorSize = 1 << sectorShift;
  const idsPerSector = sectorSize / 4;
  const sectorCount = Math.floor(bytes.length / sectorSize); // the header occupies the first sector's place
  const sectorOffset = (id: number) => (id + 1) * sectorSize;
  const isSector = (id: number | undefined): id is number =>
    id !== undefined && id <= maxOleSectorId && sectorOffset(id) + sectorSize <= bytes.length;

  // The FAT's own sectors: the first 109 ids in the header, the rest in the chained DIFAT sectors.
  const fatSectorCount = u32(bytes, 44) ?? 0;
  if (fatSectorCount > sectorCount) return undefined;
  const fatSectors: number[] = [];
  for (let index = 0; index < 109 && fatSectors.length < fatSectorCount; index += 1) {
    const id = u32(bytes, 76 + index * 4);
    if (!isSector(id)) return undefined;
    fatSectors.push(id);
  }
  let difat = u32(bytes, 68);
  const seenDifat = new Set<number>();
  while (fatSectors.length < fatSectorCount) {
    if (!isSector(difat) || seenDifat.has(difat)) return undefined;
    seenDifat.add(difat);
    const base = sectorOffset(difat);
    for (let index = 0; index < idsPerSector - 1 && fatSectors.length < fatSectorCount; index += 1) {
      const id = u32(bytes, base + index * 4);
      if (!isSector(id)) return undefined;
      fatSectors.push(id);
    }
    difat = u32(bytes, base + sectorSize - 4);
  }
  const nextSector = (id: number): number | undefined => {
    const fatSector = fatSectors[Math.floor(id / idsPerSector)];
    return fatSector === undefined ? undefined : u32(bytes, sectorOffset(fatSector) + (id % idsPerSector) * 4);
  };

  // The directory: 128-byte entries in the chain that starts at the header's first directory sector.
  type Entry = { name: string; type: number; left: number; right: number; child: number };
  const entries: Entry[] = [];
  const seenDirectory = new Set<number>();
  let sector = u32(bytes, 48);
  while (sector !== oleEndOfChain) {
    if (!isSector(sector) || seenDirectory.has(sector)) return undefined;
    seenDirectory.add(sector);
    for (let at = sectorOffset(sector); at < sectorOffset(sector) + sectorSize; at += 128) {
      const nameBytes = Math.min(u16(bytes, at + 64) ?? 0, 64);
      const name = utf16.decode(bytes.subarray(at, at + Math.max(0, nameBytes - 2)));
      entries.push({
        name: name.toLowerCase(),
        type: bytes[at + 66] ?? 0,
        left: u32(bytes, at + 68) ?? oleNoStream,
        right: u32(bytes, at + 72) ?? oleNoStream,
        child: u32(bytes, at + 76) ?? oleNoStream,
      });
    }
    sector = nextSector(sector);
  }

  const root = entries[0];
  if (!root || root.type !== 5) return undefined;
  // The root's children form a tree through the left and right sibling links.
  const names = new Set<string>();
  const visited = new Set<number>();
  const pending = [root.child];
  while (pending.length > 0) {
    const id = pending.pop() ?? oleNoStream;
    if (id === oleNoStream) continue;
    const entry = entries[id];
    if (!entry || visited.has(id)) return undefined;
    visited.add(id);
    if (entry.type === 2) names.add(entry.name);
    pending.push(entry.left, entry.right);
  }
  return names;
}

// ---------------------------------------------------------------------------------------------------------
// Text (csv, txt)

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Markup a browser could take for a page: the WHATWG MIME-sniffing HTML patterns plus SVG and XML.
 * Each tag must be followed by a space or '>' (or, for comments and processing instructions, anything).
 */
const markupStart =
  /^(?:<!doctype|<(?:html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|svg)(?:[\s>/]|$)|<!--|<\?xml)/i;

/** Valid UTF-8, no NUL byte, not starting with markup. */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return false;
  }
  return !markupStart.test(text.replace(/^[\s\uFEFF]+/, '').slice(0, 32));
}

// ---------------------------------------------------------------------------------------------------------
// Sniffing

/**
 * Sniffs the kind from the bytes (magic numbers), never from the name or the client's content type.
 * An OLE compound file answers 'doc' or 'xls' by its root streams (WordDocument; Workbook or Book).
 * Acceptable plain text answers 'txt' (a name ending .csv may claim it as 'csv'). Unknown → undefined.
 */
export function sniffFileKind(bytes: Uint8Array): AllowedKind | undefined {
  if (bytes.length === 0) return undefined;
  if (startsWith(bytes, ascii('%PDF-')) && /[0-9]/.test(String.fromCharCode(bytes[5] ?? 0))) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && startsWith(bytes, ascii('IHDR'), 12)) {
    return 'png';
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(bytes, zipLocalHeader)) return sniffOoxml(bytes);
  if (startsWith(bytes, oleSignature)) return sniffOle(bytes);
  return isPlainText(bytes) ? 'txt' : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Names

/** Bidi embeddings, overrides, isolates and marks, the zero-width space and the BOM. */
const invisibleMarks = new Set([
  0x061c, 0x200b, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0xfeff,
]);

/** C0 and C1 controls, DEL and the invisible marks above. */
function isInvisible(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || invisibleMarks.has(code);
}

/** Characters Windows refuses in names (the slashes are handled as directories before this). */
const reserved = /[<>:"|?*]/g;

function fileNameInvalid(): AppError {
  return new AppError('VALIDATION_FAILED', { messageKey: 'errors.fileNotValid' });
}

/** The last extension of a (safe) name, lower case without the dot; '' when there is none. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * A safe display/storage name: no directories (either slash), no '..', no control or bidi-override
 * characters, no leading dots, trimmed, ≤ 150 chars keeping the extension; throws AppError
 * VALIDATION_FAILED ('File is not valid') when nothing usable is left.
 */
export function safeFileName(name: string): string {
  const visible = Array.from(name.normalize('NFKC'))
    .filter((char) => !isInvisible(char))
    .join('');
  const lastSegment = visible.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(/^[a-z]:/i, '') // a drive letter left by 'C:name.pdf'
    .replace(reserved, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  if (!cleaned || /^[_\s.]*$/.test(cleaned)) throw fileNameInvalid();

  const chars = Array.from(cleaned); // code points, so a surrogate pair is never cut in half
  if (chars.length <= maxNameLength) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const suffix = dot > 0 && cleaned.length - dot <= 17 ? cleaned.slice(dot) : ''; // '.' + at most 16 chars
  const base = chars
    .slice(0, maxNameLength - Array.from(suffix).length)
    .join('')
    .replace(/[\s.]+$/, '');
  if (!base) throw fileNameInvalid();
  return `${base}${suffix}`;
}

// ---------------------------------------------------------------------------------------------------------
// The check

function notValid(): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'errors.fileNotValid' });
}

/**
 * Checks an upload: size (0 bytes → 400 VALIDATION_FAILED; > maxUploadBytes → 413 PAYLOAD_TOO_LARGE), the
 * name (nothing usable → 400), the kind by content (unknown → 415 'File is not valid'), the name's last
 * extension agrees with the sniffed kind (no extension or another one → 415), the kind is in `allowed`
 * (→ 415). Answers the checked file with the safe name, the content type to serve it with and its sha256.
 */
export function checkUpload(input: {
  fileName: string;
  bytes: Uint8Array;
  allowed?: readonly AllowedKind[];
}): CheckedFile {
  const { bytes } = input;
  if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', { messageKey: 'errors.fileNotValid' });
  if (bytes.length > maxUploadBytes) throw new AppError('PAYLOAD_TOO_LARGE', { messageKey: 'errors.fileNotValid' });

  const fileName = safeFileName(input.fileName);
  const claimed = extensionKinds[extensionOf(fileName)];
  const sniffed = sniffFileKind(bytes);
  if (!claimed || !sniffed) throw notValid();
  // Text carries no magic number: a .csv name may claim what sniffs as plain text.
  const kind: AllowedKind = sniffed === 'txt' && claimed === 'csv' ? 'csv' : sniffed;
  if (kind !== claimed) throw notValid();
  if (!(input.allowed ?? allKinds).includes(kind)) throw notValid();

  return {
    kind,
    contentType: contentTypes[kind],
    fileName,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
