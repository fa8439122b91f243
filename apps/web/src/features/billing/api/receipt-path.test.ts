import { describe, expect, it } from 'vitest';
import { receiptPath } from './create-payment';

describe('receiptPath', () => {
  it("sends a guest page's language with the guest's receipt; a signed-in user's comes from their profile", () => {
    expect(receiptPath('guest', 'p-1', 'pt-BR')).toBe('/api/guest/payments/p-1/receipt.pdf?locale=pt-BR');
    expect(receiptPath('guest', 'p-1')).toBe('/api/guest/payments/p-1/receipt.pdf');
    expect(receiptPath('customer', 'p-1', 'pt-BR')).toBe('/api/payments/p-1/receipt.pdf');
  });
});
