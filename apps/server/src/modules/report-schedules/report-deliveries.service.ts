import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Delivery, DeliveryStatus, RunResult } from '@connect/contracts/report-schedules/report-schedules.schemas';
import type { CompanyMembership, Principal, ServiceContext, SignedInContext } from '../../context';
import type { DeliveryRecipientOutcome } from '../../db/schema/report-schedules';
import { AppError, said } from '../../errors/app-error';
import { findActiveUser } from '../auth/auth.service';
import { describeUser } from '../auth/session-claims.service';
import type { UiText } from '../../lib/ui-text';
import { sendMail } from '../mail/mail.service';
import { findScheduledReport, type RenderedFile, type ScheduledReport } from './report-renderers';
import {
  claimSchedule,
  findCompanyById,
  findDeliveries,
  findDelivery,
  findDeliveryById,
  findDueSchedules,
  findScheduleById,
  findUserContact,
  insertDelivery,
  markRan,
  setDeliveryOutcome,
  type ScheduleRow,
} from './report-schedules.repository';
import { nextRuns } from './schedule-timing';
import { textIn } from './schedule-text';

type Ctx = Pick<ServiceContext, 'db' | 'config' | 'mailer'>;

import { linkDays, notFound, scheduleInScope } from './report-schedules.service';

/**
 * The deliveries of scheduled reports (issue #20, decisions 069 and 075): who receives them and in which language,
 * the signed download links, the runs the job and "run now" start, and the delivery history.
 */

type PersonRow = NonNullable<Awaited<ReturnType<typeof findActiveUser>>>;

/** A principal for a person outside any request: their own memberships, the schedule's company selected. */

function principalOf(user: PersonRow, companies: CompanyMembership[], selected: CompanyMembership | null): Principal {
  const person = {
    userId: user.id,
    email: user.email,
    displayName: user.displayName,
    userType: user.userType,
    isAdmin: user.isAdmin,
  };
  return {
    sessionId: 'report-schedule',
    signInMethod: 'report-schedule',
    actor: { ...person, timeZone: user.timeZone },
    user: {
      ...person,
      companyGroupId: user.companyGroupId,
      companyGroupName: null,
      locale: user.locale,
      timeZone: user.timeZone,
      inactivityTimeoutSeconds: user.inactivityTimeoutSeconds,
      personId: user.personId,
    },
    impersonation: null,
    companies,
    selectedCompany: selected,
    permissions: selected?.permissions ?? [],
  };
}

const hasAll = (membership: CompanyMembership, needed: string[]) =>
  needed.every((p) => membership.permissions.some((q) => q.toLowerCase() === p.toLowerCase()));

/**
 * A recipient's own context for this schedule's company: their current memberships; null when they are no longer
 * an active user, no longer belong to the company, or lack a permission the report needs (they get nothing).
 */
async function recipientContext(
  ctx: Ctx,
  userId: string,
  companyId: string,
  report: ScheduledReport,
): Promise<SignedInContext | null> {
  const user = await findActiveUser(ctx, userId);
  if (!user) return null;
  const described = await describeUser(ctx, user, companyId);
  const membership = described.companies.find((c) => c.id === companyId);
  if (!membership || !hasAll(membership, report.permissions)) return null;
  return { ...ctx, requestId: `report-schedule-${userId}`, auth: principalOf(user, described.companies, membership) };
}

/**
 * The archive's context: the schedule's company as its owner (a portal admin) scheduled it, with just the
 * permissions the report needs. The archive is what outside recipients' links download.
 */
async function archiveContext(ctx: Ctx, schedule: ScheduleRow, report: ScheduledReport): Promise<SignedInContext> {
  const owner = await findActiveUser(ctx, schedule.ownerUserId);
  const company = await findCompanyById(ctx.db, schedule.companyId);
  if (!owner || !owner.isAdmin || !company) throw new Error('the schedule owner is no longer an active admin');
  const membership = { ...company, permissions: report.permissions };
  return { ...ctx, requestId: `report-schedule-${schedule.id}`, auth: principalOf(owner, [membership], membership) };
}

const base = (ctx: Ctx) => ctx.config.publicUrl.replace(/\/$/, '');

