/**
 * Spec 2 §5: "Text values are trimmed and non-ASCII characters are removed." One function for the form kit
 * (when a text field is left) and the server (through `cleanTextSchema` in contracts), so both store the same
 * text. Control characters other than tab and line breaks go too; a removed character leaves nothing behind.
 */
export function cleanText(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control and non-ASCII characters is the point
  return value.replace(/[^\x09\x0A\x0D\x20-\x7E]/g, '').trim();
}
