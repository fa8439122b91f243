import { createInviteSchema, permissionKeySchema, type CreateInvite } from '@connect/contracts/admin/admin.schemas';
import { Alert, Button, Checkbox, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/lib/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useCreateInvite } from '../api/create-invite';
import type { KnownCompany } from '../hooks/use-known-companies';

function InviteForm({ companies, onDone }: { companies: KnownCompany[]; onDone: () => void }) {
  const { t } = useTranslation();
  const invite = useCreateInvite();
  const form = useSchemaForm<CreateInvite>(createInviteSchema, { email: '', companyCode: '', permissions: [] });
  const failure = invite.error instanceof ApiError ? invite.error.message : null;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        invite.mutate(
          { email: values.email.trim(), companyCode: values.companyCode, permissions: values.permissions },
          {
            onSuccess: () => {
              notifySuccess(t('admin.inviteSent', { email: values.email.trim() }));
              onDone();
            },
            onError: (error) => {
              if (error instanceof ApiError) form.setErrors(fieldErrorsOf(error.body));
            },
          },
        ),
      )}
    >
      <Stack>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput label={t('admin.email')} type="email" withAsterisk data-autofocus {...form.getInputProps('email')} />
        <NativeSelect
          label={t('admin.company')}
          withAsterisk
          data={[
            { value: '', label: t('admin.chooseCompany') },
            ...companies.map((company) => ({
              value: company.companyCode,
              label: `${company.name} (${company.companyCode})`,
            })),
          ]}
          {...form.getInputProps('companyCode')}
        />
        <Checkbox.Group label={t('admin.permissions')} withAsterisk {...form.getInputProps('permissions')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
            {permissionKeySchema.options.map((permission) => (
              <Checkbox key={permission} value={permission} label={t(`permissions.${permission}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {t('admin.sendInvite')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Invite a user: e-mail, company and permissions; the invitation mail carries the /u/invite link. */
export function InviteDialog({
  opened,
  onClose,
  companies,
}: {
  opened: boolean;
  onClose: () => void;
  companies: KnownCompany[];
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('admin.inviteTitle')} size="lg">
      {opened && <InviteForm companies={companies} onDone={onClose} />}
    </Modal>
  );
}
