import {
  localeImportMaxEntries,
  type LocaleFileFormat,
} from '@connect/contracts/localization/localization-admin.schemas';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../../errors/app-error';

/**
 * A locale as a file (issue #17, decision 074): JSON, one object of dotted key → text, and XLIFF (1.2 written,
 * 1.2 and 2.0 read). The kind is read from the content, never from the file's name; anything else, or a file
 * that does not read cleanly, is a 400 with a message that names the kind expected.
 */
export type LocaleFile = {
  format: LocaleFileFormat;
  /** The file's language when it names one (XLIFF target-language / trgLang). */
  targetLanguage: string | null;
  entries: Map<string, string>;
};

const notRead = () => new AppError('VALIDATION_FAILED', { messageKey: 'server.localization.fileNotRead' });
const notJson = () => new AppError('VALIDATION_FAILED', { messageKey: 'server.localization.fileNotJson' });
const notXliff = () => new AppError('VALIDATION_FAILED', { messageKey: 'server.localization.fileNotXliff' });
const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', {
    messageKey: 'server.localization.fileTooLarge',
    params: { max: localeImportMaxEntries },
  });

/** Catalogue keys are dotted names; a few carry spaces or slashes (spec statuses, provider error codes). */
// eslint-disable-next-line no-control-regex -- a key with control characters is refused: that is what this finds
const badKey = /[\u0000-\u001F\u007F]|^\.|\.$|\.\./;

function addEntry(entries: Map<string, string>, key: string, text: string, bad: () => AppError): void {
  if (key === '' || key.length > 200 || badKey.test(key) || text.length > 5000) throw bad();
  if (entries.has(key)) throw bad();
  if (entries.size >= localeImportMaxEntries) throw tooLarge();
  entries.set(key, text);
}

/** Reads a locale file by its content: `{` starts JSON, `<` starts XML (which must be XLIFF). */
export function readLocaleFile(content: string): LocaleFile {
  const text = content.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('{')) return { format: 'json', targetLanguage: null, entries: readJson(text) };
  if (text.startsWith('<')) return readXliff(text);
  throw notRead();
}

// ---- JSON -------------------------------------------------------------------------------------------------------

/** Flat `{ "footer.termsOfUse": "…" }`; a nested tree (i18next's own form) is read as dotted keys too. */
function readJson(text: string): Map<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw notJson();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw notJson();
  const entries = new Map<string, string>();
  const walk = (node: object, prefix: string, depth: number) => {
    if (depth > 8) throw notJson();
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') addEntry(entries, path, value, notJson);
      else if (typeof value === 'object' && value !== null && !Array.isArray(value)) walk(value, path, depth + 1);
      else throw notJson();
    }
  };
  walk(parsed, '', 0);
  return entries;
}

export function writeJson(entries: Iterable<[string, string]>): string {
  return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
}

// ---- XLIFF ------------------------------------------------------------------------------------------------------

type XmlNode = { [name: string]: unknown };

const listed = new Set(['file', 'group', 'trans-unit', 'unit', 'segment']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  removeNSPrefix: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Only the five XML entities and character references; a DOCTYPE is refused before parsing.
  processEntities: true,
  htmlEntities: false,
  maxNestedTags: 20,
  isArray: (name) => listed.has(name),
});

/** The plain text of an element, or undefined when it holds markup (inline tags XLIFF allows but we cannot keep). */
function plainText(node: unknown): string | undefined {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string') return node;
  if (typeof node !== 'object' || Array.isArray(node)) return undefined;
  let text = '';
  for (const [name, value] of Object.entries(node as XmlNode)) {
    if (name === '#text') text = typeof value === 'string' ? value : String(value);
    else if (!name.startsWith('@_')) return undefined;
  }
  return text;
}

const attribute = (node: XmlNode, name: string): string | null => {
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : null;
};
const children = (node: XmlNode, name: string): XmlNode[] => {
  const value = node[name];
  return Array.isArray(value) ? value.filter((v): v is XmlNode => typeof v === 'object' && v !== null) : [];
};

