import { authMessages } from '@connect/contracts/auth/auth-messages';
import { checkPassword, type PasswordProblem } from '@connect/domain/identity/password-rules';
import { hash } from '@node-rs/argon2';
import { AppError } from '../../errors/app-error';

/** Password rules' messages and hashing (argon2id, decision 007). */

export function passwordProblemMessage(problem: PasswordProblem): string {
  switch (problem) {
    case 'tooShort':
      return 'Password must be at least 8 characters';
    case 'tooLong':
      return 'Password must be at most 256 characters';
    case 'common':
    case 'repetitive':
      return authMessages.passwordTooCommon;
    case 'containsEmail':
      return authMessages.passwordContainsEmail;
  }
}

export function assertAcceptablePassword(password: string, email: string, field = 'body.password'): void {
  const problem = checkPassword(password, { email });
  if (problem) {
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: [{ path: field, message: passwordProblemMessage(problem) }] },
    });
  }
}

export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}
