import type JSZip from 'jszip';
import { DocumentParseError } from './document-parse-error';
import { openOfficeZip, readPart, readRelationships } from './office-zip';
import { childElements, descendants, firstChild, type XmlElement } from './read-xml';

/**
 * A .pptx as the text of each slide, in presentation order: the title placeholder's text as the title, every
 * other text paragraph (shapes, groups, tables) with its outline level. Pictures and layout are left out.
 */
export type PptxParagraph = { text: string; level: number };
export type PptxSlide = { number: number; title: string | undefined; paragraphs: PptxParagraph[] };
export type PptxDocument = { slides: PptxSlide[] };

const titleTypes = new Set(['title', 'ctrTitle']);

function paragraphText(paragraph: XmlElement): string {
  let text = '';
  for (const child of childElements(paragraph)) {
    if (child.name === 'a:r' || child.name === 'a:fld') {
      const t = firstChild(child, 'a:t');
      text += t ? t.children.filter((c) => typeof c === 'string').join('') : '';
    } else if (child.name === 'a:br') {
      text += '\n';
    }
  }
  return text;
}

function isTitleShape(shape: XmlElement): boolean {
  const placeholder = firstChild(firstChild(firstChild(shape, 'p:nvSpPr'), 'p:nvPr'), 'p:ph');
  return Boolean(placeholder && titleTypes.has(placeholder.attributes.type ?? ''));
}

function readSlide(slide: XmlElement, number: number): PptxSlide {
  let title: string | undefined;
  const paragraphs: PptxParagraph[] = [];
  const tree = firstChild(firstChild(slide, 'p:cSld'), 'p:spTree');
  const visit = (node: XmlElement) => {
    for (const child of childElements(node)) {
      if (child.name === 'p:grpSp') {
        visit(child);
      } else if (child.name === 'p:sp' || child.name === 'p:graphicFrame') {
        const texts = descendants(child, 'a:p')
          .map((p) => ({ text: paragraphText(p), level: Number(firstChild(p, 'a:pPr')?.attributes.lvl ?? 0) }))
          .filter((p) => p.text.trim() !== '');
        if (child.name === 'p:sp' && isTitleShape(child) && title === undefined && texts.length > 0) {
          title = texts.map((p) => p.text).join(' ');
        } else {
          paragraphs.push(
            ...texts.map((p) => ({
              text: p.text,
              level: Number.isFinite(p.level) ? Math.min(Math.max(p.level, 0), 8) : 0,
            })),
          );
        }
      }
    }
  };
  if (tree) visit(tree);
  return { number, title, paragraphs };
}

function slideNumberOf(path: string): number {
  return Number(/slide(\d+)\.xml$/.exec(path)?.[1] ?? Number.MAX_SAFE_INTEGER);
}

/** Slide part paths in presentation order (`p:sldIdLst`), falling back to the slide numbers in the file names. */
async function slidePaths(zip: JSZip): Promise<string[]> {
  const presentation = await readPart(zip, 'ppt/presentation.xml');
  const rels = await readRelationships(zip, 'ppt/_rels/presentation.xml.rels');
  const ordered = childElements(firstChild(presentation, 'p:sldIdLst') ?? { name: '', attributes: {}, children: [] })
    .map((slideId) => rels.get(slideId.attributes['r:id'] ?? ''))
    .filter((target): target is string => Boolean(target))
    .map((target) => (target.startsWith('/') ? target.slice(1) : `ppt/${target.replace(/^\.\//, '')}`))
    .filter((path) => zip.file(path) !== null);
  if (ordered.length > 0) return ordered;
  return Object.keys(zip.files)
    .filter((path) => /^ppt\/slides\/slide\d+\.xml$/.test(path))
    .sort((a, b) => slideNumberOf(a) - slideNumberOf(b));
}

/** Reads the slide text of a .pptx (`ppt/slides/slideN.xml`). */
export async function parsePptx(bytes: Uint8Array): Promise<PptxDocument> {
  const zip = await openOfficeZip(bytes);
  const paths = await slidePaths(zip);
  if (paths.length === 0 && !zip.file('ppt/presentation.xml')) throw new DocumentParseError('not a presentation');
  const slides: PptxSlide[] = [];
  for (const [index, path] of paths.entries()) {
    const slide = await readPart(zip, path);
    if (slide) slides.push(readSlide(slide, index + 1));
  }
  return { slides };
}
