import {
  addressGridFields,
  addressTypeSchema,
  type Address,
  type AddressType,
  type SaveAddressResponse,
} from '@connect/contracts/addressbook/addressbook.schemas';
import { Alert, Anchor, Button, Group, List, Modal, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid';
import { ServerExportMenu } from '@/components/data-grid/export-kit/server-export-menu';
import type { GridRowAction } from '@/components/data-grid/grid-types';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { hasPermission } from '@/lib/permissions';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { addressKeys } from '../api/address-keys';
import { addressesSearchParams, getAddress, getAddresses, type AddressScreenFilters } from '../api/get-addresses';
import { useDeleteAddress } from '../api/save-address';
import { useAddressColumns } from './address-columns';
import { AddressFormDialog } from './address-form-dialog';
import { AddressImportDialog } from './address-import-dialog';
import { tenantKeyOf } from '@/lib/session/tenant-key';
import { messageText } from '@/lib/message-text';

/** Delayed search debounce (spec 2 §9: 1000 ms). */
const searchDebounceMs = 1000;

type Editing = { address: Address | undefined } | null;

/**
 * /addressbook/addresses: the selected company's address book in the shared grid (server mode, filters, sort,
 * exports), a search box and an address-type filter, add / edit / delete, CSV import, and the duplicate check of
 * spec 2 §5: a save that looks like another address is kept, flagged, and the warning links to the other one.
 */
export function AddressBookPage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = effectiveUser(session);
  const companyCode = user?.selectedCompany;
  const canManage = hasPermission(user?.permissions ?? [], 'addressbook');
  const sessionKey = tenantKeyOf(session);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), searchDebounceMs);
  const [addressType, setAddressType] = useState<AddressType | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [warning, setWarning] = useState<SaveAddressResponse | null>(null);
  const remove = useDeleteAddress(companyCode);
  const queryClient = useQueryClient();
  // Rows seen on screen, so a duplicate named in a badge or the warning opens at once.
  const [knownAddresses] = useState(() => new Map<string, Address>());

  /** Opens a duplicate named in a badge or the warning (read from the server when not on screen). */
  const openById = useCallback(
    (id: string) => {
      const known = knownAddresses.get(id);
      if (known) return setEditing({ address: known });
      queryClient
        .fetchQuery({ queryKey: addressKeys.detail(id, sessionKey), queryFn: ({ signal }) => getAddress(id, signal) })
        .then((address) => setEditing({ address }))
        .catch((error: unknown) => notifyError(error instanceof ApiError ? error.message : String(error)));
    },
    [knownAddresses, queryClient, sessionKey],
  );
  const columns = useAddressColumns(canManage ? openById : undefined);

  const screen: AddressScreenFilters = { q: debouncedSearch || undefined, addressType: addressType ?? undefined };

  const rowActions = useMemo<GridRowAction<Address>[]>(
    () =>
      canManage
        ? [
            { label: t('addressbook.edit'), onClick: (row) => setEditing({ address: row }) },
            { label: t('addressbook.delete'), color: 'red', onClick: (row) => setDeleting(row) },
          ]
        : [],
    [canManage, t],
  );

  const onSaved = (answer: SaveAddressResponse) => {
    setEditing(null);
    knownAddresses.set(answer.address.addressId, answer.address);
    notifySuccess(messageText(answer));
    setWarning(answer.duplicates.length > 0 ? answer : null);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.addressId, {
      onSuccess: (answer) => {
        notifySuccess(messageText(answer));
        setDeleting(null);
        if (warning?.address.addressId === deleting.addressId) setWarning(null);
      },
      onError: (error) => notifyError(error instanceof ApiError ? error.message : String(error)),
    });
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('addressbook.heading')}</Title>
        <Group>
          {canManage && (
            <Button variant="default" onClick={() => setImporting(true)}>
              {t('addressbook.import')}
            </Button>
          )}
          <Button onClick={() => setEditing({ address: undefined })}>{t('addressbook.add')}</Button>
        </Group>
      </Group>
      <Group align="flex-end">
        <TextInput
          label={t('addressbook.search')}
          description={t('addressbook.searchHint')}
          type="search"
          value={search}
          maxLength={200}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={320}
        />
        <Select
          label={t('addressbook.typeFilter')}
          placeholder={t('addressbook.allTypes')}
          clearable
          data={addressTypeSchema.options.map((type) => ({
            value: type,
            label: t(`addressbook.addressTypes.${type}`),
          }))}
          value={addressType}
          onChange={(value) => setAddressType(value === null ? null : addressTypeSchema.parse(value))}
          w={220}
        />
      </Group>
      {warning && (
        <Alert
          color="yellow"
          variant="light"
          role="alert"
          title={t('addressbook.duplicate.title')}
          withCloseButton
          closeButtonLabel={t('addressbook.duplicate.dismiss')}
          onClose={() => setWarning(null)}
        >
          <Text size="sm">{t('addressbook.duplicate.saved', { count: warning.duplicates.length })}</Text>
          <List size="sm" mt="xs">
            {warning.duplicates.map((d) => (
              <List.Item key={d.addressId}>
                {canManage ? (
                  <Anchor
                    component="button"
                    type="button"
                    onClick={() => openById(d.addressId)}
                    aria-label={t('addressbook.duplicate.open', { name: d.name })}
                  >
                    {d.name}
                  </Anchor>
                ) : (
                  d.name
                )}{' '}
                — {d.addressText}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <DataGrid<Address>
        mode="server"
        label={t('addressbook.table')}
        gridKey="addresses"
        columns={columns}
        getRowId={(row) => row.addressId}
        getRowLabel={(row) => row.name}
        queryKey={addressKeys.list(screen, sessionKey)}
        fetchPage={async (request, signal) => {
          const page = await getAddresses({ ...screen, ...request }, signal);
          for (const address of page.items) knownAddresses.set(address.addressId, address);
          return page;
        }}
        rowActions={rowActions}
        toolbar={(api) => (
          <ServerExportMenu
            api={api}
            title={t('addressbook.table')}
            path="/api/addressbook/addresses/export"
            fields={addressGridFields}
            searchParams={(request) => addressesSearchParams({ ...screen, ...request })}
          />
        )}
      />
      <AddressFormDialog
        opened={editing !== null}
        address={editing?.address}
        companyCode={companyCode}
        onClose={() => setEditing(null)}
        onSaved={onSaved}
      />
      <AddressImportDialog
        opened={importing}
        companyCode={companyCode}
        onClose={() => setImporting(false)}
        onImported={(answer) => notifySuccess(messageText(answer))}
      />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('addressbook.deleteConfirm.title')}>
        <Stack>
          <Text>{t('addressbook.deleteConfirm.body', { name: deleting?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('addressbook.deleteConfirm.cancel')}
            </Button>
            <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
              {t('addressbook.deleteConfirm.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
