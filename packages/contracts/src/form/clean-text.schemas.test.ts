import { describe, expect, it } from 'vitest';
import { cleanTextSchema } from './clean-text.schemas';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('cleanTextSchema', () => {
  it('stores what the form kit shows: trimmed, ASCII only', () => {
    expect(cleanTextSchema().parse('  Café  ')).toBe('Cafe');
    expect(cleanTextSchema({ optional: true }).parse('  ')).toBe('');
  });
  it("is required by default: nothing left after cleaning is 'This field is required'", () => {
    expect(messageOf(cleanTextSchema().safeParse('   '))).toBe('This field is required');
    expect(messageOf(cleanTextSchema().safeParse(' 東京 '))).toBe('This field is required');
  });
  it('allows 5000 characters by default, counted after cleaning', () => {
    expect(cleanTextSchema().safeParse('x'.repeat(5000)).success).toBe(true);
    expect(messageOf(cleanTextSchema().safeParse('x'.repeat(5001)))).toBe('Value must be less than or equal to 5000');
    expect(cleanTextSchema({ max: 3 }).parse(' abc ')).toBe('abc');
    expect(messageOf(cleanTextSchema({ max: 3 }).safeParse('abcd'))).toBe('Value must be less than or equal to 3');
  });
  it('refuses a non-string', () => {
    expect(cleanTextSchema().safeParse(42).success).toBe(false);
  });
});
