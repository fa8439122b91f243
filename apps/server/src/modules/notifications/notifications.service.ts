import { notificationEventIds } from '@connect/domain/reference/enumerations';
import { AppError } from '../../errors/app-error';
import type { AuthenticatedContext, ServiceContext } from '../../service-context';
import { getConfiguration } from '../configuration/configuration.service';
import { sendMail } from '../mail/mail.service';
import { findEventRecipients, upsertPreferences } from './notifications.repository';

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
  if (recipients.length === 0) return 0;
  const configuration = await getConfiguration(ctx);
  const link = `${ctx.config.publicUrl}/shipment/shipments-details?id=${notice.shipmentId}`;
  const when = notice.at.slice(0, 16).replace('T', ' ');
  const title = `${notice.eventName}: ${notice.houseBill}`;
  const body = `${notice.eventName}${notice.location ? ` at ${notice.location}` : ''} on ${when} UTC.`;
  for (const recipient of recipients) {
    ctx.push?.(recipient.userId, {
      type: 'shipment-event',
      title,
      body,
      data: {
        shipmentId: notice.shipmentId,
        houseBill: notice.houseBill,
        eventCode: notice.eventCode,
        status: notice.status,
      },
    });
    await sendMail(ctx, {
      to: recipient.email,
      subject: `${configuration.productName}: ${title}`,
      text: `Hello ${recipient.displayName},\n\nShipment ${notice.houseBill}: ${body}\nStatus: ${notice.status}\n\nOpen it in ${configuration.productName}: ${link}\n\nYou receive this because shipment notifications are on for your company. Change them on My Profile.\n`,
    }).catch((error: unknown) => {
      console.error(`shipment notice mail failed: ${error instanceof Error ? error.message : 'unknown error'}`);
    });
  }
  return recipients.length;
}

/** POST shipment/notify/status: every shipment event of the selected company on or off for the caller. */
export async function setShipmentNotifications(
  ctx: AuthenticatedContext,
  status: boolean,
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
