import { isCommonPassword } from './common-passwords';

export const minPasswordLength = 8;
export const maxPasswordLength = 256;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common' | 'repetitive' | 'containsEmail';

/** Counts characters as a person does (code points), so a passphrase with accents or emoji is not penalised. */
function length(password: string): number {
  return [...password].length;
}

/**
 * NIST SP 800-63B memorized-secret rules: at least 8 characters, at least 64 (here 256) allowed and never
 * truncated, no composition rules, and a check against common, repetitive or context-derived values.
 */
export function checkPassword(password: string, context: { email?: string } = {}): PasswordProblem | null {
  const chars = length(password);
  if (chars < minPasswordLength) return 'tooShort';
  if (chars > maxPasswordLength) return 'tooLong';
  if (isCommonPassword(password)) return 'common';
  if (new Set(password.toLowerCase()).size <= 2) return 'repetitive';
  if (isSequential(password)) return 'repetitive';
  const local = context.email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && password.toLowerCase().includes(local)) return 'containsEmail';
  return null;
}

/** "abcdefgh", "12345678", "87654321": every step +1 or every step -1. */
function isSequential(password: string): boolean {
  const codes = [...password.toLowerCase()].map((c) => c.codePointAt(0) ?? 0);
  const steps = codes.slice(1).map((code, i) => code - (codes[i] ?? 0));
  return steps.every((s) => s === 1) || steps.every((s) => s === -1);
}
