/**
 * The home dashboard's widgets (spec 1 §2–§4, §6, §7, §9; decision 051). The catalogue below is the one source of
 * truth for which widget types exist, the permission each needs and the standard order: the server refuses any other
 * type and filters by permission; the web app has one component per type: the dashboard's own in its widget registry,
 * the areas' (WMS, report, resources; `areaWidgetTypes`) in the registry the app fills (decisions 051, 056).
 */
export const dashboardWidgetCatalogue = [
  { type: 'booking', permission: 'booking', sequenceId: 1 },
  { type: 'wms', permission: 'wms', sequenceId: 2 },
  { type: 'billing', permission: 'billing', sequenceId: 3 },
  { type: 'shipments', permission: 'shipment', sequenceId: 4 },
  { type: 'report', permission: 'report', sequenceId: 5 },
  { type: 'resources', permission: 'resource', sequenceId: 6 },
  { type: 'freightCalculator', permission: 'freight-manager', sequenceId: 7 },
  { type: 'track', permission: 'shipment', sequenceId: 8 },
  { type: 'attention', permission: null, sequenceId: 9 },
  { type: 'shipmentsAtRisk', permission: 'shipment', sequenceId: 10 },
] as const satisfies readonly { type: string; permission: string | null; sequenceId: number }[];

export type DashboardWidgetType = (typeof dashboardWidgetCatalogue)[number]['type'];

/** The widgets whose bodies belong to another area of the web app (decision 056); the rest are the dashboard's own. */
export const areaWidgetTypes = ['wms', 'report', 'resources'] as const satisfies readonly DashboardWidgetType[];
export type AreaWidgetType = (typeof areaWidgetTypes)[number];

/**
 * The catalogue's widget types that these permissions open (case-insensitive), in the standard order: what the
 * server offers a user and what the home page's placeholder makes room for.
 */
export function permittedWidgetTypes(permissions: readonly string[]): DashboardWidgetType[] {
  const held = new Set(permissions.map((p) => p.toLowerCase()));
  return dashboardWidgetCatalogue
    .filter((w) => w.permission === null || held.has(w.permission.toLowerCase()))
    .map((w) => w.type);
}
