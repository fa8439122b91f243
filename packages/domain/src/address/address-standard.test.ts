import { describe, expect, it } from 'vitest';
import { addressStandardIssues, formatAddressText, isUnstandardizedAddress } from './address-standard';

const houston = {
  address: '1200 Navigation Blvd\nSuite 4',
  city: 'Houston',
  stateProvince: 'TX',
  postalCode: '77003',
  countryCode: 'US',
};

describe('address standard form (unStandarized, spec 1 §3)', () => {
  it('accepts a complete US address with ZIP or ZIP+4', () => {
    expect(addressStandardIssues(houston)).toEqual([]);
    expect(isUnstandardizedAddress({ ...houston, postalCode: '77003-1234' })).toBe(false);
  });

  it('names each field that keeps an address from the standard form', () => {
    expect(addressStandardIssues({ ...houston, stateProvince: 'Texas', postalCode: '7700' })).toEqual([
      'stateProvince',
      'postalCode',
    ]);
    expect(addressStandardIssues({ ...houston, countryCode: 'XX', city: ' ' })).toEqual(['countryCode', 'city']);
    expect(
      addressStandardIssues({ ...houston, countryCode: 'CA', stateProvince: 'ON', postalCode: 'M5V 3L9' }),
    ).toEqual([]);
    expect(
      addressStandardIssues({ ...houston, countryCode: 'CA', stateProvince: 'ON', postalCode: 'D5V 3L9' }),
    ).toEqual(['postalCode']);
  });

  it('checks only street, city and country where no postal format is known', () => {
    expect(
      isUnstandardizedAddress({
        address: 'Rua XV de Novembro 95',
        city: 'Santos',
        stateProvince: '',
        postalCode: '',
        countryCode: 'AR',
      }),
    ).toBe(false);
  });

  it('formats one line without empty parts', () => {
    expect(formatAddressText(houston)).toBe('1200 Navigation Blvd, Suite 4, Houston, TX 77003, US');
    expect(formatAddressText({ ...houston, stateProvince: '', postalCode: '' })).toBe(
      '1200 Navigation Blvd, Suite 4, Houston, US',
    );
  });
});
