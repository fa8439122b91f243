import {
  scheduleInputSchema,
  type DeliveryStatus,
  type Schedule,
  type ScheduleInput,
  type ScheduleTiming,
  scheduleTimingSchema,
} from '@connect/contracts/report-schedules/report-schedules.schemas';
import type { z } from 'zod';
import type { ServiceContext, SignedInContext } from '../../context';
import { AppError, fieldIssue, said } from '../../errors/app-error';
import { inScope, managerScope } from '../reports/report-manager-scope';
import { findScheduledReport, scheduledReports } from './report-renderers';
import {
  countCompanyMembers,
  deleteSchedule,
  findCompanyById,
  findScheduleById,
  findSchedules,
  findUsersByIds,
  insertSchedule,
  updateSchedule,
  type ScheduleValues,
} from './report-schedules.repository';
import { cronOf, cronProblem, nextRuns } from './schedule-timing';

type Ctx = Pick<ServiceContext, 'db' | 'config' | 'mailer'>;
type ParsedInput = z.output<typeof scheduleInputSchema>;

export const notFound = () => new AppError('NOT_FOUND');
/** How long an outside recipient's download link works. */
export const linkDays = 7;

/*
 * Scheduled reports (issue #20, decisions 069 and 075): the portal admins' schedules and their checks; the
 * deliveries (recipients, links, runs and history) are in `report-deliveries.service.ts`.
 */
export function listScheduleChoices(ctx: SignedInContext) {
  managerScope(ctx);
  return { reports: scheduledReports().map((r) => ({ key: r.key, name: r.name, periods: r.periods })) };
}

async function toSchedules(ctx: Ctx, rows: Awaited<ReturnType<typeof findSchedules>>): Promise<Schedule[]> {
  const userIds = [
    ...new Set(rows.flatMap((r) => r.schedule.recipients.flatMap((x) => (x.kind === 'user' ? [x.userId] : [])))),
  ];
  const people = new Map((await findUsersByIds(ctx.db, userIds)).map((u) => [u.id, u]));
  return rows.map(({ schedule: s, companyCode, companyName, ownerName, lastStatus }) => ({
    id: s.id,
    name: s.name,
    companyId: s.companyId,
    companyCode,
    companyName,
    ownerName,
    reportKey: s.reportKey,
    parameters: s.parameters,
    format: s.format,
    frequency: s.frequency,
    timeOfDay: s.timeOfDay,
    dayOfWeek: s.dayOfWeek,
    dayOfMonth: s.dayOfMonth,
    cronExpression: s.frequency === 'cron' ? s.cronExpression : '',
    timeZone: s.timeZone,
    recipients: s.recipients.map((r) =>
      r.kind === 'user'
        ? {
            kind: 'user' as const,
            userId: r.userId,
            email: people.get(r.userId)?.email ?? '',
            displayName: people.get(r.userId)?.displayName ?? '',
          }
        : r,
    ),
    skipWhenEmpty: s.skipWhenEmpty,
    active: s.active,
    nextRunAt: s.nextRunAt?.toISOString() ?? null,
    lastRunAt: s.lastRunAt?.toISOString() ?? null,
    lastStatus: (lastStatus as DeliveryStatus | null) ?? null,
  }));
}

/**
 * A schedule the caller manages (decision 095): any for a portal admin; for a company's report admin, only their
 * companies' schedules. Another company's schedule is answered as not found, like a missing one.
 */
export async function scheduleInScope(ctx: SignedInContext, id: string) {
  const scope = managerScope(ctx);
  const row = await findScheduleById(ctx.db, id);
  return row && inScope(scope, row.companyId) ? row : undefined;
}

export async function listSchedules(ctx: SignedInContext) {
  const scope = managerScope(ctx);
  const rows = (await findSchedules(ctx.db)).filter((r) => inScope(scope, r.schedule.companyId));
  return { items: await toSchedules(ctx, rows) };
}

