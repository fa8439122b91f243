import type { Booking, BookingDocument } from '@connect/contracts/bookings/bookings.schemas';
import { quickBookingDocuments } from '@connect/domain/bookings/booking-rules';
import { documentTypes } from '@connect/domain/reference/enumerations';
import { Alert, Button, FileInput, Group, List, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob, type DirectLink } from '@/components/data-grid/export-kit/download';
import { SelectField } from '@/components/form/form-fields';
import { emptyComboValue } from '@/components/form/validators';
import { apiFetchFile, ApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useRemoveBookingDocument, uploadBookingDocument } from '../api/booking-documents';
import { bookingKeys } from '../api/booking-keys';
import {
  failureText,
  fieldIssuesOf,
  FileActionOutcome,
  isAbort,
  ProblemAlert,
  useCatalogText,
  type BookingChanged,
} from './booking-detail-parts';
import { messageText } from '@/lib/message-text';
import { useDateFormat } from '@/lib/dates/use-date-format';

/** The file kinds the server accepts (it checks the bytes, not the name). */
const acceptedFiles = '.pdf,.png,.jpg,.jpeg,.gif,.tif,.tiff,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.csv,.txt';

const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function useDocumentTypeName() {
  const { t } = useTranslation();
  return (code: string) => {
    const known = documentTypes.find((d) => d.code === code);
    return known ? t(`bookings.detail.documentTypes.${known.code}`, { defaultValue: known.name }) : code;
  };
}

function useFileSize() {
  const { t } = useTranslation();
  return (bytes: number) => {
    if (bytes < 1024) return t('bookings.detail.fileSize.B', { value: decimal.format(bytes) });
    if (bytes < 1024 * 1024) return t('bookings.detail.fileSize.KB', { value: decimal.format(bytes / 1024) });
    return t('bookings.detail.fileSize.MB', { value: decimal.format(bytes / (1024 * 1024)) });
  };
}

