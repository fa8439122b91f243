import { bookingIdParamsSchema } from '@connect/contracts/bookings/bookings.schemas';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useBooking } from '../api/get-bookings';
import { useBookingSession } from '../hooks/use-booking-session';
import { BookingForm, type BookingFormKind } from './booking-form';

/** A booking or template id as the API takes it (a UUID); anything else can be no record. */
const isRecordId = (value: string) => bookingIdParamsSchema.shape.bookingId.safeParse(value).success;

/**
 * /booking/new-bookings (id 0: blank; templateId: from a template), /booking/edit-bookings, and the template
 * screens /booking/create-template, /booking/clone-template, /booking/edit-template: one form, its kind by route.
 */
export function BookingFormPage({ kind }: { kind: BookingFormKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { sessionKey } = useBookingSession();
  const id = params.get('id')?.trim() ?? '';
  const templateId = params.get('templateId')?.trim() ?? '';
  const needsSource = kind === 'edit' || kind === 'clone-template' || kind === 'edit-template';
  // An id that cannot be a record (none, 0 or not a UUID) is 'Record Not Found' at once, as the server would say.
  const sourceId = needsSource && isRecordId(id) ? id : undefined;
  const templateSourceId = kind === 'new' && isRecordId(templateId) ? templateId : undefined;
  const source = useBooking(sourceId, sessionKey, kind !== 'edit');
  const fromTemplate = useBooking(templateSourceId, sessionKey, true);
  const failure = source.error ?? fromTemplate.error;
  const missing =
    (needsSource && !sourceId) ||
    (kind === 'new' && templateId !== '' && !templateSourceId) ||
    isApiError(failure, 'NOT_FOUND', 'VALIDATION_FAILED');
  if (missing || failure)
    return (
      <Stack align="flex-start">
        <Alert color="red" role="alert" title={t('errors.recordNotFound')}>
          {missing
            ? t('bookings.form.notFound')
            : t('bookings.form.loadFailed', { message: failure instanceof Error ? failure.message : String(failure) })}
        </Alert>
        {kind === 'edit' || kind === 'new' ? (
          <Button component={Link} to={paths.bookings.dashboard()} variant="default">
            {t('bookings.detail.backToList')}
          </Button>
        ) : (
          <Button component={Link} to={paths.bookings.templates()} variant="default">
            {t('bookings.form.backToTemplates')}
          </Button>
        )}
      </Stack>
    );
  const loading =
    (sourceId !== undefined && source.isPending) || (templateSourceId !== undefined && fromTemplate.isPending);
  if (loading)
    return (
      <Center py="xl">
        <Loader aria-label={t('bookings.detail.loading')} />
      </Center>
    );
  return (
    <BookingForm
      key={`${kind}:${source.data?.id ?? ''}:${fromTemplate.data?.id ?? ''}`}
      kind={kind}
      source={source.data}
      fromTemplate={fromTemplate.data}
    />
  );
}
