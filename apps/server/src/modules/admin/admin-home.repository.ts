import { and, count, desc, eq, gt, gte, isNotNull, isNull, lte, max, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { smsOutbox } from '../../db/schema/account-security';
import { auditLog } from '../../db/schema/audit';
import { companies, users } from '../../db/schema/identity';
import { portalMessageReceipts, portalMessages } from '../../db/schema/messages';
import { invites, mailOutbox } from '../../db/schema/sessions';
import { integrationKeys, shipmentEvents } from '../../db/schema/shipments';
import { warehouseFeedEvents } from '../../db/schema/warehouse';

const day = 24 * 60 * 60 * 1000;
const num = (value: unknown) => Number(value ?? 0);

/** Users by status, and how many joined in the last week. */
export async function userCounts(db: Database, now: Date) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${users.status} = 'active')`,
      invited: sql<number>`count(*) filter (where ${users.status} = 'invited')`,
      disabled: sql<number>`count(*) filter (where ${users.status} = 'disabled')`,
      joinedLast7Days: sql<number>`count(*) filter (where ${users.createdAt} > ${new Date(now.getTime() - 7 * day)})`,
    })
    .from(users);
  return {
    active: num(row?.active),
    invited: num(row?.invited),
    disabled: num(row?.disabled),
    joinedLast7Days: num(row?.joinedLast7Days),
  };
}

/** Invitations still open, those about to run out, and those that ran out lately without being used. */
export async function invitationCounts(db: Database, now: Date) {
  const open = and(isNull(invites.usedAt), isNull(invites.revokedAt));
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${invites.expiresAt} > ${now})`,
      expiringSoon: sql<number>`count(*) filter (where ${invites.expiresAt} > ${now} and ${invites.expiresAt} <= ${new Date(now.getTime() + 3 * day)})`,
      expired: sql<number>`count(*) filter (where ${invites.expiresAt} <= ${now} and ${invites.expiresAt} > ${new Date(now.getTime() - 30 * day)})`,
    })
    .from(invites)
    .where(open);
  return { waiting: num(row?.waiting), expiringSoon: num(row?.expiringSoon), expired: num(row?.expired) };
}

/** Published messages that show now (newest first, at most `limit`), with how many saw and acknowledged each. */
export async function runningMessages(db: Database, now: Date, limit: number) {
  const running = and(
    isNotNull(portalMessages.publishedAt),
    isNull(portalMessages.withdrawnAt),
    lte(portalMessages.startsAt, now),
    or(isNull(portalMessages.endsAt), gt(portalMessages.endsAt, now)),
  );
  const [rows, [total], [drafts]] = await Promise.all([
    db
      .select({
        id: portalMessages.id,
        texts: portalMessages.texts,
        defaultLocale: portalMessages.defaultLocale,
        severity: portalMessages.severity,
        requiresAck: portalMessages.requiresAck,
        audienceKind: portalMessages.audienceKind,
        audienceValues: portalMessages.audienceValues,
        startsAt: portalMessages.startsAt,
        endsAt: portalMessages.endsAt,
        seen: sql<number>`(select count(*) from ${portalMessageReceipts} r where r.message_id = ${portalMessages.id})`,
        acknowledged: sql<number>`(select count(*) from ${portalMessageReceipts} r where r.message_id = ${portalMessages.id} and r.acknowledged_at is not null)`,
      })
      .from(portalMessages)
      .where(running)
      .orderBy(desc(portalMessages.startsAt), portalMessages.id)
      .limit(limit),
    db.select({ value: count() }).from(portalMessages).where(running),
    db.select({ value: count() }).from(portalMessages).where(isNull(portalMessages.publishedAt)),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, seen: num(r.seen), acknowledged: num(r.acknowledged) })),
    runningCount: num(total?.value),
    drafts: num(drafts?.value),
  };
}

/** Mail and text messages that failed in the last week, and the latest failure of either. */
export async function outboxFailures(db: Database, now: Date) {
  const since = new Date(now.getTime() - 7 * day);
  const [[mail], [sms], [lastMail], [lastSms]] = await Promise.all([
    db
      .select({ value: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'failed'), gte(mailOutbox.createdAt, since))),
    db
      .select({ value: count() })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.status, 'failed'), gte(smsOutbox.createdAt, since))),
    db
      .select({ to: mailOutbox.toAddress, error: mailOutbox.error, at: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'failed'))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1),
    db
      .select({ to: smsOutbox.toNumber, error: smsOutbox.error, at: smsOutbox.createdAt })
      .from(smsOutbox)
      .where(eq(smsOutbox.status, 'failed'))
      .orderBy(desc(smsOutbox.createdAt))
      .limit(1),
  ]);
  const candidates = [
    ...(lastMail ? [{ channel: 'mail' as const, ...lastMail }] : []),
    ...(lastSms ? [{ channel: 'sms' as const, ...lastSms }] : []),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  return { mailFailed7Days: num(mail?.value), smsFailed7Days: num(sms?.value), lastFailure: candidates[0] ?? null };
}

/** The integration feed: keys in use, and what the forwarder's systems posted in the last day. */
export async function integrationActivity(db: Database, now: Date) {
  const since = new Date(now.getTime() - day);
  const [[keys], [shipment], [warehouse]] = await Promise.all([
    db
      .select({ active: count(), lastUsedAt: max(integrationKeys.lastUsedAt) })
      .from(integrationKeys)
      .where(isNull(integrationKeys.revokedAt)),
    db
      .select({
        recent: sql<number>`count(*) filter (where ${shipmentEvents.createdAt} > ${since})`,
        last: max(shipmentEvents.createdAt),
      })
      .from(shipmentEvents)
      .where(isNotNull(shipmentEvents.sourceEventId)),
    db
      .select({
        recent: sql<number>`count(*) filter (where ${warehouseFeedEvents.receivedAt} > ${since})`,
        last: max(warehouseFeedEvents.receivedAt),
      })
      .from(warehouseFeedEvents),
  ]);
  return {
    activeKeys: num(keys?.active),
    keyLastUsedAt: keys?.lastUsedAt ?? null,
    shipmentEvents24h: num(shipment?.recent),
    lastShipmentEventAt: shipment?.last ?? null,
    warehouseEvents24h: num(warehouse?.recent),
    lastWarehouseEventAt: warehouse?.last ?? null,
  };
}

/** The latest audit entries with who did it, to whom and in which company. */
export async function latestAudit(db: Database, limit: number) {
  const actor = alias(users, 'actor');
  const subject = alias(users, 'subject');
  return db
    .select({
      id: auditLog.id,
      at: auditLog.occurredAt,
      action: auditLog.action,
      actorEmail: actor.email,
      subjectEmail: subject.email,
      companyCode: companies.code,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
    .leftJoin(companies, eq(companies.id, auditLog.companyId))
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
    .limit(limit);
}
