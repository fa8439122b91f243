/** The server's own texts of the resources library (`server.resources.*`, decision 025); the spec's are in `errors.*`. */
export const resourceMessages = {
  saved: 'The resource has been saved.',
  deleted: 'The resource has been deleted.',
  uploaded: 'The file has been uploaded.',
  opened: 'Opened.',
  acknowledged: 'Thank you, your acknowledgment is recorded.',
  noAckAsked: 'This resource asks for no acknowledgment.',
  expiryBeforePublish: 'The expiry must be after the publish date.',
  unknownCompany: 'There is no company {{code}}.',
  unknownCustomer: 'A chosen customer does not exist or is not active.',
  unknownFile: 'The uploaded file was not found. Please upload it again.',
  linkNotValid: 'A link starts with https:// or http://',
  sendOctetStream: 'Send the file as application/octet-stream',
  impersonationReadOnly: 'While impersonating, you cannot acknowledge a resource for the customer.',
} as const;
