import { z } from 'zod';
import { notificationMessages } from './notification-messages';

/** The modules a user can be notified about (spec 1 §3), in display order; labels in spec 1 §9. */
export const notificationModules = ['shipments', 'billing', 'bookings', 'wms'] as const;
export const notificationModuleSchema = z.enum(notificationModules);
export type NotificationModule = z.infer<typeof notificationModuleSchema>;

/** How often an enabled event is e-mailed (issue #16): at once, or gathered into a daily digest. */
export const notificationFrequencySchema = z.enum(['immediate', 'daily']);
export type NotificationFrequency = z.infer<typeof notificationFrequencySchema>;

/**
 * A notification entry (spec 1 §3): `flag` is the user's choice (on or off), `enabled` whether the row may be
 * changed (the module's permission for that company). Beyond the spec, the channels and the frequency of the
 * event. When saved, `eventTypeName` and `enabled` are ignored (the server knows them); an empty `companyCode`
 * means the selected company.
 */
export const eventNotificationEntrySchema = z.strictObject({
  eventTypeId: z.number().int().min(1).max(2147483647),
  eventTypeName: z.string().max(100).default(''),
  flag: z.boolean(),
  enabled: z.boolean().default(true),
  moduleId: notificationModuleSchema,
  companyCode: z.string().trim().max(40).default(''),
  emailEnabled: z.boolean().default(true),
  portalEnabled: z.boolean().default(true),
  frequency: notificationFrequencySchema.default('immediate'),
});
export type EventNotificationEntry = z.infer<typeof eventNotificationEntrySchema>;
export type EventNotificationEntryInput = z.input<typeof eventNotificationEntrySchema>;

/** At most every event of every module for a few hundred companies. */
export const eventNotificationListSchema = z.array(eventNotificationEntrySchema).max(5000);

/** POST customer/user/eventNotifications: optional query applyToAll (spec 1 §7). */
export const eventNotificationsQuerySchema = z.strictObject({
  applyToAll: z.enum(['true', 'false']).optional(),
});

/** POST customer/user/GroupEventNotifications: body alertNotification list (spec 1 §7), per company. */
export const groupEventNotificationsBodySchema = z.strictObject({
  alertNotification: eventNotificationListSchema,
});

export const eventNotificationsResponseSchema = z.array(eventNotificationEntrySchema);

/** What a save changed: the rows now stored for the caller. */
export const saveEventNotificationsResponseSchema = z.object({
  saved: z.number().int(),
  companyCodes: z.array(z.string()),
  message: z.string(),
  messageKey: z.string().optional(),
});

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: notificationMessages.clockTime });

/** Quiet hours in the user's time zone: no e-mail between start and end (held until the end). Both or neither. */
export const quietHoursSchema = z
  .strictObject({ start: clockTime.nullable(), end: clockTime.nullable() })
  .refine((v) => (v.start === null) === (v.end === null), {
    message: notificationMessages.bothOrNeither,
    path: ['end'],
  })
  .refine((v) => v.start === null || v.start !== v.end, {
    message: notificationMessages.startEndDiffer,
    path: ['end'],
  });
export type QuietHours = z.infer<typeof quietHoursSchema>;

export const quietHoursResponseSchema = z.object({
  start: z.string().nullable(),
  end: z.string().nullable(),
  timeZone: z.string(),
});
export type QuietHoursResponse = z.infer<typeof quietHoursResponseSchema>;

export const saveQuietHoursResponseSchema = quietHoursResponseSchema.extend({
  message: z.string(),
  messageKey: z.string().optional(),
});
