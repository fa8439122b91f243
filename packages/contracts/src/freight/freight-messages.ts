/**
 * What the freight calls say beyond the spec's catalogue (`server.freight.*`, decision 025). The spec's own texts
 * ('No Rates Found for given parameters', 'Required Fields need to be populated') are `errors.*` keys.
 * Spec 2 §5 names the ocean and customer variants without their texts; these are ours.
 */
export const freightMessages = {
  oceanRatesNotFound: 'No ocean rates found for the given ports, carrier and container type',
  noRecordForCustomer: 'No freight rates are set up for your company yet. Request a quotation instead.',
  laneNotAllowed: 'Your company may request freight estimates only from {{origins}} to {{destinations}}.',
};
