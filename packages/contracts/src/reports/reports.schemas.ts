import { z } from 'zod';
import { messages } from '../errors/messages';
import { reportMessages } from './report-messages';
import { gridPageSchema } from '../grid/grid-query.schemas';

/** The report service's names (spec 1 §7 POST Report/pdf). */
export const reportNames = [
  'export_airway_bill',
  'export_invoice',
  'import_invoice',
  'export_bill_lading',
  'quotation',
  'quotation_freight',
  'billing_statement',
] as const;
export const reportNameSchema = z.enum(reportNames);
export type ReportName = z.infer<typeof reportNameSchema>;

/** The documents a record's id names: the viewer's `documentName` with the `id` of the shipment, invoice or quotation. */
export const documentReportNames = [
  'export_airway_bill',
  'export_bill_lading',
  'export_invoice',
  'import_invoice',
  'quotation',
  'quotation_freight',
] as const satisfies readonly ReportName[];

/** The reports an admin may put into the catalogue as built-in ones (they need no record id). */
export const builtInReportNames = ['billing_statement'] as const satisfies readonly ReportName[];
export const builtInReportSchema = z.enum(builtInReportNames);

/** The statement periods of spec 2 §3 (YTD, Last 6 Months, Last 3 Months, Last Month). */
export const statementPeriodCodeSchema = z.enum(['YTD', 'L6M', 'L3M', 'LM'], {
  message: reportMessages.periodCodes,
});

const code = z.string().trim().min(1).max(20);

/**
 * POST Report/pdf { user_id, name, Parameters } → the HTML document (spec 1 §7). Documents take Parameters.id (the
 * record's id); billing_statement takes forwarderCode, periodCode and customerCode. Parameters stays the spec's
 * string map; each report reads its own keys (unknown ones are refused).
 */
export const reportRequestSchema = z.strictObject({
  user_id: z.string().max(100).optional(),
  name: reportNameSchema,
  Parameters: z.record(z.string().max(40), z.string().max(100)),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

/** The parameters of a document report (the viewer's id, companyCode and forwarderCode). */
export const documentParametersSchema = z.strictObject({
  id: z.string().uuid({ message: messages.recordNotFound }),
  companyCode: code.optional(),
  forwarderCode: code.optional(),
});

/** The parameters of billing_statement. */
export const statementParametersSchema = z.strictObject({
  forwarderCode: code.optional(),
  periodCode: statementPeriodCodeSchema,
  customerCode: code,
});

/** GET the same document as a PDF download: the report's name and its Parameters as query string. */
export const reportPdfQuerySchema = z.strictObject({
  name: reportNameSchema,
  id: z.string().uuid({ message: messages.recordNotFound }).optional(),
  companyCode: code.optional(),
  forwarderCode: code.optional(),
  periodCode: z.string().max(10).optional(),
  customerCode: code.optional(),
});
export type ReportPdfQuery = z.infer<typeof reportPdfQuerySchema>;

/** A report entry of spec 1 §3: name, value (url) and userClaimsId (here the report's id). */
export const reportEntrySchema = z.object({ name: z.string(), value: z.string(), userClaimsId: z.string() });
export type ReportEntry = z.infer<typeof reportEntrySchema>;

export const reportDataQuerySchema = z.strictObject({ top: z.coerce.number().int().min(1).max(50).optional() });

/** A report of the catalogue: an outside address (url) or one of the portal's built-in reports. */
export const catalogueReportSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(['url', 'builtIn']),
  url: z.string(),
  builtIn: builtInReportSchema.nullable(),
  /** The viewer's or the outside address to open (value of spec 1 §3's report entry). */
  value: z.string(),
});
export type CatalogueReport = z.infer<typeof catalogueReportSchema>;

export const reportCatalogueSchema = z.object({
  categories: z.array(
    z.object({ id: z.string().uuid().nullable(), name: z.string(), reports: z.array(catalogueReportSchema) }),
  ),
});
export type ReportCatalogue = z.infer<typeof reportCatalogueSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Report management (admins)

const reportName = z
  .string({ message: reportMessages.reportNameMandatory })
  .trim()
  .min(1, { message: reportMessages.reportNameMandatory })
  .max(120);

/** A report definition as the admin form sends it: a name and either a URL or a built-in report. */
export const reportDefinitionInputSchema = z
  .strictObject({
    name: reportName,
    description: z.string().trim().max(500).default(''),
    categoryId: z.string().uuid().nullable().default(null),
    kind: z.enum(['url', 'builtIn']),
    url: z.string().trim().max(2000).default(''),
    builtIn: builtInReportSchema.nullable().default(null),
    active: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'url') {
      if (!value.url) ctx.addIssue({ code: 'custom', path: ['url'], message: reportMessages.reportUrlMandatory });
      else if (!/^https?:\/\/[^\s/]+/i.test(value.url))
        ctx.addIssue({ code: 'custom', path: ['url'], message: reportMessages.reportUrlInvalid });
    } else if (!value.builtIn)
      ctx.addIssue({ code: 'custom', path: ['builtIn'], message: messages.requiredFieldsMissing });
  });
