import { airRateBreaks, chargeUnitCodes, marginTypes } from '@connect/domain/freight/air-rates';
import { airPortRestrictionListCodes } from '@connect/domain/freight/port-restrictions';
import { oceanContainerType } from '@connect/domain/freight/ocean-rates';
import { estimatorServiceLevels } from '@connect/domain/reference/enumerations';
import { z } from 'zod';
import { messages } from '../errors/messages';

/**
 * The freight estimator's calls (spec 1 §7, spec 2 §3, §5, §7, §9) with the spec's names: `freight/AirportCodes`,
 * `freight/OceanPortCodes`, `freight/CarrierCodesWithParams`, `freight/Rates`, `freight/OceanRates`. Every answer
 * is in the caller's customer scope (the selected company). Money travels as integer cents (`…Cents`) in the
 * estimate; the tariff's own figures (the spec's customer-rate names) as decimal strings with 2 decimals
 * (`"4.20"`); weights in kilograms with 3 decimals. Decision 043.
 */

/** An airport or sea port code as the tariffs and the estimator take it (also used by the tariff schemas). */
export const portCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,5}$/, { message: 'A port code is 3 to 5 letters or digits' });
export const carrierCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,4}$/, { message: 'A carrier code is 2 to 4 letters or digits' });

export const freightModes = ['Air', 'Ocean-FCL'] as const;
export const freightModeSchema = z.enum(freightModes);
export const freightServiceLevelSchema = z.enum(estimatorServiceLevels);
export const freightDeliveryTermsSchema = z.enum(['DoorToDoor', 'DoorToPort', 'PortToDoor', 'PortToPort']);
export const freightContainerTypeSchema = z.literal(oceanContainerType);
export const chargeUnitSchema = z.enum(chargeUnitCodes);
export const marginTypeSchema = z.enum(marginTypes);
export const airRateKeySchema = z.enum(airRateBreaks.map((b) => b.key) as [string, ...string[]]);
export const portRestrictionListSchema = z.enum(airPortRestrictionListCodes as [string, ...string[]]);

/** A code and its name: every list of the cascading choices. */
export const codeNameSchema = z.strictObject({ code: z.string(), name: z.string() });
export type CodeName = z.infer<typeof codeNameSchema>;

// --- Cascading look-ups (spec 1 §4): origin → destination; loading → discharge → carrier -----------------------

export const airportCodesQuerySchema = z
  .strictObject({ type: z.enum(['origin', 'dest']), originPort: portCode.optional() })
  .refine((q) => q.type === 'origin' || q.originPort !== undefined, {
    message: 'originPort is required when type is dest',
    path: ['originPort'],
  });
export type AirportCodesQuery = z.infer<typeof airportCodesQuerySchema>;

/** type=origin answers `originAirportCode`, type=dest `destinationAirportCode` (spec 2 §7). */
export const airportCodesResponseSchema = z.strictObject({
  originAirportCode: z.array(codeNameSchema).optional(),
  destinationAirportCode: z.array(codeNameSchema).optional(),
  /** The special customer list the caller's company is on (spec 1 §6), or null. */
  restriction: portRestrictionListSchema.nullable(),
});
export type AirportCodesResponse = z.infer<typeof airportCodesResponseSchema>;

export const oceanPortCodesQuerySchema = z
  .strictObject({
    type: z.enum(['origin', 'dest']),
    containerType: freightContainerTypeSchema.default(oceanContainerType),
    originPort: portCode.optional(),
  })
  .refine((q) => q.type === 'origin' || q.originPort !== undefined, {
    message: 'originPort is required when type is dest',
    path: ['originPort'],
  });
export type OceanPortCodesQuery = z.infer<typeof oceanPortCodesQuerySchema>;

/** type=origin answers `loadingPort`, type=dest `dischargePort` (spec 2 §7). */
export const oceanPortCodesResponseSchema = z.strictObject({
  loadingPort: z.array(codeNameSchema).optional(),
  dischargePort: z.array(codeNameSchema).optional(),
});
export type OceanPortCodesResponse = z.infer<typeof oceanPortCodesResponseSchema>;

export const carrierCodesQuerySchema = z.strictObject({
  portOfLoading: portCode,
  portOfDischarge: portCode,
  containerType: freightContainerTypeSchema.default(oceanContainerType),
});
export type CarrierCodesQuery = z.infer<typeof carrierCodesQuerySchema>;
export const carrierCodesResponseSchema = z.strictObject({ carrierCodes: z.array(codeNameSchema) });
export type CarrierCodesResponse = z.infer<typeof carrierCodesResponseSchema>;

