import { receiptIdParamsSchema, type WarehouseReceipt } from '@connect/contracts/warehouse/warehouse-receipts.schemas';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DetailSection } from '@/components/detail-section';
import { FactList } from '@/components/fact-list';
import { LoadedRecord } from '@/components/loaded-record';
import { formatNumber } from '@/entities/display/format';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { messageText } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { downloadReceiptFile, downloadReceiptPdf, useReceipt, useReceiptStep } from '../api/receipts';
import { AcknowledgeDialog, DisputeDialog } from './receipt-answer-dialogs';
import { AckStatusBadge, DiscrepancyBadge, ReceiptStatusBadge } from './receipt-badges';
import { ReceiptLineDialog } from './receipt-line-dialog';

const problemOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function Files({ receipt, files }: { receipt: WarehouseReceipt; files: WarehouseReceipt['files'] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <Group gap="xs">
      {files.map((f) => (
        <Anchor
          key={f.fileId}
          component="button"
          type="button"
          size="sm"
          onClick={() => void downloadReceiptFile(receipt.receiptId, f)}
          aria-label={t('warehouseReceipts.detail.downloadFile', { fileName: f.fileName })}
        >
          {f.fileName}
        </Anchor>
      ))}
    </Group>
  );
}

/** What the customer is asked, or what was answered and by whom. */
function AnswerSection({
  receipt,
  onAcknowledge,
  onDispute,
}: {
  receipt: WarehouseReceipt;
  onAcknowledge: () => void;
  onDispute: () => void;
}) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const at = receipt.ackAt ? dates.formatDateTime(receipt.ackAt) : '';
  if (receipt.ackStatus === 'NONE') return <Text size="sm">{t('warehouseReceipts.detail.noDiscrepancies')}</Text>;
  if (receipt.ackStatus === 'ACKNOWLEDGED')
    return <Text size="sm">{t('warehouseReceipts.detail.acknowledgedBy', { name: receipt.ackByName, date: at })}</Text>;
  if (receipt.ackStatus === 'DISPUTED')
    return (
      <Stack gap="xs">
        <Text size="sm">{t('warehouseReceipts.detail.disputedBy', { name: receipt.ackByName, date: at })}</Text>
        <FactList facts={[{ label: t('warehouseReceipts.detail.disputeReasonShown'), value: receipt.disputeReason }]} />
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Alert color="orange" title={t('warehouseReceipts.ackStatuses.PENDING')}>
        {t('warehouseReceipts.detail.pendingIntro')}
      </Alert>
      {(receipt.allowed.acknowledge || receipt.allowed.dispute) && (
        <Group>
          {receipt.allowed.acknowledge && (
            <Button onClick={onAcknowledge}>{t('warehouseReceipts.dialogs.acknowledge')}</Button>
          )}
          {receipt.allowed.dispute && (
            <Button color="red" variant="light" onClick={onDispute}>
              {t('warehouseReceipts.dialogs.dispute')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

function ReceiptDetail({ receipt }: { receipt: WarehouseReceipt }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const step = useReceiptStep();
  const [dialog, setDialog] = useState<'acknowledge' | 'dispute' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const editedLine = receipt.lines.find((l) => l.lineId === editing);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadReceiptPdf(receipt);
      setProblem(null);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setDownloading(false);
    }
  };
  const confirm = () =>
    step.mutate(
      { kind: 'confirm', id: receipt.receiptId },
      {
        onSuccess: (answer) => {
          setProblem(null);
          notifySuccess(messageText(answer));
        },
        onError: (error) => setProblem(problemOf(error)),
      },
    );
  const receiptFacts = [
    { label: t('warehouseReceipts.columns.wrNumber'), value: receipt.wrNumber },
    { label: t('warehouseReceipts.detail.receivedAt'), value: dates.formatDateTime(receipt.receivedAt) },
    { label: t('warehouseReceipts.columns.status'), value: <ReceiptStatusBadge status={receipt.status} /> },
    { label: t('warehouseReceipts.columns.ackStatus'), value: <AckStatusBadge status={receipt.ackStatus} /> },
    { label: t('warehouseReceipts.detail.customer'), value: `${receipt.companyName} (${receipt.companyCode})` },
    {
      label: t('warehouseReceipts.detail.warehouse'),
      value: `${receipt.warehouse.name} — ${receipt.warehouse.addressText}`,
    },
    {
      label: t('warehouseReceipts.detail.inboundOrder'),
      value: receipt.order ? (
        <Anchor component={Link} to={paths.wms.inboundDetail({ id: receipt.order.orderId })}>
          {receipt.order.fileNumber} / {receipt.order.referenceNo}
        </Anchor>
      ) : (
        ''
      ),
    },
    { label: t('warehouseReceipts.detail.receivedBy'), value: receipt.receivedByName },
    ...(receipt.confirmedAt
      ? [
          {
            label: t('warehouseReceipts.detail.confirmedBy'),
            value: `${receipt.confirmedByName} — ${dates.formatDateTime(receipt.confirmedAt)}`,
          },
        ]
      : []),
  ];
  const goodsFacts = [
    { label: t('warehouseReceipts.columns.shipperName'), value: receipt.shipperName },
    { label: t('warehouseReceipts.columns.carrier'), value: receipt.carrier },
    { label: t('warehouseReceipts.columns.trackingNo'), value: receipt.trackingNo },
    { label: t('warehouseReceipts.columns.pieces'), value: formatNumber(receipt.pieces) },
    { label: t('warehouseReceipts.columns.weightKg'), value: formatNumber(receipt.weightKg) },
    {
      label: t('warehouseReceipts.detail.dimensions'),
      value:
        receipt.lengthCm > 0
          ? `${formatNumber(receipt.lengthCm)} × ${formatNumber(receipt.widthCm)} × ${formatNumber(receipt.heightCm)}`
          : '',
    },
    { label: t('warehouseReceipts.detail.location'), value: receipt.locationCode },
    ...(receipt.notes ? [{ label: t('warehouseReceipts.detail.notes'), value: receipt.notes }] : []),
  ];
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          {t('warehouseReceipts.pages.detail')} {receipt.wrNumber}
        </Title>
        <Group>
          <Button variant="default" onClick={() => void download()} loading={downloading}>
            {t('warehouseReceipts.detail.downloadPdf')}
          </Button>
          {receipt.allowed.confirm && (
            <Button onClick={confirm} loading={step.isPending}>
              {t('warehouseReceipts.detail.confirm')}
            </Button>
          )}
        </Group>
      </Group>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <DetailSection title={t('warehouseReceipts.detail.answer')}>
        {() => (
          <AnswerSection
            receipt={receipt}
            onAcknowledge={() => setDialog('acknowledge')}
            onDispute={() => setDialog('dispute')}
          />
        )}
      </DetailSection>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DetailSection title={t('warehouseReceipts.detail.receipt')}>
          {() => <FactList facts={receiptFacts} />}
        </DetailSection>
        <DetailSection title={t('warehouseReceipts.detail.goods')}>
          {() => <FactList facts={goodsFacts} />}
        </DetailSection>
      </SimpleGrid>
      <DetailSection title={t('warehouseReceipts.detail.lines')}>
        {() => (
          <Table.ScrollContainer minWidth={720}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('warehouseReceipts.detail.line')}</Table.Th>
                  <Table.Th>{t('warehouseReceipts.detail.item')}</Table.Th>
                  <Table.Th ta="right">{t('warehouseReceipts.detail.expected')}</Table.Th>
                  <Table.Th ta="right">{t('warehouseReceipts.detail.received')}</Table.Th>
                  <Table.Th ta="right">{t('warehouseReceipts.detail.damaged')}</Table.Th>
                  <Table.Th>{t('warehouseReceipts.detail.discrepancy')}</Table.Th>
                  <Table.Th>{t('warehouseReceipts.detail.photos')}</Table.Th>
                  {receipt.allowed.editLines && (
                    <Table.Th>
                      <VisuallyHidden>{t('warehouseReceipts.lineDialog.save')}</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {receipt.lines.map((l) => (
                  <Table.Tr key={l.lineId}>
                    <Table.Td>{l.lineNo}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {l.sku}
                      </Text>
                      <Text size="sm">{l.description}</Text>
                      {l.lotNumber && (
                        <Text size="xs" c="dimmed">
                          {t('warehouseReceipts.detail.lot')} {l.lotNumber}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      {formatNumber(l.expectedQty)} {l.unitOfMeasure}
                    </Table.Td>
                    <Table.Td ta="right">{formatNumber(l.receivedQty)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(l.damagedQty)}</Table.Td>
                    <Table.Td>
                      {l.discrepancies.length === 0 ? (
                        t('warehouseReceipts.detail.noDiscrepancy')
                      ) : (
                        <Stack gap={4}>
                          <Group gap={4}>
                            {l.discrepancies.map((k) => (
                              <DiscrepancyBadge key={k} kind={k} />
                            ))}
                          </Group>
                          {l.note && <Text size="sm">{l.note}</Text>}
                        </Stack>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {l.files.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          {t('warehouseReceipts.detail.noPhotos')}
                        </Text>
                      ) : (
                        <Files receipt={receipt} files={l.files} />
                      )}
                    </Table.Td>
                    {receipt.allowed.editLines && (
                      <Table.Td>
                        <Button size="compact-sm" variant="light" onClick={() => setEditing(l.lineId)}>
                          {t('warehouseReceipts.lineDialog.open', { line: l.lineNo })}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </DetailSection>
      {receipt.files.length > 0 && (
        <DetailSection title={t('warehouseReceipts.detail.photos')}>
          {() => <Files receipt={receipt} files={receipt.files} />}
        </DetailSection>
      )}
      <List>
        <List.Item>
          <Anchor component={Link} to={paths.warehouseReceipts.dashboard()}>
            {t('warehouseReceipts.pages.dashboard')}
          </Anchor>
        </List.Item>
      </List>
      <AcknowledgeDialog receipt={receipt} opened={dialog === 'acknowledge'} onClose={() => setDialog(null)} />
      <DisputeDialog receipt={receipt} opened={dialog === 'dispute'} onClose={() => setDialog(null)} />
      {editedLine && (
        <ReceiptLineDialog
          key={editedLine.lineId}
          receipt={receipt}
          line={editedLine}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

/** /warehousereceipt/receipt-detail?id=…: one receipt, its lines and discrepancies, the PDF and the answer. */
export function ReceiptDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const parsed = receiptIdParamsSchema.safeParse({ receiptId: params.get('id') ?? '' });
  const id = parsed.success ? parsed.data.receiptId : undefined;
  const query = useReceipt(id);
  const title = t('warehouseReceipts.pages.detail');
  return (
    <LoadedRecord
      id={id}
      query={query}
      title={title}
      loadingLabel={title}
      notFound={{
        message: t('warehouseReceipts.detail.notFound'),
        backTo: paths.warehouseReceipts.dashboard(),
        backLabel: t('warehouseReceipts.pages.dashboard'),
      }}
      failureText={problemOf}
    >
      {(receipt) => <ReceiptDetail receipt={receipt} />}
    </LoadedRecord>
  );
}
