import type { SubmitTicket } from '@connect/contracts/support/support.schemas';
import type { ServiceContext } from '../../context';
import { getConfiguration } from '../configuration/configuration.service';
import type { PrintWords } from '../billing/billing-print-words';
import { sendMail } from '../mail/mail.service';
import { mailWords } from '../mail/mail-words';
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
  // The desk's mail is in the portal's default language; the user's copy in their My Profile language (decision 098).
  const ticketText = (w: PrintWords) =>
    [
      w.say(input.IsUrgent ? 'support.ticketUrgent' : 'support.ticket', { ticket: ticketId }),
      w.say(problemType === 1 ? 'support.typeHelp' : 'support.typeFeature'),
      w.say('support.from', { name: input.UserName, email }),
      ctx.auth?.impersonation
        ? w.say('support.actingAs', { actor: ctx.auth.actor.displayName, user: ctx.auth.user.displayName })
        : '',
      w.say('support.page', { url: input.UserUrl }),
      '',
      w.say('support.expected'),
      input.ExpectedDescription,
      '',
      w.say('support.happened'),
      input.ActualDescription,
    ]
      .filter((line, index, all) => line !== '' || all[index - 1] !== '')
      .join('\n');
  const desk = await mailWords(ctx, undefined);
  await sendMail(ctx, {
    to: configuration.forwarder.supportEmail,
    subject: desk.say(input.IsUrgent ? 'support.deskSubjectUrgent' : 'support.deskSubject', { ticket: ticketId }),
    text: ticketText(desk),
    replyTo: email,
  });
  if (copyMe) {
    const own = await mailWords(ctx, ctx.auth?.user.locale);
    await sendMail(ctx, {
      to: email,
      subject: own.say('support.copySubject', { ticket: ticketId }),
      text: `${own.say('support.received')}\n\n${ticketText(own)}`,
    });
  }
  return { isSuccess: true, ticketId };
}
