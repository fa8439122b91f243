import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { exportFileExtensions, type ExportEmail } from '@connect/contracts/grid/export-email.schemas';
import { messages } from '@connect/contracts/errors/messages';
import { AppError } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { csvExport, pdfExport, xlsxExport, type ExportColumn } from '../../lib/stream-export';
import { sendMail } from '../mail/mail.service';
import { mailWords } from '../mail/mail-words';
import { decodeExportFile, exportContentTypes, type ExportFileType } from './export-files';

type TitledRow = Record<string, unknown>;

/**
 * The attachment, written here from the grid's columns and rows with the writers of the downloads, so every cell
 * is escaped against formula injection and the file holds a table and nothing else (issue #15 item 6). The
 * browser's own file (`file`, spec 2 §7) is still checked, but never forwarded: a customer cannot mail an
 * arbitrary upload through the portal's address.
 */
async function writeAttachment(input: ExportEmail, title: string): Promise<Buffer> {
  const columns: ExportColumn<TitledRow>[] = input.columns.map((column) => ({ field: column, title: column }));
  async function* rows(): AsyncGenerator<TitledRow> {
    yield* input.data;
  }
  const writers: Record<ExportFileType, () => Readable> = {
    CSV: () => csvExport(columns, rows()),
    Excel: () => xlsxExport(columns, rows()),
    PDF: () => pdfExport(columns, rows(), { title }),
  };
  return buffer(writers[input.fileType]());
}

/** One line of plain text: no line breaks a mail client could read as structure. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/** E-mails a grid export as an attachment to the listed recipients (spec 2 §5). */
export async function emailExport(
  ctx: SignedInContext,
  input: ExportEmail,
): Promise<{ isSuccess: true; message: string }> {
  if (!decodeExportFile(input.file, input.fileType)) {
    throw new AppError('VALIDATION_FAILED', {
      message: messages.invalidBase64,
      details: { fields: [{ path: 'body.file', message: messages.invalidBase64 }] },
    });
  }
  const extension = exportFileExtensions[input.fileType];
  const filename = input.fileName
    ? input.fileName.toLowerCase().endsWith(`.${extension}`)
      ? input.fileName
      : `${input.fileName}.${extension}`
    : `report.${extension}`;
  const content = await writeAttachment(input, filename.slice(0, -(extension.length + 1)));
  const sender = oneLine(ctx.auth.actor.displayName);
  // The user's note is sent as plain text (the mail has no HTML part), after the portal's own line naming the sender.
  const note = input.message.replace(/\r\n?/g, '\n').trim();
  // The portal's own lines are in the sender's My Profile language (decision 098): the recipients are outside
  // addresses whose language the portal does not know, and the sender's note is in the sender's language too.
  const w = await mailWords(ctx, ctx.auth.user.locale);
  const text = [
    w.say('export.sent', { sender }),
    ...(note ? ['', note] : []),
    '',
    w.say('export.attached', {
      file: filename,
      rows: input.data.length,
      columns: input.columns.map(oneLine).join(', '),
    }),
    w.say('export.sentBy', { sender, email: ctx.auth.actor.email }),
  ].join('\n');
  for (const to of input.emailAddresses) {
    await sendMail(ctx, {
      to,
      subject: w.say('export.subject', { file: filename }),
      text,
      replyTo: ctx.auth.actor.email,
      attachments: [{ filename, content, contentType: exportContentTypes[input.fileType] }],
    });
  }
  return { isSuccess: true, message: messages.emailSent };
}
