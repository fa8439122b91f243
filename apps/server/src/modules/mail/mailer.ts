import nodemailer from 'nodemailer';
import type { Mailer } from '../../context';

export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer {
  if (!options.smtpUrl) {
    return { kind: 'outbox', deliver: async () => ({ transport: 'outbox', status: 'stored' }), close: () => undefined };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    deliver: async (message) => {
      try {
        await transport.sendMail({ from: options.from, ...message });
        return { transport: 'smtp', status: 'sent' };
      } catch (error) {
        // The reason is kept for admins; SMTP errors do not contain the message body.
        return { transport: 'smtp', status: 'failed', error: error instanceof Error ? error.message : String(error) };
      }
    },
    close: () => transport.close(),
  };
}
