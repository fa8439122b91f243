/** Latin letters that Unicode does not decompose into a base letter and a mark, with their usual ASCII spelling. */
const latinLigatures: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};
const ligaturePattern = new RegExp(`[${Object.keys(latinLigatures).join('')}]`, 'g');

/**
 * Spec 2 §5: "Text values are trimmed and non-ASCII characters are removed." One function for the form kit
 * (when a text field is left) and the server (through `cleanTextSchema` in contracts), so both store the same
 * text. Accented Latin letters are first spelt in ASCII (São → Sao, Straße → Strasse: docs/decisions/009), so
 * names keep their letters; what has no ASCII spelling is removed. Control characters other than tab and line
 * breaks go too; a removed character leaves nothing behind.
 */
export function cleanText(value: string): string {
  return (
    value
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(ligaturePattern, (letter) => latinLigatures[letter] ?? '')
      // eslint-disable-next-line no-control-regex -- removing control and non-ASCII characters is the point
      .replace(/[^\x09\x0A\x0D\x20-\x7E]/g, '')
      .trim()
  );
}
