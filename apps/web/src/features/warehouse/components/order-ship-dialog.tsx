import type { WarehouseOrder } from '@connect/contracts/warehouse/warehouse.schemas';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';
import { useOrderStep } from '../api/save-order';

/** The serial numbers typed for a line: one per line (commas and semicolons separate too), blanks dropped. */
export const serialsOf = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Whether confirming this order ships serial-tracked units, whose serials the staff must name (decision 079). */
export const needsSerialsToShip = (order: WarehouseOrder) =>
  order.direction === 'OUTBOUND' && order.lines.some((l) => l.trackSerial);

/**
 * Confirms (ships) an outbound order with serial-tracked lines: one box of serial numbers per such line, as many as
 * units leave. The server checks each serial is in stock at the order's warehouse; its refusal is shown here and the
 * typed serials stay.
 */
export function ShipDialog({
  order,
  opened,
  onClose,
}: {
  order: WarehouseOrder;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const step = useOrderStep();
  const [serials, setSerials] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const tracked = order.lines.filter((l) => l.trackSerial);
  const submit = () =>
    step.mutate(
      {
        kind: 'confirm',
        id: order.orderId,
        input: { lines: tracked.map((l) => ({ lineId: l.lineId, serialNumbers: serialsOf(serials[l.lineId] ?? '') })) },
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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('warehouse.orders.shipTitle', { fileNumber: order.fileNumber })}
      closeButtonProps={{ 'aria-label': t('warehouse.orders.cancel') }}
    >
      <Stack>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {tracked.map((l) => (
          <Textarea
            key={l.lineId}
            label={`${t('warehouse.lots.serialsForLine', { lineNo: l.lineNo })} — ${l.sku}`}
            description={t('warehouse.lots.shipSerialsHint', { count: l.allocatedQty || l.quantity })}
            autosize
            minRows={2}
            value={serials[l.lineId] ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setSerials((v) => ({ ...v, [l.lineId]: value }));
            }}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('warehouse.orders.cancel')}
          </Button>
          <Button onClick={submit} loading={step.isPending}>
            {t('warehouse.orders.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
