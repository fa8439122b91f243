/**
 * en-US words of the warehouse receipt PDF (decision 058), printed in its reader's language like the billing and
 * booking documents (decisions 098, 102). Statuses, acknowledgment states and discrepancy kinds are the screens'
 * (`warehouseReceipts.statuses`, `.ackStatuses`, `.discrepancies`).
 */
export const enUsWarehouseReceiptDocumentStrings = {
  title: 'Warehouse Receipt',
  fileTitle: 'Warehouse Receipt {{wrNumber}}',
  fields: {
    received: 'Received',
    customer: 'Customer',
    status: 'Status',
    discrepancies: 'Discrepancies',
    shipper: 'Shipper',
    carrier: 'Carrier',
    tracking: 'Tracking / PRO',
    inboundOrder: 'Inbound order',
    pieces: 'Pieces',
    weight: 'Weight',
    dimensions: 'Dimensions (L x W x H)',
    location: 'Location',
  },
  noDiscrepancy: 'No discrepancy',
  lines: 'Lines',
  columns: {
    sku: 'SKU',
    description: 'Description',
    lot: 'Lot',
    expected: 'Expected',
    received: 'Received',
    damaged: 'Damaged',
    discrepancy: 'Discrepancy',
  },
  notes: {
    acknowledged: 'Discrepancies acknowledged by {{name}} on {{date}}.',
    disputed: 'Disputed by {{name}} on {{date}}: {{reason}}',
    confirmed: 'Confirmed by {{name}} on {{date}}.',
    files_one: '{{count}} photo or document on file with this receipt.',
    files_other: '{{count}} photos or documents on file with this receipt.',
    receivedBy: 'Received by {{name}}.',
    receivedByWarehouse: 'Received by the warehouse.',
  },
};
