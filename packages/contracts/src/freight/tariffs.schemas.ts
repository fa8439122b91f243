import { chargeUnitCodes, marginTypes } from '@connect/domain/freight/air-rates';
import { oceanContainerType } from '@connect/domain/freight/ocean-rates';
import { estimatorServiceLevels } from '@connect/domain/reference/enumerations';
import { z } from 'zod';
import { messages } from '../errors/messages';
import { cleanTextSchema } from '../form/clean-text.schemas';
import { carrierCode, portCode } from './freight.schemas';

/**
 * Tariff maintenance for the forwarder's staff (issue #18, decision 065): the air, ocean and accessorial sell-rate
 * tariffs of decision 043 with their numbers, lanes, validity dates and customers. Money travels as decimal strings
 * with up to 2 decimals ("4.20"), as the rate calls show the tariff's figures; PERCENT margins as a percentage
 * ("12.50"). Every input object is strict: an unknown field (an id, a timestamp) is refused.
 */

export const tariffKinds = ['AIR', 'OCEAN', 'ACCESSORIAL'] as const;
export type TariffKind = (typeof tariffKinds)[number];
export const tariffKindSchema = z.enum(tariffKinds);

/** Each kind's number prefix: AF-2026-LSCOMP, OF-2026-LSCOMP, AS-2026-ALL. */
export const tariffNumberPrefixes: Record<TariffKind, string> = { AIR: 'AF-', OCEAN: 'OF-', ACCESSORIAL: 'AS-' };

/** The spec's invalid tariff # message of each kind (spec 2 §5 names them; the texts are decision 065's). */
export const invalidTariffNumberMessages: Record<TariffKind, string> = {
  AIR: messages.invalidAirTariffNumber,
  OCEAN: messages.invalidOceanTariffNumber,
  ACCESSORIAL: messages.invalidAccessorialTariffNumber,
};

/** A tariff number is its kind's prefix and 1 to 27 capitals, digits or hyphens (30 characters at most). */
export function isValidTariffNumber(kind: TariffKind, value: string): boolean {
  const prefix = tariffNumberPrefixes[kind];
  return value.startsWith(prefix) && /^[A-Z]{2}-[A-Z0-9][A-Z0-9-]{0,26}$/.test(value);
}

export const tariffNumberInputSchema = z.string().trim().toUpperCase().max(60);

const isoDate = z.iso.date({ message: 'Use a date as YYYY-MM-DD' });
const chargeCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,10}$/, { message: 'A charge code is 2 to 10 letters or digits' });
/** Money ≥ 0 with at most 2 decimals, as text. */
export const tariffMoneySchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, { message: 'Use an amount of 0 or more with at most 2 decimals' }));
const transitDays = z.number().int().min(0).max(365).nullable();

export const airLaneInputSchema = z.strictObject({
  originPort: portCode,
  destinationPort: portCode,
  serviceLevel: z.enum(estimatorServiceLevels),
  carrierCode: carrierCode.nullable(),
  rate0: tariffMoneySchema,
  rate45: tariffMoneySchema,
  rate100: tariffMoneySchema,
  rate300: tariffMoneySchema,
  rate500: tariffMoneySchema,
  rate1000: tariffMoneySchema,
  margin: tariffMoneySchema,
  marginType: z.enum(marginTypes),
  originCharge: tariffMoneySchema,
  originUnit: z.enum(chargeUnitCodes),
  originMinimum: tariffMoneySchema,
  freightMinimum: tariffMoneySchema,
  destHandlingCharge: tariffMoneySchema,
  destHandlingUnit: z.enum(chargeUnitCodes),
  destHandlingMin: tariffMoneySchema,
  transitDays,
});
export type AirLaneInput = z.input<typeof airLaneInputSchema>;

