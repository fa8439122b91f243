import { errorMessageKeyOf } from '@connect/contracts/messages/text-keys';
import { trackingMessages } from '@connect/contracts/shipments/tracking-messages';
import { partyCheckMaxLength } from '@connect/domain/shipments/tracking-check';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { messageText } from '@/lib/message-text';
import { useSession } from '@/lib/session/session-store';
import { userKeyOf } from '@/lib/session/tenant-key';
import { trackingDetailPath, trackingResultsPath, trackQueryOptions } from '../api/track-shipments';
import { rememberTrackingCheck, trackingCheckFor } from '../utils/tracking-checks';

/** 'Record Not Found' disappears after 5 seconds (spec 2 §8). */
export const recordNotFoundMs = 5000;

type Notice = { kind: 'not-found' } | { kind: 'error'; message: string };
type FieldErrors = { reference?: string; party?: string };

/** A contract's validation text in the user's language (decision 025: catalogue texts are keyed by their text). */
const validationText = (message: string) => messageText({ message, messageKey: errorMessageKeyOf(message) });

/**
 * /tracking/track and /customer/track: public tracking by house bill, master bill or container number, with the
 * start of the shipper's or consignee's name (decision 030; a signed-in user needs it only for other companies'
 * shipments). One match opens its tracking detail, several the result list; nothing found — or a name that is not
 * the shipment's — shows 'Record Not Found' for five seconds; a refused lookup (429, too many) shows the server's
 * message. What was typed stays in the form whatever the answer.
 */
export function TrackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const [params] = useSearchParams();
  const [reference, setReference] = useState(() => params.get('ref') ?? '');
  const [party, setParty] = useState(() => trackingCheckFor(params.get('ref') ?? ''));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (notice?.kind !== 'not-found') return;
    const timer = window.setTimeout(() => setNotice(null), recordNotFoundMs);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The lookup's rules are the contract's schema, loaded with the first search: the page paints without the
    // schema library (decision 105).
    const { trackQuerySchema } = await import('@connect/contracts/shipments/tracking.schemas');
    const parsed = trackQuerySchema.safeParse({ reference, party });
    const errors: FieldErrors = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0] === 'party' ? 'party' : 'reference';
      errors[field] ??= validationText(issue.message);
    }
    if (!signedIn && party.trim() === '') errors.party ??= validationText(trackingMessages.partyRequired);
    setFieldErrors(errors);
    if (!parsed.success || errors.party) return;
    setNotice(null);
    setBusy(true);
    const lookup = { reference: parsed.data.reference, party: parsed.data.party ?? '', viewer: userKeyOf(session) };
    try {
      const { items } = await queryClient.fetchQuery(trackQueryOptions(lookup));
      if (items.length === 0) {
        setNotice({ kind: 'not-found' });
        return;
      }
      rememberTrackingCheck([lookup.reference, ...items.map((item) => item.trackingNo)], lookup.party);
      navigate(items.length === 1 ? trackingDetailPath(lookup.reference) : trackingResultsPath(lookup.reference));
    } catch (error) {
      const fromServer = error instanceof ApiError ? (await import('@/lib/form-errors')).fieldErrorsOf(error.body) : {};
      if (fromServer.party || fromServer.reference) {
        setFieldErrors({ reference: fromServer.reference, party: fromServer.party });
      } else {
        setNotice({ kind: 'error', message: error instanceof ApiError ? error.message : t('errors.genericError') });
      }
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
            error={fieldErrors.reference}
            maxLength={60}
            autoComplete="off"
            required
            w={{ base: '100%', sm: 360 }}
          />
          <TextInput
            label={t('tracking.party')}
            description={signedIn ? t('tracking.partyHintSignedIn') : t('tracking.partyHint')}
            value={party}
            onChange={(event) => setParty(event.currentTarget.value)}
            error={fieldErrors.party}
            maxLength={partyCheckMaxLength}
            autoComplete="organization"
            required={!signedIn}
            w={{ base: '100%', sm: 360 }}
          />
          <Button type="submit" loading={busy}>
            {t('tracking.submit')}
          </Button>
        </Stack>
      </form>
      {notice?.kind === 'not-found' && (
        <Alert color="red" role="alert">
          {t('errors.recordNotFound')}
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
