import type {
  AdminResource,
  Resource,
  ResourceDraft,
  ResourceFile,
  ResourceVisibilityType,
} from '@connect/contracts/resources/resources.schemas';
import type { SignedInContext } from '../../context';
import { AppError, fieldIssue, said } from '../../errors/app-error';
import { checkUpload } from '../../lib/file-check';
import { recordAdminAction } from '../audit/audit.service';
import {
  countActiveCustomers,
  deleteResource,
  deleteUnusedResourceFile,
  findAdminResource,
  findAdminResources,
  findAudiences,
  findMatchingVisibility,
  findResourceFile,
  findResourceFileContent,
  findResourceReaders,
  findUnknownCompanyCodes,
  findVisibleResource,
  findVisibleResources,
  insertResource,
  insertResourceFile,
  recordResourceRead,
  updateResource,
  type ResourceReader,
  type ResourceRow,
  type ResourceState,
} from './resources.repository';

/**
 * The resources library (issue #21; spec 1 §2, §3, §6, §7): the forwarder's admins publish links and files for
 * customers, each visible to chosen customers (users) or companies; customers with the `resource` permission see
 * the live ones meant for them or their selected company, open them and acknowledge them where asked.
 */

const resourcePermission = 'resource';

type AdminRow = NonNullable<Awaited<ReturnType<typeof findAdminResource>>>;
type Audience = Awaited<ReturnType<typeof findAudiences>>;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

function toAdminResource(row: AdminRow, audience: Audience): AdminResource {
  const r = row.resource;
  const mine = audience.filter((a) => a.resourceId === r.id);
  const types = new Set(mine.map((a) => a.visibilityType));
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    kind: r.kind,
    url: r.url,
    file: row.file?.id ? row.file : null,
    modules: r.modules as AdminResource['modules'],
    category: r.category,
    visibilityTypes: (['Customer', 'Company'] as const).filter((t) => types.has(t)),
    customers: mine
      .filter((a) => a.visibilityType === 'Customer')
      .map((a) => ({ userId: a.entityId, displayName: a.userDisplayName ?? '', email: a.userEmail ?? '' })),
    companies: mine
      .filter((a) => a.visibilityType === 'Company')
      .map((a) => ({ code: a.entityId, name: a.companyName ?? a.entityId })),
    publishAt: r.publishAt.toISOString(),
    expiresAt: iso(r.expiresAt),
    requiresAck: r.requiresAck,
    state: row.state,
    readCount: row.readCount,
    acknowledgedCount: row.acknowledgedCount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function listAdminResources(
  ctx: SignedInContext,
  query: { search?: string | undefined; state?: ResourceState | undefined },
): Promise<{ items: AdminResource[] }> {
  const rows = await findAdminResources(ctx.db, { ...query, now: new Date() });
  const audience = await findAudiences(
    ctx.db,
    rows.map((r) => r.resource.id),
  );
  return { items: rows.map((row) => toAdminResource(row, audience)) };
}

async function loadAdminResource(ctx: SignedInContext, resourceId: string): Promise<AdminRow> {
  const row = await findAdminResource(ctx.db, resourceId, new Date());
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'errors.recordNotFound' });
  return row;
}

export async function getAdminResource(ctx: SignedInContext, resourceId: string): Promise<AdminResource> {
  const row = await loadAdminResource(ctx, resourceId);
  return toAdminResource(row, await findAudiences(ctx.db, [resourceId]));
}

/** Stores an uploaded file after checking it by content, size and name; a resource then points at it. */
export async function uploadResourceFile(
  ctx: SignedInContext,
  input: { fileName: string; bytes: Uint8Array },
): Promise<ResourceFile & { message: string }> {
  const checked = checkUpload({ fileName: input.fileName, bytes: input.bytes });
  const file = await insertResourceFile(ctx.db, {
    fileName: checked.fileName,
    contentType: checked.contentType,
    fileSize: checked.size,
    sha256: checked.sha256,
    content: Buffer.from(input.bytes),
    uploadedBy: ctx.auth.actor.userId,
  });
  await recordAdminAction(ctx, {
    action: 'admin.resource.upload',
    details: { fileId: file.id, fileName: checked.fileName, sha256: checked.sha256 },
  });
  return { ...file, ...said('server.resources.uploaded') };
}

/**
 * What the server checks beyond the contract: the chosen companies exist, the customers are active customer
 * users, the file was uploaded. A link keeps no file and a file no link; visibility keeps only the chosen types.
 */
