/** The server's own texts of passkeys (`server.passkey.*`, decision 025). */
export const passkeyMessages = {
  notAccepted: 'The passkey was not accepted. Try again or use another sign-in method.',
  noPasskeys: 'There is no passkey on this account.',
  alreadyAdded: 'This passkey is already on an account.',
} as const;
