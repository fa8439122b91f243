import type { AdminMessage } from '@connect/contracts/portal-messages/portal-messages.schemas';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid';
import type { GridColumn, GridRowAction } from '@/components/data-grid/grid-types';
import { Icon } from '@/components/icons';
import { ApiError } from '@/lib/api-client';
import { messageText } from '@/lib/message-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { adminMessageKeys, getAdminMessages, useChangeAdminMessageState } from '@/features/admin/api/admin-messages';
import { MessageEditorDialog } from './message-editor-dialog';
import { MessageReceiptsDialog } from './message-receipts-dialog';

const severityColors = { info: 'blue', warning: 'yellow', critical: 'red' } as const;
const stateColors = { draft: 'gray', scheduled: 'blue', live: 'green', ended: 'gray', withdrawn: 'red' } as const;

/**
 * /u/Message (admins, issue #17): the messages to customers in the shared grid (settings bar, filters, sort),
 * with writing, publishing, withdrawing and who has seen and acknowledged each.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const [editing, setEditing] = useState<{ message: AdminMessage | null } | null>(null);
  const [receiptsOf, setReceiptsOf] = useState<AdminMessage | null>(null);
  const changeState = useChangeAdminMessageState();

  const columns = useMemo<GridColumn<AdminMessage>[]>(
    () => [
      { field: 'subject', title: t('portalMessages.admin.subject'), filter: { type: 'text' }, width: 300 },
      {
        field: 'severity',
        title: t('portalMessages.admin.severity'),
        type: 'capsule',
        width: 130,
        capsuleColors: severityColors,
        replace: {
          info: t('portalMessages.severity.info'),
          warning: t('portalMessages.severity.warning'),
          critical: t('portalMessages.severity.critical'),
        },
        filter: {
          type: 'dropdown',
          options: (['info', 'warning', 'critical'] as const).map((s) => ({
            value: s,
            label: t(`portalMessages.severity.${s}`),
          })),
        },
      },
      {
        field: 'state',
        title: t('portalMessages.admin.state'),
        type: 'capsule',
        width: 130,
        capsuleColors: stateColors,
        replace: {
          draft: t('portalMessages.admin.states.draft'),
          scheduled: t('portalMessages.admin.states.scheduled'),
          live: t('portalMessages.admin.states.live'),
          ended: t('portalMessages.admin.states.ended'),
          withdrawn: t('portalMessages.admin.states.withdrawn'),
        },
        filter: {
          type: 'dropdown',
          options: (['draft', 'scheduled', 'live', 'ended', 'withdrawn'] as const).map((s) => ({
            value: s,
            label: t(`portalMessages.admin.states.${s}`),
          })),
        },
      },
      {
        field: 'startsAt',
        title: t('portalMessages.admin.startsAt'),
        type: 'date',
        width: 140,
        filter: { type: 'date', range: true },
      },
      { field: 'endsAt', title: t('portalMessages.admin.endsAt'), type: 'date', width: 140 },
      {
        field: 'seenCount',
        title: t('portalMessages.admin.seen'),
        width: 90,
        sortable: false,
        accessor: (m) => String(m.seenCount),
      },
      {
        field: 'acknowledgedCount',
        title: t('portalMessages.admin.acknowledged'),
        width: 130,
        sortable: false,
        accessor: (m) => (m.requiresAck ? String(m.acknowledgedCount) : '—'),
      },
    ],
    [t],
  );

  const { mutate: changeMessageState } = changeState;
  const rowActions = useMemo<GridRowAction<AdminMessage>[]>(() => {
    const act = (message: AdminMessage, to: 'publish' | 'withdraw') =>
      changeMessageState(
        { id: message.id, to },
        {
          onSuccess: () =>
            notifySuccess(
              messageText({
                message: '',
                messageKey: to === 'publish' ? 'server.messages.published' : 'server.messages.withdrawn',
              }),
            ),
          onError: (error) => notifyError(error instanceof ApiError ? error.message : String(error)),
        },
      );
    return [
      {
        label: t('portalMessages.admin.edit'),
        hidden: (m) => m.state === 'withdrawn',
        onClick: (m) => setEditing({ message: m }),
      },
      {
        label: t('portalMessages.admin.publish'),
        hidden: (m) => m.state !== 'draft',
        onClick: (m) => act(m, 'publish'),
      },
      { label: t('portalMessages.admin.receipts'), hidden: (m) => m.state === 'draft', onClick: setReceiptsOf },
      {
        label: t('portalMessages.admin.withdraw'),
        color: 'red',
        hidden: (m) => m.state === 'withdrawn',
        onClick: (m) => act(m, 'withdraw'),
      },
    ];
  }, [t, changeMessageState]);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('portalMessages.admin.heading')}</Title>
        <Button leftSection={<Icon name="message" size={16} />} onClick={() => setEditing({ message: null })}>
          {t('portalMessages.admin.new')}
        </Button>
      </Group>
      <TextInput
        label={t('portalMessages.admin.search')}
        leftSection={<Icon name="search" size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        w={300}
      />
      <DataGrid<AdminMessage>
        mode="server"
        label={t('portalMessages.admin.table')}
        gridKey="admin-messages"
        columns={columns}
        getRowId={(m) => m.id}
        getRowLabel={(m) => m.subject}
        queryKey={adminMessageKeys.list(term)}
        fetchPage={(request, signal) => getAdminMessages({ ...request, search: term || undefined }, signal)}
        rowActions={rowActions}
      />
      <MessageEditorDialog
        opened={editing !== null}
        message={editing?.message ?? null}
        onClose={() => setEditing(null)}
      />
      <MessageReceiptsDialog message={receiptsOf} onClose={() => setReceiptsOf(null)} />
    </Stack>
  );
}
