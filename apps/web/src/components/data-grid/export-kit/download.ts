import { apiFetchFile } from '@/lib/api-client';

/** A link the user can follow when the automatic download did not start (spec 2 §4 fallback). */
export type DirectLink = { href: string; fileName: string };

/**
 * Saves a file through a temporary link. Answers a direct link to offer instead when the browser refused the
 * automatic download (the object URL then stays alive for the user's click, for 10 minutes).
 */
export function saveBlob(blob: Blob, fileName: string): DirectLink | null {
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 30_000);
    return null;
  } catch {
    setTimeout(() => URL.revokeObjectURL(href), 600_000);
    return { href, fileName };
  }
}

/**
 * Reads a file the server streams (an export of a server-mode list), reporting progress: a fraction when the
 * server sent Content-Length, else the bytes so far. Same credentials, renewal and errors as every API call.
 */
export async function fetchServerFile(
  path: string,
  onProgress: (progress: { received: number; fraction: number | null }) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await apiFetchFile(path, { signal });
  const total = Number(response.headers.get('content-length') ?? '') || null;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress({ received, fraction: total ? Math.min(1, received / total) : null });
  }
  return new Blob(parts as BlobPart[], { type });
}