export type ReportDefinitionInput = z.input<typeof reportDefinitionInputSchema>;

export const reportIdParamsSchema = z.strictObject({ reportId: z.string().uuid({ message: messages.recordNotFound }) });
export const categoryIdParamsSchema = z.strictObject({
  categoryId: z.string().uuid({ message: messages.recordNotFound }),
});

export const reportDefinitionSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  categoryId: z.string().uuid().nullable(),
  categoryName: z.string().nullable(),
  kind: z.enum(['url', 'builtIn']),
  url: z.string(),
  builtIn: builtInReportSchema.nullable(),
  active: z.boolean(),
  companies: z.array(z.object({ id: z.string().uuid(), code: z.string(), name: z.string() })),
  users: z.array(z.object({ id: z.string().uuid(), email: z.string(), displayName: z.string() })),
  updatedAt: z.string(),
});
export type ReportDefinition = z.infer<typeof reportDefinitionSchema>;
export const reportDefinitionsSchema = z.object({ items: z.array(reportDefinitionSchema) });

export const categoryInputSchema = z.strictObject({
  name: z
    .string({ message: reportMessages.categoryNameMandatory })
    .trim()
    .min(1, { message: reportMessages.categoryNameMandatory })
    .max(80),
  sortOrder: z.number().int().min(0).max(999).default(0),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
export const categorySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  sortOrder: z.number().int(),
  reportCount: z.number().int(),
});
export type ReportCategory = z.infer<typeof categorySchema>;
export const categoriesSchema = z.object({ items: z.array(categorySchema) });

/** Who sees a report: whole companies and single users (both by id). */
export const reportPermissionsInputSchema = z.strictObject({
  companyIds: z.array(z.string().uuid()).max(500),
  userIds: z.array(z.string().uuid()).max(500),
});
export type ReportPermissionsInput = z.infer<typeof reportPermissionsInputSchema>;

export const reportHistoryQuerySchema = z.strictObject({
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  reportName: z.string().trim().max(120).optional(),
});
export const reportHistoryEntrySchema = z.object({
  id: z.string().uuid(),
  reportName: z.string(),
  format: z.enum(['html', 'pdf']),
  outcome: z.enum(['ok', 'notFound']),
  parameters: z.record(z.string(), z.string()),
  userEmail: z.string(),
  userName: z.string(),
  companyCode: z.string().nullable(),
  ranAt: z.string(),
});
export type ReportHistoryEntry = z.infer<typeof reportHistoryEntrySchema>;
export const reportHistorySchema = gridPageSchema(reportHistoryEntrySchema);

export const reportSavedSchema = z.object({ id: z.string().uuid(), message: z.string(), messageKey: z.string() });

/** The companies and users a report can be given to (the permissions form's choices). */
export const reportAudienceChoicesSchema = z.object({
  companies: z.array(z.object({ id: z.string().uuid(), code: z.string(), name: z.string() })),
  users: z.array(z.object({ id: z.string().uuid(), email: z.string(), displayName: z.string() })),
});
export type ReportAudienceChoices = z.infer<typeof reportAudienceChoicesSchema>;

/** Who is managing reports (decision 095): a portal admin (all) or a customer's report admin over these companies. */
export const reportManagerSchema = z.object({ all: z.boolean(), companies: z.array(z.string()) });
export type ReportManager = z.infer<typeof reportManagerSchema>;

/** A report role (decision 095): a company's named set of reports, given to users of that company. */
export const roleIdParamsSchema = z.strictObject({ roleId: z.string().uuid({ message: messages.recordNotFound }) });
export const reportRoleInputSchema = z.strictObject({
  companyId: z.string().uuid({ message: messages.recordNotFound }),
  name: z
    .string({ message: reportMessages.roleNameMandatory })
    .trim()
    .min(1, { message: reportMessages.roleNameMandatory })
    .max(80),
  reportIds: z.array(z.string().uuid()).max(500),
  userIds: z.array(z.string().uuid()).max(500),
});
export type ReportRoleInput = z.input<typeof reportRoleInputSchema>;
export const reportRoleSchema = z.object({
  id: z.string().uuid(),
  companyId: z.string().uuid(),
  companyCode: z.string(),
  name: z.string(),
  reports: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
  users: z.array(z.object({ id: z.string().uuid(), email: z.string(), displayName: z.string() })),
});
export type ReportRole = z.infer<typeof reportRoleSchema>;
export const reportRolesSchema = z.object({ items: z.array(reportRoleSchema) });
