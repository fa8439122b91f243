import { countries } from '../reference/countries';
import { usStates } from '../reference/us-states';

/**
 * Whether an address is in the standard form a carrier or customs filing needs (spec 1 §3 names the derived flag
 * `unStandarized`): a known ISO country, a street and a city, and for the countries whose format we check, a valid
 * region and postal code. An unstandardized address is still saved; the address book marks it for correction.
 */
export type AddressForStandard = {
  address: string;
  city: string;
  stateProvince: string;
  postalCode: string;
  countryCode: string;
};

const countryCodes = new Set<string>(countries.map((c) => c.code));
const usStateCodes = new Set<string>(usStates.map((s) => s.code));
const caProvinces = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);

/** Postal code formats of the countries most addresses here belong to (Universal Postal Union formats). */
const postalFormats: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  MX: /^\d{5}$/,
  BR: /^\d{5}-?\d{3}$/,
  DE: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  CN: /^\d{6}$/,
  IN: /^\d{6}$/,
  JP: /^\d{3}-?\d{4}$/,
};

/** The fields that keep an address from the standard form (empty when it is standard). */
export function addressStandardIssues(address: AddressForStandard): (keyof AddressForStandard)[] {
  const issues: (keyof AddressForStandard)[] = [];
  const country = address.countryCode.trim().toUpperCase();
  if (!countryCodes.has(country)) issues.push('countryCode');
  if (!address.address.trim()) issues.push('address');
  if (!address.city.trim()) issues.push('city');
  const state = address.stateProvince.trim().toUpperCase();
  if (country === 'US' && !usStateCodes.has(state)) issues.push('stateProvince');
  if (country === 'CA' && !caProvinces.has(state)) issues.push('stateProvince');
  const format = postalFormats[country];
  if (format && !format.test(address.postalCode.trim())) issues.push('postalCode');
  return issues;
}

export const isUnstandardizedAddress = (address: AddressForStandard) => addressStandardIssues(address).length > 0;

/** One line for lists and pickers: street, city, region and postal code, country (empty parts left out). */
export function formatAddressText(address: AddressForStandard): string {
  const region = [address.stateProvince.trim(), address.postalCode.trim()].filter(Boolean).join(' ');
  return [address.address.replace(/\s*\n\s*/g, ', ').trim(), address.city.trim(), region, address.countryCode.trim()]
    .filter(Boolean)
    .join(', ');
}
