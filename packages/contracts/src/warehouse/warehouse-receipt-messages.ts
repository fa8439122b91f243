/** The server's own texts of the warehouse receipts (`server.warehouseReceipts.*`, decision 025). */
export const warehouseReceiptMessages = {
  acknowledged: 'Thank you, your acknowledgement of the discrepancies is recorded.',
  disputed: 'Your dispute is recorded; the warehouse will contact you.',
  confirmed: 'Receipt confirmed',
  lineSaved: 'Discrepancy saved',
  fileUploaded: 'The file has been attached.',
  notAwaitingAnswer: 'This receipt waits for no acknowledgement (it is {{status}}).',
  notConfirmable: 'This receipt is {{status}}; it cannot be confirmed.',
  confirmedReadOnly: 'A confirmed receipt can no longer be changed.',
  disputeReasonRequired: 'Give a reason for the dispute',
  damagedOverReceived: 'Damaged cannot be more than received ({{received}})',
  impersonationReadOnly: 'While impersonating, you cannot answer a receipt for the customer.',
  sendOctetStream: 'Send the file as application/octet-stream',
} as const;
