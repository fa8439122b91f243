import {
  type InboundOrderValues,
  type OutboundOrderValues,
  type SaveOrderResponse,
} from '@connect/contracts/warehouse/warehouse.schemas';
import type { Database } from '../../db/client';
import type { SignedInContext } from '../../context';
import { AppError, fieldIssue, said } from '../../errors/app-error';
import { recordCompanyAction } from '../audit/audit.service';
import { alertLowStockOfOrder } from './warehouse-low-stock.service';
import {
  fileNumberTaken,
  findCompanyAddress,
  findCompanyShipmentByHouseBill,
  findOrderById,
  insertOrder,
  insertOrderEvent,
  replaceOrderLines,
  updateOrder,
  type OrderDetailRecord,
} from './warehouse-orders.repository';
import { findCompanyItems, hasWarehouseAccount } from './warehouse.repository';
import { allocateLines, moveIncoming, releaseLines } from './warehouse-allocation.service';
import { type Actor, byOf, orderCreationCompany, reload, tell, toOrder } from './warehouse.service';

/** Creating and changing inbound and outbound orders (inoutOrderCreation_{company}); the bulk import writes through the same functions. */
// ---------------------------------------------------------------- creating and changing orders

type OrderHeader = Pick<OrderDetailRecord['order'], 'direction'>;

async function checkOrderValues(
  db: Database,
  company: { id: string },
  direction: OrderHeader['direction'],
  values: { warehouseId: string; fileNumber: string; lines: { itemId: string }[] },
  exceptId?: string,
) {
  if (!(await hasWarehouseAccount(db, company.id, values.warehouseId)))
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'server.warehouse.unknownWarehouse',
      details: { fields: [fieldIssue('warehouseId', 'server.warehouse.unknownWarehouse')] },
    });
  if (await fileNumberTaken(db, company.id, direction, values.fileNumber, exceptId))
    throw new AppError('CONFLICT', {
      messageKey: 'errors.fileNumberExists',
      details: { fields: [fieldIssue('fileNumber', 'errors.fileNumberExists')] },
    });
  const ids = [...new Set(values.lines.map((l) => l.itemId))];
  const items = await findCompanyItems(db, company.id, ids);
  if (items.length !== ids.length) {
    const known = new Set(items.map((i) => i.id));
    const index = values.lines.findIndex((l) => !known.has(l.itemId));
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'server.warehouse.unknownItem',
      details: { fields: [fieldIssue(`lines.${index}.itemId`, 'server.warehouse.unknownItem')] },
    });
  }
}

async function inboundColumns(db: Database, companyId: string, values: InboundOrderValues) {
  let shipmentId: string | null = null;
  if (values.houseBill) {
    const shipment = await findCompanyShipmentByHouseBill(db, companyId, values.houseBill);
    if (!shipment)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'server.warehouse.noShipmentWithHouseBill',
        details: { fields: [fieldIssue('houseBill', 'server.warehouse.noShipmentWithHouseBill')] },
      });
    shipmentId = shipment.id;
  }
  return {
    warehouseId: values.warehouseId,
    fileNumber: values.fileNumber,
    referenceNo: values.referenceNo,
    supplierName: values.supplierName,
    expectedDate: values.expectedDate,
    carrier: values.carrier,
    containerNo: values.containerNo,
    houseBill: values.houseBill,
    shipmentId,
    notes: values.notes,
  };
}

async function outboundColumns(db: Database, companyId: string, values: OutboundOrderValues) {
  const address = await findCompanyAddress(db, companyId, values.shipToAddressId);
  if (!address)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'server.warehouse.unknownShipTo',
      details: { fields: [fieldIssue('shipToAddressId', 'server.warehouse.unknownShipTo')] },
    });
  return {
    warehouseId: values.warehouseId,
    fileNumber: values.fileNumber,
    referenceNo: values.referenceNo,
    shipToAddressId: address.id,
    shipTo: {
      name: address.name,
      address: address.address,
      city: address.city,
      stateProvince: address.stateProvince,
      postalCode: address.postalCode,
      countryCode: address.countryCode,
    },
    requestedDate: values.requestedDate,
    serviceLevel: values.serviceLevel,
    notes: values.notes,
  };
}

