import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { companies } from '../../db/schema/identity';
import { quotations } from '../../db/schema/quotations';

/**
 * The quotation a shipment was booked from (decision 081): the company's booking whose house bill is the shipment's
 * and that keeps a quotation number (decision 072), and that company's quotation of that number. Only
 * `quote-comparison.service.ts` calls this, after the shipment was found in the caller's scope.
 */
export async function findQuotationIdOfShipment(
  db: Database,
  companyCode: string,
  houseBill: string,
): Promise<{ quotationId: string; companyId: string } | undefined> {
  if (houseBill === '') return undefined;
  const [row] = await db
    .select({ quotationId: quotations.id, companyId: companies.id })
    .from(bookings)
    .innerJoin(companies, eq(companies.id, bookings.companyId))
    .innerJoin(
      quotations,
      and(eq(quotations.companyId, bookings.companyId), eq(quotations.number, bookings.quotationNumber)),
    )
    .where(and(eq(companies.code, companyCode), eq(bookings.houseBill, houseBill), ne(bookings.quotationNumber, '')))
    .orderBy(desc(bookings.updatedAt))
    .limit(1);
  return row;
}
