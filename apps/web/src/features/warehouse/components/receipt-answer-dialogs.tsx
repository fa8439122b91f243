import type { ReceiptActionResponse, WarehouseReceipt } from '@connect/contracts/warehouse/warehouse-receipts.schemas';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';
import { useReceiptStep } from '../api/receipts';

const problemOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type DialogProps = { receipt: WarehouseReceipt; opened: boolean; onClose: () => void };

/** The customer accepts the discrepancies as recorded: once, and said so before the click. */
export function AcknowledgeDialog({ receipt, opened, onClose }: DialogProps) {
  const { t } = useTranslation();
  const step = useReceiptStep();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () =>
    step.mutate(
      { kind: 'acknowledge', id: receipt.receiptId },
      {
        onSuccess: (answer: ReceiptActionResponse) => {
          notifySuccess(messageText(answer));
          onClose();
        },
        onError: (error) => setProblem(problemOf(error)),
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('warehouseReceipts.dialogs.acknowledgeTitle', { wrNumber: receipt.wrNumber })}
    >
      <Stack>
        <Text size="sm">{t('warehouseReceipts.dialogs.acknowledgeText')}</Text>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('warehouseReceipts.dialogs.cancel')}
          </Button>
          <Button onClick={submit} loading={step.isPending}>
            {t('warehouseReceipts.dialogs.acknowledgeConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The customer disputes the discrepancies; a reason is required (the server checks it too). */
export function DisputeDialog({ receipt, opened, onClose }: DialogProps) {
  const { t } = useTranslation();
  const step = useReceiptStep();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (!reason.trim()) return setProblem(t('server.warehouseReceipts.disputeReasonRequired'));
    step.mutate(
      { kind: 'dispute', id: receipt.receiptId, reason },
      {
        onSuccess: (answer) => {
          notifySuccess(messageText(answer));
          setReason('');
          onClose();
        },
        onError: (error) => setProblem(problemOf(error)),
      },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('warehouseReceipts.dialogs.disputeTitle', { wrNumber: receipt.wrNumber })}
    >
      <Stack>
        <Text size="sm">{t('warehouseReceipts.dialogs.disputeText')}</Text>
        <Textarea
          label={t('warehouseReceipts.dialogs.disputeReason')}
          required
          autosize
          minRows={3}
          maxLength={1000}
          value={reason}
          error={problem}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setProblem(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('warehouseReceipts.dialogs.cancel')}
          </Button>
          <Button color="red" onClick={submit} loading={step.isPending}>
            {t('warehouseReceipts.dialogs.disputeConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
