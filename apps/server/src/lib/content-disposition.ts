/** A file name safe inside a quoted Content-Disposition, with the UTF-8 form beside it (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The answer of a file route: its type, a safe Content-Disposition, never cached, never sniffed. */
export function sendFile<
  R extends { type(t: string): R; header(name: string, value: string): R; send(body: unknown): R },
>(
  reply: R,
  file: { contentType: string; fileName: string; body: unknown },
  kind: 'inline' | 'attachment' = 'attachment',
): R {
  return reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(kind, file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
