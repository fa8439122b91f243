import {
  addressImportMaxBytes,
  type ImportAddressesResponse,
} from '@connect/contracts/addressbook/addressbook.schemas';
import { Alert, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useImportAddresses } from '../api/save-address';

type Problem = { path: string; message: string };

const problemsOf = (error: unknown): Problem[] => {
  if (!(error instanceof ApiError)) return [];
  const body = error.body as { error?: { details?: { fields?: Problem[] } } } | undefined;
  return body?.error?.details?.fields ?? [];
};

/** The sample file: the columns an import reads, with one row. */
const sampleCsv = [
  'Name,Address Type,Street,City,State / Province,Postal Code,Country,Contact Person,E-mail,Phone,Booking Party',
  'Bayou City Instruments LLC,Consignee,1400 Navigation Blvd,Houston,TX,77003,US,Ana Ruiz,receiving@bayoucity.example,+17135550142,Yes',
].join('\r\n');

/**
 * CSV import: the file is read in the browser and sent as text; the server imports every row or none and names
 * each problem with its row (as in the spreadsheet) and column.
 */
export function AddressImportDialog({
  opened,
  companyCode,
  onClose,
  onImported,
}: {
  opened: boolean;
  companyCode: string | null | undefined;
  onClose: () => void;
  onImported: (answer: ImportAddressesResponse) => void;
}) {
  const { t } = useTranslation();
  const importer = useImportAddresses(companyCode);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const problems = problemsOf(importer.error);
  const failure = importer.error instanceof ApiError && problems.length === 0 ? importer.error.message : null;
  const close = () => {
    setFile(null);
    setFileError(null);
    importer.reset();
    onClose();
  };
  const submit = async () => {
    if (!file) {
      setFileError(t('errors.required'));
      return;
    }
    if (file.size > addressImportMaxBytes) {
      setFileError(t('addressbook.importDialog.tooLarge', { size: '2 MB' }));
      return;
    }
    importer.mutate(await file.text(), {
      onSuccess: (answer) => {
        close();
        onImported(answer);
      },
    });
  };
  return (
    <Modal opened={opened} onClose={close} title={t('addressbook.importDialog.title')} size="lg">
      <Stack>
        <Text size="sm">{t('addressbook.importDialog.intro')}</Text>
        <Button
          component="a"
          variant="subtle"
          w="fit-content"
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(sampleCsv)}`}
          download="addresses-sample.csv"
        >
          {t('addressbook.importDialog.template')}
        </Button>
        <FileInput
          label={t('addressbook.importDialog.file')}
          accept=".csv,text/csv"
          withAsterisk
          clearable
          value={file}
          error={fileError}
          onChange={(next) => {
            setFile(next);
            setFileError(null);
            importer.reset();
          }}
        />
        {problems.length > 0 && (
          <Alert color="red" variant="light" role="alert" title={t('addressbook.importDialog.problems')}>
            <List size="sm" spacing={2}>
              {problems.map((p, i) => (
                <List.Item key={`${p.path}-${i}`}>{p.message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('addressbook.importDialog.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={importer.isPending}>
            {t('addressbook.importDialog.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
