import { shipmentModes } from '@connect/contracts/shipments/shipments.schemas';
import { Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { DataGrid } from '@/components/data-grid/data-grid';
import type { GridColumn, GridRowAction } from '@/components/data-grid/grid-types';
import { useEventName } from '@/entities/event/event-name';
import { DataPendingBadge, portText, translatedProgress, ValueOrPending } from '@/entities/shipment/shipment-status';
import {
  trackFormPath,
  trackingDetailPath,
  trackingKeys,
  useTrackShipments,
  type PublicTracking,
} from '../api/track-shipments';
import { rememberTrackingCheck } from '../utils/tracking-checks';
import { TrackingFrame, TrackingState, useTrackingLookup } from './tracking-detail-page';

type ResultRow = PublicTracking & { rowKey: string; originText: string; destinationText: string };

/**
 * /tracking/search-result?ref=…: every shipment a public reference matches (a master bill or a container can
 * carry several), with mode, route, ETD/ETA and progress; View Details opens one.
 */
export function TrackingSearchResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { reference, lookup, needsCheck, restoring } = useTrackingLookup();
  const query = useTrackShipments(lookup);
  const items = query.data?.items;
  const eventName = useEventName();

  const rows = useMemo<ResultRow[]>(
    () =>
      (items ?? []).map((item, index) => ({
        ...item,
        // The status in the user's language, so the grid shows, sorts and filters what the user reads.
        status: eventName(item.statusCode, item.status),
        rowKey: `${item.trackingNo}-${index}`,
        originText: portText(item.origin),
        destinationText: portText(item.destination),
      })),
    [items, eventName],
  );
  const columns = useMemo<GridColumn<ResultRow>[]>(() => {
    const modeNames = Object.fromEntries(shipmentModes.map((m) => [m, t(`shipmentStatus.modes.${m}`)]));
    return [
      { field: 'trackingNo', title: t('tracking.trackingNo'), width: 170 },
      {
        field: 'status',
        title: t('tracking.status'),
        width: 220,
        render: (row) => (
          <Group gap={6} wrap="nowrap">
            <span>{row.status}</span>
            {row.dataPending && <DataPendingBadge />}
          </Group>
        ),
      },
      {
        field: 'progress',
        title: t('shipmentStatus.progress.label'),
        type: 'progress',
        width: 220,
        sortable: false,
        progress: (row) => translatedProgress(t, row),
      },
      { field: 'mode', title: t('tracking.mode'), type: 'capsule', width: 110, replace: modeNames },
      {
        field: 'originText',
        title: t('tracking.origin'),
        width: 220,
        render: (row) => <ValueOrPending value={row.originText} pending={row.dataPending} />,
      },
      {
        field: 'destinationText',
        title: t('tracking.destination'),
        width: 220,
        render: (row) => <ValueOrPending value={row.destinationText} pending={row.dataPending} />,
      },
      { field: 'etd', title: t('tracking.etd'), type: 'date', width: 130 },
      { field: 'eta', title: t('tracking.eta'), type: 'date', width: 130 },
    ];
  }, [t]);
  const rowActions = useMemo<GridRowAction<ResultRow>[]>(
    () => [
      {
        label: t('tracking.viewDetails'),
        onClick: (row) => {
          // The detail of this one shipment is already known: no second lookup against the rate limit.
          // The name that found the list found this shipment too: the detail asks with it.
          const { rowKey: _key, originText: _origin, destinationText: _destination, ...item } = row;
          if (lookup) {
            rememberTrackingCheck([row.trackingNo], lookup.party);
            const key = trackingKeys.track({ ...lookup, reference: row.trackingNo });
            if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, { items: [item] });
          }
          navigate(trackingDetailPath(row.trackingNo));
        },
      },
    ],
    [t, navigate, queryClient, lookup],
  );

  if (reference && needsCheck) return <Navigate to={trackFormPath(reference)} replace />;

  return (
    <TrackingFrame title={t('tracking.resultsHeading')}>
      {!reference || !items || items.length === 0 ? (
        <TrackingState query={lookup ? query : undefined} restoring={restoring && reference !== undefined} />
      ) : (
        <>
          <Text>{t('tracking.resultsFor', { count: items.length, reference })}</Text>
          <DataGrid<ResultRow>
            label={t('tracking.resultsTable')}
            columns={columns}
            rows={rows}
            getRowId={(row) => row.rowKey}
            getRowLabel={(row) => row.trackingNo}
            rowActions={rowActions}
            settingsBar={false}
            calculations={false}
            paging={false}
            height={480}
          />
        </>
      )}
    </TrackingFrame>
  );
}
