import { trackQuerySchema } from '@connect/contracts/shipments/tracking.schemas';
import { describe, expect, it } from 'vitest';
import { trackingReferenceOf } from './tracking-checks';

describe('a tracking address reference (decision 105)', () => {
  it('accepts and trims what the contract accepts, and nothing else', () => {
    const samples = [
      'MGLA25060001',
      '  MAEU123456789 ',
      '',
      '   ',
      'x',
      'x'.repeat(60),
      ` ${'y'.repeat(60)} `,
      'z'.repeat(61),
    ];
    for (const raw of samples) {
      const parsed = trackQuerySchema.safeParse({ reference: raw });
      expect(trackingReferenceOf(raw)).toBe(parsed.success ? parsed.data.reference : undefined);
    }
  });
});
