import type {
  EventNotificationEntry,
  NotificationModule,
  QuietHours,
  QuietHoursResponse,
} from '@connect/contracts/notifications/notifications.schemas';
import { eventTypes, notificationEventIds } from '@connect/domain/reference/enumerations';
import { userTimeZone } from '@connect/domain/dates/time-zones';
import { AppError, said } from '../../errors/app-error';
import type { CompanyMembership, SignedInContext, ServiceContext } from '../../context';
import {
  findEventRecipients,
  findPreferences,
  findQuietHours,
  findStaffRecipients,
  updateQuietHours,
  upsertPreferenceRows,
  upsertPreferences,
  type PreferenceRow,
} from './notifications.repository';
import { deliver } from './notification-delivery.service';

/** The membership permission each module's notifications need (spec 1 §6). */
const modulePermission: Record<NotificationModule, string> = {
  shipments: 'shipment',
  billing: 'billing',
  bookings: 'booking',
  wms: 'wms',
};

const moduleOfEvent = new Map<number, NotificationModule>(
  (Object.entries(notificationEventIds) as [NotificationModule, readonly number[]][]).flatMap(([module, ids]) =>
    ids.map((id) => [id, module] as const),
  ),
);
const eventName = new Map<number, string>(eventTypes.map((e) => [e.code, e.name]));

type Caller = SignedInContext['auth'];

/** The events this user may see (spec 1 §3): 8888 hidden for company-group users, 2222 for employees only. */
function visibleEvents(caller: Caller, module: NotificationModule): number[] {
  return notificationEventIds[module].filter(
    (id) => !(id === 8888 && caller.user.companyGroupId) && !(id === 2222 && caller.user.userType !== 'EMPLOYEE'),
  );
}

function hasModulePermission(company: CompanyMembership, module: NotificationModule): boolean {
  const wanted = modulePermission[module].toLowerCase();
  return company.permissions.some((p) => p.toLowerCase() === wanted);
}

/** The companies whose panels the caller sees: every company for a company-group user, else the selected one. */
function panelCompanies(caller: Caller): CompanyMembership[] {
  if (caller.user.companyGroupId) return caller.companies;
  return caller.selectedCompany ? [caller.selectedCompany] : [];
}

/**
 * GET customer/user/eventNotifications: the caller's notification entries (spec 1 §3), per company of the
 * caller's panels, every module in display order; `enabled` only with the module's permission for the company;
 * no stored row means on, e-mail and in-portal, at once.
 */
export async function listEventNotifications(ctx: SignedInContext): Promise<EventNotificationEntry[]> {
  const companies = panelCompanies(ctx.auth);
  const stored = await findPreferences(ctx.db, {
    userId: ctx.auth.user.userId,
    companyIds: companies.map((c) => c.id),
  });
  const byKey = new Map(stored.map((row) => [`${row.companyId}:${row.eventTypeId}`, row]));
  const entries: EventNotificationEntry[] = [];
  for (const company of companies)
    for (const module of Object.keys(notificationEventIds) as NotificationModule[]) {
      const permitted = hasModulePermission(company, module);
      for (const eventTypeId of visibleEvents(ctx.auth, module)) {
        const row = byKey.get(`${company.id}:${eventTypeId}`);
        entries.push({
          eventTypeId,
          eventTypeName: eventName.get(eventTypeId) ?? String(eventTypeId),
          flag: row?.enabled ?? true,
          enabled: permitted,
          moduleId: module,
          companyCode: company.code,
          emailEnabled: row?.emailEnabled ?? true,
          portalEnabled: row?.portalEnabled ?? true,
          frequency: row?.frequency ?? 'immediate',
        });
      }
    }
  return entries;
}

/**
 * Saves the caller's notification entries (POST customer/user/eventNotifications, GroupEventNotifications and
 * the notifications of POST customer/user/profile). Each entry names its company (empty: the selected one),
 * which must be one of the caller's (else 404 like a missing one); the event must belong to the module and be
 * visible to the caller (400); the module's permission for the company is needed (403). With `applyToAll` an
 * entry is stored for every company of the caller that has the module's permission.
 */
