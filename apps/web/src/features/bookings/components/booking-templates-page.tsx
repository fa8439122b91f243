import type { BookingRow } from '@connect/contracts/bookings/bookings.schemas';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { GridRowAction } from '@/components/data-grid/grid-types';
import { paths } from '@/lib/paths';
import { DeleteBookingDialog } from './delete-booking-dialog';
import { BookingGrid } from './booking-dashboard-page';

/** /booking/templates: the company's booking templates; use one for a new booking, clone, edit or delete it. */
export function BookingTemplatesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<BookingRow | null>(null);
  const actions = useMemo<GridRowAction<BookingRow>[]>(
    () => [
      { label: t('bookings.useTemplate'), onClick: (row) => navigate(paths.bookings.new({ templateId: row.id })) },
      { label: t('bookings.cloneTemplate'), onClick: (row) => navigate(paths.bookings.cloneTemplate({ id: row.id })) },
      { label: t('bookings.editTemplate'), onClick: (row) => navigate(paths.bookings.editTemplate({ id: row.id })) },
      { label: t('bookings.delete'), color: 'red', onClick: (row) => setDeleting(row) },
    ],
    [t, navigate],
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('bookings.templatesHeading')}</Title>
        <Button component={Link} to={paths.bookings.createTemplate()}>
          {t('bookings.createTemplate')}
        </Button>
      </Group>
      <BookingGrid view="templates" actions={actions} />
      <DeleteBookingDialog row={deleting} template={true} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
