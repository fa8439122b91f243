import { z } from 'zod';
import { messages } from '../errors/messages';
import { resourceMessages } from './resource-messages';

/**
 * The resources library (issue #21, spec 1 §2, §3, §7; spec 2 §5 messages): links or files the forwarder's
 * admins publish for customers, visible per customer (user) or company, between a publish date and an optional
 * expiry, with read and acknowledgment tracking.
 */

/** The portal modules a resource is about (permission keys of spec 1 §3). */
export const resourceModules = [
  'shipment',
  'billing',
  'booking',
  'wms',
  'report',
  'freight-manager',
  'addressbook',
  'warehousereceipt',
] as const;
export type ResourceModule = (typeof resourceModules)[number];
export const resourceKinds = ['link', 'file'] as const;
export type ResourceKind = (typeof resourceKinds)[number];
/** Spec 1 §3: resourceVisibilityTypeId Customer (a user) or Company (a company code). */
export const resourceVisibilityTypes = ['Customer', 'Company'] as const;
export type ResourceVisibilityType = (typeof resourceVisibilityTypes)[number];
export const resourceStates = ['scheduled', 'live', 'expired'] as const;

const linkPattern = /^https?:\/\/[^\s]+$/i;

/** What an admin sends to create or change a resource (strict: anything else is refused). */
export const resourceDraftSchema = z
  .strictObject({
    title: z.string().trim().max(150).default(''),
    description: z.string().trim().max(2000).default(''),
    kind: z.enum(resourceKinds),
    /** The link (kind link). */
    url: z.string().trim().max(2000).nullable().default(null),
    /** The uploaded file (kind file): the id `PUT /api/admin/resources/files` answered. */
    fileId: z.uuid().nullable().default(null),
    modules: z.array(z.enum(resourceModules)).max(resourceModules.length).default([]),
    category: z.string().trim().max(80).default(''),
    visibilityTypes: z.array(z.enum(resourceVisibilityTypes)).max(2).default([]),
    /** User ids (visibility Customer). */
    customerIds: z.array(z.uuid()).max(500).default([]),
    /** Company codes (visibility Company). */
    companyCodes: z.array(z.string().trim().min(1).max(20)).max(500).default([]),
    publishAt: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
    requiresAck: z.boolean().default(false),
  })
  .superRefine((draft, ctx) => {
    if (draft.title === '') ctx.addIssue({ code: 'custom', path: ['title'], message: messages.titleEmpty });
    if (draft.description === '')
      ctx.addIssue({ code: 'custom', path: ['description'], message: messages.descriptionEmpty });
    if (draft.kind === 'file' && !draft.fileId)
      ctx.addIssue({ code: 'custom', path: ['fileId'], message: messages.addFileToUpload });
    if (draft.kind === 'link' && !linkPattern.test(draft.url ?? ''))
      ctx.addIssue({ code: 'custom', path: ['url'], message: resourceMessages.linkNotValid });
    if (draft.modules.length === 0)
      ctx.addIssue({ code: 'custom', path: ['modules'], message: messages.selectAtleastOneModule });
    if (draft.visibilityTypes.length === 0)
      ctx.addIssue({ code: 'custom', path: ['visibilityTypes'], message: messages.selectAtleastOneVisibility });
    if (draft.visibilityTypes.includes('Customer') && draft.customerIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['customerIds'], message: messages.addOneCustomer });
    if (draft.visibilityTypes.includes('Company') && draft.companyCodes.length === 0)
      ctx.addIssue({ code: 'custom', path: ['companyCodes'], message: messages.addOneCompany });
    if (draft.expiresAt && Date.parse(draft.expiresAt) <= Date.parse(draft.publishAt))
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: resourceMessages.expiryBeforePublish });
  });
export type ResourceDraft = z.infer<typeof resourceDraftSchema>;
export type ResourceDraftInput = z.input<typeof resourceDraftSchema>;

export const resourceFileSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  fileSize: z.number().int(),
});
export type ResourceFile = z.infer<typeof resourceFileSchema>;

/** The upload's name (the bytes come as application/octet-stream). */
export const uploadResourceFileQuerySchema = z.strictObject({ fileName: z.string().trim().min(1).max(200) });

/** A resource as the admins' dashboard sees it, with its audience and read counts. */
export const adminResourceSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(resourceKinds),
  url: z.string().nullable(),
  file: resourceFileSchema.nullable(),
  modules: z.array(z.enum(resourceModules)),
  category: z.string(),
  visibilityTypes: z.array(z.enum(resourceVisibilityTypes)),
  customers: z.array(z.object({ userId: z.uuid(), displayName: z.string(), email: z.string() })),
  companies: z.array(z.object({ code: z.string(), name: z.string() })),
  publishAt: z.string(),
  expiresAt: z.string().nullable(),
  requiresAck: z.boolean(),
  state: z.enum(resourceStates),
  readCount: z.number().int(),
  acknowledgedCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminResource = z.infer<typeof adminResourceSchema>;
export const adminResourcesResponseSchema = z.object({ items: z.array(adminResourceSchema) });

export const adminResourcesQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  state: z.enum(resourceStates).optional(),
});

export const resourceIdParamsSchema = z.strictObject({
  resourceId: z.uuid({ message: messages.recordNotFound }),
});

/** Who has opened a resource and who has acknowledged it. */
export const resourceReaderSchema = z.object({
  userId: z.uuid(),
  displayName: z.string(),
  email: z.string(),
  companyCode: z.string().nullable(),
  firstOpenedAt: z.string(),
  lastOpenedAt: z.string(),
  openCount: z.number().int(),
  acknowledgedAt: z.string().nullable(),
});
export const resourceReadersResponseSchema = z.object({
  readCount: z.number().int(),
  acknowledgedCount: z.number().int(),
  items: z.array(resourceReaderSchema),
});

/** A resource as a customer sees it (visible, published, not expired), with their own read. */
export const resourceSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(resourceKinds),
  url: z.string().nullable(),
  fileName: z.string().nullable(),
  modules: z.array(z.enum(resourceModules)),
  category: z.string(),
  publishAt: z.string(),
  expiresAt: z.string().nullable(),
  requiresAck: z.boolean(),
  /** How often everyone has opened it (the widget's frequently accessed links). */
  openCount: z.number().int(),
  openedAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;
/** GET resource/ (spec 1 §7: body resourceData). */
export const resourcesResponseSchema = z.object({ resourceData: z.array(resourceSchema) });

/** Spec 1 §3 resource visibility entry. */
export const resourceVisibilityEntrySchema = z.object({
  resourceVisibilityTypeId: z.enum(resourceVisibilityTypes),
  entityId: z.string(),
  resourceId: z.uuid(),
});
/** GET resource/visibility (spec 1 §7: body resourceVisibilityData): the entries that match the caller. */
export const resourceVisibilityResponseSchema = z.object({
  resourceVisibilityData: z.array(resourceVisibilityEntrySchema),
});

export const resourceReadActionSchema = z.strictObject({ action: z.enum(['open', 'acknowledge']) });
