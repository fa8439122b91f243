import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { DocumentParseError } from './document-parse-error';
import { parseDocx } from './parse-docx';
import { buildDocx, headingStyles, paragraph, sampleDocxBody } from './test-documents';

const run = (text: string, bold = false, italic = false, underline = false) => ({ text, bold, italic, underline });

describe('parseDocx', () => {
  it('reads headings, formatted runs, tables (first row as header) and keeps markup-like text as text', async () => {
    const { blocks } = await parseDocx(await buildDocx(sampleDocxBody, headingStyles));
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, runs: [run('Commercial invoice')] },
      { kind: 'paragraph', runs: [run('Shipper: '), run('Lone Star Components', true)] },
      {
        kind: 'table',
        rows: [
          {
            header: true,
            cells: [
              { colSpan: 1, blocks: [{ kind: 'paragraph', runs: [run('Item')] }] },
              { colSpan: 1, blocks: [{ kind: 'paragraph', runs: [run('Qty')] }] },
            ],
          },
          {
            header: false,
            cells: [
              { colSpan: 1, blocks: [{ kind: 'paragraph', runs: [run('Gearbox')] }] },
              { colSpan: 1, blocks: [{ kind: 'paragraph', runs: [run('12')] }] },
            ],
          },
        ],
      },
      { kind: 'paragraph', runs: [run('<img src=x onerror=alert(1)> <b>not bold</b>')] },
    ]);
  });

  it('knows headings by style name in any language, Title and outline level', async () => {
    const { blocks } = await parseDocx(
      await buildDocx(
        paragraph('Titel', '<w:pPr><w:pStyle w:val="Titel"/></w:pPr>') +
          paragraph('Zwei', '<w:pPr><w:pStyle w:val="berschrift2"/></w:pPr>') +
          paragraph('Outline', '<w:pPr><w:outlineLvl w:val="2"/></w:pPr>'),
        headingStyles,
      ),
    );
    expect(blocks.map((b) => (b.kind === 'heading' ? b.level : b.kind))).toEqual([1, 2, 3]);
  });

  it('groups numbered paragraphs into a list, reads tabs, breaks, hyperlinks and italic/underline, skips deletions', async () => {
    const item = (text: string, level: number) =>
      paragraph(text, `<w:pPr><w:numPr><w:ilvl w:val="${level}"/><w:numId w:val="3"/></w:numPr></w:pPr>`);
    const { blocks } = await parseDocx(
      await buildDocx(
        item('One', 0) +
          item('One.a', 1) +
          '<w:p><w:r><w:rPr><w:i/><w:u w:val="single"/></w:rPr><w:t>A</w:t><w:tab/><w:t>B</w:t><w:br/><w:t>C</w:t></w:r>' +
          '<w:hyperlink r:id="rId9"><w:r><w:t>link</w:t></w:r></w:hyperlink><w:del><w:r><w:delText>gone</w:delText></w:r></w:del>' +
          '<w:r><w:rPr><w:b w:val="0"/></w:rPr><w:t>!</w:t></w:r></w:p>' +
          paragraph('   '),
      ),
    );
    expect(blocks).toEqual([
      {
        kind: 'list',
        items: [
          { level: 0, runs: [run('One')] },
          { level: 1, runs: [run('One.a')] },
        ],
      },
      { kind: 'paragraph', runs: [run('A\tB\nC', false, true, true), run('link!')] },
    ]);
  });

  it('marks a header row and keeps merged cells', async () => {
    const { blocks } = await parseDocx(
      await buildDocx(
        '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>A</w:t></w:r></w:p></w:tc></w:tr>' +
          '<w:tr><w:trPr><w:tblHeader/></w:trPr><w:tc><w:tcPr><w:gridSpan w:val="2"/></w:tcPr><w:p><w:r><w:t>H</w:t></w:r></w:p></w:tc></w:tr></w:tbl>',
      ),
    );
    const table = blocks[0];
    expect(table?.kind === 'table' && table.rows.map((r) => [r.header, r.cells[0]?.colSpan])).toEqual([
      [false, 1],
      [true, 2],
    ]);
  });

  it('refuses files that are not a Word document', async () => {
    await expect(parseDocx(new TextEncoder().encode('{\\rtf1 not a docx}'))).rejects.toThrow(DocumentParseError);
    const zip = new JSZip();
    zip.file('hello.txt', 'hi');
    await expect(parseDocx(await zip.generateAsync({ type: 'uint8array' }))).rejects.toThrow(DocumentParseError);
    zip.file('word/document.xml', '<w:document><w:body><w:p></w:document>');
    await expect(parseDocx(await zip.generateAsync({ type: 'uint8array' }))).rejects.toThrow(DocumentParseError);
  });
});