function readXliff(text: string): LocaleFile {
  // No document type: XLIFF needs none, and entity definitions are how XML bombs and file reads travel.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw notXliff();
  if (XMLValidator.validate(text) !== true) throw notXliff();
  let document: XmlNode;
  try {
    document = parser.parse(text) as XmlNode;
  } catch {
    throw notXliff();
  }
  const root = document.xliff;
  if (typeof root !== 'object' || root === null || Array.isArray(root)) throw notXliff();
  const xliff = root as XmlNode;
  const version = attribute(xliff, 'version');
  if (version !== '1.2' && version !== '2.0') throw notXliff();
  const entries = new Map<string, string>();
  let targetLanguage: string | null = version === '2.0' ? attribute(xliff, 'trgLang') : null;
  const files = children(xliff, 'file');
  if (files.length === 0) throw notXliff();
  for (const file of files) {
    if (version === '1.2') {
      targetLanguage ??= attribute(file, 'target-language');
      const bodies = file.body;
      const body = Array.isArray(bodies) ? bodies[0] : bodies;
      if (body === undefined || typeof body === 'string') continue;
      if (typeof body !== 'object' || body === null) throw notXliff();
      readUnits12(body as XmlNode, entries, 0);
    } else {
      readUnits20(file, entries, 0);
    }
  }
  return { format: 'xliff', targetLanguage, entries };
}

/** XLIFF 1.2: `<trans-unit id|resname><source/><target/></trans-unit>`, possibly in `<group>`s. */
function readUnits12(container: XmlNode, entries: Map<string, string>, depth: number): void {
  if (depth > 8) throw notXliff();
  for (const group of children(container, 'group')) readUnits12(group, entries, depth + 1);
  for (const unit of children(container, 'trans-unit')) {
    const key = attribute(unit, 'resname') ?? attribute(unit, 'id');
    if (key === null) throw notXliff();
    if (!('target' in unit)) continue; // not translated
    const target = plainText(unit.target);
    if (target === undefined) throw notXliff();
    if (target !== '') addEntry(entries, key, target, notXliff);
  }
}

/** XLIFF 2.0: `<unit id|name><segment><source/><target/></segment></unit>`, possibly in `<group>`s. */
function readUnits20(container: XmlNode, entries: Map<string, string>, depth: number): void {
  if (depth > 8) throw notXliff();
  for (const group of children(container, 'group')) readUnits20(group, entries, depth + 1);
  for (const unit of children(container, 'unit')) {
    const key = attribute(unit, 'name') ?? attribute(unit, 'id');
    if (key === null) throw notXliff();
    let target = '';
    let translated = false;
    for (const segment of children(unit, 'segment')) {
      if (!('target' in segment)) continue;
      const part = plainText(segment.target);
      if (part === undefined) throw notXliff();
      target += part;
      translated = true;
    }
    if (translated && target !== '') addEntry(entries, key, target, notXliff);
  }
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot carry at all are left out.
    // eslint-disable-next-line no-control-regex -- the control characters XML 1.0 forbids are what this removes
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');

/**
 * XLIFF 1.2 (the version most translation tools read): one trans-unit per key with the English source and, where
 * the locale has one, its text as the target; `resname` carries the key for tools that rename ids.
 */
export function writeXliff(locale: string, units: { key: string; english: string; text: string | null }[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">',
    `  <file original="connect-ui" datatype="plaintext" source-language="en-US" target-language="${escapeXml(locale)}">`,
    '    <body>',
  ];
  for (const unit of units) {
    const key = escapeXml(unit.key);
    lines.push(`      <trans-unit id="${key}" resname="${key}" xml:space="preserve">`);
    lines.push(`        <source>${escapeXml(unit.english)}</source>`);
    if (unit.text !== null) lines.push(`        <target state="translated">${escapeXml(unit.text)}</target>`);
    lines.push('      </trans-unit>');
  }
  lines.push('    </body>', '  </file>', '</xliff>', '');
  return lines.join('\n');
}

/** An XLIFF 2.0 unit id is an NMTOKEN: a key with other characters (a space, a slash) is kept readable and unique. */
function unitId(key: string): string {
  return key.replace(/[^\w.-]/g, (c) => `_x${c.codePointAt(0)?.toString(16) ?? '0'}_`);
}

/**
 * XLIFF 2.0 (issue #17, decision 082): one `unit` per key, its `name` the key itself (what import reads first),
 * its `id` the key as an NMTOKEN; one `segment` with the English source and, where the locale has one, the target
 * (`state` translated, else initial).
 */
export function writeXliff20(locale: string, units: { key: string; english: string; text: string | null }[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-US" trgLang="${escapeXml(locale)}">`,
    '  <file id="connect-ui">',
  ];
  for (const unit of units) {
    lines.push(`    <unit id="${escapeXml(unitId(unit.key))}" name="${escapeXml(unit.key)}" xml:space="preserve">`);
    lines.push(`      <segment state="${unit.text === null ? 'initial' : 'translated'}">`);
    lines.push(`        <source>${escapeXml(unit.english)}</source>`);
    if (unit.text !== null) lines.push(`        <target>${escapeXml(unit.text)}</target>`);
    lines.push('      </segment>', '    </unit>');
  }
  lines.push('  </file>', '</xliff>', '');
  return lines.join('\n');
}
