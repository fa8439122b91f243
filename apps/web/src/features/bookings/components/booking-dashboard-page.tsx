import { bookingGridFields, type BookingRow } from '@connect/contracts/bookings/bookings.schemas';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataGrid } from '@/components/data-grid/data-grid';
import { ServerExportMenu } from '@/components/data-grid/export-kit/server-export-menu';
import type { GridRowAction } from '@/components/data-grid/grid-types';
import { bookingKeys } from '../api/booking-keys';
import { bookingsSearchParams, getBookings } from '../api/get-bookings';
import { useBookingSession } from '../hooks/use-booking-session';
import { paths } from '@/lib/paths';
import { DeleteBookingDialog } from './delete-booking-dialog';
import { useBookingColumns, type BookingGridView } from './booking-columns';
import { QuickBookingDialog } from './quick-booking-dialog';

/**
 * A grid of bookings or templates with its exports and row actions. The forwarder's staff see the bookings of
 * every company waiting for review (or reviewed) instead of a company's own.
 */
export function BookingGrid({ view, actions }: { view: BookingGridView; actions: GridRowAction<BookingRow>[] }) {
  const { t } = useTranslation();
  const { sessionKey, forwarderShortName } = useBookingSession();
  const columns = useBookingColumns(view, forwarderShortName);
  const label = t(
    view === 'templates' ? 'bookings.templatesTable' : view === 'review' ? 'bookings.reviewTable' : 'bookings.table',
  );
  return (
    <DataGrid<BookingRow>
      mode="server"
      label={label}
      gridKey={`bookings-${view}`}
      columns={columns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => (view === 'templates' ? row.templateName : row.reference)}
      queryKey={bookingKeys.list({ view }, sessionKey)}
      fetchPage={(request, signal) => getBookings({ view, ...request }, signal)}
      rowActions={actions}
      toolbar={(api) => (
        <ServerExportMenu
          api={api}
          title={label}
          path="/api/bookings/export"
          fields={bookingGridFields}
          searchParams={(request) => bookingsSearchParams({ view, ...request })}
        />
      )}
    />
  );
}

/**
 * /booking/dashboard and /customer/bookings: the selected company's bookings with their progress (spec 2 §4),
 * New Booking, Quick Booking and Templates; for the forwarder's staff, the bookings to review.
 */
export function BookingDashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isReviewer, canBook, canQuickBook } = useBookingSession();
  const [quick, setQuick] = useState(false);
  const [deleting, setDeleting] = useState<BookingRow | null>(null);
  const view: BookingGridView = isReviewer ? 'review' : 'mine';

  const actions = useMemo<GridRowAction<BookingRow>[]>(
    () => [
      { label: t('bookings.viewDetails'), onClick: (row) => navigate(paths.bookings.details({ id: row.id })) },
      ...(isReviewer
        ? []
        : [
            {
              label: t('bookings.edit'),
              onClick: (row: BookingRow) => navigate(paths.bookings.edit({ id: row.id })),
              hidden: (row: BookingRow) => !['created', 'rejected'].includes(row.status),
            },
            {
              label: t('bookings.delete'),
              color: 'red',
              onClick: (row: BookingRow) => setDeleting(row),
              hidden: (row: BookingRow) => row.status !== 'created',
            },
          ]),
    ],
    [t, navigate, isReviewer],
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t(isReviewer ? 'bookings.reviewHeading' : 'bookings.heading')}</Title>
        {!isReviewer && (
          <Group>
            {canBook && (
              <Button component={Link} to={paths.bookings.templates()} variant="default">
                {t('bookings.templates')}
              </Button>
            )}
            {canQuickBook && (
              <Button variant="default" onClick={() => setQuick(true)}>
                {t('bookings.quickBooking')}
              </Button>
            )}
            {canBook && (
              <Button component={Link} to={paths.bookings.new()}>
                {t('bookings.newBooking')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      <BookingGrid view={view} actions={actions} />
      <QuickBookingDialog opened={quick} onClose={() => setQuick(false)} />
      <DeleteBookingDialog row={deleting} template={false} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
