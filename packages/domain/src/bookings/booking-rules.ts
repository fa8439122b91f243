/**
 * What a booking needs before it can be submitted (spec 2 §5 validation catalogue): a pure rule, so the form can
 * show the same messages before sending and the server refuses the same way. Drafts may be saved incomplete.
 */
export type BookingForSubmit = {
  mode: string;
  isQuick: boolean;
  originCode: string;
  destinationCode: string;
  cargoReadyDate: string | null;
  freightTerms: string;
  incoterms: string;
  commodity: string;
  parties: { shipper: unknown; consignee: unknown };
  cargo: readonly { qty: number; length: number; width: number; height: number; grossWeight: number }[];
  /** Types of the documents already uploaded. */
  documentTypes: readonly string[];
};

export type SubmitProblem = { path: string; message: string };

export const submitMessages = {
  summary: 'Required Fields need to be populated',
  required: (field: string) => `${field} is a required field`,
  shipper: 'Shipper: This is required',
  consignee: 'Consignee: This is required',
  sameOriginDestination: 'Origin and Destination cannot be same',
  pastReadyDate: 'Cargo ready date cannot be in the past',
  noCargo: 'Add at least one cargo row',
  grossWeight: 'Gross Weight is required',
  quantity: 'Quantity must be 1 or more',
  dimensions: 'Length, width and height are needed for this mode',
  quickDocument: (name: string) => `${name} is a required field`,
} as const;

/** Documents a quick booking carries instead of parties and cargo (spec 2 §3: COMMINVOICE, PACKLIST, SHIPLETTER). */
export const quickBookingDocuments = [
  { code: 'COMMINVOICE', name: 'Commercial Invoice' },
  { code: 'PACKLIST', name: 'Packing List' },
  { code: 'SHIPLETTER', name: "Shipper's Letter of Instruction" },
] as const;

/** Origin and destination may not be the same place (checked on every save, not only on submit). */
export function sameOriginAndDestination(booking: Pick<BookingForSubmit, 'originCode' | 'destinationCode'>): boolean {
  const origin = booking.originCode.trim().toUpperCase();
  return origin !== '' && origin === booking.destinationCode.trim().toUpperCase();
}

/**
 * Every problem that keeps the booking from being submitted, in the order of the form. `today` is the calendar day
 * (YYYY-MM-DD) of the person submitting; a ready date before it is refused.
 */
export function problemsBeforeSubmit(booking: BookingForSubmit, today: string): SubmitProblem[] {
  const problems: SubmitProblem[] = [];
  const need = (path: string, value: string, label: string) => {
    if (value.trim() === '') problems.push({ path, message: submitMessages.required(label) });
  };
  need('mode', booking.mode, 'Mode');
  need('originCode', booking.originCode, 'Origin');
  need('destinationCode', booking.destinationCode, 'Destination');
  if (sameOriginAndDestination(booking))
    problems.push({ path: 'destinationCode', message: submitMessages.sameOriginDestination });
  if (!booking.cargoReadyDate)
    problems.push({ path: 'cargoReadyDate', message: submitMessages.required('Cargo ready date') });
  else if (booking.cargoReadyDate < today)
    problems.push({ path: 'cargoReadyDate', message: submitMessages.pastReadyDate });

  if (booking.isQuick) {
    for (const document of quickBookingDocuments)
      if (!booking.documentTypes.includes(document.code))
        problems.push({ path: `documents.${document.code}`, message: submitMessages.quickDocument(document.name) });
    return problems;
  }

  if (!booking.parties.shipper) problems.push({ path: 'parties.shipper', message: submitMessages.shipper });
  if (!booking.parties.consignee) problems.push({ path: 'parties.consignee', message: submitMessages.consignee });
  need('freightTerms', booking.freightTerms, 'Freight terms');
  need('incoterms', booking.incoterms, 'Incoterms');
  need('commodity', booking.commodity, 'Commodity');
  if (booking.cargo.length === 0) problems.push({ path: 'cargo', message: submitMessages.noCargo });
  const needsDimensions = booking.mode !== 'OCEAN-FCL';
  booking.cargo.forEach((row, index) => {
    if (row.qty < 1) problems.push({ path: `cargo.${index}.qty`, message: submitMessages.quantity });
    if (row.grossWeight <= 0)
      problems.push({ path: `cargo.${index}.grossWeight`, message: submitMessages.grossWeight });
    if (needsDimensions && (row.length < 1 || row.width < 1 || row.height < 1))
      problems.push({ path: `cargo.${index}.length`, message: submitMessages.dimensions });
  });
  return problems;
}
