import { enUsWarehouseReceiptStrings } from '@connect/contracts/i18n/en-us-warehouse-receipts';
import {
  receiptFileKinds,
  type DiscrepancyKind,
  type ExportReceiptsQuery,
  type ListReceiptsQuery,
  type ListReceiptsResponse,
  type ReceiptActionResponse,
  type ReceiptFile,
  type ReceiptGridField,
  type ReceiptListItem,
  type ReceiptSummary,
  type WarehouseReceipt,
} from '@connect/contracts/warehouse/warehouse-receipts.schemas';
import type { SignedInContext } from '../../context';
import { AppError, said } from '../../errors/app-error';
import { checkUpload } from '../../lib/file-check';
import { defineList, type ExportFile } from '../../lib/list-service';
import { notifyReceiptDisputed } from '../notifications/notifications.service';
import { recordCompanyAction } from '../audit/audit.service';
import { isWarehouseStaff, toWarehouse } from './warehouse.service';
import { readerText } from '../billing/billing-text';
import { renderReceiptPdf } from './warehouse-receipts.pdf';
import {
  countReceiptsByAck,
  findReceiptById,
  findReceiptFileContent,
  findReceiptsPage,
  insertReceiptFile,
  updateReceipt,
  updateReceiptLine as writeReceiptLine,
  type ReceiptDetailRecord,
  type ReceiptFileRecord,
  type ReceiptListFilter,
  type ReceiptListRecord,
  type ReceiptScope,
} from './warehouse-receipts.repository';

/**
 * Warehouse receipts (issue #19, decision 058). A customer reads the selected company's receipts with the
 * `warehousereceipt` permission and acknowledges or disputes a receipt's discrepancies, once; the forwarder's staff
 * read every company's, record damage with notes and photos, and confirm the receipt (the goods go On Hand).
 * Another company's, an unselected company's or a deleted receipt answers 404 like a missing one.
 */

const hasReceiptPermission = (ctx: SignedInContext) =>
  ctx.auth.selectedCompany?.permissions.some((p) => p.toLowerCase() === 'warehousereceipt') ?? false;

export function receiptScope(ctx: SignedInContext): ReceiptScope {
  if (isWarehouseStaff(ctx)) return { kind: 'staff' };
  const company = ctx.auth.selectedCompany;
  if (!company || !hasReceiptPermission(ctx)) throw new AppError('ACCESS_DENIED');
  return { kind: 'company', companyIds: [company.id] };
}

function staffScope(ctx: SignedInContext): ReceiptScope {
  if (!isWarehouseStaff(ctx)) throw new AppError('ACCESS_DENIED');
  return { kind: 'staff' };
}

