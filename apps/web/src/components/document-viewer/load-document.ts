import { ApiError, apiFetchFile, readBody } from '@/lib/api-client';
import { extractErrorText } from '@/lib/error-text';
import { DocumentParseError } from './document-parse-error';
import { detectDocumentKind, looksLikePdf, sniffImageType } from './document-kind';
import type { DocxDocument } from './parse-docx';
import type { PptxDocument } from './parse-pptx';
import type { XlsxDocument } from './parse-xlsx';

/** A document to show: where to GET it, the name to show and save it under, and the type the server declared. */
export type ViewerDocument = { url: string; fileName: string; contentType?: string };

export type LoadedContent =
  | { kind: 'empty' }
  | { kind: 'image'; bytes: Uint8Array; type: string }
  | { kind: 'pdf'; bytes: Uint8Array }
  | { kind: 'docx'; bytes: Uint8Array; document: DocxDocument }
  | { kind: 'xlsx'; bytes: Uint8Array; document: XlsxDocument }
  | { kind: 'pptx'; bytes: Uint8Array; document: PptxDocument }
  | { kind: 'unreadable'; bytes: Uint8Array };

/**
 * GET of the document URL (spec 2 §7). The session headers go to this origin only, never to another host named
 * in a URL.
 */
export async function fetchDocumentBytes(url: string, signal?: AbortSignal): Promise<Uint8Array> {
  const target = new URL(url, window.location.href);
  if (!['http:', 'https:', 'blob:'].includes(target.protocol)) {
    throw new ApiError(extractErrorText({ status: 400 }).text, 400, undefined, undefined, false);
  }
  // Our own API: the session's credentials, token renewal and logout on 401 (apiFetchFile). Elsewhere
  // (a blob: URL, another host): a plain GET without the session headers.
  if (target.origin === window.location.origin) {
    const response = await apiFetchFile(target.pathname + target.search, { signal });
    return new Uint8Array(await response.arrayBuffer());
  }
  let response: Response;
  try {
    response = await fetch(target, { method: 'GET', credentials: 'omit', signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(extractErrorText({ status: 0 }).text, 0, undefined, undefined, false);
  }
  if (!response.ok) {
    const body = await readBody(response).catch(() => undefined);
    const { text, logout } = extractErrorText({ status: response.status, statusText: response.statusText, body });
    throw new ApiError(text, response.status, undefined, body, logout);
  }
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Fetches and reads a document into what the viewer shows. Nothing there (404, an empty body) is `empty`;
 * bytes that are not what the name says, or an office file that cannot be read, are `unreadable`. The parsers
 * are loaded on demand so the office libraries stay out of the main bundle.
 */
export async function loadDocumentContent(document: ViewerDocument, signal?: AbortSignal): Promise<LoadedContent> {
  let bytes: Uint8Array;
  try {
    bytes = await fetchDocumentBytes(document.url, signal);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) return { kind: 'empty' };
    throw error;
  }
  if (bytes.byteLength === 0) return { kind: 'empty' };
  const kind = detectDocumentKind(document.fileName, document.contentType);
  try {
    switch (kind) {
      case 'image': {
        const type = sniffImageType(bytes);
        return type ? { kind: 'image', bytes, type } : { kind: 'unreadable', bytes };
      }
      case 'pdf':
        return looksLikePdf(bytes) ? { kind: 'pdf', bytes } : { kind: 'unreadable', bytes };
      case 'docx': {
        const { parseDocx } = await import('./parse-docx');
        return { kind: 'docx', bytes, document: await parseDocx(bytes) };
      }
      case 'xlsx': {
        const { parseXlsx } = await import('./parse-xlsx');
        return { kind: 'xlsx', bytes, document: await parseXlsx(bytes) };
      }
      case 'pptx': {
        const { parsePptx } = await import('./parse-pptx');
        return { kind: 'pptx', bytes, document: await parsePptx(bytes) };
      }
      default:
        return { kind: 'unreadable', bytes };
    }
  } catch (error) {
    if (error instanceof DocumentParseError) return { kind: 'unreadable', bytes };
    throw error;
  }
}

/** Saves bytes under the file name (an `application/octet-stream` blob, so the browser never renders it). */
export function saveBytes(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/octet-stream' }));
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