const signatureOf = (ctx: Ctx, deliveryId: string, to: string, expires: number) =>
  createHmac('sha256', ctx.config.sessionSecret)
    .update(`report-delivery.${deliveryId}.${to}.${expires}`)
    .digest('base64url');

/** The expiring signed link of an outside recipient to a delivery's archived file. */
export function deliveryLink(ctx: Ctx, deliveryId: string, to: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + linkDays * 86_400;
  const query = new URLSearchParams({
    to,
    expires: String(expires),
    signature: signatureOf(ctx, deliveryId, to, expires),
  });
  return `${base(ctx)}/api/report-deliveries/${deliveryId}/file?${query.toString()}`;
}

function mailOf(text: UiText, schedule: ScheduleRow, companyName: string, file: RenderedFile) {
  const subject = text('reportSchedules.mail.subject', { name: schedule.name });
  const lines = [
    text('reportSchedules.mail.ready', { name: schedule.name, company: companyName, count: file.rowCount }),
  ];
  return { subject, lines };
}

/** Sends one delivery's file: attached for portal users in their own scope, a link for outside addresses. */
async function sendToRecipients(
  ctx: Ctx,
  schedule: ScheduleRow,
  report: ScheduledReport,
  deliveryId: string,
  archive: RenderedFile,
  rerender: boolean,
): Promise<DeliveryRecipientOutcome[]> {
  const company = await findCompanyById(ctx.db, schedule.companyId);
  const companyName = company?.name ?? '';
  const outcomes: DeliveryRecipientOutcome[] = [];
  // Outside addresses have no language of their own: they read the owner's, as the archive does.
  const owner = await findUserContact(ctx.db, schedule.ownerUserId);
  const ownerText = await textIn(ctx, owner?.locale ?? '');
  for (const recipient of schedule.recipients) {
    if (recipient.kind === 'email') {
      const { subject, lines } = mailOf(ownerText, schedule, companyName, archive);
      const link = deliveryLink(ctx, deliveryId, recipient.email);
      try {
        await sendMail(ctx, {
          to: recipient.email,
          subject,
          text: [...lines, '', ownerText('reportSchedules.mail.link', { days: linkDays, link })].join('\n'),
        });
        outcomes.push({ kind: 'email', to: recipient.email, address: recipient.email, outcome: 'link' });
      } catch {
        outcomes.push({ kind: 'email', to: recipient.email, address: recipient.email, outcome: 'failed' });
      }
      continue;
    }
    const own = await recipientContext(ctx, recipient.userId, schedule.companyId, report);
    if (!own) {
      outcomes.push({ kind: 'user', to: recipient.userId, address: '', outcome: 'noAccess' });
      continue;
    }
    try {
      // The recipient's own language (their My Profile choice): the mail, and the file when it is made for them.
      const text = await textIn(ctx, own.auth.user.locale);
      const file = rerender ? await report.render(own, schedule.parameters, schedule.format) : archive;
      const { subject, lines } = mailOf(text, schedule, companyName, file);
      await sendMail(ctx, {
        to: own.auth.user.email,
        subject,
        text: [...lines, '', text('reportSchedules.mail.attached', { fileName: file.fileName })].join('\n'),
        attachments: [{ filename: file.fileName, content: file.body, contentType: file.contentType }],
      });
      outcomes.push({ kind: 'user', to: recipient.userId, address: own.auth.user.email, outcome: 'attached' });
    } catch (error) {
      const denied = error instanceof AppError && (error.code === 'ACCESS_DENIED' || error.code === 'NOT_FOUND');
      outcomes.push({ kind: 'user', to: recipient.userId, address: '', outcome: denied ? 'noAccess' : 'failed' });
    }
  }
  return outcomes;
}

async function alertOwner(ctx: Ctx, schedule: ScheduleRow, error: string) {
  const owner = await findUserContact(ctx.db, schedule.ownerUserId);
  if (!owner || owner.status !== 'active') return;
  const text = await textIn(ctx, owner.locale);
  await sendMail(ctx, {
    to: owner.email,
    subject: text('reportSchedules.mail.failedSubject', { name: schedule.name }),
    text: [
      text('reportSchedules.mail.failedBody', { name: schedule.name }),
      text('reportSchedules.mail.failedReason', { reason: error }),
      '',
      text('reportSchedules.mail.failedLog', { link: `${base(ctx)}/u/reports?tab=scheduler` }),
    ].join('\n'),
  });
}

