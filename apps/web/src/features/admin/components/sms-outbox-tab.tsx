import { smsOutboxResponseSchema } from '@connect/contracts/mfa/mfa.schemas';
import { Alert, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextBadge } from '@/components/text-badge';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { adminKeys } from '../api/admin-keys';

const pageSize = 25;

/** The SMS outbox: second-factor codes land here when no SMS gateway is configured (decision 037). */
export function SmsOutboxTab() {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const [page, setPage] = useState(1);
  const outbox = useQuery({
    queryKey: [...adminKeys.all, 'sms-outbox', page],
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/sms-outbox', {
        query: { pageNumber: page, pageSize },
        schema: smsOutboxResponseSchema,
        loader: false,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  if (outbox.isPending) return <Loader aria-label={t('app.loader')} />;
  if (outbox.error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {outbox.error instanceof ApiError ? outbox.error.message : String(outbox.error)}
      </Alert>
    );
  }
  const { items, total } = outbox.data;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('mfa.admin.smsOutboxIntro')}
      </Text>
      {items.length === 0 ? (
        <Text>{t('mfa.admin.empty')}</Text>
      ) : (
        <Table striped withTableBorder aria-label={t('mfa.admin.smsOutbox')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('mfa.admin.to')}</Table.Th>
              <Table.Th>{t('mfa.admin.text')}</Table.Th>
              <Table.Th>{t('mfa.admin.sentAt')}</Table.Th>
              <Table.Th>{t('mfa.admin.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{item.to}</Table.Td>
                <Table.Td>{item.body}</Table.Td>
                <Table.Td>{formatDateTime(item.createdAt)}</Table.Td>
                <Table.Td>
                  <TextBadge color={{ stored: 'blue', sent: 'green', failed: 'red' }[item.status]}>
                    {t(`admin.mailStatus.${item.status}`)}
                  </TextBadge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {total > pageSize && (
        <Group justify="flex-end">
          <Pagination total={Math.ceil(total / pageSize)} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
