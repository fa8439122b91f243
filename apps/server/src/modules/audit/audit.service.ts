import type { ServiceContext } from '../../context';
import type { Database } from '../../db/client';
import type { UserHistoryResponse } from '@connect/contracts/admin/user-history.schemas';
import { AppError } from '../../errors/app-error';
import { findAdminHistoryOfUser, findAuditEntries, findUserEmail, insertAuditEntry } from './audit.repository';

/** One audit row per request made while impersonating: who acted (actor), as whom (subject), what. */
export async function recordRequestAudit(
  ctx: ServiceContext,
  request: { method: string; route: string; statusCode: number },
): Promise<void> {
  const auth = ctx.auth;
  if (!auth?.impersonation) return;
  await insertAuditEntry(ctx.db, {
    action: 'impersonation.request',
    actorUserId: auth.actor.userId,
    subjectUserId: auth.user.userId,
    companyId: auth.selectedCompany?.id ?? null,
    requestId: ctx.requestId,
    details: {
      method: request.method,
      route: request.route,
      statusCode: request.statusCode,
      impersonationId: auth.impersonation.id,
    },
  });
}

export async function listAuditForUser(ctx: Pick<ServiceContext, 'db'>, userId: string, action?: string) {
  return findAuditEntries(ctx.db, { userId, action, limit: 200 });
}

/**
 * An admin's change (to a user, an invitation, a company group). `db` is the caller's transaction when the change
 * and its audit row must land together.
 */
export async function recordAdminAction(
  ctx: ServiceContext,
  entry: {
    action: string;
    subjectUserId?: string | null;
    companyId?: string | null;
    entityType?: string;
    entityId?: string;
    details?: Record<string, unknown>;
  },
  db: Database = ctx.db,
): Promise<void> {
  if (!ctx.auth) return;
  await insertAuditEntry(db, {
    action: entry.action,
    actorUserId: ctx.auth.actor.userId,
    subjectUserId: entry.subjectUserId ?? null,
    companyId: entry.companyId ?? null,
    requestId: ctx.requestId,
    details: entry.details ?? {},
    ...(entry.entityType ? { entityType: entry.entityType } : {}),
    ...(entry.entityId ? { entityId: entry.entityId } : {}),
  });
}

/** A change to a company's records (address book, bookings, payments): who, which company, what. */
export async function recordCompanyAction(
  ctx: ServiceContext,
  entry: { action: string; companyId: string | null; details?: Record<string, unknown> },
): Promise<void> {
  // Without a signed-in caller (a provider's webhook, a guest), the row names no actor; details say who.
  await insertAuditEntry(ctx.db, {
    action: entry.action,
    actorUserId: ctx.auth?.actor.userId ?? null,
    subjectUserId: ctx.auth?.impersonation ? ctx.auth.user.userId : null,
    companyId: entry.companyId,
    requestId: ctx.requestId,
    details: entry.details ?? {},
  });
}

/** A change to a person's own sign-in (second factors, recovery codes): the person is the actor. */
export async function recordAccountAction(
  ctx: Pick<ServiceContext, 'db' | 'requestId'>,
  entry: { action: string; userId: string; details?: Record<string, unknown> },
): Promise<void> {
  await insertAuditEntry(ctx.db, {
    action: entry.action,
    actorUserId: entry.userId,
    subjectUserId: null,
    companyId: null,
    requestId: ctx.requestId,
    details: entry.details ?? {},
  });
}

/** The admins' changes to a user (permissions, status, groups, invitations), newest first; 404 for no such user. */
export async function adminHistoryOfUser(
  ctx: Pick<ServiceContext, 'db'>,
  userId: string,
): Promise<UserHistoryResponse> {
  const user = await findUserEmail(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', { messageKey: 'errors.noUserFound' });
  const rows = await findAdminHistoryOfUser(ctx.db, { userId, email: user.email, limit: 200 });
  return {
    items: rows.map((row) => ({
      id: row.id,
      occurredAt: row.occurredAt.toISOString(),
      action: row.action,
      actor:
        row.actorUserId && row.actorName !== null && row.actorEmail !== null
          ? { userId: row.actorUserId, displayName: row.actorName, email: row.actorEmail }
          : null,
      details: row.details !== null && typeof row.details === 'object' ? { ...row.details } : {},
    })),
  };
}