// --- The freight object (spec 2 §3) and the rate calls' `filters` query --------------------------------------

const weight = z.number().finite().min(0).max(1_000_000);

/**
 * The freight object of spec 2 §3. `totalGrossWeight` is ours (spec 2 §5 requires a gross weight above 0); the
 * server works out the chargeable weight itself from gross and volumetric (`totalChargeableWeight` and
 * `totalEstimatedCost` sent by the client are ignored and answered back).
 */
export const freightObjectSchema = z.strictObject({
  mode: freightModeSchema,
  serviceLevel: freightServiceLevelSchema.default('Express'),
  originPort: portCode.optional(),
  destinationPort: portCode.optional(),
  portOfLoading: portCode.optional(),
  portOfDischarge: portCode.optional(),
  carrier: carrierCode.optional(),
  deliveryTerms: freightDeliveryTermsSchema.optional(),
  containerCount: z.number().int().min(0).max(999).optional(),
  totalGrossWeight: weight.optional(),
  totalChargeableWeight: weight.optional(),
  totalVolumetricWeight: weight.default(0),
  volumeUnit: z.enum(['IN', 'CM']).default('IN'),
  weightUnit: z.enum(['LB', 'KG']).default('LB'),
  totalEstimatedCost: z.number().finite().optional(),
});
export type FreightObject = z.infer<typeof freightObjectSchema>;

/** Air (spec 2 §5): origin, destination, service level and a gross weight above 0, each named. */
export const airFreightObjectSchema = freightObjectSchema.superRefine((f, ctx) => {
  if (f.mode !== 'Air') ctx.addIssue({ code: 'custom', path: ['mode'], message: 'mode must be Air' });
  if (!f.originPort) ctx.addIssue({ code: 'custom', path: ['originPort'], message: messages.required });
  if (!f.destinationPort) ctx.addIssue({ code: 'custom', path: ['destinationPort'], message: messages.required });
  if (!(f.totalGrossWeight !== undefined && f.totalGrossWeight > 0))
    ctx.addIssue({ code: 'custom', path: ['totalGrossWeight'], message: messages.required });
});

/** Ocean-FCL (spec 2 §5): delivery terms, both ports, carrier and a container count above 0, else one message. */
export const oceanFreightObjectSchema = freightObjectSchema.superRefine((f, ctx) => {
  if (f.mode !== 'Ocean-FCL') ctx.addIssue({ code: 'custom', path: ['mode'], message: 'mode must be Ocean-FCL' });
  else if (
    !f.deliveryTerms ||
    !f.portOfLoading ||
    !f.portOfDischarge ||
    !f.carrier ||
    !(f.containerCount !== undefined && f.containerCount > 0)
  )
    ctx.addIssue({ code: 'custom', path: [], message: messages.requiredFieldsMissing });
});

