import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useBookingCounts } from '@/features/dashboard/api/widget-data';
import { WidgetFrame, WidgetQuery, type WidgetFrameControls } from '../widget-frame';

/** Booking (spec 1 §2): My Bookings and New Booking (opened with id 0), with the drafts and the submitted ones. */
export function BookingWidget({ controls }: { controls: WidgetFrameControls }) {
  const { t } = useTranslation();
  const counts = useBookingCounts();
  const title = t('dashboard.widgets.booking.title');
  return (
    <WidgetFrame
      id="booking"
      icon="booking"
      title={title}
      subHeading={t('dashboard.widgets.booking.subHeading')}
      controls={controls}
    >
      <Stack gap="sm">
        <WidgetQuery query={counts} name={title}>
          {(data) => (
            <Stack gap={2}>
              <Text size="sm">{t('dashboard.widgets.booking.drafts', { count: data.created })}</Text>
              <Text size="sm">{t('dashboard.widgets.booking.submitted', { count: data.submitted })}</Text>
            </Stack>
          )}
        </WidgetQuery>
        <Group gap="md">
          <Anchor component={Link} to={paths.bookings.dashboard()}>
            {t('dashboard.widgets.booking.myBookings')}
          </Anchor>
          <Anchor component={Link} to={paths.bookings.new()}>
            {t('dashboard.widgets.booking.newBooking')}
          </Anchor>
        </Group>
      </Stack>
    </WidgetFrame>
  );
}
