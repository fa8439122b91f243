import {
  shipmentGridFields,
  shipmentModes,
  type ShipmentGridField,
  type ShipmentRow,
} from '@connect/contracts/shipments/shipments.schemas';
import { shipmentTimeline } from '@connect/domain/shipments/shipment-progress';
import { Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColumn, GridColumnFilter } from '@/components/data-grid/grid-types';
import { useEventName } from '@/entities/event/event-name';
import { DataPendingBadge, translatedProgress } from '@/entities/shipment/shipment-status';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { paths } from '@/lib/paths';

/** The columns a user sees before changing Grid Settings (spec 2 §3), plus the progress bar. */
export const defaultVisibleShipmentFields = [
  'event_description',
  'progress',
  'document_no',
  'master_document_no',
  'mode_code',
  'etd',
  'shipper_name',
  'consignee_name',
  'departure',
  'destination',
  'bill_type',
] as const;

type Kind = 'text' | 'date' | 'number';

/** Every shipment grid field (shipmentGridFields) with how it shows and filters. */
const fieldKinds: Record<ShipmentGridField, Kind> = {
  event_description: 'text',
  document_no: 'text',
  master_document_no: 'text',
  mode_code: 'text',
  E_shipper_booked: 'date',
  A_shipper_booked: 'date',
  E_pickup: 'date',
  A_pickup: 'date',
  E_received: 'date',
  A_received: 'date',
  E_export_customs: 'date',
  A_export_customs: 'date',
  E_loaded: 'date',
  A_loaded: 'date',
  E_import_customs: 'date',
  A_import_customs: 'date',
  E_delivered: 'date',
  A_delivered: 'date',
  etd: 'date',
  dep: 'date',
  eta: 'date',
  ata: 'date',
  shipper_name: 'text',
  consignee_name: 'text',
  departure: 'text',
  destination: 'text',
  bill_type: 'text',
  bill_date: 'date',
  total_pieces: 'number',
  gross_weight: 'number',
  commodity: 'text',
  container_no: 'text',
  service_level_name: 'text',
  incoterms: 'text',
  deliveryterms: 'text',
  dlv: 'date',
  exception: 'text',
  message_count: 'number',
  document_count: 'number',
};

const widths: Partial<Record<ShipmentGridField, number>> = {
  event_description: 220,
  document_no: 150,
  master_document_no: 150,
  mode_code: 110,
  shipper_name: 200,
  consignee_name: 200,
  departure: 200,
  destination: 200,
  commodity: 200,
  container_no: 200,
  exception: 220,
};

const filterOf = (kind: Kind): GridColumnFilter =>
  kind === 'date' ? { type: 'date', range: true } : kind === 'number' ? { type: 'number' } : { type: 'text' };

/** A cell that shows "Data pending" where a shipment's ETA or port has not arrived (text only; exports read the raw value). */
function pendingCell(text: string, pending: boolean, t: TFunction) {
  if (text || !pending) return text;
  return (
    <Text span size="sm" fs="italic">
      {t('shipmentStatus.dataPending')}
    </Text>
  );
}

/**
 * The shipment grid's columns (spec 2 §3): every field of the contract with a human title, the status with a
 * "Data pending" badge, a progress bar (spec 2 §4), modes as capsules. `extra` columns go first (the search
 * page's Matched on / Matched value).
 */
export function useShipmentColumns<Row extends ShipmentRow>(extra?: GridColumn<Row>[]): GridColumn<Row>[] {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const eventName = useEventName();
  return useMemo(() => {
    const visible = new Set<string>(defaultVisibleShipmentFields);
    const modeNames = Object.fromEntries(shipmentModes.map((m) => [m, t(`shipmentStatus.modes.${m}`)]));
    const base = (field: ShipmentGridField): GridColumn<Row> => {
      const kind = fieldKinds[field];
      return {
        field,
        title: t(`shipments.columns.${field}`),
        type: kind === 'text' ? 'text' : kind,
        numeric: kind === 'number' ? true : undefined,
        width: widths[field] ?? (kind === 'date' ? 130 : kind === 'number' ? 120 : 160),
        filter: filterOf(kind),
        hiddenByDefault: !visible.has(field),
      };
    };
    const special: Partial<Record<ShipmentGridField, Partial<GridColumn<Row>>>> = {
      // The house bill is the key column: it opens the shipment (so does a click or Enter on its row).
      document_no: { linkTo: (row) => paths.shipments.details({ id: row.document_id }) },
      event_description: {
        // The status is stored as the forwarder's English name: the filter offers the milestones in the user's
        // language and filters by that stored name.
        filter: {
          type: 'dropdown',
          options: shipmentTimeline.map((m) => ({ value: m.name, label: eventName(m.code, m.name) })),
        },
        render: (row) => (
          <Group gap={6} wrap="nowrap">
            <span>{eventName(row.event_code, row.event_description)}</span>
            {row.dataPending && <DataPendingBadge />}
          </Group>
        ),
      },
      mode_code: {
        type: 'capsule',
        replace: modeNames,
        capsuleColors: { AIR: 'blue', OCEAN: 'meridian', DOMESTIC: 'green' },
        filter: { type: 'dropdown', options: shipmentModes.map((m) => ({ value: m, label: modeNames[m] ?? m })) },
      },
      eta: { render: (row) => pendingCell(dates.formatDate(row.eta), row.dataPending, t) },
      departure: { render: (row) => pendingCell(row.departure, row.dataPending, t) },
      destination: { render: (row) => pendingCell(row.destination, row.dataPending, t) },
    };
    const progress: GridColumn<Row> = {
      field: 'progress',
      title: t('shipments.columns.progress'),
      type: 'progress',
      width: 220,
      sortable: false,
      isExportable: false,
      progress: (row) => translatedProgress(t, row),
    };
    const columns = shipmentGridFields.map((field) => ({ ...base(field), ...special[field] }));
    // The progress bar sits right after the status.
    columns.splice(1, 0, progress);
    return [...(extra ?? []), ...columns];
  }, [t, dates, eventName, extra]);
}
