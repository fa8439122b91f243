import type { AdminMessage } from '@connect/contracts/portal-messages/portal-messages.schemas';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryModal } from '@/components/query-modal';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { useAdminMessageReceipts } from '@/features/admin/api/admin-messages';

/** Who a message is meant for, who has seen it and who has acknowledged it (acknowledged and seen first). */
export function MessageReceiptsDialog({ message, onClose }: { message: AdminMessage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const receipts = useAdminMessageReceipts(message?.id ?? null);
  return (
    <QueryModal
      opened={message !== null}
      onClose={onClose}
      size="lg"
      title={t('portalMessages.admin.receiptsTitle', { subject: message?.subject ?? '' })}
      query={receipts}
      failureText={t('app.loadFailed')}
    >
      {(data) => (
        <Stack gap="sm">
          <Text size="sm">
            {t('portalMessages.admin.receiptsSummary', {
              audience: data.audienceSize,
              seen: data.items.filter((r) => r.seenAt).length,
              acknowledged: data.items.filter((r) => r.acknowledgedAt).length,
            })}
          </Text>
          <Table striped withTableBorder aria-label={t('portalMessages.admin.receiptsTable')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('portalMessages.admin.person')}</Table.Th>
                <Table.Th scope="col">{t('portalMessages.admin.seen')}</Table.Th>
                <Table.Th scope="col">{t('portalMessages.admin.acknowledged')}</Table.Th>
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
                  <Table.Td>{r.seenAt ? formatDateTime(new Date(r.seenAt)) : '—'}</Table.Td>
                  <Table.Td>{r.acknowledgedAt ? formatDateTime(new Date(r.acknowledgedAt)) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </QueryModal>
  );
}
