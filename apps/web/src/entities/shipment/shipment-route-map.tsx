import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ShipmentRouteMapProps } from './shipment-route-drawing';

/** The map code (world outlines, projection, sea waypoints) loads when a map is shown, never with the page (decision 042). */
const ShipmentRouteDrawing = lazy(async () => ({
  default: (await import('./shipment-route-drawing')).ShipmentRouteMap,
}));

/**
 * The route map with its name and its 'Route data pending' text (`shipment-route-drawing.tsx`), loaded on
 * demand; the space it takes is kept while it loads.
 */
export function ShipmentRouteMap(props: ShipmentRouteMapProps) {
  return (
    <Suspense fallback={<Box h={props.height ?? 320} />}>
      <ShipmentRouteDrawing {...props} />
    </Suspense>
  );
}
