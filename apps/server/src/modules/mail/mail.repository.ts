import type { GridFilter, GridSort } from '@connect/contracts/grid/grid-query.schemas';
import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gridOrderBy, gridWhere, type GridColumns } from '../../db/grid-query';
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

/** The outbox grid's columns as SQL. */
const outboxGridColumns: GridColumns = {
  to: { column: mailOutbox.toAddress, kind: 'text' },
  subject: { column: mailOutbox.subject, kind: 'text' },
  transport: { column: mailOutbox.transport, kind: 'text' },
  status: { column: mailOutbox.status, kind: 'text' },
  createdAt: { column: mailOutbox.createdAt, kind: 'date' },
};

export async function findOutboxPage(
  db: Database,
  page: { offset: number; limit: number; filters: readonly GridFilter[]; sort: readonly GridSort[] },
) {
  const where = gridWhere(outboxGridColumns, page.filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(...gridOrderBy(outboxGridColumns, page.sort, [desc(mailOutbox.createdAt), desc(mailOutbox.id)]))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}
