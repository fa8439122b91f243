import {
  adjustStockInputSchema,
  adjustStockResponseSchema,
  confirmOrderInputSchema,
  exportInventoryQuerySchema,
  exportOrdersQuerySchema,
  inboundOrderInputSchema,
  inventoryItemSchema,
  itemIdParamsSchema,
  itemOrdersQuerySchema,
  itemProjectionSchema,
  itemOrdersResponseSchema,
  itemLotsResponseSchema,
  listInventoryQuerySchema,
  listInventoryResponseSchema,
  listMovementsQuerySchema,
  listMovementsResponseSchema,
  listOrdersQuerySchema,
  listOrdersResponseSchema,
  listWarehousesResponseSchema,
  orderIdParamsSchema,
  outboundOrderInputSchema,
  receiveOrderInputSchema,
  saveOrderResponseSchema,
  voidOrderInputSchema,
  warehouseFeedEventSchema,
  warehouseFeedResponseSchema,
  warehouseOrderSchema,
  wmsDashboardSchema,
} from '@connect/contracts/warehouse/warehouse.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineExportRoute, defineRoute } from '../../lib/define-route';
import { applyWarehouseFeedEvent } from './warehouse-feed.service';
import { getItemProjection } from './warehouse-projection.service';
import { listItemLots } from './warehouse-lots.service';
import { adjustStock } from './warehouse-adjust.service';
import {
  exportInventory,
  exportOrders,
  getInventoryItem,
  getOrder,
  getWmsDashboard,
  listInventory,
  listItemMovements,
  listItemOrders,
  listOrders,
  listWarehouses,
} from './warehouse-inventory.service';
import {
  changeInboundOrder,
  changeOutboundOrder,
  createInboundOrder,
  createOutboundOrder,
} from './warehouse-orders.service';
import { allocateOrder, confirmOrder, receiveOrder, voidOrder } from './warehouse-steps.service';
import { wmsScope } from './warehouse.service';

const tags = ['Warehouse'];

/**
 * The warehouse area (issue #19). Customers read their selected company's stock and orders (`wms`) and create or
 * change orders with `inoutOrderCreation_{company}`; the forwarder's staff read every company's, receive, allocate,
 * ship (confirm) and adjust. Another company's, an unselected company's or a deleted record answers 404.
 */
