import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Reads the XML parts of office files into a tree of plain objects with fast-xml-parser (decision 020): the
 * validator refuses what is not well-formed, the parser keeps document order. It never touches the DOM, so it
 * runs in the browser, in workers and in Node tests alike. Entity processing is off in the parser: only the
 * five predefined entities and character references are expanded here, so a DOCTYPE's entity declarations are
 * never expanded and entity expansion attacks have nothing to expand.
 */
export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlNode[] };
export type XmlNode = XmlElement | string;

export class XmlReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlReadError';
  }
}

const predefined: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return safeCodePoint(Number.parseInt(entity.slice(2), 16)) ?? whole;
    if (entity.startsWith('#')) return safeCodePoint(Number.parseInt(entity.slice(1), 10)) ?? whole;
    return predefined[entity] ?? whole;
  });
}

function safeCodePoint(code: number): string | undefined {
  return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

const textKey = '#text';
const cdataKey = '#cdata';
const attributesKey = ':@';

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: false,
  processEntities: false,
  htmlEntities: false,
  cdataPropName: cdataKey,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Tables nest in table cells; the parser's default of 100 levels is too tight for real documents.
  maxNestedTags: 512,
});

/** One node of fast-xml-parser's ordered output: `{ name: children, ':@': attributes }` or `{ '#text': text }`. */
type OrderedNode = Record<string, unknown>;

function isOrderedList(value: unknown): value is OrderedNode[] {
  return Array.isArray(value);
}

function toNodes(ordered: OrderedNode[]): XmlNode[] {
  const nodes: XmlNode[] = [];
  for (const node of ordered) {
    if (textKey in node) {
      nodes.push(decodeEntities(String(node[textKey])));
      continue;
    }
    const cdata = node[cdataKey];
    if (isOrderedList(cdata)) {
      nodes.push(cdata.map((part) => String(part[textKey] ?? '')).join(''));
      continue;
    }
    const name = Object.keys(node).find((key) => key !== attributesKey);
    const children = name === undefined ? undefined : node[name];
    if (name === undefined || !isOrderedList(children)) continue;
    const attributes: Record<string, string> = {};
    const raw = node[attributesKey];
    if (raw && typeof raw === 'object') {
      for (const [key, value] of Object.entries(raw)) attributes[key] = decodeEntities(String(value));
    }
    nodes.push({ name, attributes, children: toNodes(children) });
  }
  return nodes;
}

/** Reads an XML text into its root element. Throws `XmlReadError` when the text is not well-formed. */
export function readXml(text: string): XmlElement {
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new XmlReadError(valid.err.msg);
  let top: XmlNode[];
  try {
    top = toNodes(parser.parse(text) as OrderedNode[]);
  } catch (error) {
    throw new XmlReadError(error instanceof Error ? error.message : 'not well-formed');
  }
  const elements = top.filter((node): node is XmlElement => typeof node !== 'string');
  if (top.some((node) => typeof node === 'string' && node.trim() !== '')) {
    throw new XmlReadError('text outside the root element');
  }
  if (elements.length > 1) throw new XmlReadError('more than one root element');
  const [documentElement] = elements;
  if (!documentElement) throw new XmlReadError('no root element');
  return documentElement;
}

/** The element children of an element, optionally only those with the given (prefixed) name. */
export function childElements(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement => typeof child !== 'string' && (name === undefined || child.name === name),
  );
}

export function firstChild(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((child): child is XmlElement => typeof child !== 'string' && child.name === name);
}

/** Every descendant element with the given name, in document order. */
export function descendants(element: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (node: XmlElement) => {
    for (const child of node.children) {
      if (typeof child === 'string') continue;
      if (child.name === name) found.push(child);
      visit(child);
    }
  };
  visit(element);
  return found;
}