const filtersParam = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(4000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'filters must be the freight object as JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** GET freight/Rates?filters=<freight object as JSON>. */
export const airRatesQuerySchema = z.strictObject({ filters: filtersParam(airFreightObjectSchema) });
export type AirRatesQuery = z.infer<typeof airRatesQuerySchema>;
/** GET freight/OceanRates?filters=<freight object as JSON>. */
export const oceanRatesQuerySchema = z.strictObject({ filters: filtersParam(oceanFreightObjectSchema) });
export type OceanRatesQuery = z.infer<typeof oceanRatesQuerySchema>;

/** The query string of a rate call: `filters` is the freight object as JSON. */
export const freightFiltersParams = (freight: Partial<FreightObject>) =>
  new URLSearchParams({ filters: JSON.stringify(freight) });

// --- Answers -----------------------------------------------------------------------------------------------

const money = z.string().regex(/^-?\d+\.\d{2}$/);
const cents = z.number().int();
const kilograms = z.number().min(0);

const tariffRefSchema = z.strictObject({
  tariffNumber: z.string(),
  validFrom: z.iso.date(),
  validTo: z.iso.date(),
  currency: z.string().length(3),
  transitDays: z.number().int().nullable(),
});

/** Customer rates (spec 2 §3) of the caller's company on the lane, as the tariff holds them. */
export const customerRatesSchema = tariffRefSchema.extend({
  originPort: z.string(),
  destinationPort: z.string(),
  serviceLevel: freightServiceLevelSchema,
  carrier: z.string().nullable(),
  rate0: money,
  rate45: money,
  rate100: money,
  rate300: money,
  rate500: money,
  rate1000: money,
  /** K and FLAT: money; PERCENT: a percentage with 2 decimals ("12.50"). */
  margin: money,
  marginType: marginTypeSchema,
  originCharge: money,
  originUnit: chargeUnitSchema,
  originMinimum: money,
  freightUnit: z.literal('K'),
  freightMinimum: money,
  destHandlingCharge: money,
  destHandlingUnit: chargeUnitSchema,
  destHandlingMin: money,
});
export type CustomerRates = z.infer<typeof customerRatesSchema>;

const rateBreakSchema = z.strictObject({ key: airRateKeySchema, fromKg: z.number(), toKg: z.number().nullable() });

export const airChargeLineSchema = z.strictObject({
  code: z.enum(['ORIGIN', 'FREIGHT', 'DEST_HANDLING']),
  unit: chargeUnitSchema,
  rateCents: cents,
  /** Kilograms the rate was multiplied by (unit K); null for S. */
  quantityKg: kilograms.nullable(),
  calculatedCents: cents,
  minimumCents: cents,
  minimumApplied: z.boolean(),
  margin: z.strictObject({ type: marginTypeSchema, value: z.number(), cents }).nullable(),
  amountCents: cents,
});
export type AirChargeLine = z.infer<typeof airChargeLineSchema>;

/** The air estimate, explained: chargeable weight, break, higher-break saving, lines, next break. */
export const airEstimateSchema = z.strictObject({
  chargeable: z.strictObject({
    weightUnit: z.enum(['LB', 'KG']),
    grossWeight: z.number(),
    volumetricWeight: z.number(),
    basis: z.enum(['gross', 'volumetric']),
    chargeableWeight: z.number(),
    chargeableKg: kilograms,
  }),
  weightBreak: rateBreakSchema,
  appliedBreak: rateBreakSchema,
  billedKg: kilograms,
  higherBreakApplied: z.boolean(),
  /** What the higher-break rule saved against the weight's own break. */
  savingCents: cents,
  ownBreakCents: cents,
  nextBreak: z
    .strictObject({ break: rateBreakSchema, rateCents: cents, freightCents: cents, extraCents: cents })
    .nullable(),
  lines: z.array(airChargeLineSchema),
  totalCents: cents,
  currency: z.string().length(3),
  /** GLEC-style estimate (UK government factors) beside the price (`domain/shipments/emissions.ts`); null when an airport is unknown. */
  co2e: z
    .strictObject({ co2eKg: z.number(), distanceKm: z.number(), factorKgPerTonneKm: z.number(), source: z.string() })
    .nullable(),
});
export type AirEstimate = z.infer<typeof airEstimateSchema>;

/** The spec's freight object answered back with the server's chargeable weight and estimated cost. */
export const freightObjectAnswerSchema = z.strictObject({
  ...freightObjectSchema.shape,
  serviceLevel: freightServiceLevelSchema,
  totalVolumetricWeight: z.number(),
  volumeUnit: z.enum(['IN', 'CM']),
  weightUnit: z.enum(['LB', 'KG']),
  totalChargeableWeight: z.number().optional(),
  totalEstimatedCost: z.number().optional(),
});

export const airRatesResponseSchema = z.strictObject({
  freight: freightObjectAnswerSchema,
  rates: customerRatesSchema,
  estimate: airEstimateSchema,
});
export type AirRatesResponse = z.infer<typeof airRatesResponseSchema>;

/** Ocean rate (spec 2 §3): containerType and rateDetails with amount and isPerUnit. */
export const oceanRateSchema = tariffRefSchema.extend({
  portOfLoading: z.string(),
  portOfDischarge: z.string(),
  carrier: z.string(),
  containerType: freightContainerTypeSchema,
  rateDetails: z.array(
    z.strictObject({ chargeCode: z.string(), description: z.string(), amount: money, isPerUnit: z.boolean() }),
  ),
});
export type OceanRate = z.infer<typeof oceanRateSchema>;

export const oceanEstimateSchema = z.strictObject({
  containerCount: z.number().int(),
  lines: z.array(
    z.strictObject({
      chargeCode: z.string(),
      description: z.string(),
      amountCents: cents,
      isPerUnit: z.boolean(),
      quantity: z.number().int(),
      lineCents: cents,
    }),
  ),
  totalCents: cents,
  currency: z.string().length(3),
});

export const oceanRatesResponseSchema = z.strictObject({
  freight: freightObjectAnswerSchema,
  rate: oceanRateSchema,
  estimate: oceanEstimateSchema,
});
export type OceanRatesResponse = z.infer<typeof oceanRatesResponseSchema>;
