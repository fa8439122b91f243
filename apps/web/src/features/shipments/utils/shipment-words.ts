import { deliveryTerms, serviceLevels } from '@connect/domain/reference/enumerations';
import type { UiKey } from '@/lib/i18n-keys';

/**
 * Catalogue keys for the reference words a shipment carries by their English name (the feed sends names, not
 * codes): its service level and delivery terms. A name the reference data does not know is shown as it is.
 */
export function serviceLevelKey(name: string): UiKey | undefined {
  const code = serviceLevels.find((level) => level.name === name)?.code;
  return code ? `bookings.detail.serviceLevels.${code}` : undefined;
}

export function deliveryTermsKey(name: string): UiKey | undefined {
  const code = deliveryTerms.find((terms) => terms.name === name)?.code;
  return code ? `freight.deliveryTerms.${code}` : undefined;
}

/** The shipment documents the portal knows by code (house bill or air waybill, commercial invoice, packing list). */
const documentCodes = ['HBL', 'HAWB', 'CIV', 'PKL'] as const;

export function documentTypeKey(code: string): UiKey | undefined {
  const known = documentCodes.find((c) => c === code);
  return known ? `shipments.detail.documentTypes.${known}` : undefined;
}
