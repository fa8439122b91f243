import {
  reviewBookingSchema,
  type Booking,
  type ReviewBookingInput,
} from '@connect/contracts/bookings/bookings.schemas';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/form-fields';
import { TextAreaField } from '@/components/form/text-area-field';
import { notifySuccess } from '@/lib/notify';
import { useReviewBooking } from '../api/save-booking';
import { failureText, fieldIssuesOf, ProblemAlert, useCatalogText, type BookingChanged } from './booking-detail-parts';
import type { SectionKey, UiStrings } from '@/lib/i18n-keys';
import { messageText } from '@/lib/message-text';

type ReviewAction = ReviewBookingInput['action'];
type ReviewErrors = { notes?: string; houseBill?: string };

const buttonKeys: Record<ReviewAction, SectionKey<UiStrings['bookings']['detail']>> = {
  accept: 'accept',
  reject: 'reject',
  notes: 'addNotes',
  received: 'markReceived',
};

/** What the forwarder's staff may do with the booking now: accept or reject a submitted one, notes, received. */
export function reviewActionsOf(status: Booking['status']): ReviewAction[] {
  return [
    ...(status === 'submitted' ? (['accept', 'reject'] as const) : []),
    ...(status !== 'created' ? (['notes'] as const) : []),
    ...(status === 'accepted' ? (['received'] as const) : []),
  ];
}

/**
 * Staff review: one button per action that applies, each opening a dialog for the notes (required to reject and
 * for notes alone) or the shipment's house bill (required to mark received). Problems stay in the dialog.
 */
export function BookingReview({ booking, onBooking }: { booking: Booking; onBooking: BookingChanged }) {
  const { t } = useTranslation();
  const catalog = useCatalogText();
  const review = useReviewBooking();
  const [opened, setOpened] = useState(false);
  const [action, setAction] = useState<ReviewAction>('accept');
  const [notes, setNotes] = useState('');
  const [houseBill, setHouseBill] = useState('');
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [failure, setFailure] = useState<{ title: string; problems: string[] } | null>(null);
  const actions = reviewActionsOf(booking.status);

  const start = (next: ReviewAction) => {
    setAction(next);
    setNotes('');
    setHouseBill('');
    setErrors({});
    setFailure(null);
    review.reset();
    setOpened(true);
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = reviewBookingSchema.safeParse({ action, notes, houseBill });
    if (!parsed.success) {
      const next: ReviewErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'notes' || field === 'houseBill') next[field] ??= catalog(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const values = parsed.data;
    const body: ReviewBookingInput =
      values.action === 'received'
        ? { action: values.action, notes: values.notes, houseBill: values.houseBill }
        : { action: values.action, notes: values.notes };
    review.mutate(
      { id: booking.id, review: body },
      {
        onSuccess: (answer) => {
          onBooking(answer.booking);
          notifySuccess(messageText(answer));
          setOpened(false);
        },
        onError: (cause) => {
          const issues = fieldIssuesOf(cause);
          const fields: ReviewErrors = {};
          for (const issue of issues) {
            if (issue.path.endsWith('notes')) fields.notes ??= catalog(issue.message);
            else if (issue.path.endsWith('houseBill')) fields.houseBill ??= catalog(issue.message);
          }
          setErrors(fields);
          setFailure({
            title: catalog(failureText(cause)),
            problems: issues.map((issue) => catalog(issue.message)),
          });
        },
      },
    );
  };

  const notesRequired = action === 'reject' || action === 'notes';
  return (
    <Stack gap="sm">
      <Text size="sm">{t('bookings.detail.reviewIntro')}</Text>
      <Group gap="sm" role="group" aria-label={t('bookings.detail.reviewActions')}>
        {actions.map((a) => (
          <Button
            key={a}
            variant={a === 'reject' ? 'light' : a === 'notes' ? 'default' : 'filled'}
            color={a === 'reject' ? 'red' : undefined}
            onClick={() => start(a)}
          >
            {t(`bookings.detail.${buttonKeys[a]}`)}
          </Button>
        ))}
      </Group>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t(`bookings.detail.reviewTitle.${action}`, { reference: booking.reference })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <form noValidate onSubmit={confirm}>
          <Stack gap="sm">
            {failure && <ProblemAlert title={failure.title} problems={failure.problems} />}
            {action === 'received' && (
              <TextField
                label={t('bookings.detail.houseBill_input')}
                withAsterisk
                maxLength={30}
                value={houseBill}
                error={errors.houseBill}
                onChange={(value) => {
                  setHouseBill(value);
                  setErrors((e) => ({ ...e, houseBill: undefined }));
                }}
              />
            )}
            <TextAreaField
              label={t('bookings.detail.reviewNotes')}
              withAsterisk={notesRequired}
              rows={3}
              maxLength={2000}
              value={notes}
              error={errors.notes}
              onChange={(value) => {
                setNotes(value);
                setErrors((e) => ({ ...e, notes: undefined }));
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('bookings.detail.cancel')}
              </Button>
              <Button type="submit" loading={review.isPending}>
                {t('bookings.detail.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
