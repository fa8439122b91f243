import { sql } from 'drizzle-orm';
import type { SignedIn } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/query-rows';
import type { TestApp } from '../../../test/test-app';

/** A demo shipment as the report tests read it (raw SQL: snake_case, numbers and days as text). */
export type ShipmentRow = {
  id: string;
  code: string;
  mode: string;
  document_no: string;
  gross_weight_kg: string;
  bill_date: string;
};

/**
 * The report route tests' calls on the file's app (`t()`, set in its beforeAll): the report service's
 * `POST /api/Report/pdf` (HTML) and `GET /api/reports/pdf`, and the latest demo shipment that matches a condition.
 */
export function reportCallsOf(t: () => TestApp) {
  const report = (who: SignedIn, name: string, Parameters: Record<string, string>) =>
    t().app.inject({
      method: 'POST',
      url: '/api/Report/pdf',
      headers: who.headers,
      payload: { user_id: who.session.user.email, name, Parameters },
    });
  const pdf = (who: SignedIn, query: string) =>
    t().app.inject({ method: 'GET', url: `/api/reports/pdf?${query}`, headers: who.headers });
  async function firstShipment(where: string): Promise<ShipmentRow> {
    const [row] = await queryRows<ShipmentRow>(
      t().database.db,
      sql`select s.id, c.code, s.mode_code as mode, s.document_no, s.gross_weight_kg::text as gross_weight_kg,
            s.bill_date::text as bill_date
            from shipments s join companies c on c.id = s.company_id
           where ${sql.raw(where)} order by s.bill_date desc, s.id limit 1`,
    );
    if (!row) throw new Error(`no shipment where ${where}`);
    return row;
  }
  return { report, pdf, firstShipment };
}
