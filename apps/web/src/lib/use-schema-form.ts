import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';

/**
 * A Mantine form validated by a zod schema (the contract's, or a form-only extension of it). Messages show
 * once a field has been changed and left, and for every field on submit (spec 1 §5). Merely passing
 * through a field says nothing, so the form does not jump under the pointer on its way to a button.
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: z.ZodType,
  initialValues: Values,
): UseFormReturnType<Values> {
  return useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    enhanceGetInputProps: ({ field, form }) => ({
      onBlur: () => {
        if (form.isDirty(field) || form.errors[field]) form.validateField(field);
      },
    }),
  });
}
