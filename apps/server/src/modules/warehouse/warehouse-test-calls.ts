import { errorEnvelopeSchema } from '@connect/contracts/errors/error-envelope.schemas';
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from '../../../test/auth-helpers';

/** The warehouse route tests' call: a signed-in user's request with an optional JSON body. */
export const callerOf =
  (app: () => FastifyInstance) =>
  (method: 'GET' | 'POST' | 'PUT', url: string, who: SignedIn, payload?: Record<string, unknown> | unknown[]) =>
    app().inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });

/** The error of an answer, read through the contracts' envelope (a body that is not one fails the test). */
export const errorOf = (body: unknown) => errorEnvelopeSchema.parse(body).error;