export async function saveEventNotifications(
  ctx: SignedInContext,
  entries: readonly EventNotificationEntry[],
  options: { applyToAll: boolean },
): Promise<{ saved: number; companyCodes: string[]; message: string; messageKey?: string }> {
  const rows = new Map<string, PreferenceRow>();
  const touched = new Set<string>();
  for (const entry of entries) {
    const module = moduleOfEvent.get(entry.eventTypeId);
    if (module !== entry.moduleId)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'server.notifications.unknownEvent',
        params: { eventTypeId: entry.eventTypeId, module: entry.moduleId },
      });
    if (!visibleEvents(ctx.auth, module).includes(entry.eventTypeId))
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'server.notifications.notForYou',
        params: { eventTypeId: entry.eventTypeId },
      });
    const code = entry.companyCode || ctx.auth.selectedCompany?.code;
    if (!code) throw new AppError('COMPANY_MISSING');
    const company = ctx.auth.companies.find((c) => c.code.toLowerCase() === code.toLowerCase());
    if (!company) throw new AppError('NOT_FOUND');
    if (!hasModulePermission(company, module))
      throw new AppError('ACCESS_DENIED', {
        messageKey: 'server.notifications.noPermission',
        params: { module: modulePermission[module], companyCode: company.code },
      });
    const targets = options.applyToAll ? ctx.auth.companies.filter((c) => hasModulePermission(c, module)) : [company];
    for (const target of targets) {
      touched.add(target.code);
      rows.set(`${target.id}:${entry.eventTypeId}`, {
        companyId: target.id,
        eventTypeId: entry.eventTypeId,
        enabled: entry.flag,
        emailEnabled: entry.emailEnabled,
        portalEnabled: entry.portalEnabled,
        frequency: entry.frequency,
      });
    }
  }
  await upsertPreferenceRows(ctx.db, ctx.auth.user.userId, [...rows.values()]);
  return { saved: rows.size, companyCodes: [...touched].sort(), ...said('server.notifications.saved') };
}

export type ShipmentEventNotice = {
  companyId: string;
  shipmentId: string;
  houseBill: string;
  eventCode: number;
  eventName: string;
  status: string;
  at: string;
  location: string;
};

/**
 * Tells the users of the shipment's company who keep this event on (spec 1 §3 preferences, default on) by
 * e-mail and by a realtime `msgToClient`. A failed mail is logged and does not undo the event.
 */
export async function notifyShipmentEvent(ctx: ServiceContext, notice: ShipmentEventNotice): Promise<number> {
  const recipients = await findEventRecipients(ctx.db, {
    companyId: notice.companyId,
    eventTypeId: notice.eventCode,
    permission: 'shipment',
  });
  await deliver(ctx, recipients, {
    companyId: notice.companyId,
    eventTypeId: notice.eventCode,
    notice: {
      kind: 'shipment',
      eventCode: notice.eventCode,
      eventName: notice.eventName,
      houseBill: notice.houseBill,
      location: notice.location,
      at: notice.at,
      status: notice.status,
    },
    link: `${ctx.config.publicUrl}/shipment/shipments-details?id=${notice.shipmentId}`,
    push: {
      type: 'shipment-event',
      data: {
        shipmentId: notice.shipmentId,
        houseBill: notice.houseBill,
        eventCode: notice.eventCode,
        status: notice.status,
      },
    },
  });
  return recipients.length;
}

export type WarehouseOrderNotice = {
  companyId: string;
  orderId: string;
  direction: 'INBOUND' | 'OUTBOUND';
  fileNumber: string;
  referenceNo: string;
  /** 1001 Order Allocated, 1002 Order Confirmed, 1003 Order Voided (spec 1 §3, spec 2 §3). */
  eventCode: 1001 | 1002 | 1003;
  note: string;
};

/**
 * Tells the users of the order's company with the WMS permission who keep this event on (preferences, default on)
 * by e-mail and a realtime `msgToClient`, like a shipment event. A failed mail is logged and undoes nothing.
 */
