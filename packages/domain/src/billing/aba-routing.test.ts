import { describe, expect, it } from 'vitest';
import { isValidAbaRoutingNumber } from './aba-routing';

describe('ABA routing number checksum', () => {
  it('accepts published routing numbers', () => {
    // JPMorgan Chase (NY), Bank of America (TX), Wells Fargo (MN): public routing numbers.
    for (const n of ['021000021', '111000025', '091000019']) expect(isValidAbaRoutingNumber(n)).toBe(true);
  });
  it('refuses a wrong check digit, a bad prefix, and anything not nine digits', () => {
    expect(isValidAbaRoutingNumber('021000022')).toBe(false);
    expect(isValidAbaRoutingNumber('500000005')).toBe(false);
    expect(isValidAbaRoutingNumber('02100002')).toBe(false);
    expect(isValidAbaRoutingNumber('02100002a')).toBe(false);
  });
});
