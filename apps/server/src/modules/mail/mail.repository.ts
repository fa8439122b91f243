import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/sessions';

export async function insertOutboxMail(
  db: Database,
  values: {
    toAddress: string;
    subject: string;
    textBody: string;
    htmlBody: string;
    transport: 'outbox' | 'smtp';
    status: 'stored' | 'sent' | 'failed';
    error: string | null;
  },
): Promise<{ id: string }> {
  const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail not stored');
  return row;
}

export async function findOutboxPage(db: Database, page: { offset: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).offset(page.offset).limit(page.limit),
    db.select({ value: count() }).from(mailOutbox),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}