/** A unique-index race on the file number (two saves at once) answers like the check before it. */
export function fileNumberRace(error: unknown): never {
  const text = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : '';
  if (text.includes('warehouse_orders_file_number_idx'))
    throw new AppError('CONFLICT', {
      messageKey: 'errors.fileNumberExists',
      details: { fields: [fieldIssue('fileNumber', 'errors.fileNumberExists')] },
    });
  throw error;
}

/** Writes one inbound order inside the caller's transaction (the form's save and the bulk import, decision 059). */
export async function insertInboundOrderIn(
  tx: Database,
  company: { id: string },
  actor: Actor,
  values: InboundOrderValues,
): Promise<string> {
  await checkOrderValues(tx, company, 'INBOUND', values);
  const columns = await inboundColumns(tx, company.id, values);
  const order = await insertOrder(tx, {
    ...columns,
    companyId: company.id,
    direction: 'INBOUND',
    status: 'INBOUND',
    createdBy: actor.createdBy,
  });
  await replaceOrderLines(tx, order.id, values.lines);
  await moveIncoming(tx, company.id, values.warehouseId, values.lines, 1);
  await insertOrderEvent(tx, { orderId: order.id, status: 'INBOUND', ...actor });
  return order.id;
}

export async function createInboundOrder(ctx: SignedInContext, values: InboundOrderValues): Promise<SaveOrderResponse> {
  const company = orderCreationCompany(ctx);
  const actor = byOf(ctx);
  const orderId = await ctx.db
    .transaction((tx) => insertInboundOrderIn(tx, company, actor, values))
    .catch(fileNumberRace);
  await recordCompanyAction(ctx, { action: 'wms.inbound.create', companyId: company.id, details: { orderId } });
  return { order: toOrder(ctx, await reload(ctx, ctx.db, orderId)), ...said('server.warehouse.orderSaved') };
}

export async function changeInboundOrder(
  ctx: SignedInContext,
  orderId: string,
  values: InboundOrderValues,
): Promise<SaveOrderResponse> {
  const company = orderCreationCompany(ctx);
  const actor = byOf(ctx);
  await ctx.db
    .transaction(async (tx) => {
      const d = await findOrderById(tx, { kind: 'company', companyIds: [company.id] }, orderId, { lock: true });
      if (!d || d.order.direction !== 'INBOUND') throw new AppError('NOT_FOUND');
      if (d.order.status !== 'INBOUND') throw new AppError('CONFLICT', { messageKey: 'server.warehouse.notEditable' });
      await checkOrderValues(tx, company, 'INBOUND', values, orderId);
      const columns = await inboundColumns(tx, company.id, values);
      await moveIncoming(tx, company.id, d.order.warehouseId, d.lines, -1);
      await updateOrder(tx, orderId, columns);
      await replaceOrderLines(tx, orderId, values.lines);
      await moveIncoming(tx, company.id, values.warehouseId, values.lines, 1);
      await insertOrderEvent(tx, { orderId, status: 'INBOUND', note: 'updated', ...actor });
    })
    .catch(fileNumberRace);
  await recordCompanyAction(ctx, { action: 'wms.inbound.update', companyId: company.id, details: { orderId } });
  return { order: toOrder(ctx, await reload(ctx, ctx.db, orderId)), ...said('server.warehouse.orderSaved') };
}

/**
 * Writes one outbound order inside the caller's transaction and allocates it when the stock is there (the form's
 * save and the bulk import, decision 059).
 */
