import { Alert, Box, Button, Group, Input, Loader, Stack } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/form-fields';
import type { StripeCardDetails } from '../hooks/use-stripe-card';

/**
 * The card fields when the provider is Stripe (decision 057): Stripe's card Element (number, expiry, security code,
 * drawn by Stripe.js in its own frame) and our name on the card. Stripe.js is loaded here, on first use, so no other
 * page and no sandbox site ever fetches it; a failed load can be tried again without losing the rest of the form.
 */
export function StripeCardFields({ card, reenter }: { card: StripeCardDetails; reenter: boolean }) {
  const { t, i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const errorId = useId();
  const [attempt, setAttempt] = useState(0);
  const { settings, setStatus, onChange, attach } = card;

  useEffect(() => {
    if (!settings) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setStatus('loading');
    void (async () => {
      try {
        if (!host.current) return;
        const { mountCardElement } = await import('../api/stripe-js');
        const mounted = await mountCardElement(host.current, settings, t, i18n.language, onChange);
        if (cancelled) {
          mounted.card.destroy();
          return;
        }
        const element = mounted.card;
        attach(mounted);
        destroy = () => element.destroy();
        setStatus('ready');
      } catch {
        if (!cancelled) setStatus('failed');
      }
    })();
    return () => {
      cancelled = true;
      attach(null);
      destroy?.();
    };
  }, [settings, i18n.language, t, attempt, setStatus, onChange, attach]);

  if (card.status === 'unavailable')
    return (
      <Alert color="red" role="alert">
        {t('billing.payment.stripe.unavailable')}
      </Alert>
    );

  return (
    <Stack gap="sm">
      {reenter && (
        <Alert color="blue" variant="light" role="status">
          {t('billing.payment.card.reenter')}
        </Alert>
      )}
      <Input.Wrapper
        id={`${labelId}-wrapper`}
        labelProps={{ id: labelId }}
        label={t('billing.payment.stripe.cardLabel')}
        required
        description={
          card.brand ? t('billing.payment.card.brand', { brand: card.brand }) : t('billing.payment.stripe.cardHint')
        }
        error={card.errors.card}
        errorProps={{ id: errorId }}
      >
        {card.status === 'failed' && (
          <Alert color="red" role="alert" mt={4}>
            <Group justify="space-between">
              {t('billing.payment.stripe.loadFailed')}
              <Button size="xs" variant="light" onClick={() => setAttempt((n) => n + 1)}>
                {t('billing.payment.stripe.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {card.status === 'loading' && <Loader size="sm" mt={4} aria-label={t('billing.payment.stripe.loading')} />}
        <Box
          ref={host}
          role="group"
          aria-labelledby={labelId}
          aria-describedby={card.errors.card ? errorId : undefined}
          mt={4}
          hidden={card.status === 'failed'}
          style={{
            border: `1px solid ${card.errors.card ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
            borderRadius: 'var(--mantine-radius-sm)',
            padding: '9px 12px',
            background: 'var(--mantine-color-body)',
          }}
        />
      </Input.Wrapper>
      <TextField
        label={t('billing.payment.card.name')}
        required
        autoComplete="cc-name"
        maxLength={100}
        value={card.name}
        onChange={card.setName}
        error={card.errors.name}
        onBlur={(event) => card.validateField('name', event.currentTarget.value.trim() !== '')}
      />
    </Stack>
  );
}
