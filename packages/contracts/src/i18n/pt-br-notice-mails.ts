import type { enUsNoticeMailStrings } from './en-us-notice-mails';
import type { TranslatedStrings } from './translated-strings';

/** Brazilian Portuguese words of the event notices: their e-mails, in-portal pushes, daily digest and quiet-hours e-mails. */
export const ptBrNoticeMailStrings: TranslatedStrings<typeof enUsNoticeMailStrings> = {
  subject: '{{product}}: {{title}}',
  open: 'Abra no {{product}}: {{link}}',
  shipment: {
    title: '{{event}}: {{houseBill}}',
    body: '{{event}} em {{when}}.',
    bodyAt: '{{event}} em {{location}} em {{when}}.',
    line: 'Embarque {{houseBill}}: {{body}}',
    status: 'Situação: {{status}}',
    why: 'Você recebe este e-mail porque as notificações de embarques estão ativadas para a sua empresa. Altere-as em Meu perfil.',
  },
  warehouseOrder: {
    title: '{{event}}: {{fileNumber}}',
    body: '{{event}}: pedido {{fileNumber}} (referência {{reference}}).',
    bodyWithNote: '{{event}}: pedido {{fileNumber}} (referência {{reference}}). {{note}}.',
    why: 'Você recebe este e-mail porque as notificações de WMS estão ativadas para a sua empresa. Altere-as em Meu perfil.',
  },
  lowStock: {
    title: 'Estoque baixo: {{sku}}',
    body: '{{sku}} ({{description}}) em {{warehouse}}: disponível {{available}}, igual ou abaixo do limite de {{threshold}}, em {{when}} ({{zone}}).',
    why: 'Você recebe este e-mail porque as notificações de WMS (Pedido alocado) estão ativadas para a sua empresa. Altere-as em Meu perfil.',
  },
  receiptDisputed: {
    title: 'Recibo de armazém contestado: {{receipt}}',
    body: '{{name}} ({{company}}) contesta o recibo de armazém {{receipt}}: {{reason}}',
  },
  booking: {
    title: '{{event}}: {{reference}}',
    accepted: 'Sua reserva {{reference}} foi aceita.',
    rejected: 'Sua reserva {{reference}} foi recusada.',
    withNotes: '{{event}} de {{reference}}: {{notes}}',
    submitted: '{{company}} enviou a reserva {{reference}} ({{origin}} para {{destination}}).',
    why: 'Você recebe este e-mail porque as notificações de reservas estão ativadas para {{company}}. Altere-as em Meu perfil.',
  },
  invoicePosted: {
    title: 'Fatura emitida: {{invoice}}',
    body: '{{amount}} com vencimento em {{due}}',
    subject: '{{product}}: fatura {{invoice}}',
    due: 'A fatura {{invoice}} de {{amount}} vence em {{due}}.',
    pay: 'Pagar a fatura: {{link}}',
    linkWorks: 'O link funciona por 30 dias sem fazer login. Ou entre no {{product}} para ver todas as suas faturas.',
  },
  digest: {
    subject_one: '{{product}}: seu resumo diário ({{count}})',
    subject_many: '{{product}}: seu resumo diário ({{count}})',
    subject_other: '{{product}}: seu resumo diário ({{count}})',
    heldSubject_one: '{{product}}: aviso retido durante seu horário de silêncio ({{count}})',
    heldSubject_many: '{{product}}: avisos retidos durante seu horário de silêncio ({{count}})',
    heldSubject_other: '{{product}}: avisos retidos durante seu horário de silêncio ({{count}})',
    item: '- {{title}}: {{body}}',
    change: 'Altere o que você recebe em Meu perfil.',
  },
};
