import { sandboxTokenSchema } from '@connect/contracts/billing/payments.schemas';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type ProviderToken = z.infer<typeof sandboxTokenSchema>;

/**
 * The payment provider's browser "SDK" (the sandbox stands in for a card processor's script): card and bank
 * details go here and nowhere else; the portal keeps only the token, the brand and the last four digits.
 * Refusals are 400 answers naming the field (`body.number`, `body.cvc`, `body.expMonth`, `body.routingNumber`).
 */
export function tokenizeCard(card: {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}): Promise<ProviderToken> {
  return apiRequest('/api/payments/sandbox/card-tokens', {
    method: 'POST',
    body: card,
    schema: sandboxTokenSchema,
  });
}

export function tokenizeBankAccount(account: {
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
  holderName: string;
}): Promise<ProviderToken> {
  return apiRequest('/api/payments/sandbox/bank-tokens', {
    method: 'POST',
    body: account,
    schema: sandboxTokenSchema,
  });
}
