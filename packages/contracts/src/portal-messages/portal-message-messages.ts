/** The server's own texts of admin messages (`server.messages.*`, decision 025); the spec's are in `errors.*`. */
export const portalMessageMessages = {
  saved: 'The message has been saved.',
  published: 'The message has been published.',
  withdrawn: 'The message has been withdrawn.',
  alreadyPublished: 'This message is already published.',
  withdrawnCannotChange: 'A withdrawn message cannot be changed.',
  localeNotActive: 'The language {{locale}} is not active.',
  defaultLocaleRequired: 'The message needs its text in the default language ({{locale}}).',
  endBeforeStart: 'The end must be after the start.',
  unknownCompany: 'There is no company {{code}}.',
  unknownUser: 'A chosen user does not exist or is not active.',
  acknowledged: 'Thank you, your acknowledgment is recorded.',
  impersonationReadOnly: 'While impersonating, you cannot acknowledge a message for the customer.',
} as const;
