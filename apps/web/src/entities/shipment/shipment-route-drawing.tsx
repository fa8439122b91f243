import { planSeaRoute } from '@connect/domain/shipments/sea-route';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteMap } from '@/components/route-map/route-map';
import { formatNumber } from '../display/format';
import { formatPassages, portText, routePortOf, type PortLike } from './shipment-status';

export type ShipmentRouteMapProps = {
  origin: PortLike;
  destination: PortLike;
  mode: 'AIR' | 'OCEAN' | 'DOMESTIC';
  height?: number;
};

/**
 * The route map with its name and its 'Route data pending' text in the user's language. An ocean shipment is drawn
 * along its planned sea route (canals and straits, packages/domain) with a caption naming them, not across land.
 */
export function ShipmentRouteMap({ origin, destination, mode, height }: ShipmentRouteMapProps) {
  const { t, i18n } = useTranslation();
  const from = routePortOf(origin);
  const to = routePortOf(destination);
  const fromLat = from?.lat;
  const fromLon = from?.lon;
  const toLat = to?.lat;
  const toLon = to?.lon;
  const seaRoute = useMemo(() => {
    if (mode !== 'OCEAN' || fromLat === undefined || fromLon === undefined) return undefined;
    if (toLat === undefined || toLon === undefined) return undefined;
    return planSeaRoute({ lat: fromLat, lon: fromLon }, { lat: toLat, lon: toLon });
  }, [mode, fromLat, fromLon, toLat, toLon]);
  const caption = seaRoute
    ? seaRoute.via.length > 0
      ? t('shipmentStatus.seaRouteVia', {
          via: formatPassages(i18n.language, seaRoute.via),
          km: formatNumber(Math.round(seaRoute.distanceKm)),
        })
      : t('shipmentStatus.seaRoute', { km: formatNumber(Math.round(seaRoute.distanceKm)) })
    : undefined;
  return (
    <Stack gap={4}>
      <RouteMap
        origin={from}
        destination={to}
        mode={mode}
        height={height}
        waypoints={seaRoute?.points}
        pendingText={t('shipmentStatus.routePending')}
        label={
          from && to
            ? t('shipmentStatus.routeMapLabel', { origin: portText(origin), destination: portText(destination) })
            : undefined
        }
      />
      {from && to && caption && (
        <Text size="xs" c="dimmed">
          {caption}
        </Text>
      )}
    </Stack>
  );
}
