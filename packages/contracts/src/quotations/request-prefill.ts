import { bookingModeCodes, estimatorServiceLevels, weightUnits } from '@connect/domain/reference/enumerations';
import { z } from 'zod';

/**
 * "Request a quote" from a freight estimate (issue #18, decision 066): the calculator sends the estimate's mode,
 * lane and cargo to /quotations/new in the query string, and the request form starts from them. Each value is
 * checked on the way in; one that does not fit is left out (the form asks for it), never an error.
 */
const code = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,5}$/);
const positive = z.coerce.number().positive().max(10_000_000);

export const quotationPrefillSchema = z.object({
  mode: z.enum(bookingModeCodes),
  serviceLevel: z.enum(estimatorServiceLevels),
  originCode: code,
  destinationCode: code,
  pieces: z.coerce.number().int().min(1).max(100_000),
  grossWeight: positive,
  weightUnit: z.enum(weightUnits),
  volumeCbm: z.coerce.number().min(0).max(100_000),
  containerCount: z.coerce.number().int().min(0).max(100),
});
export type QuotationPrefill = Partial<z.output<typeof quotationPrefillSchema>>;
const fields = Object.keys(quotationPrefillSchema.shape) as (keyof QuotationPrefill)[];

/** The query string of a prefill (empty values left out). */
export function quotationPrefillQuery(prefill: QuotationPrefill): Record<string, string | undefined> {
  return Object.fromEntries(
    fields.map((f) => [f, prefill[f] === undefined || prefill[f] === '' ? undefined : String(prefill[f])]),
  );
}

/** The prefill a query string carries: every field that passes its rule; the rest left out. */
export function quotationPrefillOf(params: URLSearchParams): QuotationPrefill {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const raw = params.get(f);
    if (raw === null || raw === '') continue;
    const parsed = quotationPrefillSchema.shape[f].safeParse(raw);
    if (parsed.success) out[f] = parsed.data;
  }
  return out as QuotationPrefill;
}
