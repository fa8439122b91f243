import { DocumentParseError } from './document-parse-error';
import { isOn, openOfficeZip, readPart } from './office-zip';
import { childElements, firstChild, type XmlElement } from './read-xml';

/**
 * A .docx as a small document model: headings, paragraphs, bulleted or numbered lists and tables, with
 * bold, italic and underline runs. Images, fields, headers, footers and comments are left out; the Download
 * button gives the original file.
 */
export type DocxRun = { text: string; bold: boolean; italic: boolean; underline: boolean };
export type DocxTableCell = { blocks: DocxBlock[]; colSpan: number };
export type DocxTableRow = { header: boolean; cells: DocxTableCell[] };
export type DocxListItem = { level: number; runs: DocxRun[] };
export type DocxBlock =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; runs: DocxRun[] }
  | { kind: 'paragraph'; runs: DocxRun[] }
  | { kind: 'list'; items: DocxListItem[] }
  | { kind: 'table'; rows: DocxTableRow[] };
export type DocxDocument = { blocks: DocxBlock[] };

type RunStyle = Omit<DocxRun, 'text'>;
type HeadingStyles = Map<string, 1 | 2 | 3 | 4 | 5 | 6>;

const W = 'w:val';

function clampHeading(level: number): 1 | 2 | 3 | 4 | 5 | 6 {
  return Math.min(Math.max(Math.trunc(level), 1), 6) as 1 | 2 | 3 | 4 | 5 | 6;
}

/** Style ids that are headings: by name ("heading 1", "Title") or outline level, whatever the UI language. */
function readHeadingStyles(styles: XmlElement | undefined): HeadingStyles {
  const headings: HeadingStyles = new Map();
  for (const style of styles ? childElements(styles, 'w:style') : []) {
    const id = style.attributes['w:styleId'];
    if (!id || style.attributes['w:type'] !== 'paragraph') continue;
    const name = (firstChild(style, 'w:name')?.attributes[W] ?? '').toLowerCase();
    const outline = firstChild(firstChild(style, 'w:pPr'), 'w:outlineLvl')?.attributes[W];
    const named = /^heading\s*(\d)$/.exec(name);
    if (name === 'title') headings.set(id, 1);
    else if (named?.[1]) headings.set(id, clampHeading(Number(named[1])));
    else if (outline !== undefined && Number(outline) < 6) headings.set(id, clampHeading(Number(outline) + 1));
  }
  return headings;
}

function runStyleOf(run: XmlElement, inherited: RunStyle): RunStyle {
  const props = firstChild(run, 'w:rPr');
  if (!props) return inherited;
  const bold = firstChild(props, 'w:b');
  const italic = firstChild(props, 'w:i');
  const underline = firstChild(props, 'w:u');
  return {
    bold: bold ? isOn(bold, W) : inherited.bold,
    italic: italic ? isOn(italic, W) : inherited.italic,
    underline: underline ? isOn(underline, W) : inherited.underline,
  };
}

function runText(run: XmlElement): string {
  let text = '';
  for (const child of childElements(run)) {
    if (child.name === 'w:t') text += child.children.filter((c) => typeof c === 'string').join('');
    else if (child.name === 'w:tab') text += '\t';
    else if (child.name === 'w:br' || child.name === 'w:cr') text += '\n';
    else if (child.name === 'w:noBreakHyphen') text += '\u2011';
  }
  return text;
}

/** The runs of a paragraph, through hyperlinks, insertions, smart tags and simple fields (deletions skipped). */
function collectRuns(container: XmlElement, style: RunStyle, into: DocxRun[]): DocxRun[] {
  for (const child of childElements(container)) {
    if (child.name === 'w:r') {
      const text = runText(child);
      if (!text) continue;
      const runStyle = runStyleOf(child, style);
      const previous = into[into.length - 1];
      if (
        previous &&
        previous.bold === runStyle.bold &&
        previous.italic === runStyle.italic &&
        previous.underline === runStyle.underline
      ) {
        previous.text += text;
      } else {
        into.push({ text, ...runStyle });
      }
    } else if (
      ['w:hyperlink', 'w:ins', 'w:smartTag', 'w:fldSimple', 'w:customXml', 'w:sdtContent'].includes(child.name)
    ) {
      collectRuns(child, style, into);
    } else if (child.name === 'w:sdt') {
      const content = firstChild(child, 'w:sdtContent');
      if (content) collectRuns(content, style, into);
    }
  }
  return into;
}

