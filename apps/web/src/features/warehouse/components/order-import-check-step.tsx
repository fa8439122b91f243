import {
  allImportFields,
  type DryRunResponse,
  type ImportField,
} from '@connect/contracts/warehouse/warehouse-import.schemas';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageText } from '@/lib/message-text';

/**
 * The wizard's dry run: every problem by row and column (nothing is imported while there is one), or the orders
 * the file holds and the button that imports them all.
 */
export function OrderImportCheckStep({
  result,
  onBack,
  onUploadAgain,
  onImport,
  importing,
}: {
  result: DryRunResponse;
  onBack: () => void;
  onUploadAgain: () => void;
  onImport: () => void;
  importing: boolean;
}) {
  const { t } = useTranslation();
  if (!result.ok)
    return (
      <Stack>
        <Alert color="red" variant="light" role="alert" title={t('warehouseImport.check.problemsTitle')}>
          <Text size="sm">{t('warehouseImport.check.problems', { count: result.problemCount })}</Text>
          {result.problemCount > result.problems.length && (
            <Text size="sm">{t('warehouseImport.check.problemsShown', { shown: result.problems.length })}</Text>
          )}
          <Text size="sm">{t('warehouseImport.check.fixHint')}</Text>
        </Alert>
        <Table striped withTableBorder>
          <Table.Caption>{t('warehouseImport.check.problemsTitle')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('warehouseImport.check.row')}</Table.Th>
              <Table.Th scope="col">{t('warehouseImport.check.column')}</Table.Th>
              <Table.Th scope="col">{t('warehouseImport.check.problem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.problems.map((p, i) => (
              <Table.Tr key={`${p.row ?? 'file'}-${p.field ?? ''}-${i}`}>
                <Table.Td>{p.row ?? t('warehouseImport.check.wholeFile')}</Table.Td>
                <Table.Td>{p.column ?? (p.field ? t(`warehouseImport.fields.${fieldKey(p.field)}`) : '')}</Table.Td>
                <Table.Td>{messageText(p)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('warehouseImport.check.back')}
          </Button>
          <Button onClick={onUploadAgain}>{t('warehouseImport.check.uploadAgain')}</Button>
        </Group>
      </Stack>
    );
  const count = result.orders.length;
  return (
    <Stack>
      <Alert color="teal" variant="light" role="status">
        {t('warehouseImport.check.ready', { count, rows: result.rowCount })}
      </Alert>
      <Table striped withTableBorder>
        <Table.Caption>{t('warehouseImport.check.ordersTitle')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('warehouseImport.check.reference')}</Table.Th>
            <Table.Th scope="col">{t('warehouseImport.check.fileNumber')}</Table.Th>
            <Table.Th scope="col">{t('warehouseImport.check.lines')}</Table.Th>
            <Table.Th scope="col">{t('warehouseImport.check.quantity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.orders.map((o) => (
            <Table.Tr key={o.referenceNo}>
              <Table.Td>{o.referenceNo}</Table.Td>
              <Table.Td>{o.fileNumber}</Table.Td>
              <Table.Td>{o.lineCount}</Table.Td>
              <Table.Td>{o.totalQty}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('warehouseImport.check.back')}
        </Button>
        <Button onClick={onImport} loading={importing}>
          {t('warehouseImport.check.import', { count })}
        </Button>
      </Group>
    </Stack>
  );
}

const fieldKey = (field: string): ImportField =>
  (allImportFields as readonly string[]).includes(field) ? (field as ImportField) : 'referenceNo';
