import JSZip from 'jszip';
import { DocumentParseError } from './document-parse-error';
import { readXml, type XmlElement } from './read-xml';

/** A part larger than this (uncompressed text) is refused rather than read into memory. */
const maxPartCharacters = 64 * 1024 * 1024;

export async function openOfficeZip(bytes: Uint8Array): Promise<JSZip> {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new DocumentParseError('not an office (zip) file');
  try {
    return await JSZip.loadAsync(bytes);
  } catch {
    throw new DocumentParseError('the zip container cannot be read');
  }
}

/** Reads one XML part of the package; `undefined` when the part does not exist. */
export async function readPart(zip: JSZip, path: string): Promise<XmlElement | undefined> {
  const file = zip.file(path);
  if (!file) return undefined;
  const text = await file.async('string');
  if (text.length > maxPartCharacters) throw new DocumentParseError(`${path} is too large to show`);
  try {
    return readXml(text);
  } catch {
    throw new DocumentParseError(`${path} is not well-formed XML`);
  }
}

/** The relationship targets of a part's `.rels` file, by relationship id. */
export async function readRelationships(zip: JSZip, relsPath: string): Promise<Map<string, string>> {
  const rels = await readPart(zip, relsPath);
  const targets = new Map<string, string>();
  for (const rel of rels?.children ?? []) {
    if (typeof rel === 'string') continue;
    const id = rel.attributes.Id;
    const target = rel.attributes.Target;
    if (id && target) targets.set(id, target);
  }
  return targets;
}

/** Whether an OOXML on/off property (`<w:b/>`, `<w:b w:val="false"/>`) is on. */
export function isOn(property: XmlElement | undefined, valueAttribute: string): boolean {
  if (!property) return false;
  const value = property.attributes[valueAttribute];
  return value === undefined || !['0', 'false', 'off', 'none'].includes(value);
}
