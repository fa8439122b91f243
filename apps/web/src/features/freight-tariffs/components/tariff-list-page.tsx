import type { TariffKind, TariffListQuery } from '@connect/contracts/freight/tariffs.schemas';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useTariffs } from '../api/tariffs-api';
import { tariffErrorTexts } from '../api/tariff-error-text';
import { TariffImportDialog } from './tariff-import-dialog';

const statusColor = { current: 'green', future: 'blue', expired: 'gray' } as const;

/**
 * /freight-manager/tariffs (staff): every sell-rate tariff with its kind, validity, customers and line count,
 * filtered by kind, validity and a search; New tariff and Import from file (decision 065).
 */
export function TariffListPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<TariffKind | ''>('');
  const [status, setStatus] = useState<NonNullable<TariffListQuery['status']>>('all');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [importing, setImporting] = useState(false);
  const query: TariffListQuery = { status, ...(kind ? { kind } : {}), ...(debounced ? { search: debounced } : {}) };
  const tariffs = useTariffs(query);
  const kinds = (['AIR', 'OCEAN', 'ACCESSORIAL'] as const).map((k) => ({
    value: k,
    label: t(`freightTariffs.kinds.${k}`),
  }));
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('freightTariffs.title')}</Title>
          <Text c="dimmed">{t('freightTariffs.intro')}</Text>
        </div>
        <Group>
          <Button variant="default" onClick={() => setImporting(true)}>
            {t('freightTariffs.import')}
          </Button>
          <Button component={Link} to={paths.freightManager.tariffDetail()}>
            {t('freightTariffs.newTariff')}
          </Button>
        </Group>
      </Group>
      <Group align="flex-end">
        <Select
          label={t('freightTariffs.filters.kind')}
          data={[{ value: '', label: t('freightTariffs.filters.allKinds') }, ...kinds]}
          value={kind}
          onChange={(v) => setKind((v ?? '') as TariffKind | '')}
          allowDeselect={false}
        />
        <Select
          label={t('freightTariffs.filters.status')}
          data={[
            { value: 'all', label: t('freightTariffs.filters.allStatuses') },
            ...(['current', 'future', 'expired'] as const).map((s) => ({
              value: s,
              label: t(`freightTariffs.statuses.${s}`),
            })),
          ]}
          value={status}
          onChange={(v) => setStatus((v ?? 'all') as typeof status)}
          allowDeselect={false}
        />
        <TextInput
          label={t('freightTariffs.filters.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maxLength={60}
        />
      </Group>
      {tariffs.isPending ? (
        <Center py="md">
          <Loader aria-label={t('freightTariffs.title')} />
        </Center>
      ) : tariffs.isError ? (
        <Alert color="red" role="alert">
          {tariffErrorTexts(tariffs.error).join(' ')}
        </Alert>
      ) : tariffs.data.items.length === 0 ? (
        <Text>{t('freightTariffs.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('freightTariffs.columns.tariffNumber')}</Table.Th>
                <Table.Th>{t('freightTariffs.columns.kind')}</Table.Th>
                <Table.Th>{t('freightTariffs.columns.description')}</Table.Th>
                <Table.Th>{t('freightTariffs.columns.validFrom')}</Table.Th>
                <Table.Th>{t('freightTariffs.columns.validTo')}</Table.Th>
                <Table.Th>{t('freightTariffs.columns.status')}</Table.Th>
                <Table.Th>{t('freightTariffs.columns.customers')}</Table.Th>
                <Table.Th>{t('freightTariffs.columns.lines')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tariffs.data.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.freightManager.tariffDetail({ id: item.id })}>
                      {item.tariffNumber}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`freightTariffs.kinds.${item.kind}`)}</Table.Td>
                  <Table.Td>{item.description}</Table.Td>
                  <Table.Td>{item.validFrom}</Table.Td>
                  <Table.Td>{item.validTo}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColor[item.status]} variant="light">
                      {t(`freightTariffs.statuses.${item.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{item.customers.map((c) => c.code).join(', ')}</Table.Td>
                  <Table.Td>{item.lineCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <TariffImportDialog opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
