import { exportFileExtensions, type ExportEmail } from '@connect/contracts/grid/export-email.schemas';
import { messages } from '@connect/contracts/errors/messages';
import { AppError } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { sendMail } from '../mail/mail.service';
import { decodeExportFile, exportContentTypes } from './export-files';

/** E-mails a grid export as an attachment to the listed recipients (spec 2 §5). */
export async function emailExport(
  ctx: SignedInContext,
  input: ExportEmail,
): Promise<{ isSuccess: true; message: string }> {
  const content = decodeExportFile(input.file, input.fileType);
  if (!content) {
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
  const sender = ctx.auth.actor.displayName;
  const text = [
    input.message.trim() || `${sender} sent you an export from Connect.`,
    '',
    `Attached: ${filename} (${input.data.length} rows; columns: ${input.columns.join(', ')}).`,
    `Sent by ${sender} <${ctx.auth.actor.email}> through Connect.`,
  ].join('\n');
  for (const to of input.emailAddresses) {
    await sendMail(ctx, {
      to,
      subject: `Connect export: ${filename}`,
      text,
      replyTo: ctx.auth.actor.email,
      attachments: [{ filename, content, contentType: exportContentTypes[input.fileType] }],
    });
  }
  return { isSuccess: true, message: messages.emailSent };
}
