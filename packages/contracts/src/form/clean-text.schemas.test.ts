import { describe, expect, it } from 'vitest';
import { cleanTextSchema } from './clean-text.schemas';

describe('cleanTextSchema', () => {
  it('stores what the form kit shows: trimmed, ASCII only, required by default', () => {
    expect(cleanTextSchema().parse('  Café  ')).toBe('Caf');
    expect(cleanTextSchema().safeParse('   ').error?.issues[0]?.message).toBe('This field is required');
    expect(cleanTextSchema({ optional: true }).parse('  ')).toBe('');
    expect(cleanTextSchema({ max: 3 }).safeParse('abcd').success).toBe(false);
  });
});
