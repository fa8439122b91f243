import type { TariffDetail } from '@connect/contracts/freight/tariffs.schemas';
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tariffErrorTexts } from '../api/tariff-error-text';
import { useRemoveTariffLane } from '../api/tariffs-api';
import { TariffLaneDialog } from './tariff-lane-dialog';
import { laneLabel, type AnyLane } from './tariff-lane-draft';

type Lane = AnyLane & { id: string };

/**
 * A tariff's lanes (air lanes, ocean lanes with their charges, or accessorial charges), each with Change and
 * Remove (decision 080); Remove asks first.
 */
export function TariffLanesTable({ tariff }: { tariff: TariffDetail }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Lane | undefined>();
  const [removing, setRemoving] = useState<Lane | undefined>();
  const remove = useRemoveTariffLane();
  const actions = (lane: Lane) => {
    const label = laneLabel(tariff.kind, lane);
    return (
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            aria-label={t('freightTariffs.laneForm.editLabel', { lane: label })}
            onClick={() => setEditing(lane)}
          >
            {t('freightTariffs.laneForm.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={t('freightTariffs.laneForm.removeLabel', { lane: label })}
            onClick={() => {
              remove.reset();
              setRemoving(lane);
            }}
          >
            {t('freightTariffs.laneForm.remove')}
          </Button>
        </Group>
      </Table.Td>
    );
  };

  return (
    <>
      {tariff.lineCount === 0 ? (
        <Text>{t('freightTariffs.form.lanesEmpty')}</Text>
      ) : (
        <Lines tariff={tariff} actions={actions} />
      )}
      <TariffLaneDialog
        tariff={tariff}
        lane={editing}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <Modal
        opened={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        title={t('freightTariffs.laneForm.removeTitle', { lane: removing ? laneLabel(tariff.kind, removing) : '' })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <Text>{t('freightTariffs.laneForm.removeBody')}</Text>
          {remove.isError && (
            <Alert color="red" role="alert">
              {tariffErrorTexts(remove.error).join(' ')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(undefined)}>
              {t('freightTariffs.laneForm.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                removing &&
                remove.mutate({ tariffId: tariff.id, laneId: removing.id }, { onSuccess: () => setRemoving(undefined) })
              }
            >
              {t('freightTariffs.laneForm.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

type Column<Row> = { header: string; cell: (row: Row) => ReactNode };

/** One table of lanes: its columns, then the lane's Change and Remove. */
function LaneTable<Row extends Lane>({
  minWidth,
  columns,
  rows,
  actions,
}: {
  minWidth: number;
  columns: Column<Row>[];
  rows: Row[];
  actions: (lane: Lane) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header}>{c.header}</Table.Th>
            ))}
            <Table.Th>{t('freightTariffs.laneForm.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((c) => (
                <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
              ))}
              {actions(row)}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Lines({ tariff, actions }: { tariff: TariffDetail; actions: (lane: Lane) => ReactNode }) {
  const { t } = useTranslation();
  if (tariff.kind === 'AIR')
    return (
      <LaneTable
        minWidth={900}
        rows={tariff.airLanes}
        actions={actions}
        columns={[
          { header: t('freightTariffs.lanes.origin'), cell: (r) => r.originPort },
          { header: t('freightTariffs.lanes.destination'), cell: (r) => r.destinationPort },
          { header: t('freightTariffs.lanes.serviceLevel'), cell: (r) => r.serviceLevel },
          {
            header: t('freightTariffs.lanes.breaks'),
            cell: (r) => [r.rate0, r.rate45, r.rate100, r.rate300, r.rate500, r.rate1000].join(' / '),
          },
          { header: t('freightTariffs.lanes.margin'), cell: (r) => `${r.margin} ${r.marginType}` },
          { header: t('freightTariffs.lanes.minimum'), cell: (r) => r.freightMinimum },
          { header: t('freightTariffs.lanes.transitDays'), cell: (r) => r.transitDays ?? '' },
        ]}
      />
    );
  if (tariff.kind === 'OCEAN')
    return (
      <LaneTable
        minWidth={800}
        rows={tariff.oceanLanes}
        actions={actions}
        columns={[
          { header: t('freightTariffs.lanes.portOfLoading'), cell: (r) => r.portOfLoading },
          { header: t('freightTariffs.lanes.portOfDischarge'), cell: (r) => r.portOfDischarge },
          { header: t('freightTariffs.lanes.carrier'), cell: (r) => r.carrierCode },
          { header: t('freightTariffs.lanes.container'), cell: (r) => r.containerType },
          {
            header: t('freightTariffs.lanes.charges'),
            cell: (r) =>
              r.charges
                .map((c) => `${c.chargeCode} ${c.amount}${c.isPerUnit ? ` ${t('freightTariffs.lanes.perUnit')}` : ''}`)
                .join('; '),
          },
          { header: t('freightTariffs.lanes.transitDays'), cell: (r) => r.transitDays ?? '' },
        ]}
      />
    );
  return (
    <LaneTable
      minWidth={700}
      rows={tariff.accessorialCharges}
      actions={actions}
      columns={[
        { header: t('freightTariffs.lanes.chargeCode'), cell: (r) => r.chargeCode },
        { header: t('freightTariffs.lanes.chargeDescription'), cell: (r) => r.description },
        { header: t('freightTariffs.lanes.mode'), cell: (r) => r.mode },
        { header: t('freightTariffs.lanes.unit'), cell: (r) => r.unit },
        { header: t('freightTariffs.lanes.amount'), cell: (r) => r.amount },
        { header: t('freightTariffs.lanes.chargeMinimum'), cell: (r) => r.minimum },
      ]}
    />
  );
}
