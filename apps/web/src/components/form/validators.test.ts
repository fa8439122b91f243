import { describe, expect, it } from 'vitest';
import {
  autocompleteRule,
  comboRule,
  dateRule,
  emailRule,
  formNotValidMessage,
  isEmptyValue,
  maskedRule,
  numberRule,
  textRule,
} from './validators';

const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('form validator messages (spec 2 §5)', () => {
  it("answers '* required' by default and 'This field is required' as the variant", () => {
    expect(first(textRule().safeParse(''))).toBe('* required');
    expect(first(textRule().safeParse(' 東 '))).toBe('* required'); // nothing left once cleaned
    expect(first(textRule({ variant: 'plain' }).safeParse('  '))).toBe('This field is required');
    expect(first(textRule({ required: false }).safeParse(''))).toBeUndefined();
    expect(first(textRule().safeParse('Dallas'))).toBeUndefined();
  });
  it('limits text boxes to 5000 characters unless told otherwise', () => {
    expect(first(textRule().safeParse('x'.repeat(5000)))).toBeUndefined();
    expect(first(textRule().safeParse('x'.repeat(5001)))).toBe('Value must be less than or equal to 5000');
    expect(first(textRule({ max: 20 }).safeParse('x'.repeat(21)))).toBe('Value must be less than or equal to 20');
  });
  it('checks minimum (default 0) and maximum with the values in the text', () => {
    expect(first(numberRule({ min: 1 }).safeParse(0))).toBe('Value must be greater than or equal to 1');
    expect(first(numberRule().safeParse(-0.5))).toBe('Value must be greater than or equal to 0');
    expect(first(numberRule({ max: 10 }).safeParse(11))).toBe('Value must be less than or equal to 10');
    expect(first(numberRule().safeParse(''))).toBe('* required');
    expect(first(numberRule({ required: false }).safeParse(''))).toBeUndefined();
    expect(first(numberRule({ min: 0 }).safeParse(0))).toBeUndefined();
  });
  it('needs exactly n characters in a masked field, literals not counted', () => {
    expect(first(maskedRule(10).safeParse('(214) 555-01'))).toBe('Exactly 10 characters are required');
    expect(first(maskedRule(10).safeParse('(214) 555-0199'))).toBeUndefined();
    expect(first(maskedRule(10).safeParse('(___) ___-____'))).toBe('* required');
    expect(first(maskedRule(10, { required: false }).safeParse(''))).toBeUndefined();
  });
  it("says 'Invalid Email' for a malformed address", () => {
    expect(first(emailRule().safeParse('dana@'))).toBe('Invalid Email');
    expect(first(emailRule().safeParse('dana lonestar.example'))).toBe('Invalid Email');
    expect(first(emailRule().safeParse(' dana@lonestar.example '))).toBeUndefined();
    expect(first(emailRule({ variant: 'plain' }).safeParse(''))).toBe('This field is required');
  });
  it('counts a combo value of -1 and an empty autocomplete as empty, without error when optional', () => {
    expect(isEmptyValue('-1')).toBe(true);
    expect(isEmptyValue(-1)).toBe(true);
    expect(isEmptyValue('')).toBe(true);
    expect(isEmptyValue([])).toBe(true);
    expect(isEmptyValue('0')).toBe(false);
    expect(isEmptyValue(0)).toBe(false);
    expect(first(comboRule().safeParse('-1'))).toBe('* required');
    expect(first(comboRule().safeParse(-1))).toBe('* required');
    expect(first(comboRule().safeParse('AIR'))).toBeUndefined();
    expect(first(comboRule({ required: false }).safeParse('-1'))).toBeUndefined();
    expect(first(autocompleteRule().safeParse(''))).toBeUndefined();
    expect(first(autocompleteRule({ required: true }).safeParse(''))).toBe('* required');
  });
  it('checks dates against bounds shown as MM-DD-YYYY', () => {
    expect(first(dateRule().safeParse(''))).toBe('* required');
    expect(first(dateRule({ required: false }).safeParse(''))).toBeUndefined();
    expect(first(dateRule({ min: '2025-07-01' }).safeParse('2025-06-30'))).toBe(
      'Value must be greater than or equal to 07-01-2025',
    );
    expect(first(dateRule({ max: '2025-09-30' }).safeParse('2025-10-01'))).toBe(
      'Value must be less than or equal to 09-30-2025',
    );
    expect(first(dateRule({ min: '2025-07-01', max: '2025-09-30' }).safeParse('2025-07-01'))).toBeUndefined();
  });
  it("has the form-level text 'This form is not valid.'", () => {
    expect(formNotValidMessage).toBe('This form is not valid.');
  });
});
