import { accountSummarySchema, listInvoicesResponseSchema } from '@connect/contracts/billing/billing.schemas';
import { listBookingsResponseSchema } from '@connect/contracts/bookings/bookings.schemas';
import { userMessagesResponseSchema } from '@connect/contracts/portal-messages/portal-messages.schemas';
import { listQuotationsResponseSchema } from '@connect/contracts/quotations/quotations.schemas';
import { listShipmentsResponseSchema } from '@connect/contracts/shipments/shipments.schemas';
import { listReceiptsResponseSchema } from '@connect/contracts/warehouse/warehouse-receipts.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useTenantKey } from '@/lib/session/tenant-key';
import { dashboardKeys } from './dashboard-keys';

/**
 * The data of the widgets, read through the areas' own list calls (no call of their own): each widget asks on its
 * own, in parallel with the others, so a slow area never holds the board (issue 21).
 */

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const filterOf = (filters: object[]) => JSON.stringify(filters);

/** GET invoice/accountSummary, and how many invoices are past due or have a payment posted. */
export function useBillingSummary() {
  const tenant = useTenantKey();
  return useQuery({
    queryKey: dashboardKeys.data(tenant, 'billing'),
    queryFn: async ({ signal }) => {
      const count = (status: string) =>
        apiRequest('/api/invoices', {
          query: { status, pageNumber: 1, pageSize: 1 },
          schema: listInvoicesResponseSchema,
          loader: false,
          signal,
        }).then((page) => page.total);
      const [summary, pastDue, paymentPosted] = await Promise.all([
        apiRequest('/api/invoice/accountSummary', { schema: accountSummarySchema, loader: false, signal }),
        count('Past Due'),
        count('Payment Posted'),
      ]);
      return { summary, pastDue, paymentPosted };
    },
  });
}

/** How many of the company's bookings the user still has as drafts, and how many were submitted. */
export function useBookingCounts() {
  const tenant = useTenantKey();
  return useQuery({
    queryKey: dashboardKeys.data(tenant, 'booking'),
    queryFn: async ({ signal }) => {
      const count = (status: string) =>
        apiRequest('/api/bookings', {
          query: { view: 'mine', status, pageNumber: 1, pageSize: 1 },
          schema: listBookingsResponseSchema,
          loader: false,
          signal,
        }).then((page) => page.total);
      const [created, submitted] = await Promise.all([count('created'), count('submitted')]);
      return { created, submitted };
    },
  });
}

/** The areas the user may use in the selected company, as far as Needs my attention asks them. */
export type AttentionAccess = { booking: boolean; billing: boolean; quotations: boolean; receipts: boolean };

export type AttentionItem =
  | { kind: 'rejectedBooking'; id: string; reference: string; note: string }
  | { kind: 'invoiceDue'; id: string; invoiceNumber: string; dueDate: string; balanceCents: number }
  | { kind: 'message'; id: string; subject: string }
  | { kind: 'offerExpiring'; id: string; number: string; validUntil: string }
  | { kind: 'receiptToAcknowledge'; id: string; wrNumber: string; discrepancies: number };

/**
 * Needs my attention: rejected bookings (booking permission), invoices due within the week and not paid (billing
 * permission), quotation offers that run out within the week (freight-manager), warehouse receipts with
 * discrepancies waiting for the customer's acknowledgment (warehousereceipt), and messages that ask for an
 * acknowledgment. An area the user may not use is not asked; the calls run side by side.
 */
