import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardNumberLengthOk,
  cvcLengthOk,
  findLuhnNumbers,
  isExpiryValid,
  isLuhnValid,
  maskCard,
} from './card';

/** The digits followed by the Luhn check digit that makes them valid. */
function withCheckDigit(body: string): string {
  for (let check = 0; check <= 9; check += 1) {
    if (isLuhnValid(`${body}${check}`)) return `${body}${check}`;
  }
  throw new Error('unreachable');
}

describe('isLuhnValid', () => {
  it('accepts published test card numbers', () => {
    for (const n of [
      '4242424242424242',
      '4111111111111111',
      '4222222222222',
      '5555555555554444',
      '2223003122003222',
      '378282246310005',
      '6011111111111117',
      '3530111333300000',
      '30569309025904',
      '6200000000000005',
      '79927398713', // the worked example of ISO/IEC 7812
    ]) {
      expect(isLuhnValid(n), n).toBe(true);
    }
  });
  it('refuses a wrong check digit, a swap of neighbours, and non-digits', () => {
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('79927398710')).toBe(false);
    expect(isLuhnValid('4242424242424224')).toBe(false);
    expect(isLuhnValid('4242 4242 4242 4242')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
    expect(isLuhnValid('42a2')).toBe(false);
  });
  it('catches every single-digit typing mistake', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 12, maxLength: 18 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (body, at, delta) => {
          const valid = withCheckDigit(body);
          const i = at % valid.length;
          const wrong = `${valid.slice(0, i)}${(Number(valid[i]) + delta) % 10}${valid.slice(i + 1)}`;
          expect(isLuhnValid(valid)).toBe(true);
          expect(isLuhnValid(wrong)).toBe(false);
        },
      ),
    );
  });
});

describe('cardBrand', () => {
  it('tells the brand from the IIN ranges', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('4')).toBe('Visa');
    expect(cardBrand('5105105105105100')).toBe('Mastercard');
    expect(cardBrand('5555 5555 5555 4444')).toBe('Mastercard');
    expect(cardBrand('2221000000000009')).toBe('Mastercard');
    expect(cardBrand('2720990000000007')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('3400-000000-00009')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('6445644564456445')).toBe('Discover');
    expect(cardBrand('6500000000000002')).toBe('Discover');
    expect(cardBrand('3530111333300000')).toBe('JCB');
    expect(cardBrand('3589000000000000')).toBe('JCB');
    expect(cardBrand('30569309025904')).toBe('Diners Club');
    expect(cardBrand('36227206271667')).toBe('Diners Club');
    expect(cardBrand('3095000000000000')).toBe('Diners Club');
    expect(cardBrand('38520000023237')).toBe('Diners Club');
    expect(cardBrand('6200000000000005')).toBe('UnionPay');
    expect(cardBrand('6221260000000000')).toBe('UnionPay');
  });
  it('answers undefined outside the ranges, for too short a start, and for text', () => {
    expect(cardBrand('2220990000000000')).toBeUndefined();
    expect(cardBrand('2721000000000000')).toBeUndefined();
    expect(cardBrand('5000000000000000')).toBeUndefined();
    expect(cardBrand('5600000000000000')).toBeUndefined();
    expect(cardBrand('3527000000000000')).toBeUndefined();
    expect(cardBrand('3590000000000000')).toBeUndefined();
    expect(cardBrand('306')).toBeUndefined();
    expect(cardBrand('6012000000000000')).toBeUndefined();
    expect(cardBrand('643')).toBeUndefined();
    expect(cardBrand('222')).toBeUndefined();
    expect(cardBrand('1234567890123456')).toBeUndefined();
    expect(cardBrand('')).toBeUndefined();
    expect(cardBrand('visa')).toBeUndefined();
    expect(cardBrand('4242  4242')).toBeUndefined();
  });
});

