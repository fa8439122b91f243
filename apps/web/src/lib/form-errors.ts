import { errorEnvelopeSchema } from '@connect/contracts/errors/error-envelope.schemas';
import { messageText } from './message-text';

/**
 * The field messages of a 400 answer (`details.fields`, paths like `body.password`) as form errors keyed by
 * field name, so the server's reason shows under the field it is about.
 */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const parsed = errorEnvelopeSchema.safeParse(body);
  if (!parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const field of parsed.data.error.details?.fields ?? []) {
    const name = field.path.replace(/^(body|query|params|querystring)\./, '');
    if (name && !(name in errors)) errors[name] = messageText(field);
  }
  return errors;
}
