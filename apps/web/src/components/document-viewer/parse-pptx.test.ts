import { describe, expect, it } from 'vitest';
import { DocumentParseError } from './document-parse-error';
import { parsePptx } from './parse-pptx';
import { buildPptx } from './test-documents';

describe('parsePptx', () => {
  it('reads slide titles and text in presentation order, grouped shapes with their level', async () => {
    const document = await parsePptx(
      await buildPptx(
        [
          { file: 1, title: 'Agenda', body: ['Rates', 'Transit times'], subLevel: ['Air', 'Ocean'] },
          { file: 2, body: ['No title here'] },
          { file: 3, title: 'Welcome', body: [] },
        ],
        [3, 1, 2],
      ),
    );
    expect(document.slides).toEqual([
      { number: 1, title: 'Welcome', paragraphs: [] },
      {
        number: 2,
        title: 'Agenda',
        paragraphs: [
          { text: 'Rates', level: 0 },
          { text: 'Transit times', level: 0 },
          { text: 'Air', level: 1 },
          { text: 'Ocean', level: 1 },
        ],
      },
      { number: 3, title: undefined, paragraphs: [{ text: 'No title here', level: 0 }] },
    ]);
  });

  it('refuses a zip that is not a presentation', async () => {
    await expect(parsePptx(new TextEncoder().encode('not a zip'))).rejects.toThrow(DocumentParseError);
  });
});