export function useAttentionItems(can: AttentionAccess) {
  const tenant = useTenantKey();
  return useQuery({
    queryKey: dashboardKeys.data(
      tenant,
      'attention',
      Number(can.booking),
      Number(can.billing),
      Number(can.quotations),
      Number(can.receipts),
    ),
    queryFn: async ({ signal }): Promise<AttentionItem[]> => {
      const [rejected, due, offers, receipts, messages] = await Promise.all([
        can.booking
          ? apiRequest('/api/bookings', {
              query: { view: 'mine', status: 'rejected', pageNumber: 1, pageSize: 5, sort: 'updatedAt=desc' },
              schema: listBookingsResponseSchema,
              loader: false,
              signal,
            }).then((page) => page.items)
          : [],
        can.billing
          ? apiRequest('/api/invoices', {
              query: {
                status: 'Current',
                pageNumber: 1,
                pageSize: 5,
                sort: 'dueDate=asc',
                filter: filterOf([{ field: 'dueDate', operator: 'between', value: [day(0), day(7)] }]),
              },
              schema: listInvoicesResponseSchema,
              loader: false,
              signal,
            }).then((page) => page.items)
          : [],
        can.quotations
          ? apiRequest('/api/quotations', {
              query: {
                status: 'offered',
                pageNumber: 1,
                pageSize: 5,
                sort: 'validUntil=asc',
                filter: filterOf([{ field: 'validUntil', operator: 'between', value: [day(0), day(7)] }]),
              },
              schema: listQuotationsResponseSchema,
              loader: false,
              signal,
            }).then((page) => page.items)
          : [],
        can.receipts
          ? apiRequest('/api/warehouse-receipts', {
              query: { ackStatus: 'PENDING', pageNumber: 1, pageSize: 5 },
              schema: listReceiptsResponseSchema,
              loader: false,
              signal,
            }).then((page) => page.items)
          : [],
        apiRequest('/api/messages', { schema: userMessagesResponseSchema, loader: false, signal }),
      ]);
      return [
        ...rejected.map((b) => ({
          kind: 'rejectedBooking' as const,
          id: b.id,
          reference: b.reference,
          note: b.StatusNotes,
        })),
        ...due
          .filter((i) => i.balanceCents > 0)
          .map((i) => ({
            kind: 'invoiceDue' as const,
            id: i.id,
            invoiceNumber: i.invoiceNumber,
            dueDate: i.dueDate,
            balanceCents: i.balanceCents,
          })),
        ...offers
          .filter((q) => !q.expired && q.validUntil)
          .map((q) => ({ kind: 'offerExpiring' as const, id: q.id, number: q.number, validUntil: q.validUntil ?? '' })),
        ...receipts.map((r) => ({
          kind: 'receiptToAcknowledge' as const,
          id: r.receiptId,
          wrNumber: r.wrNumber,
          discrepancies: r.discrepancyCount,
        })),
        ...messages
          .filter((m) => m.requiresAck && !m.acknowledgedAt)
          .map((m) => ({ kind: 'message' as const, id: m.id, subject: m.subject })),
      ];
    },
  });
}

export type AtRiskShipment = {
  id: string;
  houseBill: string;
  reason: 'exception' | 'late';
  exception: string;
  eta: string | null;
};

/**
 * Shipments at risk: an open exception (newest exceptions first), or an arrival promised in the last 60 days that
 * has not happened (the ETA passed without an ATA). Two list calls in parallel; at most 8 shipments.
 */
export function useShipmentsAtRisk() {
  const tenant = useTenantKey();
  return useQuery({
    queryKey: dashboardKeys.data(tenant, 'shipmentsAtRisk'),
    queryFn: async ({ signal }): Promise<AtRiskShipment[]> => {
      const list = (query: Record<string, string | number>) =>
        apiRequest('/api/shipments', {
          query: { pageNumber: 1, pageSize: 20, withTotal: 'false', ...query },
          schema: listShipmentsResponseSchema,
          loader: false,
          signal,
        }).then((page) => page.items);
      const [withException, due] = await Promise.all([
        list({ sort: 'exception=desc' }),
        list({
          sort: 'ata=desc&eta=asc',
          filter: filterOf([{ field: 'eta', operator: 'between', value: [day(-60), day(-1)] }]),
        }),
      ]);
      const found = new Map<string, AtRiskShipment>();
      for (const s of withException) {
        const exception = s.exception.trim() || s.deliveryException.trim();
        if (exception && !s.delivered_flag)
          found.set(s.id, { id: s.document_id, houseBill: s.document_no, reason: 'exception', exception, eta: s.eta });
      }
      for (const s of due) {
        if (!s.ata && !s.arrived_flag && !found.has(s.id))
          found.set(s.id, { id: s.document_id, houseBill: s.document_no, reason: 'late', exception: '', eta: s.eta });
      }
      return [...found.values()].slice(0, 8);
    },
  });
}
