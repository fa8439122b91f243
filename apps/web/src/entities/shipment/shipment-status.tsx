import type { Milestone, ShipmentRow } from '@connect/contracts/shipments/shipments.schemas';
import {
  deriveShipmentProgress,
  timelineMilestoneOf,
  type MilestoneDateColumn,
  type ShipmentProgress,
  type ShipmentProgressInput,
  type ShipmentProgressView,
} from '@connect/domain/shipments/shipment-progress';
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RoutePort } from '@/components/route-map/route-map';
import { TextBadge } from '@/components/text-badge';
import { useEventName } from '@/entities/event/event-name';

/**
 * Status pieces the shipment screens and public tracking share: the progress (spec 2 §4, read from the
 * milestones by the rule of decision 032) in the user's language, the "Data pending" mark of shipments whose ETA
 * or a port has not arrived, and date texts.
 */

/** The grid row's names of the milestone date columns (spec 2 §3 E_/A_ fields, etd/dep, eta/ata). */
const rowColumns = {
  eShipperBooked: 'E_shipper_booked',
  aShipperBooked: 'A_shipper_booked',
  ePickup: 'E_pickup',
  aPickup: 'A_pickup',
  eReceived: 'E_received',
  aReceived: 'A_received',
  eExportCustoms: 'E_export_customs',
  aExportCustoms: 'A_export_customs',
  eLoaded: 'E_loaded',
  aLoaded: 'A_loaded',
  etd: 'etd',
  dep: 'dep',
  eta: 'eta',
  ata: 'ata',
  eImportCustoms: 'E_import_customs',
  aImportCustoms: 'A_import_customs',
  eDelivered: 'E_delivered',
  aDelivered: 'A_delivered',
} as const satisfies Record<MilestoneDateColumn, keyof ShipmentRow>;

type RowSource = Pick<ShipmentRow, (typeof rowColumns)[MilestoneDateColumn] | 'deliveryException'>;
type TimelineSource = { milestones: readonly Milestone[]; flags: { deliveryException: string } };

/** What progress is read from: a grid row (its milestone date columns) or a detail or tracking answer (its timeline). */
export type ShipmentProgressSource = RowSource | TimelineSource;

function progressInputOf(source: ShipmentProgressSource): ShipmentProgressInput<string> {
  if ('milestones' in source) {
    const input: ShipmentProgressInput<string> = { deliveryException: source.flags.deliveryException };
    for (const m of source.milestones) {
      const entry = timelineMilestoneOf(m.eventCode);
      if (!entry) continue;
      input[entry.estimated] = m.estimatedAt;
      input[entry.actual] = m.actualAt;
    }
    return input;
  }
  const input: ShipmentProgressInput<string> = { deliveryException: source.deliveryException };
  for (const [column, field] of Object.entries(rowColumns) as [MilestoneDateColumn, keyof RowSource][])
    input[column] = source[field];
  return input;
}

/** The progress rule (packages/domain, decision 032) over what the API sent: the server applies the same rule. */
export function shipmentProgressOf(source: ShipmentProgressSource): ShipmentProgressView<string> {
  return deriveShipmentProgress(progressInputOf(source));
}

/** The shipment's progress with its text in the user's language ('No milestones yet' at 0 % before any). */
export function translatedProgress(t: TFunction, source: ShipmentProgressSource): ShipmentProgress {
  const progress = shipmentProgressOf(source).progress;
  return { ...progress, text: t(`shipmentStatus.progress.${progress.key}`) };
}

/** A labelled bar with its text beside it: never colour alone. */
export function ShipmentProgressBar({ shipment, width = 160 }: { shipment: ShipmentProgressSource; width?: number }) {
  const { t } = useTranslation();
  const progress = translatedProgress(t, shipment);
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={progress.percent}
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

/**
 * Status text with its progress bar underneath, and the pending badge when data is missing. The status is the
 * server's (worded in the user's language by its event code, `statusCode`) and the bar is read from `shipment`'s
 * milestones by the same rule, so they name the same milestone.
 */
export function ShipmentStatusSummary({
  status,
  statusCode,
  shipment,
  dataPending,
}: {
  status: string;
  statusCode: number | null;
  shipment: ShipmentProgressSource;
  dataPending: boolean;
}) {
  const eventName = useEventName();
  return (
    <Stack gap={6}>
      <Group gap="xs">
        {status && (
          <TextBadge variant="light" size="lg" radius="sm" tt="none">
            {eventName(statusCode, status)}
          </TextBadge>
        )}
        {dataPending && <DataPendingBadge withHint />}
      </Group>
      <ShipmentProgressBar shipment={shipment} />
    </Stack>
  );
}

export type PortLike = { code: string; name: string; lat: number | null; lon: number | null };

/** A port the map can draw: it needs a code and both coordinates. */
export function routePortOf(port: PortLike): RoutePort | undefined {
  if (!port.code || port.lat === null || port.lon === null) return undefined;
  return { code: port.code, name: port.name || port.code, lat: port.lat, lon: port.lon };
}

/** The canals and straits a sea route passes, as one list in the user's language ('A, B and C'). */
export function formatPassages(language: string, via: readonly string[]): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'unit' }).format(via);
}
