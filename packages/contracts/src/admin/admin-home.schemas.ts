import { z } from 'zod';

const when = z.string();

/** The admin home takes no parameters: anything in its query string is refused. */
export const adminHomeQuerySchema = z.strictObject({});

/**
 * The admin home (`/u/dashboard`, issue #17): what waits on the forwarder's admins across the portal, counted on the
 * server in one call — users and invitations, messages running and how they are acknowledged, mail and text messages
 * that failed, the integration feed's keys and last events, and the latest audit entries.
 */
export const adminHomeResponseSchema = z.object({
  users: z.object({
    active: z.number().int(),
    invited: z.number().int(),
    disabled: z.number().int(),
    joinedLast7Days: z.number().int(),
  }),
  invitations: z.object({
    /** Sent, not used, not revoked and not expired. */
    waiting: z.number().int(),
    /** Of those, the ones that expire within three days. */
    expiringSoon: z.number().int(),
    /** Not used, not revoked, expired in the last 30 days: worth resending. */
    expired: z.number().int(),
  }),
  messages: z.object({
    running: z.array(
      z.object({
        id: z.string(),
        subject: z.string(),
        severity: z.enum(['info', 'warning', 'critical']),
        requiresAck: z.boolean(),
        startsAt: when,
        endsAt: when.nullable(),
        /** Active users the message is meant for. */
        audience: z.number().int(),
        seen: z.number().int(),
        acknowledged: z.number().int(),
      }),
    ),
    runningCount: z.number().int(),
    drafts: z.number().int(),
  }),
  outbox: z.object({
    mailFailed7Days: z.number().int(),
    smsFailed7Days: z.number().int(),
    lastFailure: z.object({ channel: z.enum(['mail', 'sms']), to: z.string(), error: z.string(), at: when }).nullable(),
  }),
  integration: z.object({
    activeKeys: z.number().int(),
    keyLastUsedAt: when.nullable(),
    shipmentEvents24h: z.number().int(),
    lastShipmentEventAt: when.nullable(),
    warehouseEvents24h: z.number().int(),
    lastWarehouseEventAt: when.nullable(),
  }),
  audit: z.array(
    z.object({
      id: z.number().int(),
      at: when,
      action: z.string(),
      actorEmail: z.string().nullable(),
      subjectEmail: z.string().nullable(),
      companyCode: z.string().nullable(),
    }),
  ),
});
export type AdminHome = z.infer<typeof adminHomeResponseSchema>;
