import type { Database } from '../../src/db/client';
import { invoiceLines, invoices, ledgerEntries } from '../../src/db/schema/billing';

export type BuiltInvoice = { id: string; invoiceNumber: string; totalCents: number };

let invoiceCount = 0;

/**
 * An invoice of a company: its lines (the total is their sum unless given), open for the whole total, and
 * unless `charged: false` the ledger's charge for it. Dated today unless told.
 */
export async function buildInvoice(
  db: Database,
  options: {
    companyId: string;
    invoiceNumber?: string;
    direction?: 'Outbound' | 'Inbound';
    houseBill?: string;
    invoiceDate?: string;
    dueDate?: string;
    lines?: { chargeCode: string; description: string; amountCents: number }[];
    totalCents?: number;
    charged?: boolean;
  },
): Promise<BuiltInvoice> {
  const today = new Date().toISOString().slice(0, 10);
  const lines = options.lines ?? [{ chargeCode: 'AFRT', description: 'Air freight', amountCents: 10_000 }];
  const totalCents = options.totalCents ?? lines.reduce((sum, line) => sum + line.amountCents, 0);
  invoiceCount += 1;
  const invoiceNumber = options.invoiceNumber ?? `TEST-INV-${Date.now()}-${invoiceCount}`;
  const [row] = await db
    .insert(invoices)
    .values({
      companyId: options.companyId,
      invoiceNumber,
      direction: options.direction ?? 'Outbound',
      houseBill: options.houseBill ?? '',
      invoiceDate: options.invoiceDate ?? today,
      dueDate: options.dueDate ?? options.invoiceDate ?? today,
      totalCents,
      balanceCents: totalCents,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error(`invoice ${invoiceNumber} was not created`);
  if (lines.length > 0) {
    await db.insert(invoiceLines).values(lines.map((line, i) => ({ invoiceId: row.id, lineNo: i + 1, ...line })));
  }
  if (options.charged !== false) {
    await db
      .insert(ledgerEntries)
      .values({ companyId: options.companyId, invoiceId: row.id, kind: 'charge', amountCents: totalCents });
  }
  return { id: row.id, invoiceNumber, totalCents };
}
