import { cleanText } from '@connect/domain/text/clean-text';
import { z } from 'zod';
import { formatMessage, messages } from '../errors/messages';

/** Text box maximum length by default (spec 2 §5, §9). */
export const textMaxLengthDefault = 5000;

/**
 * A free-text field as the server stores it: cleaned with the form kit's own function (trimmed, non-ASCII
 * removed, spec 2 §5), at most `max` characters after cleaning (default 5000), required unless `optional`
 * ('This field is required' when nothing is left). Input far over the limit is refused before cleaning.
 */
export function cleanTextSchema(options: { max?: number; optional?: boolean } = {}) {
  const max = options.max ?? textMaxLengthDefault;
  const tooLong = { message: formatMessage(messages.maxValue, { max }) };
  const cleaned = z
    .string()
    .max(max * 4, tooLong)
    .transform(cleanText);
  return options.optional
    ? cleaned.pipe(z.string().max(max, tooLong))
    : cleaned.pipe(z.string().min(1, { message: messages.required }).max(max, tooLong));
}
