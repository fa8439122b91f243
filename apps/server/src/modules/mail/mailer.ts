import nodemailer from 'nodemailer';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
};
export type MailDelivery = { transport: 'outbox' | 'smtp'; status: 'stored' | 'sent' | 'failed'; error?: string };

/** Sends mail over SMTP when SMTP_URL is set; otherwise mail is only kept in the outbox table. */
export type Mailer = {
  kind: 'outbox' | 'smtp';
  deliver: (message: MailMessage) => Promise<MailDelivery>;
  close: () => void;
};

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
