import type { enUsWarehouseReceiptDocumentStrings } from './en-us-warehouse-receipt-documents';
import type { TranslatedStrings } from './translated-strings';

/** Brazilian Portuguese words of the warehouse receipt PDF. */
export const ptBrWarehouseReceiptDocumentStrings: TranslatedStrings<typeof enUsWarehouseReceiptDocumentStrings> = {
  title: 'Recibo de armazém',
  fileTitle: 'Recibo de armazém {{wrNumber}}',
  fields: {
    received: 'Recebido',
    customer: 'Cliente',
    status: 'Situação',
    discrepancies: 'Divergências',
    shipper: 'Embarcador',
    carrier: 'Transportadora',
    tracking: 'Rastreio / PRO',
    inboundOrder: 'Pedido de entrada',
    pieces: 'Volumes',
    weight: 'Peso',
    dimensions: 'Dimensões (C x L x A)',
    location: 'Localização',
  },
  noDiscrepancy: 'Sem divergências',
  lines: 'Linhas',
  columns: {
    sku: 'SKU',
    description: 'Descrição',
    lot: 'Lote',
    expected: 'Previsto',
    received: 'Recebido',
    damaged: 'Avariado',
    discrepancy: 'Divergência',
  },
  notes: {
    acknowledged: 'Divergências reconhecidas por {{name}} em {{date}}.',
    disputed: 'Contestado por {{name}} em {{date}}: {{reason}}',
    confirmed: 'Confirmado por {{name}} em {{date}}.',
    files_one: '{{count}} foto ou documento arquivado com este recibo.',
    files_other: '{{count}} fotos ou documentos arquivados com este recibo.',
    files_many: '{{count}} de fotos ou documentos arquivados com este recibo.',
    receivedBy: 'Recebido por {{name}}.',
    receivedByWarehouse: 'Recebido pelo armazém.',
  },
};
