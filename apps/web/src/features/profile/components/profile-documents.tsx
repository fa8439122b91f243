import type { ProfileDocument } from '@connect/contracts/profile/profile.schemas';
import { Button, Group, Loader, Modal, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/components/data-grid/export-kit/download';
import { DocumentViewer } from '@/components/document-viewer/document-viewer';
import { ApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { downloadProfileDocument, useDeleteProfileDocument, useProfileDocuments } from '../api/company-profile';

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function failed(error: unknown): void {
  notifyError(error instanceof ApiError ? error.message : String(error));
}

/** The document as an object URL for the viewer (base64 text from the server, decoded here). */
function useDocumentUrl(document: ProfileDocument | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!document) return undefined;
    let made: string | null = null;
    let live = true;
    downloadProfileDocument(document.id)
      .then((bytes) => {
        if (!live) return;
        made = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
        setUrl(made);
      })
      .catch(failed);
    return () => {
      live = false;
      setUrl(null);
      if (made) URL.revokeObjectURL(made);
    };
  }, [document]);
  return url;
}

/**
 * Documents (spec 1 §3 "Document (profile)"): the selected company's documents; view, download and delete
 * as each document's flags allow. Not shown to company-group users (spec 1 §6).
 */
export function ProfileDocuments({ sessionKey, groupUser }: { sessionKey: string; groupUser: boolean }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const documents = useProfileDocuments(sessionKey, !groupUser);
  const remove = useDeleteProfileDocument(sessionKey);
  const [viewing, setViewing] = useState<ProfileDocument | null>(null);
  const [deleting, setDeleting] = useState<ProfileDocument | null>(null);
  const viewUrl = useDocumentUrl(viewing);

  if (groupUser) return <Text c="dimmed">{t('profile.documents.groupUsers')}</Text>;
  if (documents.isPending) return <Loader aria-label={t('app.loader')} />;
  if (documents.error) return <Text role="alert">{documents.error.message}</Text>;
  if (documents.data.length === 0) return <Text c="dimmed">{t('profile.documents.none')}</Text>;

  const download = async (document: ProfileDocument) => {
    try {
      const bytes = await downloadProfileDocument(document.id);
      saveBlob(new Blob([bytes as Uint8Array<ArrayBuffer>]), document.attachmentName);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={t('profile.documents.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('profile.documents.type')}</Table.Th>
              <Table.Th>{t('profile.documents.attachmentName')}</Table.Th>
              <Table.Th>{t('profile.documents.fileSize')}</Table.Th>
              <Table.Th>{t('profile.documents.entryDate')}</Table.Th>
              <Table.Th>{t('profile.documents.enteredBy')}</Table.Th>
              <Table.Th>{t('profile.documents.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documents.data.map((document) => (
              <Table.Tr key={document.id}>
                <Table.Td>{document.type}</Table.Td>
                <Table.Td>{document.attachmentName}</Table.Td>
                <Table.Td>{sizeText(document.fileSize)}</Table.Td>
                <Table.Td>{formatDate(document.entryDate)}</Table.Td>
                <Table.Td>{document.enteredBy}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {document.isViewAllowed && (
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t('profile.documents.view', { name: document.attachmentName })}
                        onClick={() => setViewing(document)}
                      >
                        {t('profile.documents.viewButton')}
                      </Button>
                    )}
                    {document.isDownloadAllowed && (
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t('profile.documents.download', { name: document.attachmentName })}
                        onClick={() => void download(document)}
                      >
                        {t('profile.documents.downloadButton')}
                      </Button>
                    )}
                    {document.isDeleteAllowed && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={t('profile.documents.delete', { name: document.attachmentName })}
                        onClick={() => setDeleting(document)}
                      >
                        {t('profile.documents.deleteButton')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        size="90%"
        title={viewing?.attachmentName ?? ''}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {viewing &&
          (viewUrl ? (
            <DocumentViewer
              document={{ url: viewUrl, fileName: viewing.attachmentName, contentType: 'application/pdf' }}
              height="75vh"
              allowDownload={viewing.isDownloadAllowed}
            />
          ) : (
            <Loader aria-label={t('app.loader')} />
          ))}
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('profile.documents.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Text>{t('profile.documents.deleteConfirm', { name: deleting?.attachmentName ?? '' })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  notifySuccess(t('profile.documents.deleted'));
                  setDeleting(null);
                },
                onError: failed,
              })
            }
          >
            {t('profile.documents.deleteTitle')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