const messageOf = (error: unknown) =>
  error instanceof AppError ? error.code : error instanceof Error ? error.message : 'unknown error';

/**
 * One run of a schedule (decision 069): the archive is made in the schedule's company; when it is empty and the
 * schedule skips empty runs nothing is sent; otherwise each portal recipient gets the report made in their OWN
 * scope (nothing when they lost access) and each outside address an expiring link. A failed run alerts the owner.
 */
export async function deliverSchedule(
  ctx: Ctx,
  schedule: ScheduleRow,
  trigger: 'schedule' | 'manual',
): Promise<{ deliveryId: string; status: DeliveryStatus }> {
  const startedAt = new Date();
  const report = findScheduledReport(schedule.reportKey);
  let archive: RenderedFile | undefined;
  let failure = report ? null : `the report ${schedule.reportKey} is not available`;
  try {
    if (report)
      archive = await report.render(await archiveContext(ctx, schedule, report), schedule.parameters, schedule.format);
  } catch (error) {
    failure = messageOf(error);
  }
  if (!report || !archive) {
    const message = failure ?? 'unknown error';
    const deliveryId = await insertDelivery(ctx.db, {
      scheduleId: schedule.id,
      trigger,
      status: 'failed',
      error: message,
      startedAt,
      finishedAt: new Date(),
    });
    await alertOwner(ctx, schedule, message);
    return { deliveryId, status: 'failed' };
  }
  const kept = { rowCount: archive.rowCount, fileName: archive.fileName, contentType: archive.contentType };
  if (schedule.skipWhenEmpty && archive.rowCount === 0) {
    const deliveryId = await insertDelivery(ctx.db, {
      scheduleId: schedule.id,
      trigger,
      status: 'skippedEmpty',
      ...kept,
      startedAt,
      finishedAt: new Date(),
    });
    return { deliveryId, status: 'skippedEmpty' };
  }
  // The row first (its id is in the links), then the mails, then what came of them.
  const deliveryId = await insertDelivery(ctx.db, {
    scheduleId: schedule.id,
    trigger,
    status: 'sent',
    ...kept,
    file: archive.body,
    startedAt,
  });
  const sentTo = await sendToRecipients(ctx, schedule, report, deliveryId, archive, true);
  const status: DeliveryStatus = sentTo.some((o) => o.outcome === 'attached' || o.outcome === 'link')
    ? 'sent'
    : 'noRecipients';
  await finishDelivery(ctx, deliveryId, status, sentTo);
  return { deliveryId, status };
}

async function finishDelivery(
  ctx: Ctx,
  deliveryId: string,
  status: DeliveryStatus,
  sentTo: DeliveryRecipientOutcome[],
) {
  await setDeliveryOutcome(ctx.db, deliveryId, status, sentTo);
}

const resultMessage = {
  sent: 'server.reportSchedules.ran',
  skippedEmpty: 'server.reportSchedules.ranSkipped',
  noRecipients: 'server.reportSchedules.ranNoRecipients',
  failed: 'server.reportSchedules.ranFailed',
} as const;

/** "Run now": one run at once, whatever the schedule's time (its next run stays as it is). */
export async function runScheduleNow(ctx: SignedInContext, id: string): Promise<RunResult> {
  const schedule = await scheduleInScope(ctx, id);
  if (!schedule) throw notFound();
  const result = await deliverSchedule(ctx, schedule, 'manual');
  await markRan(ctx.db, id);
  return { id, ...result, ...said(resultMessage[result.status]) };
}

