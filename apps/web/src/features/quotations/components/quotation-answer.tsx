import {
  counterQuotationSchema,
  rejectQuotationSchema,
  type Quotation,
} from '@connect/contracts/quotations/quotations.schemas';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/form/text-area-field';
import { ApiError } from '@/lib/api-client';
import { messageText } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';
import { useAnswerQuotation } from '../api/quotations-api';
import { useErrorText } from '../utils/form-text';

type Kind = 'reject' | 'counter';

/**
 * The customer's other answers to an offer: reject it with a reason (final), or counter-offer with a price note
 * (the forwarder revises the offer). Each asks for its text in a dialog; the schema is the server's.
 */
export function QuotationAnswerButtons({ quotation }: { quotation: Quotation }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const answer = useAnswerQuotation();
  const [kind, setKind] = useState<Kind | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const open = (next: Kind) => {
    setKind(next);
    setText('');
    setError(undefined);
    setFailure(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!kind) return;
    const parsed =
      kind === 'reject'
        ? rejectQuotationSchema.safeParse({ reason: text })
        : counterQuotationSchema.safeParse({ note: text });
    if (!parsed.success) {
      setError(errorText(parsed.error.issues[0]?.message));
      return;
    }
    answer.mutate(
      {
        id: quotation.id,
        answer: kind === 'reject' ? { kind, reason: text } : { kind, note: text },
      },
      {
        onSuccess: (done) => {
          notifySuccess(messageText(done));
          setKind(null);
        },
        onError: (cause) => setFailure(cause instanceof ApiError ? cause.message : String(cause)),
      },
    );
  };

  return (
    <>
      <Group gap="sm">
        {quotation.allowed.counter && (
          <Button variant="default" onClick={() => open('counter')}>
            {t('quotations.detail.counter')}
          </Button>
        )}
        {quotation.allowed.reject && (
          <Button variant="light" color="red" onClick={() => open('reject')}>
            {t('quotations.detail.reject')}
          </Button>
        )}
      </Group>
      <Modal
        opened={kind !== null}
        onClose={() => setKind(null)}
        title={t(kind === 'reject' ? 'quotations.detail.rejectTitle' : 'quotations.detail.counterTitle')}
      >
        <form noValidate onSubmit={submit}>
          <Stack>
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <TextAreaField
              label={t(kind === 'reject' ? 'quotations.detail.reason' : 'quotations.detail.counterLabel')}
              withAsterisk
              data-autofocus
              rows={3}
              maxLength={1000}
              value={text}
              onChange={setText}
              error={error}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setKind(null)}>
                {t('quotations.detail.cancel')}
              </Button>
              <Button type="submit" color={kind === 'reject' ? 'red' : undefined} loading={answer.isPending}>
                {t('quotations.detail.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
