import type { Payment } from '@connect/contracts/billing/billing.schemas';
import type { ServiceContext } from '../../context';
import { getConfiguration } from '../configuration/configuration.service';
import { renderReceiptPdf } from './billing-documents';
import { findCompany } from './billing.repository';
import { documentText } from './billing-text';

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
 * A payment's receipt as a PDF in `locale` (decision 098; the default language when it is not given or not
 * active), for the receipt download and the receipt e-mail. The caller has checked the payment belongs to
 * `companyId` (this function reads no scope).
 */
export async function renderPaymentReceipt(
  ctx: ServiceContext,
  payment: Payment,
  companyId: string,
  locale: string | undefined,
): Promise<{ content: Buffer; fileName: string }> {
  const company = await findCompany(ctx.db, companyId);
  const text = await documentText(ctx, locale);
  const content = await renderReceiptPdf(
    {
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
            : '',
      status: payment.status === 'succeeded' ? 'paid' : 'processing',
      allocations: payment.allocations.map((a) => ({ invoiceNumber: a.invoiceNumber, amountCents: a.amountCents })),
      totalCents: payment.amountCents,
      payerEmail: payment.payerEmail,
    },
    text,
  );
  return { content, fileName: `${text('billingDocuments.receipt.fileName', { reference: payment.reference })}.pdf` };
}