/** The due-run job's pass: every due schedule is claimed (one instance wins it) and run once. */
export async function runDueSchedules(ctx: Ctx, limit = 50): Promise<string[]> {
  const ran: string[] = [];
  for (const due of await findDueSchedules(ctx.db, limit)) {
    if (!due.nextRunAt) continue;
    const row = await findScheduleById(ctx.db, due.id);
    if (!row) continue;
    const next = nextRuns(row.cronExpression, row.timeZone, new Date(), 1)?.[0] ?? null;
    const claimed = await claimSchedule(ctx.db, due.id, next);
    if (!claimed) continue;
    await deliverSchedule(ctx, claimed, 'schedule');
    ran.push(claimed.id);
  }
  return ran;
}

// ---------------------------------------------------------------------------------------------------------------
// Delivery log

export async function listDeliveries(ctx: SignedInContext, scheduleId: string): Promise<{ items: Delivery[] }> {
  if (!(await scheduleInScope(ctx, scheduleId))) throw notFound();
  const rows = await findDeliveries(ctx.db, scheduleId);
  return {
    items: rows.map((r) => ({
      ...r,
      hasFile: Boolean(r.hasFile),
      startedAt: r.startedAt.toISOString(),
      finishedAt: r.finishedAt?.toISOString() ?? null,
    })),
  };
}

export async function deliveryFile(ctx: SignedInContext, scheduleId: string, deliveryId: string) {
  if (!(await scheduleInScope(ctx, scheduleId))) throw notFound();
  const delivery = await findDelivery(ctx.db, scheduleId, deliveryId);
  if (!delivery?.file || !delivery.fileName || !delivery.contentType) throw notFound();
  return { fileName: delivery.fileName, contentType: delivery.contentType, body: delivery.file };
}

/** Re-send: the archived file again to the schedule's recipients as they are now (access checked again). */
export async function resendDelivery(ctx: SignedInContext, scheduleId: string, deliveryId: string): Promise<RunResult> {
  const schedule = await scheduleInScope(ctx, scheduleId);
  const delivery = schedule ? await findDelivery(ctx.db, scheduleId, deliveryId) : undefined;
  if (!schedule || !delivery) throw notFound();
  if (!delivery.file || !delivery.fileName || !delivery.contentType)
    throw new AppError('CONFLICT', { messageKey: 'server.reportSchedules.nothingToResend' });
  const report = findScheduledReport(schedule.reportKey);
  if (!report) throw notFound();
  const archive: RenderedFile = {
    fileName: delivery.fileName,
    contentType: delivery.contentType,
    body: delivery.file,
    rowCount: delivery.rowCount ?? 0,
  };
  const id = await insertDelivery(ctx.db, {
    scheduleId,
    trigger: 'resend',
    status: 'sent',
    rowCount: delivery.rowCount,
    fileName: delivery.fileName,
    contentType: delivery.contentType,
    file: delivery.file,
    resendOf: delivery.id,
  });
  const sentTo = await sendToRecipients(ctx, schedule, report, id, archive, false);
  const status: DeliveryStatus = sentTo.some((o) => o.outcome === 'attached' || o.outcome === 'link')
    ? 'sent'
    : 'noRecipients';
  await finishDelivery(ctx, id, status, sentTo);
  return {
    id: scheduleId,
    deliveryId: id,
    status,
    ...said(status === 'sent' ? 'server.reportSchedules.resent' : resultMessage[status]),
  };
}

/** An outside recipient's download: a valid, unexpired signature for an address the delivery was sent to. */
export async function linkedDeliveryFile(
  ctx: Ctx,
  deliveryId: string,
  query: { to: string; expires: number; signature: string },
) {
  const expected = Buffer.from(signatureOf(ctx, deliveryId, query.to, query.expires));
  const given = Buffer.from(query.signature);
  const valid = expected.length === given.length && timingSafeEqual(expected, given);
  const linkExpired = () => new AppError('NOT_FOUND', { messageKey: 'server.reportSchedules.linkExpired' });
  if (!valid || query.expires * 1000 < Date.now()) throw linkExpired();
  const delivery = await findDeliveryById(ctx.db, deliveryId);
  if (
    !delivery?.file ||
    !delivery.fileName ||
    !delivery.contentType ||
    !delivery.sentTo.some((o) => o.kind === 'email' && o.to === query.to && o.outcome === 'link')
  )
    throw linkExpired();
  return { fileName: delivery.fileName, contentType: delivery.contentType, body: delivery.file };
}
