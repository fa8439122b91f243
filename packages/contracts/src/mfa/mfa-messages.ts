/** The server's own texts of multi-factor sign-in (`server.mfa.*`, decision 025); the spec's are in `errors.*`. */
export const mfaMessages = {
  codeWrong: 'The code is not correct. Check it and try again.',
  codeExpired: 'This code has expired. Ask for a new one.',
  flowExpired: 'This step took too long. Start again.',
  tooManyAttempts: 'Too many wrong codes. Start again.',
  codeSentRecently: 'A code was sent a moment ago. Wait {{seconds}} seconds before asking for another.',
  requiredByCompany: 'Your company requires a second sign-in step, so it cannot be turned off.',
  enrollmentRequired: 'Your company requires a second sign-in step. Set one up to continue.',
  factorAdded: 'Two-step sign-in is on.',
  factorRemoved: 'The sign-in method was removed.',
  disabled: 'Two-step sign-in is off.',
  phoneUnavailable: 'Text-message codes are not available here. Use an authenticator app.',
  recoveryCodesRenewed: 'New recovery codes are ready. The old ones no longer work.',
  companyRequirementSaved: 'The sign-in requirement of the company has been saved.',
  resetByAdmin:
    'Two-step sign-in of {{name}} was reset. They set it up again at their next sign-in if their company requires it.',
  nothingToReset: '{{name}} has no two-step sign-in to reset.',
} as const;
