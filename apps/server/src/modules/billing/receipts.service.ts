import type { Payment } from '@connect/contracts/billing/billing.schemas';
import type { ServiceContext } from '../../context';
import { getConfiguration } from '../configuration/configuration.service';
import { renderReceiptPdf } from './billing-documents';
import { findCompany } from './billing.repository';

/** The forwarder as the billing documents print it at their head. */
export async function forwarderLetterhead(ctx: ServiceContext) {
  const configuration = await getConfiguration(ctx);
  return {
    name: configuration.forwarder.name,
    code: configuration.forwarder.code,
    address: '',
    email: configuration.forwarder.supportEmail,
  };
}

/**
 * A payment's receipt as a PDF, for the receipt download and the receipt e-mail. The caller has checked the
 * payment belongs to `companyId` (this function reads no scope).
 */
export async function renderPaymentReceipt(
  ctx: ServiceContext,
  payment: Payment,
  companyId: string,
): Promise<{ content: Buffer; fileName: string }> {
  const company = await findCompany(ctx.db, companyId);
  const content = await renderReceiptPdf({
    forwarder: await forwarderLetterhead(ctx),
    customer: { code: company?.code ?? '', name: company?.name ?? '' },
    paymentReference: payment.reference,
    paidAt: payment.createdAt,
    method: payment.method,
    methodText:
      payment.method === 'CC'
        ? `${payment.cardBrand} •••• ${payment.last4}`
        : payment.method === 'ACH'
          ? `ACH •••• ${payment.last4}`
          : 'Invoice credit',
    status: payment.status === 'succeeded' ? 'Paid' : 'Processing (ACH settles in 1–3 business days)',
    allocations: payment.allocations.map((a) => ({ invoiceNumber: a.invoiceNumber, amountCents: a.amountCents })),
    totalCents: payment.amountCents,
    payerEmail: payment.payerEmail,
  });
  return { content, fileName: `Receipt ${payment.reference}.pdf` };
}
