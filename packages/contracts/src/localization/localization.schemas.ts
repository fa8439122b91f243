import { z } from 'zod';

export const localizationQuerySchema = z.strictObject({
  locale: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, { message: 'Locale must look like en-US' })
    .optional(),
});

type StringTree = { [key: string]: string | StringTree };
export const stringTreeSchema: z.ZodType<StringTree> = z
  .lazy(() => z.record(z.string(), z.union([z.string(), stringTreeSchema])))
  .meta({ id: 'StringTree', description: 'UI strings: a tree of string values keyed by name' });

export const localizationSchema = z.object({
  locale: z.string(),
  requestedLocale: z.string().nullable(),
  fallbackLocale: z.string(),
  strings: stringTreeSchema,
});

export type LocalizationQuery = z.infer<typeof localizationQuerySchema>;
export type Localization = z.infer<typeof localizationSchema>;
export type { StringTree };
