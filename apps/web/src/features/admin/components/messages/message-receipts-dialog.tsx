import type { AdminMessage } from '@connect/contracts/portal-messages/portal-messages.schemas';
import { Alert, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { useDateFormat } from '../../../../lib/dates/use-date-format';
import { useAdminMessageReceipts } from '../../api/admin-messages';

/** Who a message is meant for, who has seen it and who has acknowledged it (acknowledged and seen first). */
export function MessageReceiptsDialog({ message, onClose }: { message: AdminMessage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const receipts = useAdminMessageReceipts(message?.id ?? null);
  const data = receipts.data;
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      size="lg"
      title={t('portalMessages.admin.receiptsTitle', { subject: message?.subject ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {receipts.isPending ? (
        <Loader aria-label={t('app.loader')} />
      ) : receipts.error ? (
        <Alert color="red" variant="light" role="alert">
          {receipts.error instanceof ApiError ? receipts.error.message : t('app.loadFailed')}
        </Alert>
      ) : data ? (
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
      ) : null}
    </Modal>
  );
}
