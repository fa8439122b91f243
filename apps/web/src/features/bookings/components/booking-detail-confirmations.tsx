import { bookingConfirmationKinds, type Booking } from '@connect/contracts/bookings/bookings.schemas';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob, type DirectLink } from '@/components/data-grid/export-kit/download';
import { apiFetchFile } from '@/lib/api-client';
import { failureText, FileActionOutcome, useCatalogText } from './booking-detail-parts';

type ConfirmationKind = (typeof bookingConfirmationKinds)[number];

/** Which PDFs a booking has: cargo labels and the SLI once submitted, the confirmation once accepted. */
export function confirmationKindsOf(status: Booking['status']): ConfirmationKind[] {
  return bookingConfirmationKinds.filter((kind) =>
    kind === 'BookingConfirm' ? status === 'accepted' || status === 'received' : status !== 'created',
  );
}

/**
 * The booking documents the server renders as PDF. The file is read through the API client (a plain link would
 * not carry the session) and opened in a new tab; when the browser blocks the tab it is saved instead.
 */
export function BookingConfirmations({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const catalog = useCatalogText();
  const [busy, setBusy] = useState<ConfirmationKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [link, setLink] = useState<DirectLink | null>(null);

  const open = async (kind: ConfirmationKind) => {
    setFailure(null);
    setLink(null);
    setBusy(kind);
    try {
      const response = await apiFetchFile(
        `/api/bookings/${encodeURIComponent(booking.id)}/confirmation/${encodeURIComponent(kind)}`,
      );
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const opened = window.open(url, '_blank');
      if (opened) {
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else {
        URL.revokeObjectURL(url);
        setLink(saveBlob(blob, `${booking.reference} ${kind}.pdf`));
      }
    } catch (cause) {
      setFailure(t('bookings.detail.openFailed', { message: catalog(failureText(cause)) }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm">
      <FileActionOutcome failure={failure} link={link} onCloseFailure={() => setFailure(null)} />
      <Group gap="sm">
        {confirmationKindsOf(booking.status).map((kind) => (
          <Button key={kind} variant="light" loading={busy === kind} onClick={() => void open(kind)}>
            {t(`bookings.detail.${kind}`)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
