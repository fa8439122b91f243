import { submitTicketSchema } from '@connect/contracts/support/support.schemas';
import { Alert, Button, Checkbox, Group, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '@/lib/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { useSubmitTicket } from '../api/submit-ticket';

/** The ticket form: the contract's fields, with the problem type as one radio choice (1 help/bug, 2 feature). */
const ticketFormSchema = submitTicketSchema
  .omit({ GetHelp: true, RequestFeature: true, PersonId: true })
  .extend({ problemType: z.enum(['1', '2']) });

type TicketFormValues = z.input<typeof ticketFormSchema>;

export function TicketForm({ onSent, onCancel }: { onSent: (ticketId: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const acting = effectiveUser(session);
  const knownEmail = acting?.email ?? '';
  const submit = useSubmitTicket();
  const form = useSchemaForm<TicketFormValues>(ticketFormSchema, {
    UserUrl: window.location.href,
    problemType: '1',
    ExpectedDescription: '',
    ActualDescription: '',
    Email: knownEmail,
    UserName: acting?.displayName ?? '',
    IsUrgent: false,
    CopyMe: false,
  });
  const failure = submit.error instanceof ApiError ? submit.error.message : null;
  const valid = form.isValid();

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        submit.mutate(
          {
            UserUrl: values.UserUrl.trim(),
            GetHelp: values.problemType === '1',
            RequestFeature: values.problemType === '2',
            ExpectedDescription: values.ExpectedDescription.trim(),
            ActualDescription: values.ActualDescription.trim(),
            Email: values.Email.trim(),
            UserName: values.UserName.trim(),
            PersonId: acting?.personId ?? null,
            IsUrgent: values.IsUrgent,
            CopyMe: values.CopyMe,
          },
          {
            onSuccess: (response) => onSent(response.ticketId),
            onError: (error) => {
              if (error instanceof ApiError) form.setErrors(fieldErrorsOf(error.body));
            },
          },
        ),
      )}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('support.requiredNote')}
        </Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput label={t('support.url')} {...form.getInputProps('UserUrl')} />
        <TextInput
          label={t('support.email')}
          type="email"
          withAsterisk
          readOnly={Boolean(knownEmail)}
          autoComplete="email"
          {...form.getInputProps('Email')}
        />
        <TextInput label={t('support.name')} withAsterisk autoComplete="name" {...form.getInputProps('UserName')} />
        <Radio.Group label={t('support.problemType')} withAsterisk {...form.getInputProps('problemType')}>
          <Group mt="xs">
            <Radio value="1" label={t('support.help')} />
            <Radio value="2" label={t('support.feature')} />
          </Group>
        </Radio.Group>
        <Textarea
          label={t('support.expected')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={5000}
          {...form.getInputProps('ExpectedDescription')}
        />
        <Textarea
          label={t('support.actual')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={5000}
          {...form.getInputProps('ActualDescription')}
        />
        <Group>
          <Checkbox label={t('support.urgent')} {...form.getInputProps('IsUrgent', { type: 'checkbox' })} />
          {/* A copy goes only to a signed-in user's own address: a signed-out form cannot mail anyone else. */}
          {knownEmail && (
            <Checkbox label={t('support.copyMe')} {...form.getInputProps('CopyMe', { type: 'checkbox' })} />
          )}
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!valid} loading={submit.isPending}>
            {t('support.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