/** The uploaded documents with Download (through the API client, so the session goes along) and Remove. */
function DocumentTable({
  booking,
  labelledBy,
  onBooking,
}: {
  booking: Booking;
  labelledBy: string;
  onBooking: BookingChanged;
}) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const typeName = useDocumentTypeName();
  const fileSize = useFileSize();
  const catalog = useCatalogText();
  const remove = useRemoveBookingDocument();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [link, setLink] = useState<DirectLink | null>(null);

  if (booking.documents.length === 0) return <Text>{t('bookings.detail.noDocuments')}</Text>;

  const download = async (document: BookingDocument) => {
    setFailure(null);
    setLink(null);
    setBusy(document.id);
    try {
      const response = await apiFetchFile(
        `/api/bookings/${encodeURIComponent(booking.id)}/documents/${encodeURIComponent(document.id)}`,
      );
      setLink(saveBlob(await response.blob(), document.fileName));
    } catch (cause) {
      setFailure(t('bookings.detail.downloadFailed', { message: catalog(failureText(cause)) }));
    } finally {
      setBusy(null);
    }
  };

  const removeDocument = (document: BookingDocument) => {
    setFailure(null);
    remove.mutate(
      { bookingId: booking.id, documentId: document.id },
      {
        onSuccess: (answer) => {
          onBooking(answer.booking);
          notifySuccess(messageText(answer));
        },
        onError: (cause) => setFailure(t('bookings.detail.removeFailed', { message: catalog(failureText(cause)) })),
      },
    );
  };

  return (
    <Stack gap="sm">
      <FileActionOutcome failure={failure} link={link} onCloseFailure={() => setFailure(null)} />
      <Table.ScrollContainer minWidth={560}>
        <Table aria-labelledby={labelledBy} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('bookings.detail.documentColumns.type')}</Table.Th>
              <Table.Th scope="col">{t('bookings.detail.documentColumns.fileName')}</Table.Th>
              <Table.Th scope="col">{t('bookings.detail.documentColumns.size')}</Table.Th>
              <Table.Th scope="col">{t('bookings.detail.documentColumns.uploadedAt')}</Table.Th>
              <Table.Th scope="col">{t('bookings.detail.documentColumns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {booking.documents.map((document) => (
              <Table.Tr key={document.id}>
                <Table.Td>{typeName(document.documentType)}</Table.Td>
                <Table.Td>{document.fileName}</Table.Td>
                <Table.Td>{fileSize(document.fileSize)}</Table.Td>
                <Table.Td>{formatDate(document.uploadedAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      loading={busy === document.id}
                      aria-label={t('bookings.detail.download', { name: document.fileName })}
                      onClick={() => void download(document)}
                    >
                      {t('bookings.detail.downloadButton')}
                    </Button>
                    {booking.allowed.edit && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        loading={remove.isPending && remove.variables?.documentId === document.id}
                        aria-label={t('bookings.detail.remove', { name: document.fileName })}
                        onClick={() => removeDocument(document)}
                      >
                        {t('bookings.detail.removeButton')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** A quick booking names the three documents it still needs (spec 2 §3). */
function QuickBookingDocuments({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const typeName = useDocumentTypeName();
  const missing = quickBookingDocuments.filter((d) => !booking.documents.some((doc) => doc.documentType === d.code));
  return (
    <Alert color={missing.length > 0 ? 'yellow' : 'green'} variant="light">
      <Text size="sm">{t('bookings.detail.requiredDocuments')}</Text>
      {missing.length > 0 ? (
        <>
          <Text size="sm" fw={600} mt={4}>
            {t('bookings.detail.missingDocuments')}
          </Text>
          <List size="sm" spacing={2}>
            {missing.map((d) => (
              <List.Item key={d.code}>{typeName(d.code)}</List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text size="sm" mt={4}>
          {t('bookings.detail.allDocumentsPresent')}
        </Text>
      )}
    </Alert>
  );
}

type UploadErrors = { documentType?: string; file?: string };

/**
 * Upload: a document type and a file, sent with progress. A refused file ('File is not valid', too large, …) is
 * explained in an alert and the choices stay, so the user can pick another file and try again.
 */
function UploadForm({ booking, onBooking }: { booking: Booking; onBooking: BookingChanged }) {
  const { t } = useTranslation();
  const catalog = useCatalogText();
  const typeName = useDocumentTypeName();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [documentType, setDocumentType] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<UploadErrors>({});
  const [failure, setFailure] = useState<{ title: string; problems: string[] } | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page cancels an upload still on its way.
  useEffect(() => () => controller.current?.abort(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (controller.current) return;
    const next: UploadErrors = {
      documentType:
        documentType === '' || documentType === emptyComboValue ? t('errors.selectDocumentType') : undefined,
      file: file ? undefined : t('errors.addFileToUpload'),
    };
    setErrors(next);
    setFailure(null);
    if (next.documentType || next.file || !file) return;
    const current = new AbortController();
    controller.current = current;
    setPercent(0);
    try {
      const answer = await uploadBookingDocument(booking.id, { documentType, file }, setPercent, current.signal);
      onBooking(answer.booking);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
      notifySuccess(messageText(answer));
      setDocumentType('');
      setFile(null);
    } catch (cause) {
      if (isAbort(cause)) return;
      const issues = fieldIssuesOf(cause);
      const fields: UploadErrors = {};
      for (const issue of issues) {
        if (issue.path.endsWith('documentType')) fields.documentType = catalog(issue.message);
        else if (issue.path.endsWith('fileName')) fields.file = catalog(issue.message);
      }
      setErrors(fields);
      setFailure({
        title: cause instanceof ApiError ? catalog(cause.message) : t('bookings.detail.uploadFailed'),
        problems: issues.map((issue) => catalog(issue.message)),
      });
    } finally {
      if (controller.current === current) controller.current = null;
      setPercent(null);
    }
  };

  const uploading = percent !== null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('bookings.detail.uploadHeading')}
      </Title>
      {booking.isQuick && <QuickBookingDocuments booking={booking} />}
      {failure && <ProblemAlert title={failure.title} problems={failure.problems} />}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Group align="flex-start" grow wrap="wrap">
            <SelectField
              label={t('bookings.detail.documentType')}
              withAsterisk
              disabled={uploading}
              options={documentTypes.map((d) => ({ id: d.code, label: typeName(d.code) }))}
              value={documentType}
              error={errors.documentType}
              onChange={(value) => {
                setDocumentType(value);
                setErrors((e) => ({ ...e, documentType: undefined }));
              }}
            />
            <FileInput
              label={t('bookings.detail.file')}
              placeholder={t('bookings.detail.filePlaceholder')}
              description={t('bookings.detail.fileHint')}
              accept={acceptedFiles}
              withAsterisk
              clearable
              disabled={uploading}
              value={file}
              error={errors.file}
              onChange={(next) => {
                setFile(next);
                setErrors((e) => ({ ...e, file: undefined }));
              }}
            />
          </Group>
          {uploading && (
            <Stack gap={4}>
              <Progress value={percent} aria-label={t('bookings.detail.uploadProgress')} size="lg" animated />
              <Text size="sm" aria-live="polite">
                {t('bookings.detail.uploading', { percent })}
              </Text>
            </Stack>
          )}
          <Group>
            <Button type="submit" loading={uploading}>
              {t('bookings.detail.upload')}
            </Button>
            {uploading && (
              <Button variant="default" onClick={() => controller.current?.abort()}>
                {t('bookings.detail.cancelUpload')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * The booking's documents: the list (Download for everyone who sees the booking, Remove while the customer may
 * edit it) and the upload form while the customer may still add documents (a draft, a rejected or a submitted
 * booking).
 */
export function BookingDocumentsPanel({
  booking,
  canUpload,
  labelledBy,
  onBooking,
}: {
  booking: Booking;
  canUpload: boolean;
  labelledBy: string;
  onBooking: BookingChanged;
}) {
  return (
    <Stack gap="md">
      <DocumentTable booking={booking} labelledBy={labelledBy} onBooking={onBooking} />
      {canUpload && <UploadForm booking={booking} onBooking={onBooking} />}
    </Stack>
  );
}
