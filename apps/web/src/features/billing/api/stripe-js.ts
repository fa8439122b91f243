import { loadStripe } from '@stripe/stripe-js/pure';
import type {
  PaymentMethod,
  Stripe,
  StripeCardElement,
  StripeCardElementChangeEvent,
  StripeElementLocale,
  StripeError,
} from '@stripe/stripe-js';

import type { TFunction } from 'i18next';
import { ProviderRefusal } from '../utils/provider-refusal';
import { stripeBrandName, stripeErrorText as wordsOf } from '../utils/stripe-messages';
import type { ProviderToken } from './provider-tokens';

/**
 * Stripe.js for the payment form (decision 057). This module is only ever imported dynamically, when the site's
 * provider is Stripe, so neither it nor `@stripe/stripe-js` weighs on a page that never takes a card.
 *
 * Card numbers and security codes are typed into Stripe's card Element and go from the browser to Stripe; bank
 * details go to Stripe through `createPaymentMethod`. The portal receives only the PaymentMethod's id (`pm_…`), the
 * brand or bank name and the last four digits.
 */

export type StripeBrowserSettings = { publishableKey: string; scriptUrl: string };
export type { Stripe, StripeCardElement, StripeCardElementChangeEvent, StripeError };

/** The Stripe.js `@stripe/stripe-js` injects itself (its own pinned release). */
const officialScript = /^https:\/\/js\.stripe\.com\//;

const loaded = new Map<string, Promise<Stripe>>();

/** Adds the configured script (a self-hosted copy or the journeys' fake) once; resolves when it has run. */
function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = [...document.querySelectorAll<HTMLScriptElement>('script[data-stripe-js]')].find(
      (script) => script.src === src,
    );
    if (existing && 'Stripe' in window) return resolve();
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error('Stripe.js could not be loaded')), { once: true });
    if (!existing) {
      script.src = src;
      script.async = true;
      script.dataset.stripeJs = '';
      document.head.append(script);
    }
  });
}

/**
 * Stripe for this site's publishable key, through the official loader: it injects Stripe's script itself, or (for
 * any other configured URL) uses the `window.Stripe` that script defined. A failed load may be tried again.
 */
export function loadStripeJs(settings: StripeBrowserSettings): Promise<Stripe> {
  const key = `${settings.scriptUrl} ${settings.publishableKey}`;
  const known = loaded.get(key);
  if (known) return known;
  const loading = (async () => {
    if (!officialScript.test(settings.scriptUrl)) await injectScript(settings.scriptUrl);
    const stripe = await loadStripe(settings.publishableKey);
    if (!stripe) throw new Error('Stripe.js is not available');
    return stripe;
  })();
  loaded.set(key, loading);
  loading.catch(() => loaded.delete(key));
  return loading;
}

/** The Elements locale for the portal's language (Stripe words its own field hints and messages in it). */
export function stripeLocaleOf(language: string): StripeElementLocale {
  if (language.startsWith('es')) return 'es-419';
  if (language.startsWith('pt')) return 'pt-BR';
  return 'en';
}

/** What the form keeps of a PaymentMethod: its id as the token, and what the review shows. */
export function providerTokenOf(method: PaymentMethod): ProviderToken {
  if (method.type === 'us_bank_account') {
    const bank = method.us_bank_account;
    return { token: method.id, brand: bank?.bank_name ?? '', last4: bank?.last4 ?? '' };
  }
  return {
    token: method.id,
    brand: method.card ? (stripeBrandName(method.card.brand) ?? 'Card') : '',
    last4: method.card?.last4 ?? '',
  };
}

/** Stripe's parameter names → the bank form's fields. */
const bankFields: Record<string, string> = {
  'us_bank_account[routing_number]': 'routingNumber',
  'us_bank_account[account_number]': 'accountNumber',
  'billing_details[name]': 'holderName',
};

/** Stripe makes a card PaymentMethod from the Element; a refusal is thrown in the user's words (field 'card'). */
export async function createCardMethod(
  stripe: Stripe,
  card: StripeCardElement,
  name: string,
  t: TFunction,
): Promise<ProviderToken> {
  const answer = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name } });
  if (!answer.error) return providerTokenOf(answer.paymentMethod);
  const aboutCard = answer.error.type === 'validation_error' || answer.error.type === 'card_error';
  throw new ProviderRefusal(wordsOf(t, answer.error), aboutCard ? 'card' : undefined);
}

/** Stripe makes a bank-account PaymentMethod (ACH); a refusal is thrown in the user's words, naming the field. */
export async function createBankMethod(
  settings: StripeBrowserSettings,
  account: {
    routingNumber: string;
    accountNumber: string;
    accountType: 'checking' | 'savings';
    holderName: string;
  },
  t: TFunction,
): Promise<ProviderToken> {
  let answer: Awaited<ReturnType<Stripe['createPaymentMethod']>>;
  try {
    const stripe = await loadStripeJs(settings);
    answer = await stripe.createPaymentMethod({
      type: 'us_bank_account',
      us_bank_account: {
        routing_number: account.routingNumber,
        account_number: account.accountNumber,
        account_holder_type: 'company',
        account_type: account.accountType,
      },
      billing_details: { name: account.holderName },
    });
  } catch {
    throw new ProviderRefusal(t('billing.payment.stripe.errors.connection'));
  }
  if (answer.error)
    throw new ProviderRefusal(wordsOf(t, answer.error), bankFields[answer.error.param ?? ''] ?? undefined);
  const token = providerTokenOf(answer.paymentMethod);
  return { ...token, brand: token.brand || t('billing.payment.stripe.bankFallback') };
}

/**
 * Mounts a new card Element in `host` (Stripe.js loaded first if need be), its change events already worded for the
 * form: the brand's display name and the error in the user's language.
 */
export async function mountCardElement(
  host: HTMLElement,
  settings: StripeBrowserSettings,
  t: TFunction,
  language: string,
  onChange: (change: {
    empty: boolean;
    complete: boolean;
    brand?: string | undefined;
    error?: string | undefined;
  }) => void,
): Promise<{ stripe: Stripe; card: StripeCardElement }> {
  const stripe = await loadStripeJs(settings);
  const card = stripe
    .elements({ locale: stripeLocaleOf(language) })
    .create('card', { hidePostalCode: true, style: { base: { fontSize: '16px' } } });
  card.on('change', (event) =>
    onChange({
      empty: event.empty,
      complete: event.complete,
      brand: stripeBrandName(event.brand),
      error: event.error ? wordsOf(t, event.error) : undefined,
    }),
  );
  card.mount(host);
  return { stripe, card };
}
