import { z } from 'zod';
import { messages } from '../errors/messages';
import { reportScheduleMessages as m } from './report-schedule-messages';

/** Scheduled reports (issue #20, decision 069). */

export const scheduleFormats = ['pdf', 'xlsx', 'csv'] as const;
export const scheduleFormatSchema = z.enum(scheduleFormats);
export type ScheduleFormat = z.infer<typeof scheduleFormatSchema>;

export const scheduleFrequencies = ['daily', 'weekly', 'monthly', 'cron'] as const;
export const scheduleFrequencySchema = z.enum(scheduleFrequencies);

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
};

export const scheduleRecipientSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('user'), userId: z.string().uuid({ message: messages.recordNotFound }) }),
  z.strictObject({
    kind: z.literal('email'),
    email: z.string().trim().toLowerCase().max(254).email({ message: m.emailInvalid }),
  }),
]);
export type ScheduleRecipient = z.infer<typeof scheduleRecipientSchema>;

/** When a schedule runs: a frequency at a local time, or a cron expression, in one time zone. */
const timingShape = {
  frequency: scheduleFrequencySchema,
  timeOfDay: z
    .string({ message: m.timeOfDayInvalid })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: m.timeOfDayInvalid })
    .default('08:00'),
  dayOfWeek: z.number({ message: m.dayOfWeekMandatory }).int().min(0).max(6).nullable().default(null),
  dayOfMonth: z.number({ message: m.dayOfMonthMandatory }).int().min(1).max(28).nullable().default(null),
  cronExpression: z.string().trim().max(100).default(''),
  timeZone: z.string({ message: m.timeZoneInvalid }).max(64).refine(isTimeZone, { message: m.timeZoneInvalid }),
};

type Timing = {
  frequency: (typeof scheduleFrequencies)[number];
  dayOfWeek: number | null;
  dayOfMonth: number | null;
  cronExpression: string;
};
const checkTiming = (value: Timing, ctx: z.RefinementCtx) => {
  if (value.frequency === 'weekly' && value.dayOfWeek === null)
    ctx.addIssue({ code: 'custom', path: ['dayOfWeek'], message: m.dayOfWeekMandatory });
  if (value.frequency === 'monthly' && value.dayOfMonth === null)
    ctx.addIssue({ code: 'custom', path: ['dayOfMonth'], message: m.dayOfMonthMandatory });
  if (value.frequency === 'cron' && !value.cronExpression)
    ctx.addIssue({ code: 'custom', path: ['cronExpression'], message: m.cronMandatory });
};

export const scheduleTimingSchema = z.strictObject(timingShape).superRefine(checkTiming);
export type ScheduleTiming = z.input<typeof scheduleTimingSchema>;

export const scheduleInputSchema = z
  .strictObject({
    name: z.string({ message: m.nameMandatory }).trim().min(1, { message: m.nameMandatory }).max(120),
    companyId: z.string({ message: m.companyMandatory }).uuid({ message: m.companyMandatory }),
    reportKey: z.string({ message: m.reportMandatory }).trim().min(1, { message: m.reportMandatory }).max(80),
    parameters: z.record(z.string().max(40), z.string().max(100)).default({}),
    format: scheduleFormatSchema,
    ...timingShape,
    recipients: z.array(scheduleRecipientSchema).min(1, { message: m.recipientsMandatory }).max(50),
    skipWhenEmpty: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .superRefine(checkTiming);
export type ScheduleInput = z.input<typeof scheduleInputSchema>;

export const scheduleIdParamsSchema = z.strictObject({
  scheduleId: z.string().uuid({ message: messages.recordNotFound }),
});
export const deliveryParamsSchema = z.strictObject({
  scheduleId: z.string().uuid({ message: messages.recordNotFound }),
  deliveryId: z.string().uuid({ message: messages.recordNotFound }),
});

export const deliveryStatusSchema = z.enum(['sent', 'skippedEmpty', 'noRecipients', 'failed']);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const scheduleSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  companyId: z.string().uuid(),
  companyCode: z.string(),
  companyName: z.string(),
  ownerName: z.string(),
  reportKey: z.string(),
  parameters: z.record(z.string(), z.string()),
  format: scheduleFormatSchema,
  frequency: scheduleFrequencySchema,
  timeOfDay: z.string(),
  dayOfWeek: z.number().int().nullable(),
  dayOfMonth: z.number().int().nullable(),
  cronExpression: z.string(),
  timeZone: z.string(),
  recipients: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('user'), userId: z.string(), email: z.string(), displayName: z.string() }),
      z.object({ kind: z.literal('email'), email: z.string() }),
    ]),
  ),
  skipWhenEmpty: z.boolean(),
  active: z.boolean(),
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  lastStatus: deliveryStatusSchema.nullable(),
});
export type Schedule = z.infer<typeof scheduleSchema>;
export const schedulesSchema = z.object({ items: z.array(scheduleSchema) });

export const scheduleChoicesSchema = z.object({
  reports: z.array(z.object({ key: z.string(), name: z.string(), periods: z.array(z.string()) })),
});
export type ScheduleChoices = z.infer<typeof scheduleChoicesSchema>;

export const nextRunsSchema = z.object({ runs: z.array(z.string()) });

export const scheduleSavedSchema = z.object({
  id: z.string().uuid(),
  message: z.string(),
  messageKey: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const deliverySchema = z.object({
  id: z.string().uuid(),
  trigger: z.enum(['schedule', 'manual', 'resend']),
  status: deliveryStatusSchema,
  rowCount: z.number().int().nullable(),
  fileName: z.string().nullable(),
  hasFile: z.boolean(),
  error: z.string().nullable(),
  sentTo: z.array(
    z.object({
      kind: z.enum(['user', 'email']),
      to: z.string(),
      address: z.string(),
      outcome: z.enum(['attached', 'link', 'noAccess', 'failed']),
    }),
  ),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveriesSchema = z.object({ items: z.array(deliverySchema) });

export const runResultSchema = scheduleSavedSchema.extend({
  deliveryId: z.string().uuid(),
  status: deliveryStatusSchema,
});
export type RunResult = z.infer<typeof runResultSchema>;

/** The signed link an outside recipient gets: the delivery, the address, when it expires, the signature. */
export const deliveryLinkQuerySchema = z.strictObject({
  to: z.string().max(254),
  expires: z.coerce.number().int().min(0).max(99_999_999_999),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: messages.recordNotFound }),
});
export const deliveryLinkParamsSchema = z.strictObject({
  deliveryId: z.string().uuid({ message: messages.recordNotFound }),
});
