import { z } from 'zod';
import { messages } from '../errors/messages';

export const exportFileTypes = ['CSV', 'PDF', 'Excel'] as const;
export const exportFileExtensions = { CSV: 'csv', PDF: 'pdf', Excel: 'xlsx' } as const;
export const exportMaxRecipients = 20;
/** Decoded attachment limit. */
export const exportMaxFileBytes = 10 * 1024 * 1024;

const simpleEmail = z
  .string()
  .trim()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: messages.pleaseEnterValidEmail });

/** `POST exportemail/send` (spec 2 §5, §7): columns, data keyed by column titles, fileType and a base64 file. */
export const exportEmailSchema = z
  .strictObject({
    emailAddresses: z
      .array(simpleEmail)
      .min(1, { message: messages.emailAddressRequired })
      .max(exportMaxRecipients, { message: `At most ${exportMaxRecipients} recipients` }),
    message: z.string().max(5000).default(''),
    columns: z.array(z.string().min(1).max(200)).min(1).max(200),
    data: z.array(z.record(z.string(), z.unknown())).max(100_000),
    fileType: z.enum(exportFileTypes, { message: messages.emailAddressRequired }),
    file: z.string().min(1, { message: messages.invalidBase64 }),
    fileName: z
      .string()
      .regex(/^[\w .()-]{1,100}$/, { message: 'File names use letters, digits, spaces and . ( ) -' })
      .optional(),
  })
  .superRefine((body, ctx) => {
    const duplicates = body.emailAddresses.filter(
      (e, i, all) => all.findIndex((x) => x.toLowerCase() === e.toLowerCase()) !== i,
    );
    if (duplicates.length > 0)
      ctx.addIssue({ code: 'custom', path: ['emailAddresses'], message: messages.emailAlreadyInList });
    const known = new Set(body.columns);
    if (body.data.some((row) => Object.keys(row).some((key) => !known.has(key)))) {
      ctx.addIssue({ code: 'custom', path: ['data'], message: 'Every data key must be one of the columns' });
    }
  });

export const exportEmailResponseSchema = z.object({ isSuccess: z.boolean(), message: z.string() });

export type ExportEmail = z.infer<typeof exportEmailSchema>;
