import type { Database } from '../../db/client';
import { supportTickets } from '../../db/schema/sessions';

export async function insertTicket(
  db: Database,
  values: typeof supportTickets.$inferInsert,
): Promise<{ id: string; ticketNo: number }> {
  const [row] = await db
    .insert(supportTickets)
    .values(values)
    .returning({ id: supportTickets.id, ticketNo: supportTickets.ticketNo });
  if (!row) throw new Error('ticket not stored');
  return row;
}
