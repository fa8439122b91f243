/**
 * Identity error codes of spec 1 §8 and the texts the portal shows for them. A wrong password and an
 * unknown e-mail answer the same code and text (no account enumeration).
 */
export const authErrorCodes = {
  invalidCredentials: 'auth/wrong-password',
  invalidEmail: 'auth/invalid-email',
  tooManyRequests: 'auth/too-many-requests',
  networkFailed: 'auth/network-request-failed',
  tokenExpired: 'auth/id-token-expired',
  argumentError: 'auth/argument-error',
} as const;

export const authMessages = {
  'auth/wrong-password': 'The e-mail address or password is incorrect.',
  'auth/user-not-found': 'The e-mail address or password is incorrect.',
  'auth/invalid-email': 'Invalid Email',
  'auth/too-many-requests':
    'Access to this account has been temporarily disabled due to many failed login attempts. Please wait and try again.',
  'auth/network-request-failed': 'Could not connect to server',
  'auth/id-token-expired': 'Your session has expired. Please sign in again.',
  'auth/argument-error': 'This form is not valid.',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'Too many attempts. Please try again later.',
  accessDenied: 'access denied',
  sessionEnded: 'Your session has ended. Please sign in again.',
  inviteInvalid: 'This invitation link is not valid. Ask your administrator for a new invitation.',
  inviteUsed: 'This invitation has already been used. Sign in with your e-mail address and password.',
  inviteExpired: 'This invitation has expired. Ask your administrator for a new invitation.',
  resetInvalid: 'This password reset link is not valid or has already been used. Request a new one.',
  resetExpired: 'This password reset link has expired. Request a new one.',
  passwordTooCommon: 'This password is too common. Choose a longer or less predictable one.',
  passwordContainsEmail: 'The password must not contain your e-mail address.',
  currentPasswordWrong: 'The current password is incorrect.',
  refusedWhileImpersonating: 'This change is not allowed while impersonating a user.',
  passwordChanged: 'Your password has been changed.',
  passwordSet: 'Your password has been set. You can now sign in.',
} as const;

export type AuthMessageKey = keyof typeof authMessages;
