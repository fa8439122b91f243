import { exportMaxFileBytes } from '@connect/contracts/grid/export-email.schemas';

export type ExportFileType = 'CSV' | 'PDF' | 'Excel';

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Decodes a base64 export and checks its content, not its name: a PDF starts with %PDF-, an .xlsx is a ZIP
 * holding [Content_Types].xml, a CSV is UTF-8 text without control bytes. Undefined when it is none of those.
 */
export function decodeExportFile(base64: string, type: ExportFileType): Buffer | undefined {
  const compact = base64.replace(/^data:[\w/.+-]+;base64,/, '').replace(/\s+/g, '');
  if (!base64Pattern.test(compact)) return undefined;
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length === 0 || bytes.length > exportMaxFileBytes) return undefined;
  switch (type) {
    case 'PDF':
      return bytes.subarray(0, 5).toString('latin1') === '%PDF-' ? bytes : undefined;
    case 'Excel':
      return bytes.readUInt32LE(0) === 0x04034b50 && bytes.includes('[Content_Types].xml') ? bytes : undefined;
    case 'CSV': {
      const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
      if (text.includes('\uFFFD')) return undefined;
      // eslint-disable-next-line no-control-regex -- control bytes are exactly what this rejects
      return /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(text) ? undefined : bytes;
    }
  }
}

export const exportContentTypes: Record<ExportFileType, string> = {
  CSV: 'text/csv; charset=utf-8',
  PDF: 'application/pdf',
  Excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