export async function notifyWarehouseOrderEvent(ctx: ServiceContext, notice: WarehouseOrderNotice): Promise<number> {
  const recipients = await findEventRecipients(ctx.db, {
    companyId: notice.companyId,
    eventTypeId: notice.eventCode,
    permission: 'wms',
  });
  const page = notice.direction === 'INBOUND' ? 'inbound-detail' : 'outbound-detail';
  await deliver(ctx, recipients, {
    companyId: notice.companyId,
    eventTypeId: notice.eventCode,
    notice: {
      kind: 'warehouseOrder',
      eventCode: notice.eventCode,
      fileNumber: notice.fileNumber,
      referenceNo: notice.referenceNo,
      note: notice.note,
    },
    link: `${ctx.config.publicUrl}/wms/${page}?id=${notice.orderId}`,
    push: {
      type: 'warehouse-order-event',
      data: { orderId: notice.orderId, direction: notice.direction, eventCode: notice.eventCode },
    },
  });
  return recipients.length;
}

export type LowStockNotice = {
  companyId: string;
  itemId: string;
  sku: string;
  description: string;
  warehouseName: string;
  available: number;
  threshold: number;
  at: Date;
};

/**
 * Low stock (decision 063): an item's available stock at one warehouse fell to or below its threshold. The spec
 * fixes the WMS event ids (1001–1003), so the notice follows each user's preference for 1001 Order Allocated (on
 * or off, channels, frequency, quiet hours): the company's users with the WMS permission. The time is written in
 * each recipient's own time zone. A failed mail is logged and undoes nothing.
 */
export async function notifyLowStock(ctx: ServiceContext, notice: LowStockNotice): Promise<number> {
  const eventTypeId = 1001;
  const recipients = await findEventRecipients(ctx.db, { companyId: notice.companyId, eventTypeId, permission: 'wms' });
  await deliver(ctx, recipients, {
    companyId: notice.companyId,
    eventTypeId,
    notice: {
      kind: 'lowStock',
      sku: notice.sku,
      description: notice.description,
      warehouseName: notice.warehouseName,
      available: notice.available,
      threshold: notice.threshold,
      at: notice.at.toISOString(),
    },
    link: `${ctx.config.publicUrl}/wms/inventory-detail?id=${notice.itemId}`,
    push: {
      type: 'warehouse-low-stock',
      data: {
        itemId: notice.itemId,
        sku: notice.sku,
        available: notice.available,
        threshold: notice.threshold,
        at: notice.at.toISOString(),
      },
    },
  });
  return recipients.length;
}

/**
 * A customer disputed a warehouse receipt (decision 063): the forwarder's active employees who keep WMS notices on
 * (their 1001 preference for the company, default on) hear of it by e-mail and realtime, to look into it.
 */
export async function notifyReceiptDisputed(
  ctx: ServiceContext,
  notice: {
    companyId: string;
    companyName: string;
    receiptId: string;
    wrNumber: string;
    byName: string;
    reason: string;
  },
): Promise<number> {
  const eventTypeId = 1001;
  const recipients = await findStaffRecipients(ctx.db, { companyId: notice.companyId, eventTypeId });
  await deliver(ctx, recipients, {
    companyId: notice.companyId,
    eventTypeId,
    notice: {
      kind: 'receiptDisputed',
      wrNumber: notice.wrNumber,
      byName: notice.byName,
      companyName: notice.companyName,
      reason: notice.reason,
    },
    link: `${ctx.config.publicUrl}/warehousereceipt/receipt-detail?id=${notice.receiptId}`,
    push: { type: 'warehouse-receipt-disputed', data: { receiptId: notice.receiptId, wrNumber: notice.wrNumber } },
  });
  return recipients.length;
}

/** POST shipment/notify/status: every shipment event of the selected company on or off for the caller. */
export async function setShipmentNotifications(
  ctx: SignedInContext,
  { enabled: status }: { enabled: boolean },
): Promise<{ status: boolean; companyCode: string; eventTypeIds: number[] }> {
  const company = ctx.auth.selectedCompany;
  if (!company) throw new AppError('COMPANY_MISSING');
  // 8888 (shipment notes) is hidden for company-group users (spec 1 §3) and stays as it is for them.
  const eventTypeIds = notificationEventIds.shipments.filter((id) => !(ctx.auth.user.companyGroupId && id === 8888));
  await upsertPreferences(ctx.db, {
    userId: ctx.auth.user.userId,
    companyId: company.id,
    eventTypeIds,
    enabled: status,
  });
  return { status, companyCode: company.code, eventTypeIds: [...eventTypeIds] };
}

