import { updateNameSchema } from '@connect/contracts/profile/profile.schemas';
import { ActionIcon, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateName } from '../api/update-profile';

/**
 * The display name (spec 1 §4): view mode with a pencil, edit mode with a save icon; it must not be empty.
 * Saved through POST customer/profile/name (also while impersonating), then the session's claims refresh.
 */
export function DisplayNameField({ name }: { name: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const update = useUpdateName();
  const form = useSchemaForm(updateNameSchema, { name });

  if (!editing) {
    return (
      <Group gap="xs" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" id="display-name-label">
            {t('profile.displayName')}
          </Text>
          <Text fw={600} size="lg">
            {name}
          </Text>
        </div>
        <Tooltip label={t('profile.name.edit')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('profile.name.edit')}
            onClick={() => {
              form.setValues({ name });
              form.resetDirty({ name });
              setEditing(true);
            }}
          >
            <Icon name="pencil" size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }

  return (
    <form
      noValidate
      aria-label={t('profile.displayName')}
      onSubmit={form.onSubmit((values) =>
        update.mutate(
          { name: values.name.trim() },
          {
            onSuccess: () => {
              notifySuccess(t('profile.name.saved'));
              setEditing(false);
            },
            onError: (error) => {
              const fields = error instanceof ApiError ? fieldErrorsOf(error.body) : {};
              form.setErrors({ name: fields.name ?? (error instanceof ApiError ? error.message : String(error)) });
            },
          },
        ),
      )}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={t('profile.displayName')}
          withAsterisk
          autoFocus
          maxLength={100}
          {...form.getInputProps('name')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setEditing(false);
          }}
        />
        <Group gap={4} mt={26} wrap="nowrap">
          <ActionIcon type="submit" variant="filled" aria-label={t('profile.name.save')} loading={update.isPending}>
            <Icon name="check" size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('profile.name.cancel')}
            onClick={() => setEditing(false)}
          >
            <Icon name="close" size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </form>
  );
}
