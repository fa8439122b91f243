import { lazy } from 'react';
import { HomePage } from '../features/dashboard/components/home-page';
import { useResourceWidgetVisible } from '../features/resources/api/resource-visibility';
import { alwaysVisible, AreaWidgetsProvider, type AreaWidgets } from '../components/area-widgets';
import { useTenantKey } from '../lib/session/tenant-key';

/**
 * The home widgets of other areas (decision 056): each area's widget body stays in its feature, the dashboard draws
 * the cards, and the app (which may import every feature) composes the two here. A `Record` of the contract's
 * `AreaWidgetType`, so an area widget added to the catalogue without a body here is a type error. The bodies load
 * only when their widget is on the board.
 */
export const areaWidgets: AreaWidgets = {
  wms: {
    icon: 'wms',
    Body: lazy(() => import('../features/warehouse/components/wms-widget').then((m) => ({ default: m.WmsWidget }))),
    useVisible: alwaysVisible,
  },
  report: {
    icon: 'report',
    Body: lazy(() =>
      import('../features/reports/components/report-widget').then((m) => ({
        default: function ReportWidgetOnBoard() {
          return <m.ReportWidgetBody top={3} />;
        },
      })),
    ),
    useVisible: alwaysVisible,
  },
  resources: {
    icon: 'resources',
    Body: lazy(() =>
      import('../features/resources/components/resources-widget').then((m) => ({ default: m.ResourcesWidget })),
    ),
    // Spec 1 §2: only if a visibility entry matches the user or the selected company.
    useVisible: function useResourcesVisible(enabled) {
      return useResourceWidgetVisible(useTenantKey(), enabled);
    },
  },
};

/** Home (/) with the areas' widgets registered: the route registry's page for `paths.home`. */
export function HomeWithAreaWidgets() {
  return (
    <AreaWidgetsProvider value={areaWidgets}>
      <HomePage />
    </AreaWidgetsProvider>
  );
}
