import { z } from 'zod';
import { messages } from '../errors/messages';
import { dashboardWidgetCatalogue, type DashboardWidgetType } from './dashboard-widgets';

// The catalogue is a module of its own (no schemas), so the home page's placeholder reads it without building them.
export * from './dashboard-widgets';

const widgetTypes = dashboardWidgetCatalogue.map((w) => w.type) as [DashboardWidgetType, ...DashboardWidgetType[]];

/** Only the catalogue's types: anything else is refused with 'Record Not Found' (400 on input, never a 500). */
export const dashboardWidgetTypeSchema = z.enum(widgetTypes, { message: messages.recordNotFound });

/** The spec's widget (§3): sequenceId, type, title, subHeading, body. Texts are keys of the UI catalogue. */
export const dashboardWidgetSchema = z.object({
  sequenceId: z.number().int(),
  type: dashboardWidgetTypeSchema,
  title: z.string(),
  subHeading: z.string(),
  body: z.string().nullable(),
});
export type DashboardWidget = z.infer<typeof dashboardWidgetSchema>;

/** Where the list came from: the user's own layout, the company default set by the forwarder, or the standard order. */
export const dashboardLayoutSourceSchema = z.enum(['personal', 'company', 'standard']);
export type DashboardLayoutSource = z.infer<typeof dashboardLayoutSourceSchema>;

/** GET customer/user/dashboard/Widgets?isDeleted=false (the active list) or true (the removed list). */
export const dashboardWidgetsQuerySchema = z.strictObject({
  isDeleted: z
    .enum(['true', 'false'], { message: 'isDeleted takes true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});
export type DashboardWidgetsQuery = z.infer<typeof dashboardWidgetsQuerySchema>;

export const dashboardWidgetsResponseSchema = z.object({
  widgets: z.array(dashboardWidgetSchema),
  source: dashboardLayoutSourceSchema,
});
export type DashboardWidgetsResponse = z.infer<typeof dashboardWidgetsResponseSchema>;

const placedWidgetSchema = z.strictObject({
  type: dashboardWidgetTypeSchema,
  sequenceId: z.number().int().min(1).max(999),
});
export type PlacedWidget = z.infer<typeof placedWidgetSchema>;

const placedWidgetsSchema = z
  .array(placedWidgetSchema)
  .max(dashboardWidgetCatalogue.length)
  .refine((list) => new Set(list.map((w) => w.type)).size === list.length, { message: 'Each widget once' });

/**
 * POST customer/user/dashboard/Widgets: `userWidgets` is the whole active list in order (what is not in it is
 * removed); `reset: true` forgets the personal layout (back to the company default) and takes an empty list.
 */
export const saveDashboardWidgetsSchema = z
  .strictObject({ userWidgets: placedWidgetsSchema, reset: z.boolean().default(false) })
  .refine((body) => !body.reset || body.userWidgets.length === 0, {
    message: 'A reset takes no widgets',
    path: ['userWidgets'],
  });
export type SaveDashboardWidgets = z.infer<typeof saveDashboardWidgetsSchema>;

/** DELETE customer/user/dashboard/Widget/{type}. */
export const dashboardWidgetParamsSchema = z.strictObject({ type: dashboardWidgetTypeSchema });

/** The forwarder's company default layout (staff): the active widgets in order; the others start removed. */
export const companyDashboardParamsSchema = z.strictObject({
  companyCode: z.string().trim().min(1).max(20, { message: messages.recordNotFound }),
});
export const companyDashboardLayoutSchema = z.strictObject({ widgets: placedWidgetsSchema });
export type CompanyDashboardLayout = z.infer<typeof companyDashboardLayoutSchema>;
export const companyDashboardLayoutResponseSchema = z.object({
  companyCode: z.string(),
  /** Null while the company has no default of its own (the standard order applies). */
  widgets: z.array(placedWidgetSchema).nullable(),
});
export type CompanyDashboardLayoutResponse = z.infer<typeof companyDashboardLayoutResponseSchema>;

/** The dashboard's width (spec 1 §9): 3 columns, or 2 when the shipments widget is in the removed list. */
export function dashboardColumns(removed: readonly { type: string }[]): 2 | 3 {
  return removed.some((w) => w.type === 'shipments') ? 2 : 3;
}
