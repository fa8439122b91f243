import type { BookingRow } from '@connect/contracts/bookings/bookings.schemas';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteBooking } from '../api/save-booking';
import { messageText } from '@/lib/message-text';

/** Asks before deleting a draft booking or a template (named by its reference or template name). */
export function DeleteBookingDialog({
  row,
  template,
  onClose,
}: {
  row: BookingRow | null;
  template: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteBooking();
  const confirm = () => {
    if (!row) return;
    remove.mutate(
      { id: row.id, template },
      {
        onSuccess: (answer) => {
          notifySuccess(messageText(answer));
          onClose();
        },
        onError: (error) => notifyError(error instanceof ApiError ? error.message : String(error)),
      },
    );
  };
  return (
    <Modal opened={row !== null} onClose={onClose} title={t('bookings.delete')}>
      <Stack>
        <Text>{template ? row?.templateName : row?.reference}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('bookings.form.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('bookings.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
