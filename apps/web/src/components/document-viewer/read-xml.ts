/**
 * A small, strict reader for the XML parts of office files (OOXML is plain, well-formed XML). It builds a
 * tree of plain objects and never touches the DOM, so it runs in the browser, in workers and in Node tests
 * alike. Only the five predefined entities and character references are expanded: a DOCTYPE is skipped and
 * its entity declarations are ignored, so entity expansion attacks have nothing to expand.
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

const attributePattern = /([^\s=/>]+)\s*=\s*("([^"]*)"|'([^']*)')/g;

function readAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1];
    if (name) attributes[name] = decodeEntities(match[3] ?? match[4] ?? '');
  }
  return attributes;
}

function skipPast(text: string, from: number, terminator: string): number {
  const end = text.indexOf(terminator, from);
  if (end < 0) throw new XmlReadError(`unterminated markup: expected ${terminator}`);
  return end + terminator.length;
}

/** Finds the `>` that closes a tag, skipping any inside quoted attribute values. */
function tagEnd(text: string, from: number): number {
  let quote: string | undefined;
  for (let i = from; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '>') {
      return i;
    }
  }
  throw new XmlReadError('unterminated tag');
}

function skipDoctype(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i += 1) {
    const c = text[i];
    if (c === '[') depth += 1;
    else if (c === ']') depth -= 1;
    else if (c === '>' && depth <= 0) return i + 1;
  }
  throw new XmlReadError('unterminated DOCTYPE');
}

/** Reads an XML text into its root element. Throws `XmlReadError` when the text is not well-formed. */
export function readXml(text: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, children: [] };
  const stack: XmlElement[] = [root];
  let i = 0;
  while (i < text.length) {
    const current = stack[stack.length - 1] ?? root;
    const lt = text.indexOf('<', i);
    if (lt < 0 || lt > i) {
      const raw = text.slice(i, lt < 0 ? text.length : lt);
      if (stack.length > 1) current.children.push(decodeEntities(raw));
      else if (raw.trim()) throw new XmlReadError('text outside the root element');
      if (lt < 0) break;
      i = lt;
      continue;
    }
    if (text.startsWith('<?', i)) {
      i = skipPast(text, i + 2, '?>');
    } else if (text.startsWith('<!--', i)) {
      i = skipPast(text, i + 4, '-->');
    } else if (text.startsWith('<![CDATA[', i)) {
      const end = skipPast(text, i + 9, ']]>');
      current.children.push(text.slice(i + 9, end - 3));
      i = end;
    } else if (text.startsWith('<!', i)) {
      i = skipDoctype(text, i + 2);
    } else if (text.startsWith('</', i)) {
      const end = tagEnd(text, i + 2);
      const name = text.slice(i + 2, end).trim();
      if (stack.length < 2 || current.name !== name) throw new XmlReadError(`unexpected closing tag </${name}>`);
      stack.pop();
      i = end + 1;
    } else {
      const end = tagEnd(text, i + 1);
      const selfClosing = text[end - 1] === '/';
      const body = text.slice(i + 1, selfClosing ? end - 1 : end);
      const nameMatch = /^[^\s/>]+/.exec(body);
      if (!nameMatch) throw new XmlReadError('tag without a name');
      const name = nameMatch[0];
      if (stack.length === 1 && root.children.some((child) => typeof child !== 'string')) {
        throw new XmlReadError('more than one root element');
      }
      const element: XmlElement = { name, attributes: readAttributes(body.slice(name.length)), children: [] };
      current.children.push(element);
      if (!selfClosing) stack.push(element);
      i = end + 1;
    }
  }
  if (stack.length > 1) throw new XmlReadError(`unclosed element <${stack[stack.length - 1]?.name ?? ''}>`);
  const documentElement = root.children.find((child): child is XmlElement => typeof child !== 'string');
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
