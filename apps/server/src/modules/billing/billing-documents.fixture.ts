import { uiCatalogues } from '@connect/contracts/i18n/ui-catalogues';
import type { StringTree } from '@connect/contracts/localization/localization.schemas';
import { uiText, type UiText } from '../../lib/ui-text';
import type { InvoicePrintData, ReceiptPrintData, StatementPrintData } from './billing-print-types';

/**
 * The billing documents' test data (billing-documents.test.ts, billing-documents-locales.test.ts): an invoice, a
 * receipt and a statement of `entryCount` entries, and the built-in words of a locale.
 */

/** The built-in catalogue of a locale as the server reads it (no admin changes). */
export const textOf = (locale: keyof typeof uiCatalogues): UiText =>
  uiText(locale, uiCatalogues[locale] as unknown as StringTree);

export const english = textOf('en-US');

export const forwarder = {
  name: 'Meridian Global Logistics, Inc.',
  code: 'MGL',
  address: '1200 Main Street\nHouston, TX 77002\nUS',
  email: 'billing@meridian.example',
};

export function invoice(overrides: Partial<InvoicePrintData> = {}): InvoicePrintData {
  return {
    forwarder,
    customer: { code: 'LSCOMP', name: 'Lone Star Components LLC', address: '88 Industrial Blvd\nDallas, TX 75201' },
    invoiceNumber: 'INV-240017',
    direction: 'Outbound',
    invoiceDate: '2025-03-14',
    dueDate: '2025-04-13',
    houseBill: 'MGL-HAWB-77',
    status: 'Current',
    lines: [
      { lineNo: 1, chargeCode: 'AFRT', description: 'Air freight IAH-FRA, 310.5 lb chargeable', amountCents: 123450 },
      { lineNo: 2, chargeCode: 'FSC', description: 'Fuel surcharge', amountCents: 18025 },
      { lineNo: 3, chargeCode: 'DOC', description: 'Export documentation', amountCents: 7500 },
    ],
    totalCents: 148975,
    paidCents: 50000,
    balanceCents: 98975,
    payments: [{ reference: 'PAY-9001', date: '2025-03-20', method: 'Visa •••• 4242', amountCents: 50000 }],
    ...overrides,
  };
}

export function receipt(overrides: Partial<ReceiptPrintData> = {}): ReceiptPrintData {
  return {
    forwarder,
    customer: { code: 'LSCOMP', name: 'Lone Star Components LLC' },
    paymentReference: 'PAY-9001',
    paidAt: '2025-03-20T15:04:05.000Z',
    method: 'CC',
    methodText: 'Visa •••• 4242',
    status: 'paid',
    allocations: [
      { invoiceNumber: 'INV-240017', amountCents: 50000 },
      { invoiceNumber: 'INV-240018', amountCents: 12345 },
    ],
    totalCents: 62345,
    payerEmail: 'ap@lonestar.example',
    ...overrides,
  };
}

export function statement(entryCount: number, overrides: Partial<StatementPrintData> = {}): StatementPrintData {
  let balance = 25000;
  const entries = Array.from({ length: entryCount }, (_, i): StatementPrintData['entries'][number] => {
    const isPayment = i % 3 === 2;
    const chargeCents = isPayment ? 0 : 10000 + i * 37;
    const creditCents = isPayment ? 15000 : 0;
    balance += chargeCents - creditCents;
    const day = String((i % 28) + 1).padStart(2, '0');
    return {
      date: `2025-0${1 + Math.floor((i / entryCount) * 6)}-${day}`,
      kind: isPayment ? 'Payment' : 'Invoice',
      reference: isPayment ? `PAY-${5000 + i}` : `INV-${240000 + i}`,
      description: isPayment ? 'Payment, thank you' : `Ocean freight line ${i + 1}`,
      chargeCents,
      creditCents,
      balanceCents: balance,
    };
  });
  return {
    forwarder,
    customer: { code: 'LSCOMP', name: 'Lone Star Components LLC', address: '88 Industrial Blvd\nDallas, TX 75201' },
    periodCode: 'L6M',
    periodName: 'Last 6 Months',
    from: '2024-09-01',
    to: '2025-02-28',
    generatedAt: '2025-03-05T08:30:00.000Z',
    openingBalanceCents: 25000,
    entries,
    closingBalanceCents: balance,
    aging: {
      currentCents: 40000,
      days1to30Cents: 30000,
      days31to60Cents: 20000,
      days61to90Cents: 10000,
      over90Cents: 5000,
    },
    ...overrides,
  };
}
