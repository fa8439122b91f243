import {
  importFieldsOf,
  requiredImportFields,
  type ImportDirection,
  type ImportMapping,
  type ReadImportResponse,
} from '@connect/contracts/warehouse/warehouse-import.schemas';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The wizard's mapping step: a column of the file for each field (guessed from the headers or the user's saved
 * mapping), with the file's first rows beneath so the choice can be checked against real values.
 */
export function OrderImportMappingStep({
  direction,
  read,
  mapping,
  onChange,
  onBack,
  onNext,
  busy,
}: {
  direction: ImportDirection;
  read: ReadImportResponse;
  mapping: ImportMapping;
  onChange: (next: ImportMapping) => void;
  onBack: () => void;
  onNext: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const required = new Set(requiredImportFields[direction]);
  const options = [
    { value: '', label: t('warehouseImport.mapping.notInFile') },
    ...read.headers.filter((h) => h !== '').map((h) => ({ value: h, label: h })),
  ];
  return (
    <Stack>
      <Text>{t('warehouseImport.mapping.intro')}</Text>
      <Alert variant="light" color={read.mappingSource === 'saved' ? 'teal' : 'blue'}>
        {t(read.mappingSource === 'saved' ? 'warehouseImport.mapping.saved' : 'warehouseImport.mapping.guessed')}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {importFieldsOf(direction).map((field) => (
          <NativeSelect
            key={field}
            label={t(`warehouseImport.fields.${field}`)}
            description={required.has(field) ? t('warehouseImport.mapping.required') : undefined}
            required={required.has(field)}
            data={options}
            value={mapping[field] ?? ''}
            onChange={(event) => onChange({ ...mapping, [field]: event.currentTarget.value || null })}
          />
        ))}
      </SimpleGrid>
      <Table striped withTableBorder>
        <Table.Caption>
          {t('warehouseImport.mapping.sampleTitle', { fileName: read.fileName, count: read.rowCount })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {read.headers.map((h, i) => (
              <Table.Th key={`${h}-${i}`}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {read.sample.map((row, r) => (
            <Table.Tr key={r}>
              {row.map((cell, c) => (
                <Table.Td key={c}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('warehouseImport.mapping.back')}
        </Button>
        <Button onClick={onNext} loading={busy}>
          {t('warehouseImport.mapping.next')}
        </Button>
      </Group>
    </Stack>
  );
}
