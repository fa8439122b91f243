import { addressTypes } from '@connect/domain/reference/enumerations';
import { countries } from '@connect/domain/reference/countries';
import { z } from 'zod';
import { exportColumnsParam, exportFormatParam } from '../grid/grid-export.schemas';
import { messages } from '../errors/messages';
import { cleanTextSchema } from '../form/clean-text.schemas';
import { gridPageSchema, gridQuerySchema } from '../grid/grid-query.schemas';
import { messageKeyFields } from '../errors/error-envelope.schemas';

/**
 * The address book (spec 1 §3 address fields, spec 2 §3 address types and the duplicate check's fields). JSON
 * names are the spec's: addressId, addressText (one line, derived), address (street lines), stateProvince,
 * countryCode, telNo, isBookingParty, unStandarized (derived), isDuplicate and duplicateAddress (derived).
 */

export const addressTypeSchema = z.enum(addressTypes, { message: 'Choose an address type' });
export type AddressType = z.infer<typeof addressTypeSchema>;

const countryCodes = new Set<string>(countries.map((c) => c.code));
const optionalText = (max: number) => cleanTextSchema({ max, optional: true }).default('');

/** Phone numbers: 7 to 15 digits (E.164) with an optional leading +; spaces, dashes, dots and brackets are stripped. */
export const phoneNumberSchema = z
  .string()
  .max(40, { message: messages.phoneBadlyFormatted })
  .transform((text) => text.replace(/[\s\-.()]/g, ''))
  .pipe(z.string().regex(/^(\+?\d{7,15})?$/, { message: messages.phoneBadlyFormatted }));

/** What a customer may send for one address: no ids, no company, no derived flags (unknown fields are refused). */
export const addressInputSchema = z.strictObject({
  addressType: addressTypeSchema,
  name: cleanTextSchema({ max: 200 }),
  address: cleanTextSchema({ max: 500 }),
  city: cleanTextSchema({ max: 100 }),
  stateProvince: optionalText(100),
  postalCode: optionalText(20),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => countryCodes.has(code), { message: 'Choose a country' }),
  contactPersonName: optionalText(200),
  email: z
    .string()
    .trim()
    .max(254, { message: messages.invalidEmail })
    .pipe(z.union([z.literal(''), z.email({ message: messages.invalidEmail })]))
    .default(''),
  telNo: phoneNumberSchema.default(''),
  taxId: optionalText(50),
  nearestAirportCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{3})?$/, { message: 'An airport code is 3 letters (IATA)' })
    .default(''),
  nearestOceanPortLocationCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2}[A-Z2-9]{3})?$/, { message: 'A port code is 5 characters (UN/LOCODE, e.g. USHOU)' })
    .default(''),
  isBookingParty: z.boolean().default(true),
});
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressValues = z.output<typeof addressInputSchema>;

export const addressSchema = z.object({
  addressId: z.string().uuid(),
  addressTable: z.literal('ADDRESSBOOK'),
  addressType: addressTypeSchema,
  name: z.string(),
  addressText: z.string(),
  address: z.string(),
  city: z.string(),
  stateProvince: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
  contactPersonName: z.string(),
  email: z.string(),
  telNo: z.string(),
  taxId: z.string(),
  nearestAirportCode: z.string(),
  nearestOceanPortLocationCode: z.string(),
  isBookingParty: z.boolean(),
  /** Derived: street, city, country or (where the format is known) region or postal code not in standard form. */
  unStandarized: z.boolean(),
  /** Derived (spec 2 §5): names ≥ 90 % similar, same country (or both empty), cities ≥ 0.9 similar. */
  isDuplicate: z.boolean(),
  duplicateAddress: z.array(z.string().uuid()),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** The grid's fields: what its filter and sort may name and what an export may list. */
export const addressGridFields = [
  'name',
  'addressType',
  'addressText',
  'city',
  'stateProvince',
  'postalCode',
  'countryCode',
  'contactPersonName',
  'email',
  'telNo',
  'taxId',
  'nearestAirportCode',
  'nearestOceanPortLocationCode',
  'isBookingParty',
  'isDuplicate',
  'unStandarized',
] as const;
export type AddressGridField = (typeof addressGridFields)[number];

/** The list: the grid's query string, plus `q` (any part of name, street, city, contact) and an address type. */
export const listAddressesQuerySchema = gridQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  addressType: addressTypeSchema.optional(),
});
export type ListAddressesQuery = z.infer<typeof listAddressesQuerySchema>;

export const listAddressesResponseSchema = gridPageSchema(addressSchema);
export type ListAddressesResponse = z.infer<typeof listAddressesResponseSchema>;

export const exportAddressesQuerySchema = listAddressesQuerySchema
  .omit({ pageNumber: true, pageSize: true })
  .extend({ format: exportFormatParam, columns: exportColumnsParam(addressGridFields) });
export type ExportAddressesQuery = z.infer<typeof exportAddressesQuerySchema>;

export const addressIdParamsSchema = z.strictObject({ addressId: z.string().uuid({ message: 'Record Not Found' }) });

/** A likely duplicate named after a save, so the screen can warn and link to it. */
export const addressDuplicateSchema = z.object({
  addressId: z.string().uuid(),
  name: z.string(),
  addressText: z.string(),
});
export const saveAddressResponseSchema = z.object({
  address: addressSchema,
  duplicates: z.array(addressDuplicateSchema),
  message: z.string(),
  ...messageKeyFields,
});
export type SaveAddressResponse = z.infer<typeof saveAddressResponseSchema>;

/** CSV import: at most this many rows and bytes; the whole file is imported or nothing is. */
export const addressImportMaxRows = 5000;
export const addressImportMaxBytes = 2 * 1024 * 1024;

export const importAddressesResponseSchema = z.object({
  imported: z.number().int(),
  /** Imported rows that look like duplicates of another address (they are saved and flagged, not refused). */
  duplicates: z.number().int(),
  message: z.string(),
  ...messageKeyFields,
});
export type ImportAddressesResponse = z.infer<typeof importAddressesResponseSchema>;

export const deleteAddressResponseSchema = z.object({ message: z.string(), ...messageKeyFields });
