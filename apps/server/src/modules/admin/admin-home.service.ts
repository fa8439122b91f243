import type { AdminHome } from '@connect/contracts/admin/admin-home.schemas';
import type { SignedInContext } from '../../context';
import { messageAudienceSize } from '../portal-messages/portal-messages.service';
import {
  integrationActivity,
  invitationCounts,
  latestAudit,
  outboxFailures,
  runningMessages,
  userCounts,
} from './admin-home.repository';

const iso = (value: Date | string | null | undefined) =>
  value == null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** How many running messages and audit entries the admin home lists (each list links to its whole screen). */
export const adminHomeLimits = { messages: 5, audit: 8 } as const;

/**
 * The admin home in one answer: each part is one or two aggregate queries, run side by side, so the page costs one
 * round trip whatever the portal's size.
 */
export async function getAdminHome(ctx: SignedInContext): Promise<AdminHome> {
  const now = new Date();
  const [users, invitations, messages, outbox, integration, audit] = await Promise.all([
    userCounts(ctx.db, now),
    invitationCounts(ctx.db, now),
    runningMessages(ctx.db, now, adminHomeLimits.messages),
    outboxFailures(ctx.db, now),
    integrationActivity(ctx.db, now),
    latestAudit(ctx.db, adminHomeLimits.audit),
  ]);
  const audiences = await Promise.all(messages.rows.map((m) => messageAudienceSize(ctx, m)));
  return {
    users,
    invitations,
    messages: {
      runningCount: messages.runningCount,
      drafts: messages.drafts,
      running: messages.rows.map((m, i) => ({
        id: m.id,
        subject: m.texts[m.defaultLocale]?.subject ?? Object.values(m.texts)[0]?.subject ?? '',
        severity: m.severity,
        requiresAck: m.requiresAck,
        startsAt: m.startsAt.toISOString(),
        endsAt: iso(m.endsAt),
        audience: audiences[i] ?? 0,
        seen: m.seen,
        acknowledged: m.acknowledged,
      })),
    },
    outbox: {
      mailFailed7Days: outbox.mailFailed7Days,
      smsFailed7Days: outbox.smsFailed7Days,
      lastFailure: outbox.lastFailure
        ? {
            channel: outbox.lastFailure.channel,
            to: outbox.lastFailure.to,
            error: outbox.lastFailure.error ?? '',
            at: outbox.lastFailure.at.toISOString(),
          }
        : null,
    },
    integration: {
      activeKeys: integration.activeKeys,
      keyLastUsedAt: iso(integration.keyLastUsedAt),
      shipmentEvents24h: integration.shipmentEvents24h,
      lastShipmentEventAt: iso(integration.lastShipmentEventAt),
      warehouseEvents24h: integration.warehouseEvents24h,
      lastWarehouseEventAt: iso(integration.lastWarehouseEventAt),
    },
    audit: audit.map((a) => ({ ...a, at: a.at.toISOString() })),
  };
}
