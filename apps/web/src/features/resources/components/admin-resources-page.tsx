import type { AdminResource } from '@connect/contracts/resources/resources.schemas';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid';
import type { GridColumn, GridRowAction } from '@/components/data-grid/grid-types';
import { Icon } from '@/components/icons';
import { ApiError } from '@/lib/api-client';
import { messageText } from '@/lib/message-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAdminResources, useDeleteResource } from '../api/admin-resources';
import { ResourceEditorDialog } from './resource-editor-dialog';
import { ResourceReadersDialog } from './resource-readers-dialog';

const stateColors = { scheduled: 'blue', live: 'green', expired: 'gray' } as const;

/**
 * /resources/dashboard for the forwarder's admins (issue #21): every resource with its state, audience and read
 * counts; create, change and delete; who has read each.
 */
export function AdminResourcesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const resources = useAdminResources(term);
  const [editing, setEditing] = useState<{ resource: AdminResource | null } | null>(null);
  const [readersOf, setReadersOf] = useState<AdminResource | null>(null);
  const [deleting, setDeleting] = useState<AdminResource | null>(null);
  const remove = useDeleteResource();

  const columns = useMemo<GridColumn<AdminResource>[]>(
    () => [
      { field: 'title', title: t('resources.admin.title'), filter: { type: 'text' }, width: 260 },
      {
        field: 'kind',
        title: t('resources.admin.kind'),
        type: 'capsule',
        width: 100,
        replace: { link: t('resources.kinds.link'), file: t('resources.kinds.file') },
      },
      { field: 'category', title: t('resources.admin.category'), filter: { type: 'text' }, width: 140 },
      {
        field: 'state',
        title: t('resources.admin.state'),
        type: 'capsule',
        width: 120,
        capsuleColors: stateColors,
        replace: {
          scheduled: t('resources.states.scheduled'),
          live: t('resources.states.live'),
          expired: t('resources.states.expired'),
        },
      },
      { field: 'publishAt', title: t('resources.admin.publishAt'), type: 'date', width: 130 },
      { field: 'expiresAt', title: t('resources.admin.expiresAt'), type: 'date', width: 130 },
      {
        field: 'audience',
        title: t('resources.admin.audience'),
        sortable: false,
        width: 220,
        accessor: (r) =>
          [...r.companies.map((c) => c.code), ...r.customers.map((c) => c.displayName || c.email)].join(', '),
      },
      {
        field: 'readCount',
        title: t('resources.admin.readersTitle'),
        sortable: false,
        width: 200,
        accessor: (r) => t('resources.admin.counts', { read: r.readCount, acknowledged: r.acknowledgedCount }),
      },
    ],
    [t],
  );

  const rowActions = useMemo<GridRowAction<AdminResource>[]>(
    () => [
      { label: t('resources.admin.editAction'), onClick: (r) => setEditing({ resource: r }) },
      { label: t('resources.admin.readersTitle'), onClick: setReadersOf },
      { label: t('resources.admin.confirmDelete'), color: 'red', onClick: setDeleting },
    ],
    [t],
  );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        notifySuccess(messageText(answer));
        setDeleting(null);
      },
      onError: (error) => notifyError(error instanceof ApiError ? error.message : String(error)),
    });
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('resources.admin.heading')}</Title>
        <Button leftSection={<Icon name="resources" size={16} />} onClick={() => setEditing({ resource: null })}>
          {t('resources.admin.new')}
        </Button>
      </Group>
      <TextInput
        label={t('resources.admin.search')}
        leftSection={<Icon name="search" size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        w={300}
      />
      {resources.isError && (
        <Alert color="red" variant="light" role="alert">
          {resources.error instanceof ApiError ? resources.error.message : t('resources.loadFailed')}
        </Alert>
      )}
      <DataGrid<AdminResource>
        label={t('resources.admin.table')}
        columns={columns}
        rows={resources.data?.items ?? []}
        getRowId={(r) => r.id}
        getRowLabel={(r) => r.title}
        rowActions={rowActions}
      />
      {editing && <ResourceEditorDialog opened resource={editing.resource} onClose={() => setEditing(null)} />}
      <ResourceReadersDialog resource={readersOf} onClose={() => setReadersOf(null)} />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('resources.admin.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <Text>{t('resources.admin.deleteConfirm', { title: deleting?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('resources.admin.cancel')}
            </Button>
            <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
              {t('resources.admin.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
