import type { AdminResource } from '@connect/contracts/resources/resources.schemas';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryModal } from '@/components/query-modal';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { useResourceReaders } from '../api/admin-resources';

/** Who has opened a resource, how often, and who has acknowledged it (acknowledged and latest first). */
export function ResourceReadersDialog({ resource, onClose }: { resource: AdminResource | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const readers = useResourceReaders(resource?.id ?? null);
  return (
    <QueryModal
      opened={resource !== null}
      onClose={onClose}
      size="xl"
      title={t('resources.admin.readers', { title: resource?.title ?? '' })}
      query={readers}
      failureText={t('resources.loadFailed')}
    >
      {(data) => (
        <Stack gap="sm">
          <Text size="sm">
            {t('resources.admin.counts', { read: data.readCount, acknowledged: data.acknowledgedCount })}
          </Text>
          {data.items.length === 0 ? (
            <Text c="dimmed">{t('resources.admin.noReaders')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped withTableBorder aria-label={t('resources.admin.readersTitle')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('resources.admin.name')}</Table.Th>
                    <Table.Th scope="col">{t('resources.admin.company')}</Table.Th>
                    <Table.Th scope="col">{t('resources.admin.firstOpened')}</Table.Th>
                    <Table.Th scope="col">{t('resources.admin.lastOpened')}</Table.Th>
                    <Table.Th scope="col">{t('resources.admin.openCount')}</Table.Th>
                    <Table.Th scope="col">{t('resources.admin.acknowledgedAt')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((r) => (
                    <Table.Tr key={r.userId}>
                      <Table.Th scope="row" fw={400}>
                        {r.displayName || r.email}
                        <Text size="xs" c="dimmed">
                          {r.email}
                        </Text>
                      </Table.Th>
                      <Table.Td>{r.companyCode ?? '—'}</Table.Td>
                      <Table.Td>{formatDateTime(new Date(r.firstOpenedAt))}</Table.Td>
                      <Table.Td>{formatDateTime(new Date(r.lastOpenedAt))}</Table.Td>
                      <Table.Td>{r.openCount}</Table.Td>
                      <Table.Td>{r.acknowledgedAt ? formatDateTime(new Date(r.acknowledgedAt)) : '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </QueryModal>
  );
}
