import {
  localeImportMaxChars,
  type ImportPreview,
  type ImportStatus,
} from '@connect/contracts/localization/localization-admin.schemas';
import { Alert, Badge, Button, Code, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { messageText } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';
import { useApplyImport, useImportDryRun } from '@/features/admin/api/admin-localization';

const statusColor: Record<ImportStatus, string> = {
  new: 'green',
  changed: 'blue',
  unchanged: 'gray',
  unknown: 'red',
  placeholders: 'red',
};
const order: ImportStatus[] = ['new', 'changed', 'unknown', 'placeholders', 'unchanged'];

/** A file's text (FileReader: read the same way in every browser and in the tests' DOM). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

/**
 * Import of a locale file (JSON or XLIFF, decision 074): the file is read in the browser and checked by the server
 * in a dry run that lists every key (new, changed, unchanged, refused with the reason); saving writes drafts only,
 * which the screen's publish step shows to readers.
 */
export function ImportDialog({ locale, opened, onClose }: { locale: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dryRun = useImportDryRun();
  const apply = useApplyImport();
  const [file, setFile] = useState<File | null>(null);
  const [content, setContent] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const failure = (error: unknown) => (error instanceof ApiError ? error.message : error ? String(error) : null);
  const problem = failure(dryRun.error) ?? failure(apply.error);

  const close = () => {
    setFile(null);
    setContent(null);
    setFileError(null);
    setPreview(null);
    dryRun.reset();
    apply.reset();
    onClose();
  };

  const check = async () => {
    setPreview(null);
    apply.reset();
    if (!file) {
      setFileError(t('errors.required'));
      return;
    }
    // Characters, not bytes, are limited; a file over the byte count cannot be under it.
    if (file.size > localeImportMaxChars * 4) {
      setFileError(t('localizationAdmin.files.tooLarge'));
      return;
    }
    const text = await readText(file);
    if (text.length > localeImportMaxChars) {
      setFileError(t('localizationAdmin.files.tooLarge'));
      return;
    }
    setFileError(null);
    setContent(text);
    dryRun.mutate({ locale, fileName: file.name, content: text }, { onSuccess: setPreview });
  };

  const save = () => {
    if (!file || content === null) return;
    apply.mutate(
      { locale, fileName: file.name, content },
      {
        onSuccess: (answer) => {
          notifySuccess(messageText(answer));
          close();
        },
      },
    );
  };

  const listed = (preview?.items ?? [])
    .filter((item) => item.status !== 'unchanged')
    .sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status));
  const saving = (preview?.counts.new ?? 0) + (preview?.counts.changed ?? 0);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('localizationAdmin.files.importTitle', { locale })}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Text size="sm">{t('localizationAdmin.files.importIntro')}</Text>
        <FileInput
          label={t('localizationAdmin.files.file')}
          accept=".json,.xlf,.xliff,application/json,application/xliff+xml"
          value={file}
          onChange={(next) => {
            setFile(next);
            setPreview(null);
            setFileError(null);
            dryRun.reset();
          }}
          error={fileError}
          data-autofocus
        />
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {preview && (
          <Stack gap="xs">
            <Text size="sm" role="status">
              {t('localizationAdmin.files.summary', {
                new: preview.counts.new,
                changed: preview.counts.changed,
                unchanged: preview.counts.unchanged,
                refused: preview.counts.unknown + preview.counts.placeholders,
              })}
            </Text>
            {listed.length > 0 && (
              <Table striped withTableBorder aria-label={t('localizationAdmin.files.resultTable')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('localizationAdmin.key')}</Table.Th>
                    <Table.Th scope="col">{t('localizationAdmin.files.result')}</Table.Th>
                    <Table.Th scope="col">{t('localizationAdmin.files.newText')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {listed.slice(0, 200).map((item) => (
                    <Table.Tr key={item.key}>
                      <Table.Th scope="row" fw={400}>
                        <Code>{item.key}</Code>
                      </Table.Th>
                      <Table.Td>
                        <Stack gap={2}>
                          <Badge size="sm" variant="light" color={statusColor[item.status]}>
                            {t(`localizationAdmin.files.statuses.${item.status}`)}
                          </Badge>
                          {item.problem && (
                            <Text size="xs" c="red.8">
                              {messageText(item.problem)}
                            </Text>
                          )}
                        </Stack>
                      </Table.Td>
                      <Table.Td lang={locale}>{item.text}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {listed.length > 200 && (
              <Text size="sm" c="dimmed">
                {t('localizationAdmin.files.more', { count: listed.length - 200 })}
              </Text>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button variant={preview ? 'default' : 'filled'} loading={dryRun.isPending} onClick={() => void check()}>
            {t('localizationAdmin.files.check')}
          </Button>
          {preview && (
            <Button disabled={saving === 0} loading={apply.isPending} onClick={save}>
              {t('localizationAdmin.files.saveDrafts', { count: saving })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
