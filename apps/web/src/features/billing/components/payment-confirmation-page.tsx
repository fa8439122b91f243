import { useBillingSession } from '../hooks/use-billing-session';
import { PaymentConfirmation } from './payment-receipt';

/**
 * /billing/payment-confirmation?id=…: 'Payment made successfully' (or the ACH processing text), the reference,
 * method, invoices paid and total, 'Download receipt' and the way back to billing.
 */
export function PaymentConfirmationPage() {
  const { sessionKey } = useBillingSession();
  return <PaymentConfirmation channel="customer" sessionKey={sessionKey} backLink />;
}
