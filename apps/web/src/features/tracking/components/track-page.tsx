import { messages } from '@connect/contracts/errors/messages';
import { trackQuerySchema } from '@connect/contracts/shipments/shipments.schemas';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { trackingDetailPath, trackingResultsPath, trackQueryOptions } from '../api/track-shipments';

/** 'Record Not Found' disappears after 5 seconds (spec 2 §8). */
export const recordNotFoundMs = 5000;

type Notice = { kind: 'not-found' } | { kind: 'error'; message: string };

/**
 * /tracking/track and /customer/track: public tracking by house bill, master bill or container number. One
 * match opens its tracking detail, several the result list; nothing found shows 'Record Not Found' for five
 * seconds; a refused lookup (429, too many) shows the server's message.
 */
export function TrackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [reference, setReference] = useState(() => params.get('ref') ?? '');
  const [fieldError, setFieldError] = useState<string>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (notice?.kind !== 'not-found') return;
    const timer = window.setTimeout(() => setNotice(null), recordNotFoundMs);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = trackQuerySchema.safeParse({ reference });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? messages.required);
      return;
    }
    setFieldError(undefined);
    setNotice(null);
    setBusy(true);
    try {
      const { items } = await queryClient.fetchQuery(trackQueryOptions(parsed.data.reference));
      if (items.length === 0) setNotice({ kind: 'not-found' });
      else if (items.length === 1) navigate(trackingDetailPath(parsed.data.reference));
      else navigate(trackingResultsPath(parsed.data.reference));
    } catch (error) {
      setNotice({ kind: 'error', message: error instanceof ApiError ? error.message : messages.genericError });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack maw={640} gap="md">
      <Title order={1}>{t('tracking.heading')}</Title>
      <Text>{t('tracking.intro')}</Text>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('tracking.heading')}>
        <Stack align="flex-start" gap="sm">
          <TextInput
            label={t('tracking.reference')}
            description={t('tracking.referenceHint')}
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
            error={fieldError}
            maxLength={60}
            autoComplete="off"
            required
            w={{ base: '100%', sm: 360 }}
          />
          <Button type="submit" loading={busy}>
            {t('tracking.submit')}
          </Button>
        </Stack>
      </form>
      {notice?.kind === 'not-found' && (
        <Alert color="red" role="alert">
          {messages.recordNotFound}
        </Alert>
      )}
      {notice?.kind === 'error' && (
        <Alert color="red" role="alert">
          {notice.message}
        </Alert>
      )}
    </Stack>
  );
}
