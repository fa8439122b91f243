import { errorEnvelopeSchema } from '@connect/contracts/errors/error-envelope.schemas';

/**
 * The error of a refused call, read through the contracts' envelope (so a malformed error fails the test): from the
 * raw body text, or from an injected response.
 */
export function errorOf(from: string | { json: () => unknown }) {
  return errorEnvelopeSchema.parse(typeof from === 'string' ? JSON.parse(from) : from.json()).error;
}
