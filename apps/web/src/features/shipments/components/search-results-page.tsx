import {
  globalSearchMatchFieldSchema,
  type GlobalSearchMatchField,
} from '@connect/contracts/shipments/shipments.schemas';
import { Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DataGrid } from '@/components/data-grid/data-grid';
import { GridExportMenu } from '@/components/data-grid/export-kit/grid-export-menu';
import type { GridColumn, GridRowAction } from '@/components/data-grid/grid-types';
import { useGlobalSearch, type GlobalSearchRow } from '../api/global-search';
import { useSearchHistory } from '../hooks/use-search-history';
import { useTenantKey } from '@/lib/session/tenant-key';
import { paths } from '@/lib/paths';
import { useShipmentColumns } from './shipment-columns';

const searchPath = (keyword: string) => paths.search({ keyword });

/**
 * /search?keyword=…: the global shipment search (title Shipments, spec 1 §2). The matches in the shared grid
 * with what matched first, View Details per row (id = document_id), and the recent searches of this browser.
 */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const sessionKey = useTenantKey();
  const search = useGlobalSearch(keyword, sessionKey);
  const history = useSearchHistory(sessionKey);
  const remember = history.remember;
  useEffect(() => {
    if (keyword) remember(keyword);
  }, [keyword, remember]);

  const matchColumns = useMemo<GridColumn<GlobalSearchRow>[]>(() => {
    const matchedOnNames = Object.fromEntries(
      globalSearchMatchFieldSchema.options.map((value) => [value, t(`shipments.matchedOn.${value}`)]),
    ) as Record<GlobalSearchMatchField, string>;
    return [
      {
        field: 'matched_on',
        title: t('shipments.columns.matched_on'),
        width: 170,
        replace: matchedOnNames,
        filter: {
          type: 'dropdown',
          options: globalSearchMatchFieldSchema.options.map((value) => ({ value, label: matchedOnNames[value] })),
        },
      },
      { field: 'matched_value', title: t('shipments.columns.matched_value'), width: 220, filter: { type: 'text' } },
    ];
  }, [t]);
  const columns = useShipmentColumns<GlobalSearchRow>(matchColumns);
  const rowActions = useMemo<GridRowAction<GlobalSearchRow>[]>(
    () => [
      { label: t('search.viewDetails'), onClick: (row) => navigate(paths.shipments.details({ id: row.document_id })) },
    ],
    [t, navigate],
  );
  const recent = history.entries.filter((entry) => entry.toLowerCase() !== keyword.toLowerCase());

  return (
    <Stack>
      <Title order={1}>{t('search.heading')}</Title>
      <Text c="dimmed">{keyword ? t('search.resultsFor', { keyword }) : t('search.noKeyword')}</Text>
      {recent.length > 0 && (
        <Group component="nav" aria-label={t('search.recent')} gap="xs" wrap="wrap">
          <Text size="sm" fw={600} component="span">
            {t('search.recent')}:
          </Text>
          {recent.map((entry) => (
            <Anchor key={entry} component={Link} to={searchPath(entry)} size="sm">
              {entry}
            </Anchor>
          ))}
          <Button variant="subtle" size="compact-xs" onClick={history.clear}>
            {t('search.clearRecent')}
          </Button>
        </Group>
      )}
      {keyword &&
        (search.isPending ? (
          <Center py="lg">
            <Loader aria-label={t('app.loader')} />
          </Center>
        ) : !search.data || search.data.length === 0 ? (
          <Text role="status">{t('errors.noRecordsFound')}</Text>
        ) : (
          <DataGrid<GlobalSearchRow>
            label={t('search.table')}
            gridKey="shipment-search"
            columns={columns}
            rows={search.data}
            getRowId={(row) => row.id}
            getRowLabel={(row) => row.document_no}
            rowActions={rowActions}
            toolbar={(api) => <GridExportMenu api={api} title={t('search.heading')} />}
          />
        ))}
    </Stack>
  );
}
