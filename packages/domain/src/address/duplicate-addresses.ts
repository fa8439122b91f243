/**
 * Duplicate-address detection of spec 2 §4, §5: two addresses are flagged when their names are at least 90 %
 * similar, their country codes are the same (or both empty) and their cities are at least 0.9 similar; both are
 * marked isDuplicate and list each other in duplicateAddress. Similarity is trigram similarity computed the way
 * PostgreSQL's pg_trgm does, so the server can narrow candidates with `%`/`similarity()` and this function
 * decides the same way.
 */
export type AddressForCheck = {
  addressId: string;
  name: string;
  city: string;
  countryCode: string;
};

export const nameSimilarityThreshold = 0.9;
export const citySimilarityThreshold = 0.9;

/**
 * The form names and cities are compared in: accents dropped (NFKD without combining marks, so 'Café' and 'Cafe'
 * match), lower case, punctuation and runs of spaces collapsed to one space. The server stores this form of each
 * address's name (`name_key`) and narrows candidates on it with pg_trgm before this module decides.
 */
export function normalizeForMatch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** pg_trgm's trigrams: lower-cased words of letters and digits, padded with two spaces before and one after. */
export function trigrams(text: string): Set<string> {
  const result = new Set<string>();
  for (const word of normalizeForMatch(text).split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) result.add(padded.slice(i, i + 3));
  }
  return result;
}

/** Shared trigrams ÷ all distinct trigrams (pg_trgm's similarity()); two empty texts are not similar. */
export function similarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared += 1;
  return shared / (x.size + y.size - shared);
}

export function isLikelyDuplicate(a: AddressForCheck, b: AddressForCheck): boolean {
  const countryA = a.countryCode.trim().toUpperCase();
  const countryB = b.countryCode.trim().toUpperCase();
  if (countryA !== countryB) return false;
  return similarity(a.name, b.name) >= nameSimilarityThreshold && similarity(a.city, b.city) >= citySimilarityThreshold;
}

/** Every address with isDuplicate and the ids of its likely duplicates (in input order). */
export function markDuplicates<T extends AddressForCheck>(
  addresses: readonly T[],
): (T & { isDuplicate: boolean; duplicateAddress: string[] })[] {
  const links = new Map<string, string[]>(addresses.map((a) => [a.addressId, []]));
  for (let i = 0; i < addresses.length; i += 1) {
    for (let j = i + 1; j < addresses.length; j += 1) {
      const a = addresses[i];
      const b = addresses[j];
      if (a && b && isLikelyDuplicate(a, b)) {
        links.get(a.addressId)?.push(b.addressId);
        links.get(b.addressId)?.push(a.addressId);
      }
    }
  }
  return addresses.map((a) => {
    const duplicateAddress = links.get(a.addressId) ?? [];
    return { ...a, isDuplicate: duplicateAddress.length > 0, duplicateAddress };
  });
}