describe('cardNumberLengthOk', () => {
  it('checks the lengths each brand issues', () => {
    expect(cardNumberLengthOk('4242424242424242', 'Visa')).toBe(true);
    expect(cardNumberLengthOk('4222222222222', 'Visa')).toBe(true);
    expect(cardNumberLengthOk('424242424242424', 'Visa')).toBe(false);
    expect(cardNumberLengthOk('5555 5555 5555 4444', 'Mastercard')).toBe(true);
    expect(cardNumberLengthOk('55555555555544440', 'Mastercard')).toBe(false);
    expect(cardNumberLengthOk('3782 822463 10005', 'American Express')).toBe(true);
    expect(cardNumberLengthOk('3782822463100050', 'American Express')).toBe(false);
    expect(cardNumberLengthOk('30569309025904', 'Diners Club')).toBe(true);
    expect(cardNumberLengthOk('6205500000000000004', 'UnionPay')).toBe(true);
    expect(cardNumberLengthOk('6011111111111117', 'Discover')).toBe(true);
    expect(cardNumberLengthOk('3530111333300000', 'JCB')).toBe(true);
  });
  it('refuses an unknown brand and text that is no card number', () => {
    expect(cardNumberLengthOk('1234567890123456', undefined)).toBe(false);
    expect(cardNumberLengthOk('4242x4242x4242x4242', 'Visa')).toBe(false);
    expect(cardNumberLengthOk('', 'Visa')).toBe(false);
  });
});

describe('maskCard', () => {
  it('shows only the last four digits', () => {
    expect(maskCard('4242')).toBe('•••• 4242');
    expect(maskCard(' 0005 ')).toBe('•••• 0005');
    expect(maskCard('4242 4242 4242 1881')).toBe('•••• 1881');
    expect(maskCard('')).toBe('••••');
  });
});

describe('isExpiryValid', () => {
  it('keeps a card good through the last day of its expiry month', () => {
    expect(isExpiryValid(2, 2028, '2028-02-29')).toBe(true);
    expect(isExpiryValid(2, 2028, '2028-02-01')).toBe(true);
    expect(isExpiryValid(2, 2028, '2028-03-01')).toBe(false);
    expect(isExpiryValid(1, 2028, '2028-02-29')).toBe(false);
    expect(isExpiryValid(12, 2027, '2028-01-01')).toBe(false);
    expect(isExpiryValid(1, 2029, '2028-12-31')).toBe(true);
  });
  it('reads a two-digit year as 20xx and refuses a year too far ahead', () => {
    expect(isExpiryValid(2, 28, '2028-02-29')).toBe(true);
    expect(isExpiryValid(1, 28, '2028-02-29')).toBe(false);
    expect(isExpiryValid(12, 2048, '2028-02-29')).toBe(true);
    expect(isExpiryValid(1, 2049, '2028-02-29')).toBe(false);
  });
  it('refuses impossible months and years', () => {
    expect(isExpiryValid(0, 2030, '2028-02-29')).toBe(false);
    expect(isExpiryValid(13, 2030, '2028-02-29')).toBe(false);
    expect(isExpiryValid(1.5, 2030, '2028-02-29')).toBe(false);
    expect(isExpiryValid(6, -1, '2028-02-29')).toBe(false);
    expect(isExpiryValid(6, Number.NaN, '2028-02-29')).toBe(false);
  });
  it('throws on an invalid today', () => {
    expect(() => isExpiryValid(1, 2030, '2027-02-29')).toThrow(RangeError);
    expect(() => isExpiryValid(1, 2030, '02/01/2028')).toThrow(RangeError);
  });
});

describe('cvcLengthOk', () => {
  it('wants four digits for American Express and three for the others', () => {
    expect(cvcLengthOk('1234', 'American Express')).toBe(true);
    expect(cvcLengthOk('123', 'American Express')).toBe(false);
    expect(cvcLengthOk('123', 'Visa')).toBe(true);
    expect(cvcLengthOk('1234', 'Visa')).toBe(false);
    expect(cvcLengthOk('123', undefined)).toBe(true);
    expect(cvcLengthOk('12a', 'Visa')).toBe(false);
    expect(cvcLengthOk(' 123', 'Visa')).toBe(false);
  });
});

