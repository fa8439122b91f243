import { quickBookingInputSchema, type QuickBookingInput } from '@connect/contracts/bookings/bookings.schemas';
import { bookingModeCodes } from '@connect/domain/reference/enumerations';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateField, SelectField } from '@/components/form/form-fields';
import { TextAreaField } from '@/components/form/text-area-field';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateQuickBooking } from '../api/save-booking';
import { paths } from '@/lib/paths';
import { PortSelect } from './port-select';
import { messageText } from '@/lib/message-text';

type QuickValues = Required<QuickBookingInput>;

/** Quick booking (permission quickBooking): mode, route, ready date; the details page then takes the documents. */
export function QuickBookingDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateQuickBooking();
  const form = useSchemaForm<QuickValues>(quickBookingInputSchema, {
    mode: 'AIR',
    originCode: '',
    destinationCode: '',
    cargoReadyDate: '',
    notes: '',
  });
  const failure =
    create.error instanceof ApiError && Object.keys(form.errors).length === 0 ? create.error.message : null;
  return (
    <Modal opened={opened} onClose={onClose} title={t('bookings.quick.title')} size="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate(values, {
            onSuccess: (answer) => {
              notifySuccess(messageText(answer));
              onClose();
              navigate(paths.bookings.details({ id: answer.booking.id }));
            },
            onError: (error) => {
              if (error instanceof ApiError) form.setErrors(fieldErrorsOf(error.body));
            },
          }),
        )}
      >
        <Stack>
          <Text size="sm">{t('bookings.quick.intro')}</Text>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectField
              label={t('bookings.form.mode')}
              withAsterisk
              withEmptyItem={false}
              options={bookingModeCodes.map((m) => ({ id: m, label: t(`bookings.modes.${m}`) }))}
              {...form.getInputProps('mode')}
            />
            <DateField
              label={t('bookings.form.cargoReadyDate')}
              withAsterisk
              {...form.getInputProps('cargoReadyDate')}
            />
            <PortSelect
              label={t('bookings.form.origin')}
              mode={form.values.mode}
              withAsterisk
              {...form.getInputProps('originCode')}
            />
            <PortSelect
              label={t('bookings.form.destination')}
              mode={form.values.mode}
              withAsterisk
              {...form.getInputProps('destinationCode')}
            />
          </SimpleGrid>
          <TextAreaField label={t('bookings.form.notes')} rows={3} {...form.getInputProps('notes')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('bookings.form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('bookings.quick.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
