import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of this plugin (only) take multipart/form-data: the body arrives as bytes, capped by each route's
 * `bodyLimit`, and is read with `readMultipartForm`.
 */
export function acceptMultipart(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}

/**
 * Multipart file imports of at most `maxFileBytes`: accepts multipart/form-data and answers the routes' `bodyLimit`.
 * Up to twice the file's limit is read, so a file somewhat too large hears the import's own message, not a bare 413.
 */
export function acceptMultipartImports(app: FastifyInstance, maxFileBytes: number): number {
  acceptMultipart(app);
  return maxFileBytes * 2;
}

/** The parts of a multipart/form-data body read as bytes; undefined when the body is not one or is malformed. */
export async function readMultipartForm(body: unknown, contentType: string | undefined): Promise<FormData | undefined> {
  if (!Buffer.isBuffer(body) || !contentType?.toLowerCase().startsWith('multipart/form-data')) return undefined;
  try {
    return await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return undefined;
  }
}
