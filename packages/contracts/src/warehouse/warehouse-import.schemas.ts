import { z } from 'zod';
import { messageKeyFields } from '../errors/error-envelope.schemas';

/**
 * Bulk import of inbound and outbound orders from CSV or .xlsx (issue #19, decision 059). One row per order line;
 * rows with the same Order/Reference No. form one order. The wizard reads the file, maps its columns to these
 * fields, runs a dry run that names every problem by row and column, then imports every order or none.
 */

/** The largest file the import reads. */
export const orderImportMaxBytes = 5 * 1024 * 1024;
/** The most rows (order lines) a file may hold under its header row. */
export const orderImportMaxRows = 2000;
/** An .xlsx whose parts unpack to more than this is refused (a zip bomb). */
export const orderImportMaxUnpackedBytes = 50 * 1024 * 1024;

export const importDirectionSchema = z.enum(['inbound', 'outbound']);
export type ImportDirection = z.infer<typeof importDirectionSchema>;
export const importDirectionParamsSchema = z.strictObject({ direction: importDirectionSchema });

const commonFields = ['referenceNo', 'fileNumber', 'warehouse', 'sku', 'quantity', 'lotNumber', 'notes'] as const;
export const inboundImportFields = [
  ...commonFields,
  'supplierName',
  'expectedDate',
  'carrier',
  'containerNo',
  'houseBill',
] as const;
export const outboundImportFields = [...commonFields, 'shipTo', 'requestedDate', 'serviceLevel'] as const;
export const allImportFields = [...new Set([...inboundImportFields, ...outboundImportFields])] as const;
export type ImportField = (typeof inboundImportFields)[number] | (typeof outboundImportFields)[number];

/** Fields a file must have a column for; the others may stay unmapped (file number = reference, one warehouse…). */
export const requiredImportFields: Record<ImportDirection, readonly ImportField[]> = {
  inbound: ['referenceNo', 'sku', 'quantity', 'supplierName', 'expectedDate'],
  outbound: ['referenceNo', 'sku', 'quantity', 'shipTo', 'requestedDate'],
};
export const importFieldsOf = (direction: ImportDirection): readonly ImportField[] =>
  direction === 'inbound' ? inboundImportFields : outboundImportFields;

const headerText = z.string().trim().min(1).max(200);

/** Field → the file's column header (null: not in the file). Fields of the other direction are refused. */
export const importMappingSchema = z.strictObject(
  Object.fromEntries(allImportFields.map((f) => [f, headerText.nullable().optional()])) as Record<
    ImportField,
    z.ZodOptional<z.ZodNullable<typeof headerText>>
  >,
);
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const saveImportMappingSchema = z.strictObject({ mapping: importMappingSchema });
export const importMappingResponseSchema = z.object({
  direction: importDirectionSchema,
  mapping: importMappingSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type ImportMappingResponse = z.infer<typeof importMappingResponseSchema>;
export const saveImportMappingResponseSchema = importMappingResponseSchema.extend({
  message: z.string(),
  ...messageKeyFields,
});

/** What the server read from a file: its header row, a few rows and the mapping it proposes. */
export const readImportResponseSchema = z.object({
  fileName: z.string(),
  kind: z.enum(['csv', 'xlsx']),
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  rowCount: z.number().int(),
  mapping: importMappingSchema,
  mappingSource: z.enum(['saved', 'guessed']),
});
export type ReadImportResponse = z.infer<typeof readImportResponseSchema>;

/** One problem of a file: the row (1 = header row; null: the whole file) and column it is at. */
export const importProblemSchema = z.object({
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  field: z.string().nullable(),
  message: z.string(),
  ...messageKeyFields,
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importOrderSummarySchema = z.object({
  referenceNo: z.string(),
  fileNumber: z.string(),
  firstRow: z.number().int(),
  lineCount: z.number().int(),
  totalQty: z.number().int(),
});
export const dryRunResponseSchema = z.object({
  ok: z.boolean(),
  rowCount: z.number().int(),
  orders: z.array(importOrderSummarySchema),
  problems: z.array(importProblemSchema),
  /** How many problems there were in all (the list holds the first ones). */
  problemCount: z.number().int(),
});
export type DryRunResponse = z.infer<typeof dryRunResponseSchema>;

export const commitImportResponseSchema = z.object({
  imported: z.array(z.object({ orderId: z.string().uuid(), referenceNo: z.string(), fileNumber: z.string() })),
  message: z.string(),
  ...messageKeyFields,
});
export type CommitImportResponse = z.infer<typeof commitImportResponseSchema>;

/** The multipart parts besides the file: the mapping as JSON text. Any other part is refused. */
export const importPartsSchema = z.strictObject({ mapping: z.string().max(20_000).optional() });
