import {
  bulkInviteColumns,
  bulkInviteMaxBytes,
  bulkInviteMaxRows,
} from '@connect/contracts/admin/admin-bulk-invite.schemas';
import Papa from 'papaparse';
import { AppError } from '../../errors/app-error';
import { checkUpload } from '../../lib/file-check';

/**
 * Reading a bulk invitation file (decision 084): the body must be CSV text by its bytes (lib/file-check: real
 * UTF-8 text, no binary renamed), within a size and a row limit, with a header row naming email, company and
 * permissions. Any problem of the whole file is a 400/413/415 with a message; nothing here can throw otherwise.
 */

export type BulkInviteLine = { row: number; email: string; company: string; permissions: string[] };

const normal = (header: string) => header.toLowerCase().replace(/[\s_]/g, '');

/** The body as bytes: a Buffer from the route's parser; anything else is not a CSV upload. */
export function csvBytes(body: unknown, contentType: string | undefined): Uint8Array {
  if (!Buffer.isBuffer(body) || !/^(text|application)\/csv\b/i.test(contentType ?? ''))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'server.adminUsers.sendCsv' });
  return body;
}

export function readBulkInviteCsv(bytes: Uint8Array): BulkInviteLine[] {
  if (bytes.length > bulkInviteMaxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', {
      messageKey: 'server.adminUsers.fileTooLarge',
      params: { max: bulkInviteMaxBytes / 1024 },
    });
  checkUpload({ fileName: 'invitations.csv', bytes, allowed: ['csv'] });
  const text = Buffer.from(bytes)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const table: string[][] = [];
  let tooMany = false;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (result, parser) => {
      table.push(result.data.map((cell) => String(cell)));
      if (table.length > bulkInviteMaxRows + 1) {
        tooMany = true;
        parser.abort();
      }
    },
  });
  if (tooMany)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'server.adminUsers.tooManyRows',
      params: { max: bulkInviteMaxRows },
    });
  const [header = [], ...body] = table;
  const names = header.map(normal);
  const column = (field: keyof typeof bulkInviteColumns): number => {
    const accepted: readonly string[] = bulkInviteColumns[field];
    const index = names.findIndex((n) => accepted.includes(n));
    if (index < 0)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'server.adminUsers.missingColumn',
        params: { column: field },
      });
    return index;
  };
  const at = { email: column('email'), company: column('company'), permissions: column('permissions') };
  const lines = body.flatMap((cells, i): BulkInviteLine[] => {
    if (cells.every((c) => c.trim() === '')) return []; // blank lines are not rows (their numbers stay counted)
    return [
      {
        row: i + 2,
        email: (cells[at.email] ?? '').trim(),
        company: (cells[at.company] ?? '').trim(),
        permissions: (cells[at.permissions] ?? '')
          .split(/[;,|\s]+/)
          .map((p) => p.trim())
          .filter((p) => p !== ''),
      },
    ];
  });
  if (lines.length === 0) throw new AppError('VALIDATION_FAILED', { messageKey: 'server.adminUsers.noRows' });
  return lines;
}
