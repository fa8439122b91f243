import type { enUsWarehouseReceiptDocumentStrings } from './en-us-warehouse-receipt-documents';
import type { TranslatedStrings } from './translated-strings';

/** Spanish (Mexico) words of the warehouse receipt PDF. */
export const esMxWarehouseReceiptDocumentStrings: TranslatedStrings<typeof enUsWarehouseReceiptDocumentStrings> = {
  title: 'Recibo de almacén',
  fileTitle: 'Recibo de almacén {{wrNumber}}',
  fields: {
    received: 'Recibido',
    customer: 'Cliente',
    status: 'Estado',
    discrepancies: 'Discrepancias',
    shipper: 'Remitente',
    carrier: 'Transportista',
    tracking: 'Rastreo / PRO',
    inboundOrder: 'Orden de entrada',
    pieces: 'Piezas',
    weight: 'Peso',
    dimensions: 'Dimensiones (L x A x Al)',
    location: 'Ubicación',
  },
  noDiscrepancy: 'Sin discrepancias',
  lines: 'Líneas',
  columns: {
    sku: 'SKU',
    description: 'Descripción',
    lot: 'Lote',
    expected: 'Esperado',
    received: 'Recibido',
    damaged: 'Dañado',
    discrepancy: 'Discrepancia',
  },
  notes: {
    acknowledged: 'Discrepancias reconocidas por {{name}} el {{date}}.',
    disputed: 'Disputado por {{name}} el {{date}}: {{reason}}',
    confirmed: 'Confirmado por {{name}} el {{date}}.',
    files_one: '{{count}} foto o documento archivado con este recibo.',
    files_other: '{{count}} fotos o documentos archivados con este recibo.',
    files_many: '{{count}} de fotos o documentos archivados con este recibo.',
    receivedBy: 'Recibido por {{name}}.',
    receivedByWarehouse: 'Recibido por el almacén.',
  },
};
