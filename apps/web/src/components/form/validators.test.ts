import { describe, expect, it } from 'vitest';
import { comboRule, emailRule, isEmptyValue, maskedRule, numberRule, textRule } from './validators';

const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('form validator messages (spec 2 §5)', () => {
  it("answers '* required' by default and 'This field is required' as the variant", () => {
    expect(first(textRule().safeParse(''))).toBe('* required');
    expect(first(textRule({ variant: 'plain' }).safeParse('  '))).toBe('This field is required');
    expect(first(textRule({ required: false }).safeParse(''))).toBeUndefined();
    expect(first(textRule().safeParse('x'.repeat(5001)))).toBe('Value must be less than or equal to 5000');
  });
  it('checks minimum and maximum with the values in the text', () => {
    expect(first(numberRule({ min: 1 }).safeParse(0))).toBe('Value must be greater than or equal to 1');
    expect(first(numberRule({ max: 10 }).safeParse(11))).toBe('Value must be less than or equal to 10');
    expect(first(numberRule().safeParse(''))).toBe('* required');
    expect(first(numberRule({ min: 0 }).safeParse(0))).toBeUndefined();
  });
  it('needs exactly n characters in a masked field', () => {
    expect(first(maskedRule(10).safeParse('(214) 555-01'))).toBe('Exactly 10 characters are required');
    expect(first(maskedRule(10).safeParse('(214) 555-0199'))).toBeUndefined();
  });
  it("says 'Invalid Email' for a malformed address", () => {
    expect(first(emailRule().safeParse('dana@'))).toBe('Invalid Email');
    expect(first(emailRule().safeParse('dana@lonestar.example'))).toBeUndefined();
  });
  it('counts a combo value of -1 as empty', () => {
    expect(isEmptyValue('-1')).toBe(true);
    expect(isEmptyValue(-1)).toBe(true);
    expect(isEmptyValue('0')).toBe(false);
    expect(first(comboRule().safeParse('-1'))).toBe('* required');
    expect(first(comboRule({ required: false }).safeParse('-1'))).toBeUndefined();
  });
});
