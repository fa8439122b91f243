import { formatMessage, messages } from '@connect/contracts/errors/messages';
import { z } from 'zod';

/**
 * The form validator of spec 2 §5 as zod pieces, so a form built with `useSchemaForm` shows exactly the
 * spec's messages once a field is touched: '* required' by default ('This field is required' as the other
 * variant), 'Value must be greater than or equal to {min}', 'Value must be less than or equal to {max}',
 * 'Exactly {n} characters are required', 'Invalid Email'. A combo value of -1 and an empty autocomplete count
 * as empty. Text boxes take at most 5000 characters.
 */
export type RequiredVariant = 'default' | 'plain';
export const textMaxLength = 5000;
/** The value of the '--select--' item of a select: counts as empty. */
export const emptyComboValue = '-1';

export const requiredMessage = (variant: RequiredVariant = 'default') =>
  variant === 'plain' ? messages.required : messages.requiredDefault;

/** A combo (select) value: '-1' and '' are empty. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '' || value === emptyComboValue;
  if (typeof value === 'number') return Number.isNaN(value) || value === -1;
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function textRule(options: { required?: boolean; variant?: RequiredVariant; max?: number } = {}) {
  const { required = true, variant, max = textMaxLength } = options;
  const base = z.string().max(max, { message: formatMessage(messages.maxValue, { max }) });
  return required ? base.refine((v) => !isEmptyValue(v), { message: requiredMessage(variant) }) : base;
}

export function numberRule(
  options: { required?: boolean; variant?: RequiredVariant; min?: number; max?: number } = {},
) {
  const { required = true, variant, min = 0, max } = options;
  return z.union([z.number(), z.literal('')]).superRefine((value, ctx) => {
    if (value === '') {
      if (required) ctx.addIssue({ code: 'custom', message: requiredMessage(variant) });
      return;
    }
    if (value < min) ctx.addIssue({ code: 'custom', message: formatMessage(messages.minValue, { min }) });
    if (max !== undefined && value > max)
      ctx.addIssue({ code: 'custom', message: formatMessage(messages.maxValue, { max }) });
  });
}

/** A masked value with exactly n characters (mask characters excluded). */
export function maskedRule(length: number, options: { required?: boolean; variant?: RequiredVariant } = {}) {
  const { required = true, variant } = options;
  return z.string().superRefine((value, ctx) => {
    const filled = value.replace(/[^A-Za-z0-9]/g, '').length;
    if (filled === 0) {
      if (required) ctx.addIssue({ code: 'custom', message: requiredMessage(variant) });
      return;
    }
    if (filled !== length)
      ctx.addIssue({ code: 'custom', message: formatMessage(messages.exactLength, { n: length }) });
  });
}

export function emailRule(options: { required?: boolean; variant?: RequiredVariant } = {}) {
  const { required = true, variant } = options;
  return z.string().superRefine((value, ctx) => {
    const text = value.trim();
    if (!text) {
      if (required) ctx.addIssue({ code: 'custom', message: requiredMessage(variant) });
      return;
    }
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) ctx.addIssue({ code: 'custom', message: messages.invalidEmail });
  });
}

/** A select: '-1' ('--select--') and '' are empty; an empty optional combo is no error. */
export function comboRule(options: { required?: boolean; variant?: RequiredVariant } = {}) {
  const { required = true, variant } = options;
  return z.string().refine((v) => !required || !isEmptyValue(v), { message: requiredMessage(variant) });
}

/** The message when a form's validity is unknown (spec 2 §5). */
export const formNotValidMessage = messages.formNotValid;
