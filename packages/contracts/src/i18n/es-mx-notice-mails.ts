import type { enUsNoticeMailStrings } from './en-us-notice-mails';
import type { TranslatedStrings } from './translated-strings';

/** Spanish (Mexico) words of the event notices: their mails, in-portal pushes, daily digest and quiet-hours mails. */
export const esMxNoticeMailStrings: TranslatedStrings<typeof enUsNoticeMailStrings> = {
  subject: '{{product}}: {{title}}',
  open: 'Ábralo en {{product}}: {{link}}',
  shipment: {
    title: '{{event}}: {{houseBill}}',
    body: '{{event}} el {{when}}.',
    bodyAt: '{{event}} en {{location}} el {{when}}.',
    line: 'Embarque {{houseBill}}: {{body}}',
    status: 'Estado: {{status}}',
    why: 'Recibe este correo porque las notificaciones de embarques están activadas para su empresa. Puede cambiarlas en Mi perfil.',
  },
  warehouseOrder: {
    title: '{{event}}: {{fileNumber}}',
    body: '{{event}}: pedido {{fileNumber}} (referencia {{reference}}).',
    bodyWithNote: '{{event}}: pedido {{fileNumber}} (referencia {{reference}}). {{note}}.',
    why: 'Recibe este correo porque las notificaciones de WMS están activadas para su empresa. Puede cambiarlas en Mi perfil.',
  },
  lowStock: {
    title: 'Existencias bajas: {{sku}}',
    body: '{{sku}} ({{description}}) en {{warehouse}}: quedan disponibles {{available}}, en o por debajo del umbral de {{threshold}}, el {{when}} ({{zone}}).',
    why: 'Recibe este correo porque las notificaciones de WMS (Pedido asignado) están activadas para su empresa. Puede cambiarlas en Mi perfil.',
  },
  receiptDisputed: {
    title: 'Recibo de almacén impugnado: {{receipt}}',
    body: '{{name}} ({{company}}) impugna el recibo de almacén {{receipt}}: {{reason}}',
  },
  booking: {
    title: '{{event}}: {{reference}}',
    accepted: 'Su reserva {{reference}} fue aceptada.',
    rejected: 'Su reserva {{reference}} fue rechazada.',
    withNotes: '{{event}} de {{reference}}: {{notes}}',
    submitted: '{{company}} envió la reserva {{reference}} ({{origin}} a {{destination}}).',
    why: 'Recibe este correo porque las notificaciones de reservas están activadas para {{company}}. Puede cambiarlas en Mi perfil.',
  },
  invoicePosted: {
    title: 'Factura emitida: {{invoice}}',
    body: '{{amount}} con vencimiento el {{due}}',
    subject: '{{product}}: factura {{invoice}}',
    due: 'La factura {{invoice}} por {{amount}} vence el {{due}}.',
    pay: 'Pagar la factura: {{link}}',
    linkWorks:
      'El enlace funciona durante 30 días sin iniciar sesión. O inicie sesión en {{product}} para ver todas sus facturas.',
  },
  digest: {
    subject_one: '{{product}}: su resumen diario ({{count}})',
    subject_many: '{{product}}: su resumen diario ({{count}})',
    subject_other: '{{product}}: su resumen diario ({{count}})',
    heldSubject_one: '{{product}}: aviso retenido durante su horario de silencio ({{count}})',
    heldSubject_many: '{{product}}: avisos retenidos durante su horario de silencio ({{count}})',
    heldSubject_other: '{{product}}: avisos retenidos durante su horario de silencio ({{count}})',
    item: '- {{title}}: {{body}}',
    change: 'Puede cambiar lo que recibe en Mi perfil.',
  },
};