async function prepareDraft(ctx: SignedInContext, draft: ResourceDraft) {
  const fields = [];
  const customers = draft.visibilityTypes.includes('Customer') ? [...new Set(draft.customerIds)] : [];
  const codes = draft.visibilityTypes.includes('Company') ? [...new Set(draft.companyCodes)] : [];
  for (const code of await findUnknownCompanyCodes(ctx.db, codes)) {
    fields.push(fieldIssue('body.companyCodes', 'server.resources.unknownCompany', { code }));
  }
  if ((await countActiveCustomers(ctx.db, customers)) !== customers.length) {
    fields.push(fieldIssue('body.customerIds', 'server.resources.unknownCustomer'));
  }
  if (draft.kind === 'file' && draft.fileId && !(await findResourceFile(ctx.db, draft.fileId))) {
    fields.push(fieldIssue('body.fileId', 'server.resources.unknownFile'));
  }
  if (fields.length > 0) {
    throw new AppError('VALIDATION_FAILED', { messageKey: 'errors.formNotValid', details: { fields } });
  }
  const visibility: { visibilityType: ResourceVisibilityType; entityId: string }[] = [
    ...customers.map((entityId) => ({ visibilityType: 'Customer' as const, entityId })),
    ...codes.map((entityId) => ({ visibilityType: 'Company' as const, entityId })),
  ];
  const values = {
    title: draft.title,
    description: draft.description,
    kind: draft.kind,
    url: draft.kind === 'link' ? draft.url : null,
    fileId: draft.kind === 'file' ? draft.fileId : null,
    modules: [...new Set(draft.modules)],
    category: draft.category,
    publishAt: new Date(draft.publishAt),
    expiresAt: draft.expiresAt ? new Date(draft.expiresAt) : null,
    requiresAck: draft.requiresAck,
  } satisfies Partial<ResourceRow>;
  return { values, visibility };
}

export async function createResource(ctx: SignedInContext, draft: ResourceDraft): Promise<AdminResource> {
  const { values, visibility } = await prepareDraft(ctx, draft);
  const id = await insertResource(ctx.db, { ...values, createdBy: ctx.auth.actor.userId }, visibility);
  await recordAdminAction(ctx, { action: 'admin.resource.create', details: { resourceId: id } });
  return getAdminResource(ctx, id);
}

export async function changeResource(
  ctx: SignedInContext,
  resourceId: string,
  draft: ResourceDraft,
): Promise<AdminResource> {
  const current = await loadAdminResource(ctx, resourceId);
  const { values, visibility } = await prepareDraft(ctx, draft);
  if (!(await updateResource(ctx.db, resourceId, values, visibility))) {
    throw new AppError('NOT_FOUND', { messageKey: 'errors.recordNotFound' });
  }
  const oldFile = current.resource.fileId;
  if (oldFile && oldFile !== values.fileId) await deleteUnusedResourceFile(ctx.db, oldFile);
  await recordAdminAction(ctx, { action: 'admin.resource.update', details: { resourceId } });
  return getAdminResource(ctx, resourceId);
}

export async function removeResource(ctx: SignedInContext, resourceId: string) {
  const deleted = await deleteResource(ctx.db, resourceId);
  if (!deleted) throw new AppError('NOT_FOUND', { messageKey: 'errors.recordNotFound' });
  if (deleted.fileId) await deleteUnusedResourceFile(ctx.db, deleted.fileId);
  await recordAdminAction(ctx, { action: 'admin.resource.delete', details: { resourceId } });
  return said('server.resources.deleted');
}

/** The file of any resource, for the admins' preview. */
export async function getAdminResourceFile(ctx: SignedInContext, resourceId: string) {
  const row = await loadAdminResource(ctx, resourceId);
  const file = row.resource.fileId ? await findResourceFileContent(ctx.db, row.resource.fileId) : undefined;
  if (!file) throw new AppError('NOT_FOUND', { messageKey: 'errors.fileNotFound' });
  return file;
}

