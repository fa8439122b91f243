import {
  exportEmailResponseSchema,
  type exportFileTypes,
  type ExportEmail,
} from '@connect/contracts/grid/export-email.schemas';
import { apiRequest } from '@/lib/api-client';

export type ExportEmailFileType = (typeof exportFileTypes)[number];

/** POST /api/exportemail/send (spec 2 §7): recipients, message, columns, data keyed by titles, type, base64 file. */
export function sendExportEmail(body: Omit<ExportEmail, 'message'> & { message: string }) {
  return apiRequest('/api/exportemail/send', { method: 'POST', body, schema: exportEmailResponseSchema });
}

/** A file as base64 without the data: prefix (FileReader: no string building over large files). */
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.readAsDataURL(blob);
  });
}
