/** Query keys of the home dashboard; each carries the tenant key so another user's or company's answers never show. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  widgets: (tenant: string, isDeleted: boolean) => [...dashboardKeys.all, 'widgets', tenant, isDeleted] as const,
  layouts: (tenant: string) => [...dashboardKeys.all, 'widgets', tenant] as const,
  data: (tenant: string, widget: string, ...rest: (string | number)[]) =>
    [...dashboardKeys.all, 'data', tenant, widget, ...rest] as const,
};