export async function insertOutboundOrderIn(
  ctx: SignedInContext,
  tx: Database,
  company: { id: string },
  actor: Actor,
  values: OutboundOrderValues,
): Promise<{ orderId: string; allocated: boolean }> {
  await checkOrderValues(tx, company, 'OUTBOUND', values);
  const columns = await outboundColumns(tx, company.id, values);
  const order = await insertOrder(tx, {
    ...columns,
    companyId: company.id,
    direction: 'OUTBOUND',
    status: 'OUTBOUND',
    createdBy: actor.createdBy,
  });
  await replaceOrderLines(tx, order.id, values.lines);
  await insertOrderEvent(tx, { orderId: order.id, status: 'OUTBOUND', ...actor });
  const d = await reload(ctx, tx, order.id);
  const result = await allocateLines(tx, d, actor);
  if (result.ok) {
    await updateOrder(tx, order.id, { status: 'ALLOCATED' });
    await insertOrderEvent(tx, { orderId: order.id, status: 'ALLOCATED', ...actor });
  }
  return { orderId: order.id, allocated: result.ok };
}

/**
 * Creates an outbound order and allocates it at once when the stock is there (ALLOCATED); otherwise it is saved as
 * OUTBOUND and says so (the staff allocate it when stock arrives).
 */
export async function createOutboundOrder(
  ctx: SignedInContext,
  values: OutboundOrderValues,
): Promise<SaveOrderResponse> {
  const company = orderCreationCompany(ctx);
  const actor = byOf(ctx);
  const { orderId, allocated } = await ctx.db
    .transaction((tx) => insertOutboundOrderIn(ctx, tx, company, actor, values))
    .catch(fileNumberRace);
  await recordCompanyAction(ctx, { action: 'wms.outbound.create', companyId: company.id, details: { orderId } });
  if (allocated) await tell(ctx, orderId, 1001);
  if (allocated) await alertLowStockOfOrder(ctx, orderId);
  return {
    order: toOrder(ctx, await reload(ctx, ctx.db, orderId)),
    ...said(allocated ? 'server.warehouse.orderSaved' : 'server.warehouse.orderNotAllocated'),
  };
}

export async function changeOutboundOrder(
  ctx: SignedInContext,
  orderId: string,
  values: OutboundOrderValues,
): Promise<SaveOrderResponse> {
  const company = orderCreationCompany(ctx);
  const actor = byOf(ctx);
  const previousItems: string[] = [];
  const allocated = await ctx.db
    .transaction(async (tx) => {
      const d = await findOrderById(tx, { kind: 'company', companyIds: [company.id] }, orderId, { lock: true });
      if (!d || d.order.direction !== 'OUTBOUND') throw new AppError('NOT_FOUND');
      if (d.order.status !== 'OUTBOUND' && d.order.status !== 'ALLOCATED')
        throw new AppError('CONFLICT', { messageKey: 'server.warehouse.notEditable' });
      await checkOrderValues(tx, company, 'OUTBOUND', values, orderId);
      const columns = await outboundColumns(tx, company.id, values);
      previousItems.push(...d.lines.map((l) => l.itemId));
      await releaseLines(tx, d, actor, 'order changed');
      await updateOrder(tx, orderId, { ...columns, status: 'OUTBOUND' });
      await replaceOrderLines(tx, orderId, values.lines);
      await insertOrderEvent(tx, { orderId, status: 'OUTBOUND', note: 'updated', ...actor });
      const result = await allocateLines(tx, await reload(ctx, tx, orderId), actor);
      if (result.ok) {
        await updateOrder(tx, orderId, { status: 'ALLOCATED' });
        await insertOrderEvent(tx, { orderId, status: 'ALLOCATED', ...actor });
      }
      return result.ok;
    })
    .catch(fileNumberRace);
  await recordCompanyAction(ctx, { action: 'wms.outbound.update', companyId: company.id, details: { orderId } });
  if (allocated) await tell(ctx, orderId, 1001);
  await alertLowStockOfOrder(ctx, orderId, previousItems);
  return {
    order: toOrder(ctx, await reload(ctx, ctx.db, orderId)),
    ...said(allocated ? 'server.warehouse.orderSaved' : 'server.warehouse.orderNotAllocated'),
  };
}
