import i18next from 'i18next';
import { z } from 'zod';

/**
 * A form-only extension of a contract schema with a `password`: a confirmation field that must match.
 * The message is read when validating, so it follows the interface language.
 */
export function withPasswordConfirmation<S extends z.ZodObject<{ password: z.ZodType<string> }>>(schema: S) {
  return schema
    .extend({ confirmPassword: z.string() })
    .refine((values) => values.confirmPassword === (values as { password: string }).password, {
      path: ['confirmPassword'],
      error: () => i18next.t('password.mismatch'),
    });
}