const plain: RunStyle = { bold: false, italic: false, underline: false };

function readParagraph(paragraph: XmlElement, headings: HeadingStyles): DocxBlock | DocxListItem | undefined {
  const props = firstChild(paragraph, 'w:pPr');
  const runs = collectRuns(paragraph, plain, []);
  if (runs.every((run) => !run.text.trim())) return undefined;
  const styleId = firstChild(props, 'w:pStyle')?.attributes[W];
  const headingLevel = styleId ? headings.get(styleId) : undefined;
  const outline = firstChild(props, 'w:outlineLvl')?.attributes[W];
  if (headingLevel) return { kind: 'heading', level: headingLevel, runs };
  if (outline !== undefined && Number(outline) < 6)
    return { kind: 'heading', level: clampHeading(Number(outline) + 1), runs };
  const numbering = firstChild(props, 'w:numPr');
  if (numbering && firstChild(numbering, 'w:numId')?.attributes[W] !== '0') {
    const level = Number(firstChild(numbering, 'w:ilvl')?.attributes[W] ?? 0);
    return { level: Number.isFinite(level) ? Math.min(Math.max(level, 0), 8) : 0, runs };
  }
  return { kind: 'paragraph', runs };
}

function readTable(table: XmlElement, headings: HeadingStyles): DocxBlock {
  const rows: DocxTableRow[] = childElements(table, 'w:tr').map((row) => ({
    header: Boolean(firstChild(firstChild(row, 'w:trPr'), 'w:tblHeader')),
    cells: childElements(row, 'w:tc').map((cell) => {
      const span = Number(firstChild(firstChild(cell, 'w:tcPr'), 'w:gridSpan')?.attributes[W] ?? 1);
      return { blocks: readBlocks(cell, headings), colSpan: Number.isFinite(span) && span > 1 ? span : 1 };
    }),
  }));
  // A table needs header cells to be read out well: without a marked header row, the first row is the header.
  const first = rows[0];
  if (first && !rows.some((row) => row.header) && rows.length > 1) first.header = true;
  return { kind: 'table', rows };
}

function readBlocks(container: XmlElement, headings: HeadingStyles): DocxBlock[] {
  const blocks: DocxBlock[] = [];
  const visit = (node: XmlElement) => {
    for (const child of childElements(node)) {
      if (child.name === 'w:p') {
        const block = readParagraph(child, headings);
        if (!block) continue;
        if ('kind' in block) {
          blocks.push(block);
        } else {
          const previous = blocks[blocks.length - 1];
          if (previous?.kind === 'list') previous.items.push(block);
          else blocks.push({ kind: 'list', items: [block] });
        }
      } else if (child.name === 'w:tbl') {
        blocks.push(readTable(child, headings));
      } else if (child.name === 'w:sdt') {
        const content = firstChild(child, 'w:sdtContent');
        if (content) visit(content);
      } else if (child.name === 'w:customXml' || child.name === 'w:ins') {
        visit(child);
      }
    }
  };
  visit(container);
  return blocks;
}

/** Reads a .docx (its `word/document.xml`, headings from `word/styles.xml`). */
export async function parseDocx(bytes: Uint8Array): Promise<DocxDocument> {
  const zip = await openOfficeZip(bytes);
  const document = await readPart(zip, 'word/document.xml');
  const body = firstChild(document, 'w:body');
  if (!document || !body) throw new DocumentParseError('word/document.xml has no body');
  const headings = readHeadingStyles(await readPart(zip, 'word/styles.xml'));
  return { blocks: readBlocks(body, headings) };
}
