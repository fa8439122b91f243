import { loadStripe } from '@stripe/stripe-js/pure';
import type {
  PaymentMethod,
  Stripe,
  StripeCardElement,
  StripeCardElementChangeEvent,
  StripeElementLocale,
  StripeError,
} from '@stripe/stripe-js';
import { stripeBrandName } from '../utils/stripe-messages';
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

export type StripeMethodResult = { token: ProviderToken } | { error: StripeError };

export async function createCardMethod(
  stripe: Stripe,
  card: StripeCardElement,
  name: string,
): Promise<StripeMethodResult> {
  const answer = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name } });
  return answer.error ? { error: answer.error } : { token: providerTokenOf(answer.paymentMethod) };
}

export async function createBankMethod(
  settings: StripeBrowserSettings,
  account: {
    routingNumber: string;
    accountNumber: string;
    accountType: 'checking' | 'savings';
    holderName: string;
  },
): Promise<StripeMethodResult> {
  const stripe = await loadStripeJs(settings);
  const answer = await stripe.createPaymentMethod({
    type: 'us_bank_account',
    us_bank_account: {
      routing_number: account.routingNumber,
      account_number: account.accountNumber,
      account_holder_type: 'company',
      account_type: account.accountType,
    },
    billing_details: { name: account.holderName },
  });
  return answer.error ? { error: answer.error } : { token: providerTokenOf(answer.paymentMethod) };
}
