import type { GridQuery } from '@connect/contracts/grid/grid-query.schemas';
import type { OutboxMail } from '@connect/contracts/admin/admin.schemas';
import type { MailMessage, ServiceContext } from '../../context';
import { findOutboxPage, insertOutboxMail } from './mail.repository';

/**
 * Sends (SMTP) or stores (outbox) a mail and records it in the outbox table either way, so admins can see
 * what the portal sent. In development without SMTP the subject and recipient are logged.
 */
export async function sendMail(
  ctx: Pick<ServiceContext, 'db' | 'mailer' | 'config'>,
  message: MailMessage,
): Promise<void> {
  const delivery = await ctx.mailer.deliver(message);
  await insertOutboxMail(ctx.db, {
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? '',
    transport: delivery.transport,
    status: delivery.status,
    error: delivery.error ?? null,
  });
  if (delivery.transport === 'outbox' && ctx.config.nodeEnv === 'development') {
    console.info(`[mail outbox] "${message.subject}" stored for ${message.to}; read it on /u/admin (Mail outbox)`);
  }
}

export async function listOutbox(
  ctx: Pick<ServiceContext, 'db'>,
  page: GridQuery,
): Promise<{ items: OutboxMail[]; total: number; pageNumber: number; pageSize: number }> {
  const { rows, total } = await findOutboxPage(ctx.db, {
    offset: (page.pageNumber - 1) * page.pageSize,
    limit: page.pageSize,
    filters: page.filter,
    sort: page.sort,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      createdAt: row.createdAt.toISOString(),
      transport: row.transport,
      status: row.status,
    })),
    total,
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
  };
}
