import type { ReceiptLine, WarehouseReceipt } from '@connect/contracts/warehouse/warehouse-receipts.schemas';
import { Alert, Button, FileInput, Group, Modal, NumberInput, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';
import { useRecordLineDamage } from '../api/receipts';

const problemOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Staff: records a receipt line's damage — how many units, a note and a photo (PNG, JPEG or PDF, checked by
 * content on the server). Saved with PUT …/lines/:lineId, then the photo with PUT …/files.
 */
export function ReceiptLineDialog({
  receipt,
  line,
  onClose,
}: {
  receipt: WarehouseReceipt;
  line: ReceiptLine;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useRecordLineDamage();
  const [damaged, setDamaged] = useState<number | string>(line.damagedQty);
  const [note, setNote] = useState(line.note);
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const quantity = typeof damaged === 'number' ? damaged : Number.NaN;
  const valid = Number.isInteger(quantity) && quantity >= 0 && quantity <= line.receivedQty;
  const submit = () => {
    if (!valid) {
      setProblem(t('warehouseReceipts.lineDialog.badQuantity', { received: line.receivedQty }));
      return;
    }
    save.mutate(
      { receiptId: receipt.receiptId, lineId: line.lineId, damagedQty: quantity, note: note.trim(), photo },
      {
        onSuccess: (answer) => {
          notifySuccess(messageText(answer));
          onClose();
        },
        onError: (error) => setProblem(problemOf(error)),
      },
    );
  };
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('warehouseReceipts.lineDialog.title', { line: line.lineNo, sku: line.sku })}
    >
      <Stack>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <NumberInput
          label={t('warehouseReceipts.lineDialog.damagedQty')}
          description={t('warehouseReceipts.lineDialog.damagedHint', { received: line.receivedQty })}
          min={0}
          max={line.receivedQty}
          allowDecimal={false}
          value={damaged}
          onChange={setDamaged}
        />
        <Textarea
          label={t('warehouseReceipts.lineDialog.note')}
          maxLength={1000}
          autosize
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <FileInput
          label={t('warehouseReceipts.lineDialog.photo')}
          description={t('warehouseReceipts.lineDialog.photoHint')}
          accept="image/png,image/jpeg,application/pdf"
          clearable
          value={photo}
          onChange={setPhoto}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('warehouseReceipts.lineDialog.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('warehouseReceipts.lineDialog.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
