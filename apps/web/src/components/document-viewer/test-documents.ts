import ExcelJS from 'exceljs';
import JSZip from 'jszip';

/** Tiny office files built in memory for the viewer's tests (no binary fixtures in the repository). */
const wordNs =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

export async function buildDocx(bodyXml: string, stylesXml?: string): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document ${wordNs}><w:body>${bodyXml}</w:body></w:document>`,
  );
  if (stylesXml) zip.file('word/styles.xml', `<?xml version="1.0"?><w:styles ${wordNs}>${stylesXml}</w:styles>`);
  return zip.generateAsync({ type: 'uint8array' });
}

export const headingStyles =
  '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style>' +
  '<w:style w:type="paragraph" w:styleId="berschrift2"><w:name w:val="heading 2"/></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Titel"><w:name w:val="Title"/></w:style>';

export const paragraph = (text: string, props = '') => `<w:p>${props}<w:r><w:t>${text}</w:t></w:r></w:p>`;

export const sampleDocxBody =
  paragraph('Commercial invoice', '<w:pPr><w:pStyle w:val="Heading1"/></w:pPr>') +
  '<w:p><w:r><w:t xml:space="preserve">Shipper: </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>Lone Star Components</w:t></w:r></w:p>' +
  '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Item</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>Qty</w:t></w:r></w:p></w:tc></w:tr>' +
  '<w:tr><w:tc><w:p><w:r><w:t>Gearbox</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>12</w:t></w:r></w:p></w:tc></w:tr></w:tbl>' +
  paragraph('&lt;img src=x onerror=alert(1)&gt; &lt;b&gt;not bold&lt;/b&gt;');

export async function buildXlsx(
  sheets: { name: string; rows: (string | number | Date | null)[][]; state?: 'visible' | 'hidden' }[],
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, { state: sheet.state ?? 'visible' });
    for (const row of sheet.rows) worksheet.addRow(row);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const presentationNs =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';

function shape(text: string[], placeholder?: string, level?: number): string {
  const ph = placeholder ? `<p:ph type="${placeholder}"/>` : '';
  const paragraphs = text
    .map((t) => `<a:p>${level ? `<a:pPr lvl="${level}"/>` : ''}<a:r><a:rPr lang="en-US"/><a:t>${t}</a:t></a:r></a:p>`)
    .join('');
  return `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Shape"/><p:cNvSpPr/><p:nvPr>${ph}</p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/>${paragraphs}</p:txBody></p:sp>`;
}

/** Slides listed in `order` (file numbers), so presentation order can differ from file names. */
export async function buildPptx(
  slides: { file: number; title?: string; body: string[]; subLevel?: string[] }[],
  order = slides.map((s) => s.file),
): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    'ppt/presentation.xml',
    `<p:presentation ${presentationNs}><p:sldIdLst>${order
      .map((file, i) => `<p:sldId id="${256 + i}" r:id="rId${file}"/>`)
      .join('')}</p:sldIdLst></p:presentation>`,
  );
  zip.file(
    'ppt/_rels/presentation.xml.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${slides
      .map(
        (s) =>
          `<Relationship Id="rId${s.file}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/slide${s.file}.xml"/>`,
      )
      .join('')}</Relationships>`,
  );
  for (const slide of slides) {
    const shapes =
      (slide.title ? shape([slide.title], 'title') : '') +
      shape(slide.body) +
      (slide.subLevel ? `<p:grpSp>${shape(slide.subLevel, undefined, 1)}</p:grpSp>` : '');
    zip.file(
      `ppt/slides/slide${slide.file}.xml`,
      `<?xml version="1.0" encoding="UTF-8"?><p:sld ${presentationNs}><p:cSld><p:spTree>${shapes}</p:spTree></p:cSld></p:sld>`,
    );
  }
  return zip.generateAsync({ type: 'uint8array' });
}
