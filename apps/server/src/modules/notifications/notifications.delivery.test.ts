import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage, ServiceContext } from '../../context';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { localMinutes } from './quiet-hours';
import { notifyInvoicePosted, notifyShipmentEvent, releaseQuietHours, sendDailyDigests } from './notifications.service';

// Dana (LSCOMP, every permission) in America/Chicago; every check counts only what reaches her.
let t: TestApp;
let dana: SignedIn;
let danaId: string;
let companyId: string;
const pushes: { userId: string; message: PushMessage }[] = [];
let ctx: ServiceContext;

beforeAll(async () => {
  t = await createTestApp();
  dana = await signIn(t.app, demo.customer);
  const [row] = await queryRows<{ user_id: string; company_id: string }>(
    t.database.db,
    sql`select u.id as user_id, c.id as company_id from users u, companies c
        where u.email = ${demo.customer} and c.code = 'LSCOMP'`,
  );
  danaId = row?.user_id ?? '';
  companyId = row?.company_id ?? '';
  ctx = {
    db: t.database.db,
    config: t.app.config,
    mailer: t.app.mailer,
    requestId: 'delivery-test',
    push: (userId, message) => pushes.push({ userId, message }),
  };
});
afterAll(async () => {
  await t.close();
});

const prefer = async (entry: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/user/eventNotifications',
    headers: dana.headers,
    payload: [{ flag: true, companyCode: 'LSCOMP', ...entry }],
  });
  expect(res.statusCode, res.body).toBe(200);
};
const mailsToDana = async (subjectPart: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from mail_outbox where to_address = ${demo.customer}
          and subject like ${`%${subjectPart}%`}`,
    )
  )[0]?.n ?? 0;
const heldForDana = async (eventTypeId: number, sent: boolean) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notification_digest_items where user_id = ${danaId}
          and event_type_id = ${eventTypeId} and (sent_at is not null) = ${sent}`,
    )
  )[0]?.n ?? 0;
const pushesToDana = (type: string) => pushes.filter((p) => p.userId === danaId && p.message.type === type).length;

const shipment = (eventCode: number, houseBill: string) =>
  notifyShipmentEvent(ctx, {
    companyId,
    shipmentId: '00000000-0000-4000-8000-000000000001',
    houseBill,
    eventCode,
    eventName: 'Test event',
    status: 'In transit',
    at: '2026-11-24T10:00:00Z',
    location: 'Dallas',
  });

/** 'HH:MM' of Chicago's clock `offsetMinutes` from now. */
const chicagoClock = (offsetMinutes: number) => {
  const m = (((localMinutes(new Date(), 'America/Chicago') + offsetMinutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

describe('delivery by preference', () => {
  it('sends nothing for an event turned off', async () => {
    await prefer({ eventTypeId: 6, moduleId: 'shipments', flag: false });
    await shipment(6, 'HB-OFF-1');
    expect(await mailsToDana('HB-OFF-1')).toBe(0);
    expect(pushes.some((p) => p.userId === danaId && p.message.title?.includes('HB-OFF-1'))).toBe(false);
    expect(await heldForDana(6, false)).toBe(0);
  });

  it('mails at once and pushes by default; only e-mail when the portal channel is off', async () => {
    await shipment(5, 'HB-NOW-1');
    expect(await mailsToDana('HB-NOW-1')).toBe(1);
    expect(pushes.some((p) => p.userId === danaId && p.message.title?.includes('HB-NOW-1'))).toBe(true);
    await prefer({ eventTypeId: 5, moduleId: 'shipments', portalEnabled: false });
    await shipment(5, 'HB-NOW-2');
    expect(await mailsToDana('HB-NOW-2')).toBe(1);
    expect(pushes.some((p) => p.userId === danaId && p.message.title?.includes('HB-NOW-2'))).toBe(false);
  });

  it('keeps a daily event for the digest instead of mailing, and the digest job sends it in the digest hour', async () => {
    await prefer({ eventTypeId: 9999, moduleId: 'billing', frequency: 'daily' });
    const before = pushesToDana('invoice-posted');
    await notifyInvoicePosted(ctx, {
      companyId,
      invoiceNumber: 'INV-DIGEST-1',
      amountCents: 1000,
      dueDate: '2026-12-01',
      payLink: () => Promise.resolve('https://pay.example/x'),
    });
    expect(await mailsToDana('INV-DIGEST-1')).toBe(0);
    expect(await heldForDana(9999, false)).toBe(1);
    expect(pushesToDana('invoice-posted')).toBe(before + 1);
    // Not at 14:00 in Chicago; at 08:30 in Chicago (14:30 UTC in November) it goes out, once.
    expect(await sendDailyDigests(ctx, new Date('2026-11-24T20:00:00Z'))).toBe(0);
    expect(await releaseQuietHours(ctx, new Date('2026-11-24T20:00:00Z'))).toBe(0);
    expect(await sendDailyDigests(ctx, new Date('2026-11-24T14:30:00Z'))).toBeGreaterThanOrEqual(1);
    expect(await heldForDana(9999, true)).toBe(1);
    expect(await mailsToDana('daily digest')).toBe(1);
    expect(await sendDailyDigests(ctx, new Date('2026-11-24T14:40:00Z'))).toBe(0);
  });

  it('holds an at-once e-mail during quiet hours and releases it when they end', async () => {
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/user/quietHours',
      headers: dana.headers,
      payload: { start: chicagoClock(-60), end: chicagoClock(60) },
    });
    expect(save.statusCode, save.body).toBe(200);
    await shipment(4, 'HB-QUIET-1');
    expect(await mailsToDana('HB-QUIET-1')).toBe(0);
    expect(await heldForDana(4, false)).toBe(1);
    // The portal push is not held.
    expect(pushes.some((p) => p.userId === danaId && p.message.title?.includes('HB-QUIET-1'))).toBe(true);
    expect(await releaseQuietHours(ctx, new Date())).toBe(0);
    expect(await releaseQuietHours(ctx, new Date(Date.now() + 2 * 3600 * 1000))).toBe(1);
    expect(await heldForDana(4, true)).toBe(1);
    expect(await mailsToDana('quiet hours')).toBe(1);
  });
});
