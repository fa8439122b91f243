import { messages } from '@connect/contracts/errors/messages';
import { Anchor, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session/session-store';
import { useGlobalSearch, type ShipmentSearchRow } from '../api/global-search';

const preferredColumns = ['billNo', 'mbillNo', 'shipper', 'consignee', 'origin', 'destination', 'status'];

function columnsOf(rows: ShipmentSearchRow[]): string[] {
  const keys = new Set<string>();
  for (const row of rows.slice(0, 20)) {
    for (const [key, value] of Object.entries(row)) {
      if (key !== 'document_id' && (typeof value === 'string' || typeof value === 'number')) keys.add(key);
    }
  }
  const preferred = preferredColumns.filter((key) => keys.has(key));
  const rest = [...keys].filter((key) => !preferredColumns.includes(key));
  return [...preferred, ...rest].slice(0, 6);
}

/** /search?keyword=&type=: shipment search results (title Shipments); View Details opens the shipment. */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const session = useSession();
  const sessionKey = `${session.user?.userId ?? ''}:${session.impersonation?.userId ?? ''}:${
    session.impersonation?.selectedCompanyCode ?? session.user?.selectedCompany ?? ''
  }`;
  const search = useGlobalSearch(keyword, sessionKey);
  const rows = search.data ?? [];
  const columns = columnsOf(rows);

  return (
    <Stack>
      <Title order={1}>{t('search.heading')}</Title>
      {keyword && <Text c="dimmed">{t('search.resultsFor', { keyword })}</Text>}
      {keyword && search.isPending ? (
        <Loader aria-label={t('app.loader')} />
      ) : rows.length === 0 ? (
        <Text role="status">{messages.noRecordsFound}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
                <Table.Th>{t('search.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={String(row.document_id ?? index)}>
                  {columns.map((column) => (
                    <Table.Td key={column}>{String(row[column] ?? '')}</Table.Td>
                  ))}
                  <Table.Td>
                    {row.document_id !== undefined && (
                      <Anchor
                        component={Link}
                        to={`/shipment/shipments-details?id=${encodeURIComponent(String(row.document_id))}`}
                      >
                        {t('search.viewDetails')}
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
