import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Types worth compressing on the fly (decision 041): JSON, text (CSV exports included) but never an event
 * stream, XML, JavaScript and SVG. PDFs, ZIP/XLSX archives, images and `application/octet-stream` downloads
 * are already compressed or opaque and go out as they are.
 */
export const compressibleTypes =
  /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|[+/]javascript(?:;|$)|^image\/svg\+xml/u;

/**
 * Compresses answers above 1 KB (brotli or gzip, by the request's Accept-Encoding; `Vary: accept-encoding`).
 * The web build's assets are precompressed at build time and served by `webPlugin`, which this leaves alone
 * (an answer that already has a Content-Encoding is not touched). Request bodies are not decompressed.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: compressibleTypes,
    globalDecompression: false,
  });
});
