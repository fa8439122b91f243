/** What the quotation calls say (`server.quotations.*`, decision 025); the web app words them per language. */
export const quotationMessages = {
  requested: 'Quotation requested',
  offered: 'Offer sent to the customer',
  accepted: 'Offer accepted. Complete the booking created from it.',
  rejected: 'Quotation rejected',
  countered: 'Counter-offer sent',
  expired: 'This offer has expired. Send a counter-offer to ask for a new one.',
  notOpen: 'This quotation can no longer be changed',
  notRerated: "This shipment's quotation was not priced from a tariff, so it cannot be re-rated",
  unknownOption: 'Choose one of the offered options',
  validUntilPast: 'The offer must be valid until today or later',
};
