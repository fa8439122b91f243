/**
 * en-US names of the Incoterms® 2020 rules by code (the ICC's official names): the booking and quotation forms and
 * details, and the quotation documents (decision 107). Shared by every area that shows a delivery term.
 */
export const enUsIncotermStrings = {
  EXW: 'Ex Works',
  FCA: 'Free Carrier',
  CPT: 'Carriage Paid To',
  CIP: 'Carriage and Insurance Paid To',
  DAP: 'Delivered at Place',
  DPU: 'Delivered at Place Unloaded',
  DDP: 'Delivered Duty Paid',
  FAS: 'Free Alongside Ship',
  FOB: 'Free on Board',
  CFR: 'Cost and Freight',
  CIF: 'Cost, Insurance and Freight',
};