describe('findLuhnNumbers', () => {
  it('finds card numbers written the ways people write them', () => {
    expect(findLuhnNumbers('4242 4242 4242 4242')).toEqual(['4242424242424242']);
    expect(findLuhnNumbers('4242-4242-4242-4242')).toEqual(['4242424242424242']);
    expect(findLuhnNumbers('{"pan":"4242424242424242"}')).toEqual(['4242424242424242']);
    expect(findLuhnNumbers('card=4111111111111111&cvc=123')).toEqual(['4111111111111111']);
    expect(findLuhnNumbers('amex 3782 822463 10005.')).toEqual(['378282246310005']);
    expect(findLuhnNumbers('diners 3056-930902-5904')).toEqual(['30569309025904']);
    expect(findLuhnNumbers('visa13 4222222222222')).toEqual(['4222222222222']);
    expect(findLuhnNumbers('up 6205 5000 0000 0000 004')).toEqual(['6205500000000000004']);
  });
  it('finds a card even when other digits follow or precede it after a single space', () => {
    expect(findLuhnNumbers('Card 4242 4242 4242 4242 12/28')).toContain('4242424242424242');
    expect(findLuhnNumbers('paid with 4242-4242-4242-4242 2025-01-31')).toContain('4242424242424242');
    expect(findLuhnNumbers('order 1234 4242424242424242 ok')).toEqual(['4242424242424242']);
    expect(findLuhnNumbers('id 12345678901234567890123 4242424242424242')).toEqual(['4242424242424242']);
  });
  it('finds every card in a text, in order', () => {
    const dump = "INSERT INTO payments VALUES (1, '5555555555554444'), (2, '4242 4242 4242 4242');";
    expect(findLuhnNumbers(dump)).toEqual(['5555555555554444', '4242424242424242']);
  });
  it('ignores failing checksums, short runs, unbroken runs longer than 19 digits and zero padding', () => {
    expect(findLuhnNumbers('4242 4242 4242 4241')).toEqual([]);
    expect(findLuhnNumbers('4222 2222 2222')).toEqual([]);
    expect(findLuhnNumbers('42424242424242424242')).toEqual([]);
    expect(findLuhnNumbers('trace 000000004242424242424242')).toEqual([]);
    expect(findLuhnNumbers('0000000000000000')).toEqual([]);
    expect(findLuhnNumbers('2025-01-31 12:00:00 +1 555-123-4567')).toEqual([]);
    expect(findLuhnNumbers('')).toEqual([]);
  });
  it('does not join groups across a double separator or other characters', () => {
    expect(findLuhnNumbers('4242  4242 4242 4242')).toEqual([]);
    expect(findLuhnNumbers('4242.4242.4242.4242')).toEqual([]);
    expect(findLuhnNumbers('4242 - 4242 - 4242 - 4242')).toEqual([]);
  });
  it('never misses a valid card number among text, however its digits are grouped', () => {
    const digit = fc.constantFrom(...'0123456789');
    const card = fc
      .tuple(fc.integer({ min: 1, max: 9 }), fc.string({ unit: digit, minLength: 11, maxLength: 17 }))
      .map(([first, rest]) => withCheckDigit(`${first}${rest}`));
    const separators = fc.array(fc.constantFrom('', '', '', ' ', '-'), { minLength: 18, maxLength: 18 });
    const words = fc.string({ unit: fc.constantFrom(...'abc xyz:=/,;\n'), maxLength: 12 });
    const neighbour = fc.oneof(
      words,
      fc.string({ unit: digit, minLength: 1, maxLength: 4 }).map((d) => ` ${d} `),
    );
    fc.assert(
      fc.property(card, separators, neighbour, neighbour, (number, seps, before, after) => {
        const written = [...number].map((d, i) => (i === 0 ? d : `${seps[i - 1] ?? ''}${d}`)).join('');
        const text = `x${before}${written}${after}x`;
        expect(findLuhnNumbers(text)).toContain(number);
      }),
    );
  });
  it('reports only 13–19 digit strings that pass Luhn', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789  --ab') }), (text) => {
        for (const found of findLuhnNumbers(text)) {
          expect(found).toMatch(/^\d{13,19}$/);
          expect(isLuhnValid(found)).toBe(true);
        }
      }),
    );
  });
});