const fieldError = (field: string, key: Parameters<typeof fieldIssue>[1]) =>
  new AppError('VALIDATION_FAILED', { details: { fields: [fieldIssue(field, key)] } });

/** The checks a schema cannot make: the company and users exist, the report and its parameters, the cron. */
async function checkSchedule(ctx: SignedInContext, input: ParsedInput): Promise<ScheduleValues> {
  const scope = managerScope(ctx);
  if (!inScope(scope, input.companyId) || !(await findCompanyById(ctx.db, input.companyId))) throw notFound();
  const report = findScheduledReport(input.reportKey);
  if (!report) throw fieldError('body.reportKey', 'server.reportSchedules.unknownReport');
  const parameters = report.parameters.safeParse(input.parameters);
  if (!parameters.success) throw fieldError('body.parameters.periodCode', 'server.reports.periodCodes');
  const userIds = [...new Set(input.recipients.flatMap((r) => (r.kind === 'user' ? [r.userId] : [])))];
  if ((await findUsersByIds(ctx.db, userIds)).length !== userIds.length) throw notFound();
  // A company's report admin sends only to users of the schedule's company.
  if (!scope.all && (await countCompanyMembers(ctx.db, input.companyId, userIds)) !== userIds.length) throw notFound();
  const recipients = input.recipients.filter(
    (r, i, all) =>
      all.findIndex((o) =>
        o.kind === 'user' && r.kind === 'user'
          ? o.userId === r.userId
          : o.kind === 'email' && r.kind === 'email' && o.email === r.email,
      ) === i,
  );
  const cronExpression = cronOf(input);
  const problem = cronProblem(cronExpression, input.timeZone);
  if (problem) throw fieldError('body.cronExpression', `server.reportSchedules.${problem}`);
  return {
    name: input.name,
    companyId: input.companyId,
    reportKey: input.reportKey,
    parameters: parameters.data,
    format: input.format,
    frequency: input.frequency,
    timeOfDay: input.timeOfDay,
    dayOfWeek: input.frequency === 'weekly' ? input.dayOfWeek : null,
    dayOfMonth: input.frequency === 'monthly' ? input.dayOfMonth : null,
    cronExpression,
    timeZone: input.timeZone,
    recipients,
    skipWhenEmpty: input.skipWhenEmpty,
    active: input.active,
    nextRunAt: input.active ? (nextRuns(cronExpression, input.timeZone, new Date(), 1)?.[0] ?? null) : null,
  };
}

export async function createSchedule(ctx: SignedInContext, body: ScheduleInput) {
  const values = await checkSchedule(ctx, scheduleInputSchema.parse(body));
  const id = await insertSchedule(ctx.db, ctx.auth.user.userId, values);
  return { id, ...said('server.reportSchedules.saved') };
}

export async function changeSchedule(ctx: SignedInContext, id: string, body: ScheduleInput) {
  if (!(await scheduleInScope(ctx, id))) throw notFound();
  const values = await checkSchedule(ctx, scheduleInputSchema.parse(body));
  if (!(await updateSchedule(ctx.db, id, values))) throw notFound();
  return { id, ...said('server.reportSchedules.saved') };
}

export async function removeSchedule(ctx: SignedInContext, id: string) {
  if (!(await scheduleInScope(ctx, id))) throw notFound();
  if (!(await deleteSchedule(ctx.db, id))) throw notFound();
  return { id, ...said('server.reportSchedules.deleted') };
}

/** The next five runs of a schedule as the form has it (not saved yet), as UTC instants. */
export function previewRuns(ctx: SignedInContext, body: ScheduleTiming) {
  managerScope(ctx);
  const timing = scheduleTimingSchema.parse(body);
  const expression = cronOf(timing);
  const problem = cronProblem(expression, timing.timeZone);
  if (problem) throw fieldError('body.cronExpression', `server.reportSchedules.${problem}`);
  return { runs: (nextRuns(expression, timing.timeZone, new Date(), 5) ?? []).map((d) => d.toISOString()) };
}
