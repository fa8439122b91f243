import type { InventoryItem } from '@connect/contracts/warehouse/warehouse.schemas';
import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumericField } from '@/components/form/numeric-field';
import { messageText } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';
import { useAdjustStock } from '../api/save-order';
import { serialsOf } from './order-ship-dialog';

type Draft = {
  warehouseId: string | null;
  quantity: number | '';
  reason: string;
  lotNumber: string;
  expiryDate: string;
  serials: string;
};

/**
 * Staff's stock adjustment on the inventory detail: a signed count in one warehouse with its reason, the lot it
 * counts for lot-tracked items (its expiry when the count adds a new lot) and one serial per unit for serial-tracked
 * ones (decision 079). Checked here for what the form can tell; the server's refusal is shown and nothing typed is
 * lost.
 */
export function AdjustStockDialog({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const { t } = useTranslation();
  const adjust = useAdjustStock(item.itemId);
  const warehouses = item.balances.map((b) => b.warehouse);
  const [draft, setDraft] = useState<Draft>({
    warehouseId: warehouses.length === 1 ? (warehouses[0]?.warehouseId ?? null) : null,
    quantity: '',
    reason: '',
    lotNumber: '',
    expiryDate: '',
    serials: '',
  });
  const [errors, setErrors] = useState<Partial<Record<'warehouseId' | 'quantity' | 'reason', string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = () => {
    const found = {
      ...(draft.warehouseId ? {} : { warehouseId: t('warehouse.adjust.chooseWarehouse') }),
      ...(draft.quantity === '' || draft.quantity === 0 || !Number.isInteger(draft.quantity)
        ? { quantity: t('warehouse.adjust.quantityNotZero') }
        : {}),
      ...(draft.reason.trim() ? {} : { reason: t('warehouse.adjust.reasonMandatory') }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || !draft.warehouseId || draft.quantity === '') return;
    adjust.mutate(
      {
        warehouseId: draft.warehouseId,
        quantity: draft.quantity,
        reason: draft.reason.trim(),
        ...(item.trackLot ? { lotNumber: draft.lotNumber.trim() } : {}),
        ...(item.trackLot && item.trackExpiry && draft.expiryDate ? { expiryDate: draft.expiryDate } : {}),
        ...(item.trackSerial ? { serialNumbers: serialsOf(draft.serials) } : {}),
      },
      {
        onSuccess: (answer) => {
          setProblem(null);
          notifySuccess(messageText(answer));
          onClose();
        },
        onError: (error) => setProblem(error instanceof Error ? error.message : String(error)),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('warehouse.adjust.title', { sku: item.sku })}
      closeButtonProps={{ 'aria-label': t('warehouse.adjust.cancel') }}
    >
      <Stack>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Select
          label={t('warehouse.adjust.warehouse')}
          withAsterisk
          data={warehouses.map((w) => ({ value: w.warehouseId, label: `${w.code} — ${w.name}` }))}
          value={draft.warehouseId}
          onChange={(value) => set('warehouseId', value)}
          error={errors.warehouseId}
          data-autofocus
        />
        <NumericField
          label={t('warehouse.adjust.quantity')}
          description={t('warehouse.adjust.quantityHint')}
          withAsterisk
          decimals={0}
          min={-1_000_000_000}
          value={draft.quantity}
          onChange={(value) => set('quantity', value)}
          error={errors.quantity}
        />
        <Textarea
          label={t('warehouse.adjust.reason')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={500}
          value={draft.reason}
          onChange={(e) => set('reason', e.currentTarget.value)}
          error={errors.reason}
        />
        {item.trackLot && (
          <TextInput
            label={t('warehouse.adjust.lot')}
            description={t('warehouse.adjust.lotHint')}
            maxLength={40}
            value={draft.lotNumber}
            onChange={(e) => set('lotNumber', e.currentTarget.value)}
          />
        )}
        {item.trackLot && item.trackExpiry && (
          <TextInput
            type="date"
            label={t('warehouse.adjust.expiry')}
            value={draft.expiryDate}
            onChange={(e) => set('expiryDate', e.currentTarget.value)}
          />
        )}
        {item.trackSerial && (
          <Textarea
            label={t('warehouse.adjust.serials')}
            description={t('warehouse.adjust.serialsHint')}
            autosize
            minRows={2}
            value={draft.serials}
            onChange={(e) => set('serials', e.currentTarget.value)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('warehouse.adjust.cancel')}
          </Button>
          <Button onClick={submit} loading={adjust.isPending}>
            {t('warehouse.adjust.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
