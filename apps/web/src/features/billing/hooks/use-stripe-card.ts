import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderToken } from '../api/provider-tokens';
import type { Stripe, StripeBrowserSettings, StripeCardElement } from '../api/stripe-js';
import { ProviderRefusal } from '../utils/provider-refusal';

export type StripeCardStatus = 'loading' | 'ready' | 'failed' | 'unavailable';
type StripeCardErrors = Partial<Record<'card' | 'name', string>>;
/**
 * What the card Element says on each change (the part of Stripe's change event the form uses), already worded:
 * `brand` as a display name, `error` in the user's language.
 */
export type StripeCardChange = {
  empty: boolean;
  complete: boolean;
  brand?: string | undefined;
  error?: string | undefined;
};

/**
 * The card form when the provider is Stripe (decision 057): the number, expiry and security code live in Stripe's
 * card Element (mounted by `StripeCardFields`, which loads Stripe.js only then) and never pass through the portal;
 * the name on the card is ours. `tokenize` asks Stripe for a PaymentMethod and keeps only its id, the brand and the
 * last four digits; Stripe's refusals show under the card field, worded by the catalogue where it knows the code.
 */
export function useStripeCard(settings: StripeBrowserSettings | undefined) {
  const { t } = useTranslation();
  const mounted = useRef<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [status, setStatus] = useState<StripeCardStatus>(settings ? 'loading' : 'unavailable');
  const [change, setChange] = useState<StripeCardChange>({ empty: true, complete: false });
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<StripeCardErrors>({});

  /** The Element's change event: its own validation message (a wrong number, a past date) shows at once. */
  const onChange = useCallback((event: StripeCardChange) => {
    setChange({ empty: event.empty, complete: event.complete, brand: event.brand });
    setErrors((current) => ({ ...current, card: event.error }));
  }, []);

  /** The mounted Element (a new, empty one each time the card fields are shown), or null once it is gone. */
  const attach = useCallback((element: { stripe: Stripe; card: StripeCardElement } | null) => {
    mounted.current = element;
    setChange({ empty: true, complete: false });
  }, []);

  const nameProblem = (value: string) => (value.trim() === '' ? t('billing.payment.errors.required') : undefined);

  const validateField = (field: 'name', typed: boolean) => {
    if (field !== 'name' || (!typed && !errors.name)) return;
    setErrors((current) => ({ ...current, name: nameProblem(name) }));
  };

  /** On submit: the name, and a card Element that is ready and not left empty (Stripe checks the rest). */
  const validateAll = (): boolean => {
    const next: StripeCardErrors = {};
    const nameText = nameProblem(name);
    if (nameText) next.name = nameText;
    if (status === 'ready' && change.empty) next.card = t('billing.payment.stripe.errors.cardRequired');
    else if (status === 'ready' && errors.card) next.card = errors.card;
    setErrors(next);
    return status === 'ready' && Object.keys(next).length === 0;
  };

  /** Stripe makes the PaymentMethod from the Element; a refusal (ProviderRefusal, field 'card' or none) is thrown. */
  const tokenize = async (): Promise<ProviderToken> => {
    const current = mounted.current;
    if (!current) throw new ProviderRefusal(t('billing.payment.stripe.loadFailed'));
    const { createCardMethod } = await import('../api/stripe-js');
    return createCardMethod(current.stripe, current.card, name.trim(), t);
  };

  /** A refusal about the card shown under the card field. */
  const showCardError = (text: string) => setErrors((current) => ({ ...current, card: text }));

  /** The Element is emptied (it is unmounted for the review anyway, and mounted empty on return). */
  const clearSensitive = () => {
    mounted.current?.card.clear();
    setChange({ empty: true, complete: false });
    setErrors({});
  };

  return {
    settings,
    status,
    setStatus,
    brand: change.brand,
    name,
    setName,
    errors,
    onChange,
    attach,
    validateField,
    validateAll,
    tokenize,
    showCardError,
    clearSensitive,
  };
}

export type StripeCardDetails = ReturnType<typeof useStripeCard>;
