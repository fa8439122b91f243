import {
  type InventoryRow,
  type OrderListItem,
  type Warehouse,
  type WarehouseOrder,
} from '@connect/contracts/warehouse/warehouse.schemas';
import type { Database } from '../../db/client';
import type { ServiceContext, SignedInContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { notifyWarehouseOrderEvent } from '../notifications/notifications.service';
import { findOrderById, type OrderDetailRecord, type OrderListRecord } from './warehouse-orders.repository';
import { type InventoryRowRecord, type WarehouseRecord, type WmsScope } from './warehouse.repository';

/**
 * The warehouse area's rules (issue #19). Stock changes only through movements written together with the balance
 * row they change (decision 046); allocation locks the balance rows first (decision 047). Customers see their
 * selected company's stock and orders with the `wms` permission and create or change orders only with
 * `inoutOrderCreation_{company}`; the forwarder's staff see every company, receive, allocate, ship and adjust.
 */

export const isWarehouseStaff = (ctx: SignedInContext) =>
  !ctx.auth.impersonation && (ctx.auth.actor.userType === 'EMPLOYEE' || ctx.auth.actor.isAdmin);

const hasWms = (ctx: SignedInContext) =>
  ctx.auth.selectedCompany?.permissions.some((p) => p.toLowerCase() === 'wms') ?? false;

/** The stock and orders the caller reads: every company for staff, the selected company for a customer. */
export function wmsScope(ctx: SignedInContext): WmsScope {
  if (isWarehouseStaff(ctx)) return { kind: 'staff' };
  const company = ctx.auth.selectedCompany;
  if (!company || !hasWms(ctx)) throw new AppError('ACCESS_DENIED');
  return { kind: 'company', companyIds: [company.id] };
}

const canCreateOrders = (ctx: SignedInContext) => {
  const company = ctx.auth.selectedCompany;
  return (
    !!company &&
    !isWarehouseStaff(ctx) &&
    hasWms(ctx) &&
    ctx.auth.permissions.includes(`inoutOrderCreation_${company.code}`)
  );
};

/** Creating and changing orders (spec 1 §2 guard): the selected company with inoutOrderCreation_{company}. */
export function orderCreationCompany(ctx: SignedInContext): { id: string; code: string } {
  const company = ctx.auth.selectedCompany;
  if (!company || !canCreateOrders(ctx)) throw new AppError('ACCESS_DENIED');
  return company;
}

export function staffOnly(ctx: SignedInContext): WmsScope {
  if (!isWarehouseStaff(ctx)) throw new AppError('ACCESS_DENIED');
  return { kind: 'staff' };
}

export const byOf = (ctx: SignedInContext) => ({
  byName: ctx.auth.actor.displayName,
  createdBy: ctx.auth.actor.userId,
});
export const isoDay = (d: Date | null) => (d ? d.toISOString() : null);

// ---------------------------------------------------------------- mapping

export function toWarehouse(w: WarehouseRecord): Warehouse {
  return {
    warehouseId: w.id,
    code: w.code,
    name: w.name,
    addressText: [w.address, w.city, [w.stateProvince, w.postalCode].filter(Boolean).join(' '), w.countryCode]
      .filter(Boolean)
      .join(', '),
    city: w.city,
    countryCode: w.countryCode,
  };
}

export function toInventoryRow(r: InventoryRowRecord): InventoryRow {
  const available = r.onHand - r.allocated;
  return {
    ...r,
    available,
    lowStock: r.lowStockThreshold > 0 && available <= r.lowStockThreshold,
  };
}

export function toOrderListItem(r: OrderListRecord): OrderListItem {
  const o = r.order;
  return {
    orderId: o.id,
    direction: o.direction,
    status: o.status,
    fileNumber: o.fileNumber,
    referenceNo: o.referenceNo,
    companyCode: r.companyCode,
    warehouseCode: r.warehouseCode,
    partyName: r.partyName,
    dueDate: o.expectedDate ?? o.requestedDate,
    houseBill: o.houseBill,
    lineCount: r.lineCount,
    totalQty: r.totalQty,
    createdAt: o.createdAt.toISOString(),
  };
}

function allowedOn(ctx: SignedInContext, o: OrderDetailRecord['order']): WarehouseOrder['allowed'] {
  const staff = isWarehouseStaff(ctx);
  const creator = canCreateOrders(ctx);
  const inbound = o.direction === 'INBOUND';
  return {
    edit: creator && (o.status === 'INBOUND' || o.status === 'OUTBOUND' || o.status === 'ALLOCATED'),
    void: (creator || staff) && (o.status === 'INBOUND' || o.status === 'OUTBOUND' || o.status === 'ALLOCATED'),
    allocate: (creator || staff) && o.status === 'OUTBOUND',
    receive: staff && inbound && o.status === 'INBOUND',
    confirm: staff && (o.status === 'RECEIVED' || o.status === 'ALLOCATED'),
  };
}

export function toOrder(ctx: SignedInContext, d: OrderDetailRecord): WarehouseOrder {
  const o = d.order;
  const shipTo = o.shipTo
    ? {
        name: o.shipTo.name ?? '',
        address: o.shipTo.address ?? '',
        city: o.shipTo.city ?? '',
        stateProvince: o.shipTo.stateProvince ?? '',
        postalCode: o.shipTo.postalCode ?? '',
        countryCode: o.shipTo.countryCode ?? '',
      }
    : null;
  return {
    orderId: o.id,
    direction: o.direction,
    status: o.status,
    companyCode: d.companyCode,
    companyName: d.companyName,
    warehouse: toWarehouse(d.warehouse),
    fileNumber: o.fileNumber,
    referenceNo: o.referenceNo,
    supplierName: o.supplierName,
    expectedDate: o.expectedDate,
    carrier: o.carrier,
    containerNo: o.containerNo,
    houseBill: o.houseBill,
    shipmentId: o.shipmentId,
    shipmentEta: isoDay(d.shipmentEta),
    shipToAddressId: o.shipToAddressId,
    shipTo,
    requestedDate: o.requestedDate,
    serviceLevel: o.serviceLevel,
    notes: o.notes,
    voidReason: o.voidReason,
    totalQty: d.lines.reduce((sum, l) => sum + l.quantity, 0),
    lines: d.lines.map((l) => ({
      lineId: l.id,
      lineNo: l.lineNo,
      itemId: l.itemId,
      sku: l.sku,
      description: l.description,
      unitOfMeasure: l.unitOfMeasure,
      quantity: l.quantity,
      receivedQty: l.receivedQty,
      allocatedQty: l.allocatedQty,
      lotNumber: l.lotNumber,
      trackLot: l.trackLot,
      trackSerial: l.trackSerial,
      trackExpiry: l.trackExpiry,
    })),
    history: d.events.map((e) => ({ status: e.status, note: e.note, byName: e.byName, at: e.createdAt.toISOString() })),
    allowed: allowedOn(ctx, o),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

export type Actor = { byName: string; createdBy: string | null };

export async function reload(ctx: SignedInContext, db: Database, orderId: string) {
  const d = await findOrderById(db, { kind: 'staff' }, orderId);
  if (!d) throw new AppError('NOT_FOUND');
  return d;
}

/** 1001 Order Allocated, 1002 Order Confirmed, 1003 Order Voided: the company's users hear of it per preferences. */
export async function tell(ctx: ServiceContext, orderId: string, eventCode: 1001 | 1002 | 1003) {
  const d = await findOrderById(ctx.db, { kind: 'staff' }, orderId);
  if (!d) return;
  await notifyWarehouseOrderEvent(ctx, {
    companyId: d.order.companyId,
    orderId,
    direction: d.order.direction,
    fileNumber: d.order.fileNumber,
    referenceNo: d.order.referenceNo,
    eventCode,
    note: eventCode === 1003 ? d.order.voidReason : '',
  });
}