export async function listResourceReaders(ctx: SignedInContext, resourceId: string) {
  const row = await loadAdminResource(ctx, resourceId);
  const readers = await findResourceReaders(ctx.db, resourceId);
  return {
    readCount: row.readCount,
    acknowledgedCount: row.acknowledgedCount,
    items: readers.map((r) => ({
      userId: r.userId,
      displayName: r.displayName,
      email: r.email,
      companyCode: r.companyCode,
      firstOpenedAt: r.firstOpenedAt.toISOString(),
      lastOpenedAt: r.lastOpenedAt.toISOString(),
      openCount: r.openCount,
      acknowledgedAt: iso(r.acknowledgedAt),
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Readers

/**
 * The caller as a reader (spec 1 §6: the resources permission or admin). An admin who is not impersonating sees
 * every live resource; a customer (or an admin acting as one) what is visible to them or their selected company.
 */
function readerOf(ctx: SignedInContext): ResourceReader {
  const admin = ctx.auth.actor.isAdmin && !ctx.auth.impersonation;
  if (admin) return { userId: ctx.auth.user.userId, selectedCompanyCode: null, everything: true };
  const allowed = ctx.auth.permissions.some((p) => p.toLowerCase() === resourcePermission);
  if (!allowed) throw new AppError('ACCESS_DENIED');
  return {
    userId: ctx.auth.user.userId,
    selectedCompanyCode: ctx.auth.selectedCompany?.code ?? null,
    everything: false,
  };
}

type ReaderRow = NonNullable<Awaited<ReturnType<typeof findVisibleResource>>>;

function toResource(row: ReaderRow): Resource {
  const r = row.resource;
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    kind: r.kind,
    url: r.kind === 'link' ? r.url : null,
    fileName: r.kind === 'file' ? (row.fileName ?? null) : null,
    modules: r.modules as Resource['modules'],
    category: r.category,
    publishAt: r.publishAt.toISOString(),
    expiresAt: iso(r.expiresAt),
    requiresAck: r.requiresAck,
    openCount: row.openCount,
    openedAt: iso(row.openedAt),
    acknowledgedAt: iso(row.acknowledgedAt),
  };
}

/** GET resource/ (spec 1 §7): the live resources the caller may see. */
export async function listMyResources(ctx: SignedInContext): Promise<{ resourceData: Resource[] }> {
  const rows = await findVisibleResources(ctx.db, readerOf(ctx), new Date());
  return { resourceData: rows.map(toResource) };
}

/** GET resource/visibility (spec 1 §7): the visibility entries that match the caller (the widget's rule). */
export async function listMyResourceVisibility(ctx: SignedInContext) {
  const rows = await findMatchingVisibility(ctx.db, readerOf(ctx), new Date());
  return {
    resourceVisibilityData: rows.map((r) => ({
      resourceVisibilityTypeId: r.visibilityType,
      entityId: r.entityId,
      resourceId: r.resourceId,
    })),
  };
}

async function loadVisible(ctx: SignedInContext, resourceId: string) {
  const reader = readerOf(ctx);
  const row = await findVisibleResource(ctx.db, reader, resourceId, new Date());
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'errors.recordNotFound' });
  return { reader, row };
}

export async function getMyResource(ctx: SignedInContext, resourceId: string): Promise<Resource> {
  return toResource((await loadVisible(ctx, resourceId)).row);
}

/**
 * Records that the caller opened or acknowledged a resource visible to them. The forwarder's own admins and
 * anyone impersonating read without being counted; acknowledging for a customer while impersonating is refused.
 */
export async function recordMyRead(
  ctx: SignedInContext,
  resourceId: string,
  action: 'open' | 'acknowledge',
): Promise<Resource> {
  const { reader, row } = await loadVisible(ctx, resourceId);
  if (action === 'acknowledge' && !row.resource.requiresAck) {
    throw new AppError('CONFLICT', { messageKey: 'server.resources.noAckAsked' });
  }
  if (ctx.auth.impersonation && action === 'acknowledge') {
    throw new AppError('ACCESS_DENIED', { messageKey: 'server.resources.impersonationReadOnly' });
  }
  if (!reader.everything && !ctx.auth.impersonation) {
    await recordResourceRead(ctx.db, {
      resourceId,
      userId: reader.userId,
      companyCode: reader.selectedCompanyCode,
      action,
      at: new Date(),
    });
  }
  return getMyResource(ctx, resourceId);
}

/** The file of a resource visible to the caller (an opening is recorded, as for a link). */
export async function getMyResourceFile(ctx: SignedInContext, resourceId: string) {
  const { row } = await loadVisible(ctx, resourceId);
  const file = row.resource.fileId ? await findResourceFileContent(ctx.db, row.resource.fileId) : undefined;
  if (!file) throw new AppError('NOT_FOUND', { messageKey: 'errors.fileNotFound' });
  await recordMyRead(ctx, resourceId, 'open');
  return file;
}
