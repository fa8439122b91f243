import { createIntegrationKeySchema } from '@connect/contracts/shipments/shipments-feed.schemas';
import { Alert, Anchor, Button, CopyButton, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { useCreateIntegrationKey, useIntegrationKeys, useRevokeIntegrationKey } from '../api/integration-keys';
import { TextBadge } from '@/components/text-badge';

/** /u/admin?tab=integration: API keys of the forwarder's operating system (created, shown once, revoked). */
export function IntegrationKeysTab() {
  const { t } = useTranslation();
  const { formatDate: day } = useDateFormat();
  const keys = useIntegrationKeys();
  const create = useCreateIntegrationKey();
  const revoke = useRevokeIntegrationKey();
  const [newKey, setNewKey] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<{ id: string; name: string } | null>(null);
  const form = useSchemaForm<{ name: string }>(createIntegrationKeySchema, { name: '' });
  const failure = create.error instanceof ApiError ? create.error.message : null;

  return (
    <Stack>
      <Text>{t('integrationKeys.intro')}</Text>
      <Anchor component={Link} to="/documentation/connect#integration-feed">
        {t('integrationKeys.docsLink')}
      </Anchor>
      <form
        noValidate
        aria-label={t('integrationKeys.create')}
        onSubmit={form.onSubmit((values) =>
          create.mutate(values.name.trim(), {
            onSuccess: (created) => {
              setNewKey(created.key);
              form.reset();
              notifySuccess(t('integrationKeys.created'));
            },
            onError: (error) => {
              if (error instanceof ApiError) form.setErrors(fieldErrorsOf(error.body));
            },
          }),
        )}
      >
        <Group align="flex-end">
          <TextInput
            label={t('integrationKeys.name')}
            placeholder={t('integrationKeys.namePlaceholder')}
            withAsterisk
            maxLength={80}
            {...form.getInputProps('name')}
          />
          <Button type="submit" loading={create.isPending}>
            {t('integrationKeys.create')}
          </Button>
        </Group>
      </form>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <caption>{t('integrationKeys.table')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('integrationKeys.columns.name')}</Table.Th>
              <Table.Th scope="col">{t('integrationKeys.columns.prefix')}</Table.Th>
              <Table.Th scope="col">{t('integrationKeys.columns.created')}</Table.Th>
              <Table.Th scope="col">{t('integrationKeys.columns.lastUsed')}</Table.Th>
              <Table.Th scope="col">{t('integrationKeys.columns.status')}</Table.Th>
              <Table.Th scope="col">{t('integrationKeys.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(keys.data ?? []).map((key) => (
              <Table.Tr key={key.id}>
                <Table.Td>{key.name}</Table.Td>
                <Table.Td>
                  <code>{key.keyPrefix}…</code>
                </Table.Td>
                <Table.Td>{day(key.createdAt)}</Table.Td>
                <Table.Td>{key.lastUsedAt ? day(key.lastUsedAt) : t('integrationKeys.never')}</Table.Td>
                <Table.Td>
                  {key.revokedAt ? (
                    <TextBadge color="gray" variant="light">
                      {t('integrationKeys.revoked', { date: day(key.revokedAt) })}
                    </TextBadge>
                  ) : (
                    <TextBadge color="green" variant="light">
                      {t('integrationKeys.active')}
                    </TextBadge>
                  )}
                </Table.Td>
                <Table.Td>
                  {!key.revokedAt && (
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      aria-label={t('integrationKeys.revokeLabel', { name: key.name })}
                      onClick={() => setToRevoke({ id: key.id, name: key.name })}
                    >
                      {t('integrationKeys.revoke')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {keys.data?.length === 0 && <Text c="dimmed">{t('integrationKeys.empty')}</Text>}

      <Modal
        opened={newKey !== null}
        onClose={() => setNewKey(null)}
        title={t('integrationKeys.newKeyHeading')}
        closeOnClickOutside={false}
      >
        <Stack>
          <Text>{t('integrationKeys.newKeyText')}</Text>
          <TextInput label={t('integrationKeys.newKeyLabel')} value={newKey ?? ''} readOnly data-autofocus />
          <Group justify="flex-end">
            <CopyButton value={newKey ?? ''}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t('integrationKeys.copied') : t('integrationKeys.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={() => setNewKey(null)}>{t('integrationKeys.done')}</Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={toRevoke !== null} onClose={() => setToRevoke(null)} title={t('integrationKeys.revoke')}>
        <Stack>
          <Text>{t('integrationKeys.revokeConfirm', { name: toRevoke?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToRevoke(null)} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={revoke.isPending}
              onClick={() =>
                toRevoke &&
                revoke.mutate(toRevoke.id, {
                  onSuccess: () => {
                    notifySuccess(t('integrationKeys.revoked_done'));
                    setToRevoke(null);
                  },
                })
              }
            >
              {t('integrationKeys.revoke')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
