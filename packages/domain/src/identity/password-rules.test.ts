import { describe, expect, it } from 'vitest';
import { checkPassword } from './password-rules';

describe('checkPassword (NIST SP 800-63B)', () => {
  it('accepts 8 characters without composition rules, and long passphrases untruncated', () => {
    expect(checkPassword('harbour crane')).toBeNull();
    expect(checkPassword('ocean freight to rotterdam every tuesday at noon, rain or shine'.repeat(3))).toBeNull();
    expect(checkPassword('åøæ€ñ漢🙂')).toBe('tooShort');
    expect(checkPassword('åøæ€ñ漢字🙂')).toBeNull();
  });

  it('rejects short and overlong passwords', () => {
    expect(checkPassword('Ab1!xyz')).toBe('tooShort');
    expect(checkPassword('x'.repeat(257))).toBe('tooLong');
  });

  it('rejects common passwords whatever their case', () => {
    expect(checkPassword('Password123')).toBe('common');
    expect(checkPassword('QWERTYUIOP')).toBe('common');
    expect(checkPassword('meridian123')).toBe('common');
  });

  it('rejects repetitive and sequential passwords', () => {
    expect(checkPassword('zzzzzzzzzz')).toBe('repetitive');
    expect(checkPassword('abababababab')).toBe('repetitive');
    expect(checkPassword('23456789')).toBe('repetitive');
    expect(checkPassword('hgfedcba')).toBe('repetitive');
  });

  it("rejects a password containing the account's e-mail name", () => {
    expect(checkPassword('dana.whitfield-2025', { email: 'Dana.Whitfield@example.com' })).toBe('containsEmail');
    expect(checkPassword('blue heron 42', { email: 'dana@example.com' })).toBeNull();
  });
});
