import { shipmentModeSchema, shipmentModes, type ShipmentRow } from '@connect/contracts/shipments/shipments.schemas';
import { toYyyymmdd } from '@connect/domain/text/dates';
import { Group, Pill, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DataGrid } from '@/components/data-grid/data-grid';
import type { GridRowAction } from '@/components/data-grid/grid-types';
import { allValue, FilterPanel, type ShipmentFilter } from '@/components/filter-panel/filter-panel';
import { defaultPresetRange } from '@/components/form/date-range';
import { createShipmentPageFetcher, type ShipmentScreenFilters } from '../api/get-shipments';
import { useShipmentOrganizations } from '../api/get-shipment-organizations';
import { shipmentKeys } from '../api/shipment-keys';
import { useTenantKey } from '@/lib/session/tenant-key';
import { paths } from '@/lib/paths';
import { useShipmentColumns } from './shipment-columns';
import { ShipmentsExport } from './shipments-export';

/** The home widget's reference search parameters (spec 1 §2): reference number, house bill, master bill. */
const referenceParams = ['refno', 'billno', 'mbillno'] as const;
type ReferenceParam = (typeof referenceParams)[number];

type PanelState = {
  fromDate: number | undefined;
  toDate: number | undefined;
  modeName: ShipmentFilter['modeName'];
  orgKey: string;
  /** The user pressed Apply (until then a reference search covers all dates). */
  applied: boolean;
};

/** What the filter panel starts with: its default range (last 30 days), every mode, every organization. */
function initialPanel(today: Date): PanelState {
  const range = defaultPresetRange(today);
  return {
    fromDate: toYyyymmdd(range.from),
    toDate: toYyyymmdd(range.to),
    modeName: [],
    orgKey: allValue,
    applied: false,
  };
}

/**
 * /shipment/dashboard (and /customer/shipments): the selected company's shipments in the shared grid (server
 * mode, keyset paging, saved settings, CSV/Excel/PDF/e-mail exports), the filter panel (bill date range, modes,
 * shipper organization), the home widget's reference search as a removable chip, and View Details per row.
 */
export function ShipmentDashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const sessionKey = useTenantKey();
  const organizations = useShipmentOrganizations(sessionKey);
  const [fetchPage] = useState(createShipmentPageFetcher);
  const [panel, setPanel] = useState<PanelState>(() => initialPanel(new Date()));
  const columns = useShipmentColumns<ShipmentRow>();

  const references = referenceParams
    .map((key) => ({ key, value: (params.get(key) ?? '').trim() }))
    .filter((reference) => reference.value !== '');
  const modes = panel.modeName.filter((m) => shipmentModeSchema.safeParse(m).success) as ShipmentRow['mode_code'][];
  const datesApply = panel.applied || references.length === 0;
  const screen: ShipmentScreenFilters = {
    ...Object.fromEntries(references.map((r) => [r.key, r.value])),
    fromDate: datesApply ? panel.fromDate : undefined,
    toDate: datesApply ? panel.toDate : undefined,
    modeName: modes.length > 0 ? modes : undefined,
    orgKey: panel.orgKey !== allValue ? panel.orgKey : undefined,
  };

  const removeReference = (key: ReferenceParam) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(key);
        return next;
      },
      { replace: true },
    );

  const rowActions = useMemo<GridRowAction<ShipmentRow>[]>(
    () => [
      {
        label: t('shipments.viewDetails'),
        onClick: (row) => navigate(paths.shipments.details({ id: row.document_id })),
      },
    ],
    [t, navigate],
  );
  const modeOptions = useMemo(
    () => shipmentModes.map((m) => ({ ModeKey: m, ModeName: t(`shipmentStatus.modes.${m}`) })),
    [t],
  );

  return (
    <Stack>
      <Title order={1}>{t('shipments.heading')}</Title>
      <Group align="flex-start" gap="md" wrap="wrap">
        <FilterPanel
          modes={modeOptions}
          organizations={organizations.data ?? []}
          onApply={(filter) =>
            setPanel({
              fromDate: filter.fromDate,
              toDate: filter.toDate,
              modeName: filter.modeName,
              orgKey: filter.orgKey,
              applied: true,
            })
          }
        />
        {references.length > 0 && (
          <Stack gap={4}>
            <Pill.Group role="group" aria-label={t('shipments.filters.active')}>
              {references.map(({ key, value }) => {
                const label = t(`shipments.filters.${key}`);
                return (
                  <Pill
                    key={key}
                    size="md"
                    withRemoveButton
                    onRemove={() => removeReference(key)}
                    // The library hides the remove button from keyboards and screen readers (it expects a
                    // PillsInput's Backspace); here it is the only way to remove the chip.
                    removeButtonProps={{
                      'aria-label': t('shipments.filters.remove', { label, value }),
                      'aria-hidden': false,
                      tabIndex: 0,
                    }}
                  >
                    {t('shipments.filters.chip', { label, value })}
                  </Pill>
                );
              })}
            </Pill.Group>
            {!panel.applied && (
              <Text size="xs" c="dimmed">
                {t('shipments.filters.allDates')}
              </Text>
            )}
          </Stack>
        )}
      </Group>
      {organizations.isError && (
        <Text size="sm" c="red" role="alert">
          {t('shipments.organizationsFailed', { message: organizations.error.message })}
        </Text>
      )}
      <DataGrid<ShipmentRow>
        mode="server"
        label={t('shipments.table')}
        gridKey="shipments"
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.document_no}
        queryKey={shipmentKeys.list(screen, sessionKey)}
        fetchPage={(request, signal) => fetchPage({ ...screen, ...request }, signal)}
        rowActions={rowActions}
        toolbar={(api) => <ShipmentsExport api={api} screen={screen} title={t('shipments.table')} />}
      />
    </Stack>
  );
}