export const oceanChargeInputSchema = z.strictObject({
  chargeCode,
  description: cleanTextSchema({ max: 100 }),
  amount: tariffMoneySchema,
  isPerUnit: z.boolean(),
});
export const oceanLaneInputSchema = z.strictObject({
  portOfLoading: portCode,
  portOfDischarge: portCode,
  carrierCode,
  containerType: z.literal(oceanContainerType),
  transitDays,
  charges: z.array(oceanChargeInputSchema).min(1).max(30),
});
export type OceanLaneInput = z.input<typeof oceanLaneInputSchema>;

export const accessorialChargeInputSchema = z.strictObject({
  chargeCode,
  description: cleanTextSchema({ max: 100 }),
  mode: z.enum(['AIR', 'OCEAN', 'ANY']),
  unit: z.enum(['K', 'S', 'C']),
  amount: tariffMoneySchema,
  minimum: tariffMoneySchema,
});
export type AccessorialChargeInput = z.input<typeof accessorialChargeInputSchema>;

const headerFields = {
  tariffNumber: tariffNumberInputSchema,
  description: cleanTextSchema({ max: 200, optional: true }),
  validFrom: isoDate,
  validTo: isoDate,
  /** Customer company codes (at least one: 'Please add one customer.'). */
  customerCodes: z
    .array(z.string().trim().toUpperCase().min(1).max(20))
    .min(1, { message: messages.addOneCustomer })
    .max(500),
};

const maxLanes = 2000;

/**
 * Create or change a tariff: its header and, when given, all of its lanes (the kind's own list only; left out on a
 * change, the lanes stay as they are).
 */
export const tariffInputSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('AIR'),
      ...headerFields,
      airLanes: z.array(airLaneInputSchema).max(maxLanes).optional(),
    }),
    z.strictObject({
      kind: z.literal('OCEAN'),
      ...headerFields,
      oceanLanes: z.array(oceanLaneInputSchema).max(maxLanes).optional(),
    }),
    z.strictObject({
      kind: z.literal('ACCESSORIAL'),
      ...headerFields,
      accessorialCharges: z.array(accessorialChargeInputSchema).max(maxLanes).optional(),
    }),
  ])
  .refine((t) => t.validTo >= t.validFrom, {
    path: ['validTo'],
    message: 'The last day cannot be before the first day',
  });
export type TariffInput = z.input<typeof tariffInputSchema>;
export type TariffInputParsed = z.output<typeof tariffInputSchema>;

export const tariffIdParamsSchema = z.strictObject({ id: z.string().uuid() });

/** Expire a tariff: its last day becomes `validTo` (default: yesterday, so it prices nothing from today). */
export const expireTariffSchema = z.strictObject({ validTo: isoDate.optional() });

export const tariffListQuerySchema = z.strictObject({
  kind: tariffKindSchema.optional(),
  status: z.enum(['current', 'future', 'expired', 'all']).default('all'),
  search: z.string().trim().max(60).optional(),
});
export type TariffListQuery = z.input<typeof tariffListQuerySchema>;

const customerSchema = z.strictObject({ id: z.string().uuid(), code: z.string(), name: z.string() });
export const tariffStatusSchema = z.enum(['current', 'future', 'expired']);

export const tariffSummarySchema = z.strictObject({
  id: z.string().uuid(),
  kind: tariffKindSchema,
  tariffNumber: z.string(),
  description: z.string(),
  currency: z.string(),
  validFrom: z.iso.date(),
  validTo: z.iso.date(),
  status: tariffStatusSchema,
  customers: z.array(customerSchema),
  lineCount: z.number().int(),
  updatedAt: z.string(),
});
export type TariffSummary = z.infer<typeof tariffSummarySchema>;

export const tariffListResponseSchema = z.strictObject({ items: z.array(tariffSummarySchema) });
export type TariffListResponse = z.infer<typeof tariffListResponseSchema>;

