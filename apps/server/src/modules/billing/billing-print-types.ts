/** The data the billing documents print (money in whole cents). */
/** An amount in whole US cents (an integer; negative for a credit). */
export type MoneyCents = number;

export type ForwarderPrint = { name: string; code: string; address: string; email: string };

export type InvoicePrintData = {
  forwarder: ForwarderPrint;
  customer: { code: string; name: string; address: string };
  invoiceNumber: string;
  /** Outbound is an export invoice, Inbound an import invoice. */
  direction: 'Outbound' | 'Inbound';
  /** YYYY-MM-DD; printed MM/DD/YYYY. */
  invoiceDate: string;
  /** YYYY-MM-DD; printed MM/DD/YYYY. */
  dueDate: string;
  houseBill: string;
  status: string;
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
  /** An ISO instant; printed MM/DD/YYYY HH:mm UTC. */
  paidAt: string;
  method: 'CC' | 'ACH' | 'IC';
  /** e.g. 'Visa •••• 4242', 'ACH checking •••• 6789', 'Invoice credit'. */
  methodText: string;
  /** 'Paid', or a processing text such as 'Processing (ACH settles in 1–3 business days)'. */
  status: string;
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
