import { cleanText } from '@connect/domain/text/clean-text';
import { z } from 'zod';
import { messages } from '../errors/messages';

/**
 * A free-text field as the server stores it: cleaned like the form kit does (trimmed, non-ASCII removed, spec 2
 * §5), at most `max` characters (text box default 5000), required unless `optional`.
 */
export function cleanTextSchema(options: { max?: number; optional?: boolean } = {}) {
  const max = options.max ?? 5000;
  const cleaned = z
    .string()
    .max(max * 4)
    .transform(cleanText);
  return options.optional
    ? cleaned.pipe(z.string().max(max, { message: `At most ${max} characters` }))
    : cleaned.pipe(
        z
          .string()
          .min(1, { message: messages.required })
          .max(max, { message: `At most ${max} characters` }),
      );
}
