import type { ShipmentDetail } from '@connect/contracts/shipments/shipments.schemas';
import { Alert, Anchor, Button, Group, Modal, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob, type DirectLink } from '@/components/data-grid/export-kit/download';
import { DocumentViewer } from '@/components/document-viewer/document-viewer';
import { ApiError } from '@/lib/api-client';
import { shipmentKeys } from '../api/shipment-keys';
import { downloadShipmentDocument, shipmentDocumentPath } from '../api/shipment-documents';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { documentTypeKey } from '../utils/shipment-words';

type ShipmentDocument = ShipmentDetail['documents'][number];

const fileSize = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });

/**
 * The shipment's documents: View opens the document viewer in a dialog (only when isViewAllowed), Download saves
 * the file (only when isDownloadAllowed). A document allowed neither way is listed without actions.
 */
export function ShipmentDocuments({
  shipmentId,
  documents,
  labelledBy,
}: {
  shipmentId: string;
  documents: ShipmentDocument[];
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const typeNameOf = (document: ShipmentDocument) => {
    const key = documentTypeKey(document.type);
    return key ? t(key) : document.typeName;
  };
  const { formatDateTime } = useDateFormat();
  const [viewing, setViewing] = useState<ShipmentDocument | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [link, setLink] = useState<DirectLink | null>(null);
  const queryClient = useQueryClient();

  /** A document made from the shipment on request has its size once fetched: reload the details to show it. */
  const showSizeOnceMade = (document: ShipmentDocument) => {
    if (document.fileSize === 0) {
      void queryClient.invalidateQueries({ queryKey: shipmentKeys.detailOfShipment(shipmentId) });
    }
  };

  if (documents.length === 0) return <Text>{t('shipments.detail.noDocuments')}</Text>;

  const download = async (document: ShipmentDocument) => {
    setError(undefined);
    setLink(null);
    setDownloading(document.id);
    try {
      const blob = await downloadShipmentDocument(shipmentId, document.id);
      setLink(saveBlob(blob, document.attachmentName));
      showSizeOnceMade(document);
    } catch (cause) {
      setError(cause instanceof ApiError || cause instanceof Error ? cause.message : String(cause));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <>
      {error && (
        <Alert color="red" role="alert" mb="sm" withCloseButton onClose={() => setError(undefined)}>
          {t('shipments.detail.downloadFailed', { message: error })}
        </Alert>
      )}
      {link && (
        <Anchor href={link.href} download={link.fileName} size="sm" display="block" mb="sm">
          {t('grid.export.directLink', { fileName: link.fileName })}
        </Anchor>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table aria-labelledby={labelledBy} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('shipments.detail.documentType')}</Table.Th>
              <Table.Th scope="col">{t('shipments.detail.fileName')}</Table.Th>
              <Table.Th scope="col">{t('shipments.detail.fileSize')}</Table.Th>
              <Table.Th scope="col">{t('shipments.detail.entryDate')}</Table.Th>
              <Table.Th scope="col">{t('shipments.detail.enteredBy')}</Table.Th>
              <Table.Th scope="col">{t('shipments.detail.documentActions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documents.map((document) => (
              <Table.Tr key={document.id}>
                <Table.Td>{typeNameOf(document)}</Table.Td>
                <Table.Td>{document.attachmentName}</Table.Td>
                <Table.Td>
                  {document.fileSize > 0 ? (
                    fileSize.format(document.fileSize / 1024)
                  ) : (
                    <Text span size="sm" c="dimmed">
                      {t('shipments.detail.fileSizeOnRequest')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatDateTime(document.entryDate)}</Table.Td>
                <Table.Td>{document.enteredBy}</Table.Td>
                <Table.Td>
                  {document.isViewAllowed || document.isDownloadAllowed ? (
                    <Group gap="xs" wrap="nowrap">
                      {document.isViewAllowed && (
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={t('shipments.detail.viewDocument', { fileName: document.attachmentName })}
                          onClick={() => setViewing(document)}
                        >
                          {t('shipments.detail.view')}
                        </Button>
                      )}
                      {document.isDownloadAllowed && (
                        <Button
                          size="xs"
                          variant="default"
                          loading={downloading === document.id}
                          aria-label={t('shipments.detail.downloadDocument', { fileName: document.attachmentName })}
                          onClick={() => void download(document)}
                        >
                          {t('shipments.detail.download')}
                        </Button>
                      )}
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('shipments.detail.noActions')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={viewing !== null}
        onClose={() => {
          if (viewing) showSizeOnceMade(viewing);
          setViewing(null);
        }}
        size="90%"
        closeButtonProps={{ 'aria-label': t('common.close') }}
        title={
          viewing
            ? t('shipments.detail.viewerTitle', { typeName: typeNameOf(viewing), fileName: viewing.attachmentName })
            : ''
        }
      >
        {viewing && (
          <DocumentViewer
            document={{
              url: shipmentDocumentPath(shipmentId, viewing.id, 'inline'),
              fileName: viewing.attachmentName,
              contentType: viewing.contentType,
            }}
            height="75vh"
            allowDownload={viewing.isDownloadAllowed}
          />
        )}
      </Modal>
    </>
  );
}
