/**
 * The admins' pseudo-locale (issue #17, decision 074): English with accented letters, about 40 % longer and in
 * brackets, so a text the portal does not translate (plain English), a text cut off (no closing bracket) and a
 * layout too tight for longer languages stand out. Placeholders, nesting and markup stay as they are.
 * It is a preview only: never an active locale, never offered to customers, never stored as a user's language.
 */
export const pseudoLocaleCode = 'en-XA';

const accents: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** i18next placeholders ({{name}}, {{value, number}}), nesting ($t(key)), the spec's {name} and %s, and tags. */
const kept = /(\{\{[^}]*\}\}|\$t\([^)]*\)|\{\w+\}|%s|<\/?[\w-]+\s*\/?>)/;

/** How much longer the pseudo text is than the English: German and Portuguese often run 30–40 % longer. */
const growth = 0.4;

export function pseudoLocalize(text: string): string {
  if (text.trim() === '') return text;
  let letters = 0;
  const body = text
    .split(kept)
    .map((part, index) => {
      if (index % 2 === 1) return part; // a kept token
      letters += part.replace(/\s/g, '').length;
      return [...part].map((ch) => accents[ch] ?? ch).join('');
    })
    .join('');
  const padding = '·'.repeat(Math.max(1, Math.round(letters * growth)));
  return `[${body} ${padding}]`;
}

type Tree = { [key: string]: string | Tree };

/** A whole catalogue tree pseudo-localized, key by key. */
export function pseudoLocalizeTree(tree: Tree): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] = typeof value === 'string' ? pseudoLocalize(value) : pseudoLocalizeTree(value);
  }
  return out;
}
