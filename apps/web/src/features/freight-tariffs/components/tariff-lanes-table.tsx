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

function Lines({ tariff, actions }: { tariff: TariffDetail; actions: (lane: Lane) => ReactNode }) {
  const { t } = useTranslation();
  const actionsHead = <Table.Th>{t('freightTariffs.laneForm.actions')}</Table.Th>;
  if (tariff.kind === 'AIR')
    return (
      <Table.ScrollContainer minWidth={900}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('freightTariffs.lanes.origin')}</Table.Th>
              <Table.Th>{t('freightTariffs.lanes.destination')}</Table.Th>
              <Table.Th>{t('freightTariffs.lanes.serviceLevel')}</Table.Th>
              <Table.Th>{t('freightTariffs.lanes.breaks')}</Table.Th>
              <Table.Th>{t('freightTariffs.lanes.margin')}</Table.Th>
              <Table.Th>{t('freightTariffs.lanes.minimum')}</Table.Th>
              <Table.Th>{t('freightTariffs.lanes.transitDays')}</Table.Th>
              {actionsHead}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tariff.airLanes.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{l.originPort}</Table.Td>
                <Table.Td>{l.destinationPort}</Table.Td>
                <Table.Td>{l.serviceLevel}</Table.Td>
                <Table.Td>{[l.rate0, l.rate45, l.rate100, l.rate300, l.rate500, l.rate1000].join(' / ')}</Table.Td>
                <Table.Td>
                  {l.margin} {l.marginType}
                </Table.Td>
                <Table.Td>{l.freightMinimum}</Table.Td>
                <Table.Td>{l.transitDays ?? ''}</Table.Td>
                {actions(l)}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  if (tariff.kind === 'OCEAN')
    return (
      <Table.ScrollContainer minWidth={800}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('freightTariffs.lanes.portOfLoading')}</Table.Th>
              <Table.Th>{t('freightTariffs.lanes.portOfDischarge')}</Table.Th>
              <Table.Th>{t('freightTariffs.lanes.carrier')}</Table.Th>
              <Table.Th>{t('freightTariffs.lanes.container')}</Table.Th>
              <Table.Th>{t('freightTariffs.lanes.charges')}</Table.Th>
              <Table.Th>{t('freightTariffs.lanes.transitDays')}</Table.Th>
              {actionsHead}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tariff.oceanLanes.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{l.portOfLoading}</Table.Td>
                <Table.Td>{l.portOfDischarge}</Table.Td>
                <Table.Td>{l.carrierCode}</Table.Td>
                <Table.Td>{l.containerType}</Table.Td>
                <Table.Td>
                  {l.charges
                    .map(
                      (c) => `${c.chargeCode} ${c.amount}${c.isPerUnit ? ` ${t('freightTariffs.lanes.perUnit')}` : ''}`,
                    )
                    .join('; ')}
                </Table.Td>
                <Table.Td>{l.transitDays ?? ''}</Table.Td>
                {actions(l)}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('freightTariffs.lanes.chargeCode')}</Table.Th>
            <Table.Th>{t('freightTariffs.lanes.chargeDescription')}</Table.Th>
            <Table.Th>{t('freightTariffs.lanes.mode')}</Table.Th>
            <Table.Th>{t('freightTariffs.lanes.unit')}</Table.Th>
            <Table.Th>{t('freightTariffs.lanes.amount')}</Table.Th>
            <Table.Th>{t('freightTariffs.lanes.chargeMinimum')}</Table.Th>
            {actionsHead}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tariff.accessorialCharges.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{c.chargeCode}</Table.Td>
              <Table.Td>{c.description}</Table.Td>
              <Table.Td>{c.mode}</Table.Td>
              <Table.Td>{c.unit}</Table.Td>
              <Table.Td>{c.amount}</Table.Td>
              <Table.Td>{c.minimum}</Table.Td>
              {actions(c)}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