export const warehouseRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/wms/dashboard',
    access: 'signedIn',
    tags,
    summary: 'Stock at a glance (on hand, allocated, available, incoming, low stock) and orders by status',
    response: { 200: wmsDashboardSchema },
    handler: ({ ctx }) => getWmsDashboard(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/wms/warehouses',
    access: 'signedIn',
    tags,
    summary: 'The warehouses the selected company holds an account at (staff: every warehouse)',
    response: { 200: listWarehousesResponseSchema },
    handler: ({ ctx }) => listWarehouses(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/wms/inventory',
    access: 'signedIn',
    tags,
    summary: 'Inventory: one row per item and warehouse from the maintained balances (grid query, q, lowStock)',
    querystring: listInventoryQuerySchema,
    response: { 200: listInventoryResponseSchema },
    handler: ({ ctx, query }) => listInventory(ctx, query),
  });
  defineExportRoute(app, {
    url: '/api/wms/inventory/export',
    access: 'signedIn',
    tags,
    summary: 'The inventory list with the same filters as a CSV, .xlsx or PDF file (cells escaped)',
    querystring: exportInventoryQuerySchema,
    exportFile: exportInventory,
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/wms/inventory/:itemId',
    access: 'signedIn',
    tags,
    summary: 'One item: its data, totals and balance per warehouse',
    params: itemIdParamsSchema,
    response: { 200: inventoryItemSchema },
    handler: ({ ctx, params }) => getInventoryItem(ctx, params.itemId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/wms/inventory/:itemId/movements',
    access: 'signedIn',
    tags,
    summary: "An item's movement ledger, newest first",
    params: itemIdParamsSchema,
    querystring: listMovementsQuerySchema,
    response: { 200: listMovementsResponseSchema },
    handler: ({ ctx, params, query }) => listItemMovements(ctx, params.itemId, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/wms/inventory/:itemId/orders',
    access: 'signedIn',
    tags,
    summary: "The open orders behind an item's allocated or incoming quantity (with the shipment's ETA)",
    params: itemIdParamsSchema,
    querystring: itemOrdersQuerySchema,
    response: { 200: itemOrdersResponseSchema },
    handler: ({ ctx, params, query }) => listItemOrders(ctx, params.itemId, query.basis),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/wms/inventory/:itemId/lots',
    access: 'signedIn',
    tags,
    summary:
      "An item's lots per warehouse (on hand, allocated, available, expiry; expired and expiring within 30 days flagged) and its received serial numbers",
    params: itemIdParamsSchema,
    response: { 200: itemLotsResponseSchema },
    handler: ({ ctx, params }) => listItemLots(ctx, wmsScope(ctx), params.itemId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/wms/inventory/:itemId/projection',
    access: 'signedIn',
    tags,
    summary:
      'Run-out projection per warehouse: available stock against open unallocated outbound orders (requested dates) and incoming goods (shipment ETA), dates in the caller’s zone',
    params: itemIdParamsSchema,
    response: { 200: itemProjectionSchema },
    handler: ({ ctx, params }) => getItemProjection(ctx, params.itemId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/wms/inventory/:itemId/adjust',
    access: 'signedIn',
    tags,
    summary: "Staff: changes an item's on hand by a signed quantity with a reason (an 'adjusted' movement)",
    params: itemIdParamsSchema,
    body: adjustStockInputSchema,
    response: { 200: adjustStockResponseSchema },
    handler: ({ ctx, params, body }) => adjustStock(ctx, params.itemId, body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/wms/orders',
    access: 'signedIn',
    tags,
    summary: 'Inbound or outbound orders (direction; grid query, status, q)',
    querystring: listOrdersQuerySchema,
    response: { 200: listOrdersResponseSchema },
    handler: ({ ctx, query }) => listOrders(ctx, query),
  });
  defineExportRoute(app, {
    url: '/api/wms/orders/export',
    access: 'signedIn',
    tags,
    summary: 'The order list with the same filters as a CSV, .xlsx or PDF file (cells escaped)',
    querystring: exportOrdersQuerySchema,
    exportFile: exportOrders,
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/wms/orders/:orderId',
    access: 'signedIn',
    tags,
    summary: 'One order: lines, status timeline, the linked shipment and what the caller may do',
    params: orderIdParamsSchema,
    response: { 200: warehouseOrderSchema },
    handler: ({ ctx, params }) => getOrder(ctx, params.orderId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/wms/inbound-orders',
    access: 'signedIn',
    tags,
    summary: 'Creates an inbound order (ASN); its lines count as incoming stock (inoutOrderCreation_{company})',
    body: inboundOrderInputSchema,
    response: { 201: saveOrderResponseSchema },
    handler: async ({ ctx, body, reply }) => reply.code(201).send(await createInboundOrder(ctx, body)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/wms/inbound-orders/:orderId',
    access: 'signedIn',
    tags,
    summary: 'Changes an inbound order while it is INBOUND (inoutOrderCreation_{company})',
    params: orderIdParamsSchema,
    body: inboundOrderInputSchema,
    response: { 200: saveOrderResponseSchema },
    handler: ({ ctx, params, body }) => changeInboundOrder(ctx, params.orderId, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/wms/inbound-orders/:orderId/receive',
    access: 'signedIn',
    tags,
    summary: "Staff: receives an inbound order, each line's received quantity going on hand",
    params: orderIdParamsSchema,
    body: receiveOrderInputSchema,
    response: { 200: saveOrderResponseSchema },
    handler: ({ ctx, params, body }) => receiveOrder(ctx, params.orderId, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/wms/outbound-orders',
    access: 'signedIn',
    tags,
    summary:
      'Creates an outbound order and allocates it when the stock is there (row locks); inoutOrderCreation_{company}',
    body: outboundOrderInputSchema,
    response: { 201: saveOrderResponseSchema },
    handler: async ({ ctx, body, reply }) => reply.code(201).send(await createOutboundOrder(ctx, body)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/wms/outbound-orders/:orderId',
    access: 'signedIn',
    tags,
    summary: 'Changes an open outbound order: its allocation is released and made again',
    params: orderIdParamsSchema,
    body: outboundOrderInputSchema,
    response: { 200: saveOrderResponseSchema },
    handler: ({ ctx, params, body }) => changeOutboundOrder(ctx, params.orderId, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/wms/orders/:orderId/allocate',
    access: 'signedIn',
    tags,
    summary: 'Allocates an OUTBOUND order, every line or none (409 naming the short item)',
    params: orderIdParamsSchema,
    response: { 200: saveOrderResponseSchema },
    handler: ({ ctx, params }) => allocateOrder(ctx, params.orderId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/wms/orders/:orderId/confirm',
    access: 'signedIn',
    tags,
    summary:
      'Staff: confirms a RECEIVED inbound order, or ships an ALLOCATED outbound order (with the serials of serial-tracked lines)',
    params: orderIdParamsSchema,
    body: confirmOrderInputSchema,
    response: { 200: saveOrderResponseSchema },
    handler: ({ ctx, params, body }) => confirmOrder(ctx, params.orderId, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/wms/orders/:orderId/void',
    access: 'signedIn',
    tags,
    summary: 'Voids an open order with a reason; incoming or allocated stock is given back',
    params: orderIdParamsSchema,
    body: voidOrderInputSchema,
    response: { 200: saveOrderResponseSchema },
    handler: ({ ctx, params, body }) => voidOrder(ctx, params.orderId, body.reason),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/integration/warehouse/events',
    access: 'integration',
    tags: ['Integration'],
    summary:
      "The warehouse system's events (received per line, allocated, confirmed or shipped, adjusted); idempotent on eventId",
    body: warehouseFeedEventSchema,
    response: { 200: warehouseFeedResponseSchema },
    handler: ({ ctx, body }) => applyWarehouseFeedEvent(ctx, body),
  });
};
