import { quietHoursSchema } from '@connect/contracts/notifications/notifications.schemas';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { contractMessageText } from '@/lib/contract-message';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useQuietHours, useSaveQuietHours } from '@/features/profile/api/notification-settings';

/** Quiet hours in the user's time zone (issue #16): no e-mail between start and end; both or neither. */
export function QuietHoursForm({ sessionKey }: { sessionKey: string }) {
  const query = useQuietHours(sessionKey);
  if (!query.data) return null;
  return <QuietHoursFields key={sessionKey} {...query.data} />;
}

/** Typed values are kept over the server's until saved, so a late reload never wipes what the user typed. */
function QuietHoursFields(props: { start: string | null; end: string | null; timeZone: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<{ start?: string; end?: string }>({});
  const start = draft.start ?? props.start ?? '';
  const end = draft.end ?? props.end ?? '';
  const [error, setError] = useState<string | undefined>();
  const save = useSaveQuietHours();

  return (
    <form
      noValidate
      aria-labelledby="profile-quiet-hours"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = quietHoursSchema.safeParse({ start: start || null, end: end || null });
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? '';
          // The contract's text is a catalogue text (server.notifications.*): shown in the user's language.
          setError(contractMessageText(message));
          return;
        }
        setError(undefined);
        save.mutate(parsed.data, {
          onSuccess: () => {
            setDraft({});
            notifySuccess(t('notifications.quietHours.saved'));
          },
          onError: (e) => notifyError(e instanceof ApiError ? e.message : String(e)),
        });
      }}
    >
      <Stack gap="xs" mt="lg">
        <Title order={3} size="h4" id="profile-quiet-hours">
          {t('notifications.quietHours.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('notifications.quietHours.hint', { zone: props.timeZone })}
        </Text>
        <Group align="flex-end">
          <TextInput
            type="time"
            label={t('notifications.quietHours.start')}
            value={start}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setDraft((d) => ({ ...d, start: value }));
            }}
          />
          <TextInput
            type="time"
            label={t('notifications.quietHours.end')}
            value={end}
            error={error}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setDraft((d) => ({ ...d, end: value }));
            }}
          />
          <Button type="submit" variant="light" loading={save.isPending}>
            {t('notifications.quietHours.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
