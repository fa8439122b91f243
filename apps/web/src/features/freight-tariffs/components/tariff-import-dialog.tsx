import {
  tariffImportColumns,
  tariffImportMaxRows,
  type TariffImportKindParam,
  type TariffImportResponse,
} from '@connect/contracts/freight/tariffs.schemas';
import { Alert, Button, FileInput, Group, List, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '@/lib/message-text';
import { tariffErrorTexts } from '../api/tariff-error-text';
import { useTariffImport } from '../api/tariffs-api';

/**
 * Import tariffs from CSV or .xlsx (decision 065): choose the kind and the file, check it (every problem by row
 * and column, nothing written), then import — all or nothing.
 */
export function TariffImportDialog({
  opened,
  onClose,
  kind: fixedKind,
}: {
  opened: boolean;
  onClose: () => void;
  kind?: TariffImportKindParam;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<TariffImportKindParam>(fixedKind ?? 'air');
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<TariffImportResponse | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const run = useTariffImport();
  const reset = () => {
    setChecked(null);
    run.reset();
  };
  const send = (commit: boolean) => {
    if (!file) {
      setMissingFile(true);
      return;
    }
    run.mutate({ kind, file, commit }, { onSuccess: (answer) => setChecked(answer) });
  };
  const close = () => {
    reset();
    setFile(null);
    onClose();
  };
  const ok = checked !== null && checked.problemCount === 0;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('freightTariffs.importer.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Select
          label={t('freightTariffs.importer.kind')}
          data={(['air', 'ocean', 'accessorial'] as const).map((k) => ({
            value: k,
            label: t(`freightTariffs.kinds.${k.toUpperCase() as 'AIR' | 'OCEAN' | 'ACCESSORIAL'}`),
          }))}
          value={kind}
          onChange={(v) => {
            setKind((v ?? 'air') as TariffImportKindParam);
            reset();
          }}
          allowDeselect={false}
          disabled={fixedKind !== undefined}
        />
        <FileInput
          label={t('freightTariffs.importer.file')}
          description={t('freightTariffs.importer.fileHint', { maxRows: tariffImportMaxRows })}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={(f) => {
            setFile(f);
            setMissingFile(false);
            reset();
          }}
          error={missingFile ? t('freightTariffs.importer.chooseFile') : undefined}
          clearable
          clearButtonProps={{ 'aria-label': t('freightTariffs.importer.clearFile') }}
        />
        <Text size="sm" c="dimmed">
          {t('freightTariffs.importer.columns', { columns: tariffImportColumns[kind].join(', ') })}
        </Text>
        {run.isError && (
          <Alert color="red" role="alert">
            <List size="sm">
              {tariffErrorTexts(run.error).map((text, i) => (
                <List.Item key={i}>{text}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {checked?.imported && (
          <Alert color="green" role="status">
            {t('freightTariffs.importer.imported', { count: checked.tariffs.length })}
          </Alert>
        )}
        {checked && !checked.imported && ok && (
          <Alert color="green" role="status">
            {t('freightTariffs.importer.ok', { count: checked.tariffs.length })}
            <List size="sm" mt="xs">
              {checked.tariffs.map((x) => (
                <List.Item key={x.tariffNumber}>
                  {x.tariffNumber} — {t('freightTariffs.importer.lines', { count: x.lines })}
                  {x.replaces ? ` (${t('freightTariffs.importer.replaces')})` : ''}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {checked && checked.problemCount > 0 && (
          <>
            <Alert color="red" role="alert">
              {t('freightTariffs.importer.problems', { count: checked.problemCount })}
            </Alert>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('freightTariffs.importer.row')}</Table.Th>
                  <Table.Th>{t('freightTariffs.importer.column')}</Table.Th>
                  <Table.Th>{t('freightTariffs.importer.problem')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {checked.problems.map((p, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{p.row}</Table.Td>
                    <Table.Td>{p.column}</Table.Td>
                    <Table.Td>{messageText(p)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('freightTariffs.importer.close')}
          </Button>
          <Button variant="default" onClick={() => send(false)} loading={run.isPending}>
            {t('freightTariffs.importer.check')}
          </Button>
          <Button onClick={() => send(true)} disabled={!ok || checked.imported} loading={run.isPending}>
            {t('freightTariffs.importer.commit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
