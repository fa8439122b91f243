/** The data the billing documents print (money in whole cents; days and codes, worded by the reader's locale). */
import type { InvoiceStatusName } from '@connect/contracts/billing/billing.schemas';

/** An amount in whole US cents (an integer; negative for a credit). */
export type MoneyCents = number;

export type ForwarderPrint = { name: string; code: string; address: string; email: string };

export type InvoicePrintData = {
  forwarder: ForwarderPrint;
  customer: { code: string; name: string; address: string };
  invoiceNumber: string;
  /** Outbound is an export invoice, Inbound an import invoice. */
  direction: 'Outbound' | 'Inbound';
  /** YYYY-MM-DD; printed in the reader's locale (MM/DD/YYYY in en-US). */
  invoiceDate: string;
  /** YYYY-MM-DD; printed in the reader's locale. */
  dueDate: string;
  houseBill: string;
  /** The status of spec 2, printed as the billing screens word it. */
  status: InvoiceStatusName;
  lines: { lineNo: number; chargeCode: string; description: string; amountCents: MoneyCents }[];
  totalCents: MoneyCents;
  paidCents: MoneyCents;
  balanceCents: MoneyCents;
  payments: { reference: string; date: string; method: string; amountCents: MoneyCents }[];
};

export type ReceiptPrintData = {
  forwarder: ForwarderPrint;
  customer: { code: string; name: string };
  paymentReference: string;
  /** An ISO instant; printed as the day and time in UTC (MM/DD/YYYY HH:mm UTC in en-US). */
  paidAt: string;
  method: 'CC' | 'ACH' | 'IC';
  /** The card or account paid with, e.g. 'Visa •••• 4242', 'ACH •••• 6789'; empty for an invoice credit. */
  methodText: string;
  /** Paid (the thanks), or processing until an ACH payment settles. */
  status: 'paid' | 'processing';
  allocations: { invoiceNumber: string; amountCents: MoneyCents }[];
  totalCents: MoneyCents;
  payerEmail: string;
};

export type StatementPrintData = {
  forwarder: ForwarderPrint;
  customer: { code: string; name: string; address: string };
  periodCode: string;
  periodName: string;
  /** YYYY-MM-DD, both ends included. */
  from: string;
  to: string;
  /** An ISO instant. */
  generatedAt: string;
  openingBalanceCents: MoneyCents;
  entries: {
    date: string;
    kind: 'Invoice' | 'Payment' | 'Credit';
    reference: string;
    description: string;
    chargeCents: MoneyCents;
    creditCents: MoneyCents;
    balanceCents: MoneyCents;
  }[];
  closingBalanceCents: MoneyCents;
  aging: {
    currentCents: MoneyCents;
    days1to30Cents: MoneyCents;
    days31to60Cents: MoneyCents;
    days61to90Cents: MoneyCents;
    over90Cents: MoneyCents;
  };
};
