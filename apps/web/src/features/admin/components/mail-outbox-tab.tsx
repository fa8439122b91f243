import type { OutboxMail } from '@connect/contracts/admin/admin.schemas';
import { Anchor, Stack, Text } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid';
import { GridExportMenu } from '@/components/data-grid/export-kit/grid-export-menu';
import type { GridColumn } from '@/components/data-grid/grid-types';
import { adminKeys } from '../api/admin-keys';
import { getMailOutbox } from '../api/get-mail-outbox';

/** The mail text with its web addresses as links (React escapes the rest). */
function MailText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <Text component="pre" size="sm" className="mail-text">
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <Anchor key={index} href={part} underline="always">
            {part}
          </Anchor>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

/** Mail outbox: invites and password resets land here when no SMTP server is configured; a row opens its text. */
export function MailOutboxTab() {
  const { t } = useTranslation();
  const columns = useMemo<GridColumn<OutboxMail>[]>(
    () => [
      { field: 'to', title: t('admin.columns.to'), filter: { type: 'text' }, width: 260 },
      { field: 'subject', title: t('admin.columns.subject'), filter: { type: 'text' }, width: 320 },
      {
        field: 'createdAt',
        title: t('admin.columns.date'),
        type: 'datetime',
        width: 170,
        filter: { type: 'date', range: true },
      },
      {
        field: 'transport',
        title: t('admin.columns.transport'),
        width: 120,
        hiddenByDefault: true,
        filter: {
          type: 'dropdown',
          options: [
            { value: 'outbox', label: 'outbox' },
            { value: 'smtp', label: 'smtp' },
          ],
        },
      },
      {
        field: 'status',
        title: t('admin.columns.status'),
        type: 'capsule',
        width: 120,
        capsuleColors: { stored: 'blue', sent: 'green', failed: 'red' },
        replace: {
          stored: t('admin.mailStatus.stored'),
          sent: t('admin.mailStatus.sent'),
          failed: t('admin.mailStatus.failed'),
        },
        filter: {
          type: 'dropdown',
          options: (['stored', 'sent', 'failed'] as const).map((s) => ({
            value: s,
            label: t(`admin.mailStatus.${s}`),
          })),
        },
      },
    ],
    [t],
  );
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('admin.outboxIntro')}
      </Text>
      <DataGrid<OutboxMail>
        mode="server"
        label={t('admin.outboxTable')}
        gridKey="admin-mail-outbox"
        columns={columns}
        getRowId={(m) => m.id}
        getRowLabel={(m) => `“${m.subject}” to ${m.to}`}
        queryKey={adminKeys.outbox()}
        fetchPage={getMailOutbox}
        defaultSort={[{ field: 'createdAt', dir: 'desc' }]}
        detail={{ isExpandable: () => true, render: (m) => <MailText text={m.text} /> }}
        toolbar={(api) => <GridExportMenu api={api} title={t('admin.outboxTable')} />}
      />
    </Stack>
  );
}