/** The customer's answer: the selected company's user, not staff, not while impersonating. */
function customerScope(ctx: SignedInContext): ReceiptScope {
  const scope = receiptScope(ctx);
  if (scope.kind === 'staff') throw new AppError('ACCESS_DENIED');
  if (ctx.auth.impersonation)
    throw new AppError('ACCESS_DENIED', { messageKey: 'server.warehouseReceipts.impersonationReadOnly' });
  return scope;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function discrepanciesOf(l: { expectedQty: number; receivedQty: number; damagedQty: number }) {
  const kinds: DiscrepancyKind[] = [];
  if (l.receivedQty > l.expectedQty) kinds.push('over');
  if (l.receivedQty < l.expectedQty) kinds.push('short');
  if (l.damagedQty > 0) kinds.push('damaged');
  return kinds;
}

const toFile = (f: ReceiptFileRecord): ReceiptFile => ({
  fileId: f.id,
  lineId: f.lineId,
  fileName: f.fileName,
  contentType: f.contentType,
  fileSize: f.fileSize,
  uploadedByName: f.uploadedByName,
  uploadedAt: f.createdAt.toISOString(),
});

function toReceipt(ctx: SignedInContext, d: ReceiptDetailRecord): WarehouseReceipt {
  const r = d.receipt;
  const staff = isWarehouseStaff(ctx);
  const customer = !staff && !ctx.auth.impersonation;
  const open = r.status === 'Received';
  return {
    receiptId: r.id,
    wrNumber: r.wrNumber,
    receivedAt: r.receivedAt.toISOString(),
    companyCode: d.companyCode,
    companyName: d.companyName,
    warehouse: toWarehouse(d.warehouse),
    order: d.order ? { orderId: d.order.id, fileNumber: d.order.fileNumber, referenceNo: d.order.referenceNo } : null,
    shipperName: r.shipperName,
    carrier: r.carrier,
    trackingNo: r.trackingNo,
    pieces: r.pieces,
    weightKg: Number(r.weightKg),
    lengthCm: Number(r.lengthCm),
    widthCm: Number(r.widthCm),
    heightCm: Number(r.heightCm),
    locationCode: d.locationCode ?? '',
    status: r.status,
    ackStatus: r.ackStatus,
    ackByName: r.ackByName,
    ackAt: iso(r.ackAt),
    disputeReason: r.disputeReason,
    notes: r.notes,
    receivedByName: r.receivedByName,
    confirmedByName: r.confirmedByName,
    confirmedAt: iso(r.confirmedAt),
    lines: d.lines.map((l) => ({
      lineId: l.id,
      lineNo: l.lineNo,
      itemId: l.itemId,
      sku: l.sku,
      description: l.description,
      unitOfMeasure: l.unitOfMeasure,
      expectedQty: l.expectedQty,
      receivedQty: l.receivedQty,
      damagedQty: l.damagedQty,
      lotNumber: l.lotNumber,
      note: l.note,
      discrepancies: discrepanciesOf(l),
      files: d.files.filter((f) => f.lineId === l.id).map(toFile),
    })),
    files: d.files.filter((f) => f.lineId === null).map(toFile),
    allowed: {
      acknowledge: customer && r.ackStatus === 'PENDING',
      dispute: customer && r.ackStatus === 'PENDING',
      confirm: staff && open,
      editLines: staff && open,
    },
  };
}

function toListItem(r: ReceiptListRecord): ReceiptListItem {
  const x = r.receipt;
  return {
    receiptId: x.id,
    wrNumber: x.wrNumber,
    receivedAt: x.receivedAt.toISOString(),
    companyCode: r.companyCode,
    warehouseCode: r.warehouseCode,
    shipperName: x.shipperName,
    carrier: x.carrier,
    trackingNo: x.trackingNo,
    pieces: x.pieces,
    weightKg: Number(x.weightKg),
    status: x.status,
    ackStatus: x.ackStatus,
    fileNumber: r.fileNumber,
    discrepancyCount: r.discrepancyCount,
  };
}

// ---------------------------------------------------------------- reading

const receiptList = defineList({
  findPage: findReceiptsPage,
  toItem: toListItem,
  exportTitles: enUsWarehouseReceiptStrings.columns satisfies Record<ReceiptGridField, string>,
  file: { name: 'warehouse-receipts', title: 'Warehouse Receipts', sheet: 'Receipts' },
  exportWords: {
    columns: 'warehouseReceipts.columns',
    title: 'grid.exportFiles.warehouseReceipts',
    sheet: 'grid.exportFiles.receipts',
  },
});

const receiptFilter = (
  scope: ReceiptScope,
  query: Omit<ListReceiptsQuery, 'pageNumber' | 'pageSize' | 'action'>,
): ReceiptListFilter => ({
  scope,
  filters: query.filter,
  sort: query.sort,
  ackStatus: query.ackStatus,
  q: query.q || undefined,
});

export async function listReceipts(ctx: SignedInContext, query: ListReceiptsQuery): Promise<ListReceiptsResponse> {
  return receiptList.list(ctx.db, receiptFilter(receiptScope(ctx), query), query);
}

export async function exportReceipts(ctx: SignedInContext, query: ExportReceiptsQuery): Promise<ExportFile> {
  return receiptList.exportFile(ctx.db, receiptFilter(receiptScope(ctx), query), query, await readerText(ctx));
}

export async function getReceiptSummary(ctx: SignedInContext): Promise<ReceiptSummary> {
  const since = new Date(Date.now() - 30 * 24 * 3600 * 1000);
  const { byAck, last30Days } = await countReceiptsByAck(ctx.db, receiptScope(ctx), since);
  return { byAck: Object.fromEntries(byAck.map((b) => [b.ackStatus, Number(b.value)])), last30Days };
}

async function loadReceipt(ctx: SignedInContext, scope: ReceiptScope, receiptId: string) {
  const d = await findReceiptById(ctx.db, scope, receiptId);
  if (!d) throw new AppError('NOT_FOUND');
  return d;
}

export async function getReceipt(ctx: SignedInContext, receiptId: string): Promise<WarehouseReceipt> {
  return toReceipt(ctx, await loadReceipt(ctx, receiptScope(ctx), receiptId));
}

export async function getReceiptPdf(
  ctx: SignedInContext,
  receiptId: string,
): Promise<{ fileName: string; body: Buffer }> {
  const receipt = toReceipt(ctx, await loadReceipt(ctx, receiptScope(ctx), receiptId));
  return { fileName: `${receipt.wrNumber}.pdf`, body: await renderReceiptPdf(receipt, await readerText(ctx)) };
}

export async function getReceiptFile(ctx: SignedInContext, receiptId: string, fileId: string) {
  await loadReceipt(ctx, receiptScope(ctx), receiptId);
  const file = await findReceiptFileContent(ctx.db, receiptId, fileId);
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}

// ---------------------------------------------------------------- answers and staff steps

const notAwaiting = (status: string) =>
  new AppError('CONFLICT', { messageKey: 'server.warehouseReceipts.notAwaitingAnswer', params: { status } });

async function answer(
  ctx: SignedInContext,
  receiptId: string,
  outcome: { ackStatus: 'ACKNOWLEDGED' | 'DISPUTED'; disputeReason: string },
): Promise<ReceiptActionResponse> {
  const scope = customerScope(ctx);
  const companyId = await ctx.db.transaction(async (tx) => {
    const d = await findReceiptById(tx, scope, receiptId, { lock: true });
    if (!d) throw new AppError('NOT_FOUND');
    if (d.receipt.ackStatus !== 'PENDING') throw notAwaiting(d.receipt.ackStatus);
    await updateReceipt(tx, receiptId, {
      ...outcome,
      ackByName: ctx.auth.actor.displayName,
      ackBy: ctx.auth.actor.userId,
      ackAt: new Date(),
    });
    return d.receipt.companyId;
  });
  const acknowledged = outcome.ackStatus === 'ACKNOWLEDGED';
  await recordCompanyAction(ctx, {
    action: acknowledged ? 'wms.receipt.acknowledge' : 'wms.receipt.dispute',
    companyId,
    details: { receiptId, ...(acknowledged ? {} : { reason: outcome.disputeReason }) },
  });
  const receipt = await getReceipt(ctx, receiptId);
  if (!acknowledged)
    await notifyReceiptDisputed(ctx, {
      companyId,
      companyName: receipt.companyName,
      receiptId,
      wrNumber: receipt.wrNumber,
      byName: ctx.auth.actor.displayName,
      reason: outcome.disputeReason,
    }).catch((error: unknown) => {
      console.error(`receipt dispute notice failed: ${error instanceof Error ? error.message : 'unknown error'}`);
    });
  return {
    receipt,
    ...said(acknowledged ? 'server.warehouseReceipts.acknowledged' : 'server.warehouseReceipts.disputed'),
  };
}

/** The customer accepts the receipt's discrepancies as recorded (once). */
export function acknowledgeReceipt(ctx: SignedInContext, receiptId: string): Promise<ReceiptActionResponse> {
  return answer(ctx, receiptId, { ackStatus: 'ACKNOWLEDGED', disputeReason: '' });
}

/** The customer disputes the receipt's discrepancies with a reason (once). */
export function disputeReceipt(
  ctx: SignedInContext,
  receiptId: string,
  reason: string,
): Promise<ReceiptActionResponse> {
  return answer(ctx, receiptId, { ackStatus: 'DISPUTED', disputeReason: reason });
}

/** Staff: the receipt is checked and put away; its goods are On Hand and it can no longer change. */
export async function confirmReceipt(ctx: SignedInContext, receiptId: string): Promise<ReceiptActionResponse> {
  const scope = staffScope(ctx);
  const companyId = await ctx.db.transaction(async (tx) => {
    const d = await findReceiptById(tx, scope, receiptId, { lock: true });
    if (!d) throw new AppError('NOT_FOUND');
    if (d.receipt.status !== 'Received')
      throw new AppError('CONFLICT', {
        messageKey: 'server.warehouseReceipts.notConfirmable',
        params: { status: d.receipt.status },
      });
    await updateReceipt(tx, receiptId, {
      status: 'On Hand',
      confirmedByName: ctx.auth.actor.displayName,
      confirmedBy: ctx.auth.actor.userId,
      confirmedAt: new Date(),
    });
    return d.receipt.companyId;
  });
  await recordCompanyAction(ctx, { action: 'wms.receipt.confirm', companyId, details: { receiptId } });
  return { receipt: await getReceipt(ctx, receiptId), ...said('server.warehouseReceipts.confirmed') };
}

/**
 * Staff: a line's damaged quantity and note. The receipt's answer follows its discrepancies: any → PENDING (a
 * change after the customer answered asks again), none → NONE.
 */
export async function updateReceiptLine(
  ctx: SignedInContext,
  receiptId: string,
  lineId: string,
  input: { damagedQty: number; note: string },
): Promise<ReceiptActionResponse> {
  const scope = staffScope(ctx);
  const companyId = await ctx.db.transaction(async (tx) => {
    const d = await findReceiptById(tx, scope, receiptId, { lock: true });
    const line = d?.lines.find((l) => l.id === lineId);
    if (!d || !line) throw new AppError('NOT_FOUND');
    if (d.receipt.status !== 'Received')
      throw new AppError('CONFLICT', { messageKey: 'server.warehouseReceipts.confirmedReadOnly' });
    if (input.damagedQty > line.receivedQty)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'server.warehouseReceipts.damagedOverReceived',
        params: { received: line.receivedQty },
      });
    await writeReceiptLine(tx, receiptId, lineId, input);
    const lines = d.lines.map((l) => (l.id === lineId ? { ...l, ...input } : l));
    const discrepant = lines.some((l) => discrepanciesOf(l).length > 0);
    const changed = line.damagedQty !== input.damagedQty || line.note !== input.note;
    const ackStatus = discrepant ? (changed ? 'PENDING' : d.receipt.ackStatus) : 'NONE';
    if (ackStatus !== d.receipt.ackStatus)
      await updateReceipt(tx, receiptId, { ackStatus, ackByName: '', ackBy: null, ackAt: null, disputeReason: '' });
    return d.receipt.companyId;
  });
  await recordCompanyAction(ctx, { action: 'wms.receipt.line', companyId, details: { receiptId, lineId } });
  return { receipt: await getReceipt(ctx, receiptId), ...said('server.warehouseReceipts.lineSaved') };
}