const money = z.string().regex(/^\d+\.\d{2}$/);
export const tariffDetailSchema = tariffSummarySchema.extend({
  airLanes: z.array(
    airLaneInputSchema.extend({
      /** The lane's id, for the lane routes (decision 080). */
      id: z.string().uuid(),
      rate0: money,
      rate45: money,
      rate100: money,
      rate300: money,
      rate500: money,
      rate1000: money,
      margin: money,
      originCharge: money,
      originMinimum: money,
      freightMinimum: money,
      destHandlingCharge: money,
      destHandlingMin: money,
      originPort: z.string(),
      destinationPort: z.string(),
      carrierCode: z.string().nullable(),
    }),
  ),
  oceanLanes: z.array(
    z.strictObject({
      id: z.string().uuid(),
      portOfLoading: z.string(),
      portOfDischarge: z.string(),
      carrierCode: z.string(),
      containerType: z.string(),
      transitDays,
      charges: z.array(
        z.strictObject({ chargeCode: z.string(), description: z.string(), amount: money, isPerUnit: z.boolean() }),
      ),
    }),
  ),
  accessorialCharges: z.array(
    z.strictObject({
      id: z.string().uuid(),
      chargeCode: z.string(),
      description: z.string(),
      mode: z.enum(['AIR', 'OCEAN', 'ANY']),
      unit: z.enum(['K', 'S', 'C']),
      amount: money,
      minimum: money,
    }),
  ),
});
export type TariffDetail = z.infer<typeof tariffDetailSchema>;

// --- Import ------------------------------------------------------------------------------------------------

export const tariffImportKindParamsSchema = z.strictObject({ kind: z.enum(['air', 'ocean', 'accessorial']) });
export type TariffImportKindParam = z.infer<typeof tariffImportKindParamsSchema>['kind'];

export const tariffImportMaxRows = 2000;

/**
 * The columns of an import file per kind, as its header row names them (case and spaces ignored). One row per air
 * lane, per ocean charge (rows of the same lane form it) or per accessorial charge; rows with the same Tariff #
 * form one tariff.
 */
const header = ['Tariff #', 'Description', 'Valid From', 'Valid To', 'Customers'] as const;
export const tariffImportColumns = {
  air: [
    ...header,
    'Origin',
    'Destination',
    'Service Level',
    'Carrier',
    'Rate0',
    'Rate45',
    'Rate100',
    'Rate300',
    'Rate500',
    'Rate1000',
    'Margin',
    'Margin Type',
    'Origin Charge',
    'Origin Unit',
    'Origin Minimum',
    'Freight Minimum',
    'Dest Handling Charge',
    'Dest Handling Unit',
    'Dest Handling Min',
    'Transit Days',
  ],
  ocean: [
    ...header,
    'Port of Loading',
    'Port of Discharge',
    'Carrier',
    'Container Type',
    'Transit Days',
    'Charge Code',
    'Charge Description',
    'Amount',
    'Per Unit',
  ],
  accessorial: [...header, 'Charge Code', 'Charge Description', 'Mode', 'Unit', 'Amount', 'Minimum'],
} as const satisfies Record<TariffImportKindParam, readonly string[]>;

/** Columns that may be left empty (Description, Carrier of an air lane, Transit Days). */
export const tariffImportOptionalColumns: readonly string[] = ['Description', 'Carrier', 'Transit Days'];

export const tariffImportProblemSchema = z.strictObject({
  /** The file's row (the header is row 1); 1 for a problem of the header row. */
  row: z.number().int(),
  /** The file's column name, as its header row spells it (or as expected when missing). */
  column: z.string(),
  messageKey: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
});
export type TariffImportProblem = z.infer<typeof tariffImportProblemSchema>;

export const tariffImportResponseSchema = z.strictObject({
  /** True when written (every row valid and `commit` asked for); false for a dry run or when a row has a problem. */
  imported: z.boolean(),
  tariffs: z.array(z.strictObject({ tariffNumber: z.string(), lines: z.number().int(), replaces: z.boolean() })),
  rows: z.number().int(),
  problems: z.array(tariffImportProblemSchema),
  problemCount: z.number().int(),
});
export type TariffImportResponse = z.infer<typeof tariffImportResponseSchema>;

export const tariffImportQuerySchema = z.strictObject({ commit: z.enum(['true', 'false']).default('false') });
