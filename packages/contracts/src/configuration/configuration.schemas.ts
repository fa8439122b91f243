import { z } from 'zod';

export const localeEntrySchema = z.object({
  locale_code: z.string(),
  locale_name: z.string(),
});

export const inactivityOptionSchema = z.object({
  Code: z.number().int(),
  Seconds: z.number().int(),
  Hours: z.number().int(),
});

export const configurationSchema = z.object({
  productName: z.string(),
  version: z.string(),
  copyrightYear: z.number().int(),
  forwarder: z.object({
    code: z.string(),
    shortName: z.string(),
    name: z.string(),
    supportEmail: z.string(),
  }),
  activeLocales: z.array(localeEntrySchema),
  defaultLocale: localeEntrySchema,
  defaultTimeZone: z.string(),
  currency: z.string(),
  dateFormat: z.string(),
  inactivity: z.object({
    options: z.array(inactivityOptionSchema),
    defaultCode: z.number().int(),
    defaultSeconds: z.number().int(),
    warningSeconds: z.number().int(),
  }),
  toast: z.object({
    errorMs: z.number().int(),
    successMs: z.number().int(),
    infoMs: z.number().int(),
    gridMs: z.number().int(),
    position: z.literal('bottom-right'),
  }),
  errorBannerMs: z.number().int(),
  features: z.object({
    partialPayment: z.boolean(),
  }),
  /**
   * The payment provider this site runs (decision 026). `simulated`: a staging site in production mode runs the
   * sandbox, so every page says payments are simulated.
   */
  payments: z.object({
    provider: z.enum(['sandbox', 'stripe']),
    simulated: z.boolean(),
    /**
     * With Stripe (decision 057): what the payment form needs to create payment methods in the browser with
     * Stripe.js. Absent when no publishable key is configured (allowed outside production only).
     */
    stripe: z.object({ publishableKey: z.string(), scriptUrl: z.string() }).optional(),
  }),
});

export type Configuration = z.infer<typeof configurationSchema>;
