import { formatMessage, messages } from '@connect/contracts/errors/messages';
import { textMaxLengthDefault } from '@connect/contracts/form/clean-text.schemas';
import { cleanText } from '@connect/domain/text/clean-text';
import { formatUsDate, isoDay } from '@connect/domain/text/dates';
import { z } from 'zod';

/**
 * The form validator of spec 2 §5 as zod pieces, so a form built with `useSchemaForm` shows exactly the
 * spec's messages once a field is touched: '* required' by default ('This field is required' as the other
 * variant), 'Value must be greater than or equal to {min}', 'Value must be less than or equal to {max}',
 * 'Exactly {n} characters are required', 'Invalid Email'. A combo value of -1 and an empty autocomplete count
 * as empty (an error only when the field is required). Text boxes take at most 5000 characters; dates in
 * messages read MM-DD-YYYY.
 */
export type RequiredVariant = 'default' | 'plain';
type RequiredOptions = { required?: boolean; variant?: RequiredVariant };

export const textMaxLength = textMaxLengthDefault;
/** The value of the '--select--' item of a select: counts as empty. */
export const emptyComboValue = '-1';

/** '* required' (default) or 'This field is required' ('plain'). */
export const requiredMessage = (variant: RequiredVariant = 'default') =>
  variant === 'plain' ? messages.required : messages.requiredDefault;

/** The message when a form's validity is unknown or it was submitted with errors (spec 2 §5). */
export const formNotValidMessage = messages.formNotValid;

/** Empty for the validator: nothing, blank or nothing-left-after-cleaning text, the combo value -1, []. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value === emptyComboValue || cleanText(value) === '';
  if (typeof value === 'number') return Number.isNaN(value) || value === -1;
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A text box (also a text area): required by default, at most `max` characters (default 5000). */
export function textRule(options: RequiredOptions & { max?: number } = {}) {
  const { required = true, variant, max = textMaxLength } = options;
  return z.string().superRefine((value, ctx) => {
    if (cleanText(value) === '') {
      if (required) ctx.addIssue({ code: 'custom', message: requiredMessage(variant) });
      return;
    }
    if (value.length > max) ctx.addIssue({ code: 'custom', message: formatMessage(messages.maxValue, { max }) });
  });
}

/** An autocomplete: an empty one counts as empty, an error only when it is required. */
export function autocompleteRule(options: RequiredOptions = {}) {
  return textRule({ required: false, ...options });
}

/** A numeric box (value a number, or '' while empty): minimum 0 by default, optional maximum. */
export function numberRule(options: RequiredOptions & { min?: number; max?: number } = {}) {
  const { required = true, variant, min = 0, max } = options;
  return z.union([z.number(), z.literal('')]).superRefine((value, ctx) => {
    if (value === '' || Number.isNaN(value)) {
      if (required) ctx.addIssue({ code: 'custom', message: requiredMessage(variant) });
      return;
    }
    if (value < min) ctx.addIssue({ code: 'custom', message: formatMessage(messages.minValue, { min }) });
    if (max !== undefined && value > max)
      ctx.addIssue({ code: 'custom', message: formatMessage(messages.maxValue, { max }) });
  });
}

/** The characters a user fills in a masked value (the mask's literals do not count). */
export const maskedCharacterCount = (value: string) => value.replace(/[^A-Za-z0-9]/g, '').length;

/** A masked value with exactly n characters: 'Exactly {n} characters are required' (checked on blur). */
export function maskedRule(length: number, options: RequiredOptions = {}) {
  const { required = true, variant } = options;
  return z.string().superRefine((value, ctx) => {
    const filled = maskedCharacterCount(value);
    if (filled === 0) {
      if (required) ctx.addIssue({ code: 'custom', message: requiredMessage(variant) });
      return;
    }
    if (filled !== length)
      ctx.addIssue({ code: 'custom', message: formatMessage(messages.exactLength, { n: length }) });
  });
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address: 'Invalid Email' when it does not look like one. */
export function emailRule(options: RequiredOptions = {}) {
  const { required = true, variant } = options;
  return z.string().superRefine((value, ctx) => {
    const text = value.trim();
    if (!text) {
      if (required) ctx.addIssue({ code: 'custom', message: requiredMessage(variant) });
      return;
    }
    if (!emailPattern.test(text)) ctx.addIssue({ code: 'custom', message: messages.invalidEmail });
  });
}

/** A select: '-1' ('--select--'), '' and null are empty; an empty optional combo is no error. */
export function comboRule(options: RequiredOptions = {}) {
  const { required = true, variant } = options;
  return z
    .union([z.string(), z.number(), z.null()])
    .refine((v) => !required || !isEmptyValue(v), { message: requiredMessage(variant) });
}

/**
 * A date (YYYY-MM-DD, as the date field gives it; '' while empty or incomplete). Bounds are inclusive and
 * shown MM-DD-YYYY: 'Value must be greater than or equal to 07-01-2025'.
 */
export function dateRule(options: RequiredOptions & { min?: string; max?: string } = {}) {
  const { required = true, variant, min, max } = options;
  return z.string().superRefine((value, ctx) => {
    const day = isoDay(value);
    if (day === '') {
      // An invalid date reads as no date (spec 2 §5: it formats to an empty string).
      if (required) ctx.addIssue({ code: 'custom', message: requiredMessage(variant) });
      return;
    }
    if (min !== undefined && day < isoDay(min))
      ctx.addIssue({ code: 'custom', message: formatMessage(messages.minValue, { min: formatUsDate(min) }) });
    if (max !== undefined && day > isoDay(max))
      ctx.addIssue({ code: 'custom', message: formatMessage(messages.maxValue, { max: formatUsDate(max) }) });
  });
}
