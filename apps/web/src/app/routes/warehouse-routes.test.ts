import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { breadcrumbTrail, decideRoute, findRoute, type GuardSession, loadAppRoutes } from '../route-table';

// The signed-in areas' entries come on demand (decision 105).
beforeAll(() => loadAppRoutes());

const customer = (permissions: string[]): GuardSession => ({
  signedIn: true,
  admin: false,
  impersonating: false,
  permissions,
  selectedCompany: 'LSCOMP',
});
const orderId = '0b5c5e2a-1f7e-4e0e-9a55-3f6d1c1e2a10';

describe('warehouse routes (spec 1 §2 guard for inoutOrderCreation_{company})', () => {
  it('opens the WMS screens with the wms permission, and to staff', () => {
    for (const path of [
      paths.wms.dashboard(),
      paths.wms.inventory(),
      paths.wms.inboundOrders(),
      paths.wms.outboundDetail.path,
    ]) {
      expect(decideRoute(path, customer(['wms'])).kind, path).toBe('allow');
      expect(decideRoute(path, customer(['shipment']))).toEqual({ kind: 'redirect', to: '/', notice: 'accessDenied' });
      expect(decideRoute(path, { ...customer([]), staff: true }).kind).toBe('allow');
    }
  });

  it("sends a user without inoutOrderCreation_{company} from the create and update pages to / with 'access denied'", () => {
    const pages = [
      paths.wms.createInbound(),
      paths.wms.createOutbound(),
      paths.wms.inboundUpdate({ id: orderId }),
      paths.wms.outboundUpdate({ id: orderId }),
    ];
    for (const path of pages) {
      expect(decideRoute(path, customer(['wms'])), path).toEqual({ kind: 'redirect', to: '/', notice: 'accessDenied' });
      // Another company's claim does not count for the selected one.
      expect(decideRoute(path, customer(['wms', 'inoutOrderCreation_GCMEDS'])).kind).toBe('redirect');
      expect(decideRoute(path, customer(['wms', 'inoutOrderCreation_LSCOMP'])).kind, path).toBe('allow');
    }
  });

  it('finds the update pages by their id segment, with their titles; trails follow spec 2 §2', () => {
    expect(findRoute(paths.wms.outboundUpdate({ id: orderId }))?.titleKey).toBe('warehouse.pages.updateOutbound');
    expect(breadcrumbTrail(paths.wms.inventoryDetail.path).map((c) => c.label)).toEqual([
      'home',
      'inventory',
      'inventoryDetail',
    ]);
    expect(breadcrumbTrail(paths.wms.createOutbound.path).map((c) => c.label)).toEqual([
      'home',
      'outboundOrders',
      'createOutbound',
    ]);
  });
});
