import type { SubmitTicket } from '@connect/contracts/support/support.schemas';
import type { ServiceContext } from '../../context';
import { getConfiguration } from '../configuration/configuration.service';
import { sendMail } from '../mail/mail.service';
import { insertTicket } from './support.repository';

/**
 * Stores a support ticket and e-mails it to the forwarder's support desk. A signed-in user's own e-mail is used,
 * whatever the form sent (the dialog shows it locked), and CopyMe sends them a copy there. A signed-out caller's
 * address is unverified: their ticket goes to the support desk only, never a copy, so the form cannot relay mail
 * to an address of the caller's choosing (issue #15 item 3).
 */
export async function submitTicket(
  ctx: ServiceContext,
  input: SubmitTicket,
): Promise<{ isSuccess: true; ticketId: string }> {
  const email = ctx.auth?.actor.email ?? input.Email;
  const copyMe = input.CopyMe && ctx.auth !== undefined;
  const problemType = input.RequestFeature && !input.GetHelp ? 2 : 1;
  const ticket = await insertTicket(ctx.db, {
    userId: ctx.auth?.actor.userId ?? null,
    userUrl: input.UserUrl,
    problemType,
    expectedDescription: input.ExpectedDescription,
    actualDescription: input.ActualDescription,
    email,
    userName: input.UserName,
    personId: input.PersonId ?? null,
    isUrgent: input.IsUrgent ? 1 : 0,
    copyMe: copyMe ? 1 : 0,
  });
  const ticketId = `CS-${String(ticket.ticketNo).padStart(6, '0')}`;
  const configuration = await getConfiguration(ctx);
  const body = [
    `Ticket ${ticketId}${input.IsUrgent ? ' (URGENT)' : ''}`,
    `Type: ${problemType === 1 ? 'Help or bug' : 'Feature request'}`,
    `From: ${input.UserName} <${email}>`,
    ctx.auth?.impersonation
      ? `Submitted by ${ctx.auth.actor.displayName} while acting as ${ctx.auth.user.displayName}`
      : '',
    `Page: ${input.UserUrl}`,
    '',
    'What was expected:',
    input.ExpectedDescription,
    '',
    'What happened:',
    input.ActualDescription,
  ]
    .filter((line, index, all) => line !== '' || all[index - 1] !== '')
    .join('\n');
  await sendMail(ctx, {
    to: configuration.forwarder.supportEmail,
    subject: `${input.IsUrgent ? '[URGENT] ' : ''}Support ticket ${ticketId}`,
    text: body,
    replyTo: email,
  });
  if (copyMe) {
    await sendMail(ctx, {
      to: email,
      subject: `Your support ticket ${ticketId}`,
      text: `We received your ticket.\n\n${body}`,
    });
  }
  return { isSuccess: true, ticketId };
}
