import type { Configuration } from '@connect/contracts/configuration/configuration.schemas';
import {
  copyrightYear,
  currencyCode,
  dateFormat,
  defaultInactivityOptionCode,
  defaultInactivitySeconds,
  defaultLocaleName,
  errorBannerMs,
  idleWarningSeconds,
  inactivityOptions,
  productName,
  productVersion,
  toastDurations,
} from '@connect/domain/portal/portal-constants';
import { defaultLocaleCode } from '@connect/domain/reference/locales';
import { defaultTimeZoneId } from '@connect/domain/reference/time-zones';
import { z } from 'zod';
import type { ServiceContext } from '../../context';
import { findActiveLocales, findSettings } from './configuration.repository';

const forwarderSettingSchema = z.object({
  code: z.string(),
  shortName: z.string(),
  name: z.string(),
  supportEmail: z.string(),
});
const featuresSettingSchema = z.object({ partialPayment: z.boolean().default(false) });

const cacheMs = 30_000;
/** One entry per payment setting (apps of one process may run different providers, as tests do). */
const cached = new Map<string, { value: Configuration; expiresAt: number }>();

/** Forgets the cached configuration (after settings change, and between tests). */
export function clearConfigurationCache(): void {
  cached.clear();
}

/**
 * What the web is told about the payment provider: which one, whether payments are only simulated, and with Stripe
 * the publishable key and Stripe.js URL its payment form loads (decision 057; both are public by design).
 */
function paymentsOf(ctx: Pick<ServiceContext, 'payments'>): Configuration['payments'] {
  const runtime = ctx.payments;
  const stripe = runtime?.provider.name === 'stripe';
  return {
    provider: stripe ? 'stripe' : 'sandbox',
    simulated: runtime?.simulated ?? false,
    ...(stripe && runtime.browser
      ? { stripe: { publishableKey: runtime.browser.publishableKey, scriptUrl: runtime.browser.scriptUrl } }
      : {}),
  };
}

/** The public start-up configuration of spec 1 §7. Cached for 30 s: it is read by every page load. */
export async function getConfiguration(ctx: Pick<ServiceContext, 'db' | 'payments'>): Promise<Configuration> {
  const now = Date.now();
  const payments = paymentsOf(ctx);
  const cacheKey = `${payments.provider}:${payments.simulated}:${payments.stripe?.publishableKey ?? ''}:${payments.stripe?.scriptUrl ?? ''}`;
  const hit = cached.get(cacheKey);
  if (hit && hit.expiresAt > now) return hit.value;
  const [settings, activeLocales] = await Promise.all([
    findSettings(ctx.db, ['forwarder', 'features']),
    findActiveLocales(ctx.db),
  ]);
  const forwarder = forwarderSettingSchema.parse(settings.get('forwarder'));
  const features = featuresSettingSchema.parse(settings.get('features') ?? {});
  const defaultLocale = { locale_code: defaultLocaleCode, locale_name: defaultLocaleName };
  const localeEntries = activeLocales.map((l) => ({ locale_code: l.code, locale_name: l.name }));
  const value: Configuration = {
    productName,
    version: productVersion,
    copyrightYear,
    forwarder,
    activeLocales: localeEntries.length > 0 ? localeEntries : [defaultLocale],
    defaultLocale,
    defaultTimeZone: defaultTimeZoneId,
    currency: currencyCode,
    dateFormat,
    inactivity: {
      options: [...inactivityOptions],
      defaultCode: defaultInactivityOptionCode,
      defaultSeconds: defaultInactivitySeconds,
      warningSeconds: idleWarningSeconds,
    },
    toast: { ...toastDurations, position: 'bottom-right' },
    errorBannerMs,
    features,
    payments,
  };
  cached.set(cacheKey, { value, expiresAt: now + cacheMs });
  return value;
}
