import { normalizeForMatch } from '../address/duplicate-addresses';

/**
 * The second factor of public tracking (decision 030): beside the house bill, master bill or container number,
 * an anonymous caller names the shipment's shipper or consignee. House bill numbers are sequential, so the
 * number alone is no proof of anything; the name is what a shipper, a consignee or their agent knows from the
 * shipping documents and a neighbour's enumerator does not.
 */

/** The most characters a tracking reference (house bill, master bill or container number) may have, trimmed. */
export const trackReferenceMaxLength = 60;

/** The fewest letters and digits a name check may have: shorter ones are too easy to guess. */
export const partyCheckMinLength = 4;

/** The most characters a name check may have (longer than any stored party name is of no use). */
export const partyCheckMaxLength = 100;

/** The words of a name as compared: accents dropped, lower case, every run of other characters a word break. */
function wordsOf(text: string): string[] {
  const normalized = normalizeForMatch(text);
  return normalized === '' ? [] : normalized.split(' ');
}

/** How many letters and digits a typed check has once normalised (what `partyCheckMinLength` counts). */
export function partyCheckLength(check: string): number {
  return wordsOf(check).join('').length;
}

/**
 * Whether a typed check names a party: its letters and digits, with spaces and punctuation ignored, must be the
 * party name's first word, or its first words together — whole words from the start of the name, never a
 * fragment of a word and never a word from its middle ('Lone Star', 'lone-star' and 'LONESTAR' name 'Lone Star
 * Components, Inc.'; 'Lone St', 'Star Components' and 'Components' do not). Checks shorter than
 * `partyCheckMinLength` name nothing, and neither does an empty name.
 */
export function matchesPartyName(check: string, partyName: string): boolean {
  const typed = wordsOf(check).join('');
  if (typed.length < partyCheckMinLength || typed.length > partyCheckMaxLength) return false;
  let prefix = '';
  for (const word of wordsOf(partyName)) {
    prefix += word;
    if (prefix === typed) return true;
    if (prefix.length >= typed.length) return false;
  }
  return false;
}

/** Whether a typed check names the shipper or the consignee of a shipment. */
export function matchesShipmentParty(check: string, parties: { shipperName: string; consigneeName: string }): boolean {
  return matchesPartyName(check, parties.shipperName) || matchesPartyName(check, parties.consigneeName);
}
