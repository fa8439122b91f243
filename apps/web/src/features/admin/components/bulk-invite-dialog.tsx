import {
  bulkInviteMaxBytes,
  bulkInviteMaxRows,
  type BulkInviteDryRunResponse,
} from '@connect/contracts/admin/admin-bulk-invite.schemas';
import { Alert, Badge, Button, FileInput, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { messageText } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';
import { useBulkInvite, useBulkInviteDryRun } from '../api/bulk-invite';

/** The chosen file's text, read with FileReader (the same in every browser and in the tests' DOM). */
function fileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

function DryRunTable({ result }: { result: BulkInviteDryRunResponse }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640} mah={360}>
      <Table striped aria-label={t('adminUsers.bulk.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminUsers.bulk.row')}</Table.Th>
            <Table.Th>{t('adminUsers.bulk.email')}</Table.Th>
            <Table.Th>{t('adminUsers.bulk.company')}</Table.Th>
            <Table.Th>{t('adminUsers.bulk.permissions')}</Table.Th>
            <Table.Th>{t('adminUsers.bulk.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.rows.map((row) => (
            <Table.Tr key={row.row}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td>{row.email}</Table.Td>
              <Table.Td>{row.companyCode}</Table.Td>
              <Table.Td>{row.permissions.join(', ')}</Table.Td>
              <Table.Td>
                {row.problems.length === 0 ? (
                  <Badge color="green" variant="light">
                    {t('adminUsers.bulk.ok')}
                  </Badge>
                ) : (
                  <List size="sm" spacing={2}>
                    {row.problems.map((p, i) => (
                      <List.Item key={`${p.field}-${i}`} c="red.8">
                        {messageText(p)}
                      </List.Item>
                    ))}
                  </List>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function BulkInviteForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const dryRun = useBulkInviteDryRun();
  const invite = useBulkInvite();
  const error = dryRun.error ?? invite.error;
  const failure = error instanceof ApiError ? error.message : null;
  const result = invite.data ?? dryRun.data;

  const check = async () => {
    if (!file) {
      setFileError(t('adminUsers.bulk.chooseFile'));
      return;
    }
    const csv = await fileText(file);
    setText(csv);
    invite.reset();
    dryRun.mutate(csv);
  };
  const inviteValid = () =>
    invite.mutate(text, {
      onSuccess: (answer) => {
        notifySuccess(messageText(answer));
        if (answer.invited.length > 0) onDone();
      },
    });

  return (
    <Stack>
      <Text size="sm">
        {t('adminUsers.bulk.description', { maxRows: bulkInviteMaxRows, maxKb: bulkInviteMaxBytes / 1024 })}
      </Text>
      {!dryRun.data && (
        <FileInput
          label={t('adminUsers.bulk.file')}
          placeholder={t('adminUsers.bulk.placeholder')}
          accept=".csv,text/csv"
          withAsterisk
          clearable
          value={file}
          error={fileError}
          onChange={(next) => {
            setFile(next);
            setFileError(null);
            dryRun.reset();
          }}
        />
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      {result && (
        <>
          <Text fw={500} role="status">
            {t('adminUsers.bulk.summary', { valid: result.validCount, count: result.rowCount })}
          </Text>
          <DryRunTable result={result} />
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('adminUsers.bulk.close')}
        </Button>
        {dryRun.data ? (
          <>
            <Button variant="default" onClick={() => dryRun.reset()}>
              {t('adminUsers.bulk.back')}
            </Button>
            <Button onClick={inviteValid} loading={invite.isPending} disabled={dryRun.data.validCount === 0}>
              {t('adminUsers.bulk.inviteValid')}
            </Button>
          </>
        ) : (
          <Button onClick={() => void check()} loading={dryRun.isPending}>
            {t('adminUsers.bulk.check')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** Invite from a CSV file (decision 084): choose the file, see every row's result, then invite the valid rows. */
export function BulkInviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('adminUsers.bulk.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('adminUsers.bulk.close') }}
    >
      {opened && <BulkInviteForm onDone={onClose} />}
    </Modal>
  );
}
