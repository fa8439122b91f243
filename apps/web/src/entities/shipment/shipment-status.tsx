import { planSeaRoute } from '@connect/domain/shipments/sea-route';
import { shipmentProgress, type Progress as ProgressValue, type ShipmentFlags } from '@connect/domain/grid/progress';
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteMap, type RoutePort } from '../../components/route-map/route-map';
import { formatNumber } from '../display/format';
import type { SectionKey, UiStrings } from '../../lib/i18n-keys';
import { TextBadge } from '../../components/text-badge';

/**
 * Status pieces the shipment screens and public tracking share: the progress of spec 2 §4 in the user's
 * language, the "Data pending" mark of shipments whose ETA or a port has not arrived, and date texts.
 */

const progressKeys: Record<number, SectionKey<UiStrings['shipmentStatus']['progress']>> = {
  100: 'delivered',
  80: 'customsCleared',
  60: 'arrived',
  40: 'departed',
  20: 'booked',
};

/** shipmentProgress (packages/domain) with its text in the user's language; 0 % 'No milestones yet' without flags. */
export function translatedProgress(t: TFunction, flags: ShipmentFlags): ProgressValue {
  const progress = shipmentProgress(flags);
  if (!progress) return { text: t('shipmentStatus.progress.none'), percent: 0, tone: 'normal' };
  const key =
    progress.percent === 100 && progress.text === 'Partially arrived'
      ? 'partiallyArrived'
      : (progressKeys[progress.percent] ?? 'none');
  return { ...progress, text: t(`shipmentStatus.progress.${key}`) };
}

/** A labelled bar with its text beside it: never colour alone. */
export function ShipmentProgressBar({ flags, width = 160 }: { flags: ShipmentFlags; width?: number }) {
  const { t } = useTranslation();
  const progress = translatedProgress(t, flags);
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={progress.percent}
        color={progress.tone === 'danger' ? 'red' : undefined}
        w={width}
        size="lg"
        aria-label={t('shipmentStatus.progress.bar', { text: progress.text, percent: progress.percent })}
      />
      <Text size="sm">{progress.text}</Text>
    </Group>
  );
}

/** The visible "Data pending" badge of a shipment whose ETA or a port is missing (it is never hidden). */
export function DataPendingBadge({ withHint = false }: { withHint?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextBadge
      variant="light"
      color="orange"
      radius="sm"
      size="sm"
      tt="none"
      hint={withHint ? t('shipmentStatus.dataPendingHint') : undefined}
    >
      {t('shipmentStatus.dataPending')}
    </TextBadge>
  );
}

/** A value, or the "Data pending" mark where it has not arrived yet. */
export function ValueOrPending({ value, pending }: { value: string; pending: boolean }) {
  const { t } = useTranslation();
  if (value) return <>{value}</>;
  if (!pending) return <>{t('shipmentStatus.notAvailable')}</>;
  return (
    <Text span size="sm" fs="italic" c="dimmed" data-pending="true">
      {t('shipmentStatus.dataPending')}
    </Text>
  );
}

/** A port as "Name (CODE)", '' when its code is missing. */
export function portText(port: { code: string; name: string }): string {
  if (!port.code) return '';
  return port.name ? `${port.name} (${port.code})` : port.code;
}

/** Status text with its progress bar underneath, and the pending badge when data is missing. */
export function ShipmentStatusSummary({
  status,
  flags,
  dataPending,
}: {
  status: string;
  flags: ShipmentFlags;
  dataPending: boolean;
}) {
  return (
    <Stack gap={6}>
      <Group gap="xs">
        {status && (
          <TextBadge variant="light" size="lg" radius="sm" tt="none">
            {status}
          </TextBadge>
        )}
        {dataPending && <DataPendingBadge withHint />}
      </Group>
      <ShipmentProgressBar flags={flags} />
    </Stack>
  );
}

type PortLike = { code: string; name: string; lat: number | null; lon: number | null };

/** A port the map can draw: it needs a code and both coordinates. */
export function routePortOf(port: PortLike): RoutePort | undefined {
  if (!port.code || port.lat === null || port.lon === null) return undefined;
  return { code: port.code, name: port.name || port.code, lat: port.lat, lon: port.lon };
}

/** The canals and straits a sea route passes, as one list in the user's language ('A, B and C'). */
export function formatPassages(language: string, via: readonly string[]): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'unit' }).format(via);
}

/**
 * The route map with its name and its 'Route data pending' text in the user's language. An ocean shipment is drawn
 * along its planned sea route (canals and straits, packages/domain) with a caption naming them, not across land.
 */
export function ShipmentRouteMap({
  origin,
  destination,
  mode,
  height,
}: {
  origin: PortLike;
  destination: PortLike;
  mode: 'AIR' | 'OCEAN' | 'DOMESTIC';
  height?: number;
}) {
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
