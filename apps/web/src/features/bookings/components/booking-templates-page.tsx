import type { BookingRow } from '@connect/contracts/bookings/bookings.schemas';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { GridRowAction } from '../../../components/data-grid/grid-types';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteBooking } from '../api/save-booking';
import { bookingPaths } from '../utils/booking-paths';
import { BookingGrid } from './booking-dashboard-page';

/** /booking/templates: the company's booking templates; use one for a new booking, clone, edit or delete it. */
export function BookingTemplatesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteBooking();
  const [deleting, setDeleting] = useState<BookingRow | null>(null);
  const actions = useMemo<GridRowAction<BookingRow>[]>(
    () => [
      { label: t('bookings.useTemplate'), onClick: (row) => navigate(bookingPaths.new(row.id)) },
      { label: t('bookings.cloneTemplate'), onClick: (row) => navigate(bookingPaths.cloneTemplate(row.id)) },
      { label: t('bookings.editTemplate'), onClick: (row) => navigate(bookingPaths.editTemplate(row.id)) },
      { label: t('bookings.delete'), color: 'red', onClick: (row) => setDeleting(row) },
    ],
    [t, navigate],
  );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id, template: true },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          setDeleting(null);
        },
        onError: (error) => notifyError(error instanceof ApiError ? error.message : String(error)),
      },
    );
  };
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('bookings.templatesHeading')}</Title>
        <Button component={Link} to={bookingPaths.createTemplate()}>
          {t('bookings.createTemplate')}
        </Button>
      </Group>
      <BookingGrid view="templates" actions={actions} />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('bookings.delete')}>
        <Stack>
          <Text>{deleting?.templateName}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('bookings.form.cancel')}
            </Button>
            <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
              {t('bookings.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