export type BookingEventNotice = {
  companyId: string;
  companyName: string;
  bookingId: string;
  reference: string;
  /** 5555 accepted, 4444 rejected, 3333 notes (the company's booking users), 2222 submitted (employees). */
  eventTypeId: 5555 | 4444 | 3333 | 2222;
  /** The forwarder's review notes ('' none); worded with the event when given. */
  notes: string;
  /** The booking's lane, named in a submitted booking's notice. */
  originCode: string;
  destinationCode: string;
};

/**
 * Tells whoever keeps the booking event on (spec 1 §3, default on) by e-mail and a realtime `msgToClient`:
 * the company's users with the booking permission, or the forwarder's employees for a submitted booking.
 */
export async function notifyBookingEvent(ctx: ServiceContext, notice: BookingEventNotice): Promise<number> {
  const recipients =
    notice.eventTypeId === 2222
      ? await findStaffRecipients(ctx.db, { companyId: notice.companyId, eventTypeId: notice.eventTypeId })
      : await findEventRecipients(ctx.db, {
          companyId: notice.companyId,
          eventTypeId: notice.eventTypeId,
          permission: 'booking',
        });
  await deliver(ctx, recipients, {
    companyId: notice.companyId,
    eventTypeId: notice.eventTypeId,
    notice: {
      kind: 'booking',
      eventTypeId: notice.eventTypeId,
      reference: notice.reference,
      companyName: notice.companyName,
      notes: notice.notes,
      origin: notice.originCode,
      destination: notice.destinationCode,
    },
    link: `${ctx.config.publicUrl}/booking/bookings-details?id=${notice.bookingId}`,
    push: {
      type: 'booking-event',
      data: { bookingId: notice.bookingId, reference: notice.reference, eventTypeId: notice.eventTypeId },
    },
  });
  return recipients.length;
}

/**
 * Invoice Posted (9999): the company's users with the billing permission who keep it on get an e-mail with a
 * 'Pay invoice' link of their own (guest mode: no sign-in needed) and a realtime message. The amount and the due
 * day are written in each recipient's language.
 */
export async function notifyInvoicePosted(
  ctx: ServiceContext,
  notice: {
    companyId: string;
    invoiceNumber: string;
    /** The open balance in whole cents (US dollars). */
    amountCents: number;
    /** YYYY-MM-DD. */
    dueDate: string;
    payLink: (email: string) => Promise<string>;
  },
): Promise<number> {
  const recipients = await findEventRecipients(ctx.db, {
    companyId: notice.companyId,
    eventTypeId: 9999,
    permission: 'billing',
  });
  await deliver(ctx, recipients, {
    companyId: notice.companyId,
    eventTypeId: 9999,
    notice: {
      kind: 'invoicePosted',
      invoiceNumber: notice.invoiceNumber,
      amountCents: notice.amountCents,
      dueDate: notice.dueDate,
    },
    link: (recipient) => notice.payLink(recipient.email),
    push: { type: 'invoice-posted', data: { invoiceNumber: notice.invoiceNumber } },
  });
  return recipients.length;
}

/** GET customer/user/quietHours: the caller's quiet hours ('HH:MM' or null) and the zone they are read in. */
export async function getQuietHours(ctx: SignedInContext): Promise<QuietHoursResponse> {
  const row = await findQuietHours(ctx.db, ctx.auth.user.userId);
  return { start: row?.start ?? null, end: row?.end ?? null, timeZone: userTimeZone(row?.timeZone) };
}

/** PUT customer/user/quietHours: both times, or neither (no quiet hours). */
export async function saveQuietHours(
  ctx: SignedInContext,
  hours: QuietHours,
): Promise<QuietHoursResponse & { message: string; messageKey?: string }> {
  await updateQuietHours(ctx.db, ctx.auth.user.userId, hours);
  return { ...(await getQuietHours(ctx)), ...said('server.notifications.quietHoursSaved') };
}

export { digestHour, releaseQuietHours, sendDailyDigests } from './notification-digests.service';