/** Staff: a photo or document of the receipt (or one line), checked by its bytes: PNG, JPEG or PDF. */
export async function uploadReceiptFile(
  ctx: SignedInContext,
  receiptId: string,
  input: { fileName: string; lineId?: string; bytes: Uint8Array },
): Promise<ReceiptFile & { message: string }> {
  const scope = staffScope(ctx);
  const d = await loadReceipt(ctx, scope, receiptId);
  if (input.lineId && !d.lines.some((l) => l.id === input.lineId)) throw new AppError('NOT_FOUND');
  const checked = checkUpload({ fileName: input.fileName, bytes: input.bytes, allowed: receiptFileKinds });
  const file = await insertReceiptFile(ctx.db, {
    receiptId,
    lineId: input.lineId ?? null,
    fileName: checked.fileName,
    contentType: checked.contentType,
    fileSize: checked.size,
    sha256: checked.sha256,
    content: Buffer.from(input.bytes),
    uploadedByName: ctx.auth.actor.displayName,
    uploadedBy: ctx.auth.actor.userId,
  });
  await recordCompanyAction(ctx, {
    action: 'wms.receipt.file',
    companyId: d.receipt.companyId,
    details: { receiptId, fileId: file.id, sha256: checked.sha256 },
  });
  return { ...toFile(file), ...said('server.warehouseReceipts.fileUploaded') };
}
