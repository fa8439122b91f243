import { describe, expect, it } from 'vitest';
import { eventTypes } from '@connect/domain/reference/enumerations';
import { shipmentEventName } from '@connect/domain/shipments/milestones';
import { textOf } from '../billing/billing-documents.fixture';
import { printWords } from '../billing/billing-print-words';
import { wordDigest, wordNotice, type NoticeText } from './notification-texts';

/**
 * Every kind of event notice worded from the catalogue (decision 100): en-US as the English-only notices read (the
 * templates that were in `notifications.service.ts`) but for its days and times, which are by Intl in the reader's
 * locale and zone since decision 107 (`12/01/2026`, `11/24/2026 04:00 CST`); es-MX and pt-BR in their own words and
 * formats.
 */

const english = printWords(textOf('en-US'), undefined, 'mails');
const spanish = printWords(textOf('es-MX'), undefined, 'mails');
const portuguese = printWords(textOf('pt-BR'), undefined, 'mails');
const link = 'https://connect.example/x?id=1';
const reader = { product: 'Connect', link, timeZone: 'America/Chicago' };
const nbsp = '\u00a0';

const order = (eventCode: 1001 | 1003, note: string): NoticeText => ({
  kind: 'warehouseOrder',
  eventCode,
  fileNumber: 'WO-1',
  referenceNo: 'PO-9',
  note,
});
const lowStock: NoticeText = {
  kind: 'lowStock',
  sku: 'SKU-1',
  description: 'Blue widget',
  warehouseName: 'Dallas DC',
  available: 1500,
  threshold: 2000,
  at: '2026-11-24T15:04:00.000Z',
};
const disputed: NoticeText = {
  kind: 'receiptDisputed',
  wrNumber: 'WR-7',
  byName: 'Ana Souza',
  companyName: 'ACME',
  reason: 'Two cartons short',
};
const booking = (eventTypeId: 5555 | 4444 | 2222, notes = ''): NoticeText => ({
  kind: 'booking',
  eventTypeId,
  reference: 'BK-1',
  companyName: 'ACME',
  notes,
  origin: 'MIA',
  destination: 'GRU',
});
const invoice: NoticeText = { kind: 'invoicePosted', invoiceNumber: 'INV-1', amountCents: 1000, dueDate: '2026-12-01' };
const exception: NoticeText = {
  kind: 'shipment',
  eventCode: 21,
  eventName: 'Exceptions',
  houseBill: 'HB-9',
  location: '',
  at: '2026-11-24T10:00:00Z',
  status: 'Shipment Loaded',
};

/** The low-stock time as the English notice always wrote it: medium day, short time, in the reader's zone. */
const chicagoTime = (locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'America/Chicago', dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date('2026-11-24T15:04:00Z'),
  );

describe('notices in English, as they always read but for US days and times in the reader’s zone', () => {
  it('names every event as the reference list and the shipment feed name it', () => {
    for (const event of eventTypes) {
      expect(english.word(`events.${event.code}`, '?')).toBe(event.name);
      if (event.module === 'shipments') expect(shipmentEventName(event.code)).toBe(event.name);
    }
  });

  it('words the WMS order, low stock and disputed receipt notices', () => {
    const voided = wordNotice(english, order(1003, 'Damaged'), reader);
    expect(voided.title).toBe('Order Voided: WO-1');
    expect(voided.body).toBe('Order Voided: order WO-1 (reference PO-9). Damaged.');
    expect(voided.subject).toBe('Connect: Order Voided: WO-1');
    expect(voided.text('Dana')).toBe(
      `Hello Dana,\n\nOrder Voided: order WO-1 (reference PO-9). Damaged.\n\nOpen it in Connect: ${link}\n\nYou receive this because WMS notifications are on for your company. Change them on My Profile.\n`,
    );
    expect(wordNotice(english, order(1001, ''), reader).body).toBe('Order Allocated: order WO-1 (reference PO-9).');

    const low = wordNotice(english, lowStock, reader);
    expect(low.title).toBe('Low stock: SKU-1');
    expect(low.text('Dana')).toBe(
      `Hello Dana,\n\nSKU-1 (Blue widget) at Dallas DC: 1500 available, at or below the threshold of 2000, on ${chicagoTime('en-US')} (America/Chicago).\n\nOpen it in Connect: ${link}\n\nYou receive this because WMS notifications (Order Allocated) are on for your company. Change them on My Profile.\n`,
    );

    const receipt = wordNotice(english, disputed, reader);
    expect(receipt.subject).toBe('Connect: Receipt disputed: WR-7');
    expect(receipt.text('Dana')).toBe(
      `Hello Dana,\n\nAna Souza (ACME) disputes warehouse receipt WR-7: Two cartons short\n\nOpen it in Connect: ${link}\n`,
    );
  });

  it('words the booking, invoice and shipment notices', () => {
    const accepted = wordNotice(english, booking(5555), reader);
    expect(accepted.title).toBe('Booking Accepted: BK-1');
    expect(accepted.text('Dana')).toBe(
      `Hello Dana,\n\nYour booking BK-1 has been accepted.\n\nOpen it in Connect: ${link}\n\nYou receive this because booking notifications are on for ACME. Change them on My Profile.\n`,
    );
    expect(wordNotice(english, booking(4444), reader).body).toBe('Your booking BK-1 has been rejected.');
    expect(wordNotice(english, booking(4444, 'No space'), reader).body).toBe('Booking Rejected for BK-1: No space');
    const submitted = wordNotice(english, booking(2222), reader);
    expect([submitted.title, submitted.body]).toEqual([
      'Booking Submitted: BK-1',
      'ACME submitted booking BK-1 (MIA to GRU).',
    ]);

    const posted = wordNotice(english, invoice, reader);
    expect([posted.title, posted.body, posted.subject]).toEqual([
      'Invoice Posted: INV-1',
      '$10.00 due 12/01/2026',
      'Connect: invoice INV-1',
    ]);
    expect(posted.text('Dana')).toBe(
      `Hello Dana,\n\nInvoice INV-1 for $10.00 is due on 12/01/2026.\n\nPay invoice: ${link}\n\nThe link works for 30 days without signing in. Or sign in to Connect to see all your invoices.\n`,
    );

    const shipment = wordNotice(english, exception, reader);
    // 10:00 UTC is 04:00 in Chicago (CST in November), the reader's zone.
    expect(shipment.body).toBe('Exceptions on 11/24/2026 04:00 CST.');
    expect(shipment.text('Dana')).toContain(
      'Shipment HB-9: Exceptions on 11/24/2026 04:00 CST.\nStatus: Shipment Loaded\n',
    );
    expect(wordNotice(english, exception, { ...reader, timeZone: 'UTC' }).body).toBe(
      'Exceptions on 11/24/2026 10:00 UTC.',
    );
  });

  it('words the digest and quiet-hours subjects with the count', () => {
    const items = [{ title: 'A', body: 'B', link: '' }];
    expect(wordDigest(english, 'held', { product: 'Connect', name: 'Dana' }, items)).toEqual({
      subject: 'Connect: notices held during your quiet hours (1)',
      text: 'Hello Dana,\n\n- A: B\n\nChange what you receive on My Profile.\n',
    });
  });
});

describe('notices in Spanish and Portuguese', () => {
  it('words the WMS notices in their reader’s words and number formats', () => {
    const voided = wordNotice(spanish, order(1003, 'Dañado'), reader);
    expect(voided.subject).toBe('Connect: Pedido anulado: WO-1');
    expect(voided.text('Lucía')).toBe(
      `Hola, Lucía:\n\nPedido anulado: pedido WO-1 (referencia PO-9). Dañado.\n\nÁbralo en Connect: ${link}\n\nRecibe este correo porque las notificaciones de WMS están activadas para su empresa. Puede cambiarlas en Mi perfil.\n`,
    );
    const low = wordNotice(portuguese, lowStock, reader);
    expect(low.title).toBe('Estoque baixo: SKU-1');
    expect(low.body).toBe(
      `SKU-1 (Blue widget) em Dallas DC: disponível 1.500, igual ou abaixo do limite de 2.000, em ${chicagoTime('pt-BR')} (America/Chicago).`,
    );
    const receipt = wordNotice(portuguese, disputed, reader);
    expect([receipt.title, receipt.body]).toEqual([
      'Recibo de armazém contestado: WR-7',
      'Ana Souza (ACME) contesta o recibo de armazém WR-7: Two cartons short',
    ]);
  });

  it('words the booking, invoice and shipment notices, the status by the milestone’s name', () => {
    const accepted = wordNotice(spanish, booking(5555), reader);
    expect([accepted.title, accepted.body]).toEqual(['Reserva aceptada: BK-1', 'Su reserva BK-1 fue aceptada.']);
    expect(accepted.text('Lucía')).toContain(
      'Recibe este correo porque las notificaciones de reservas están activadas para ACME.',
    );
    expect(wordNotice(portuguese, booking(4444, 'Sem espaço'), reader).body).toBe(
      'Reserva recusada de BK-1: Sem espaço',
    );
    expect(wordNotice(portuguese, booking(2222), reader).body).toBe('ACME enviou a reserva BK-1 (MIA para GRU).');

    const posted = wordNotice(portuguese, invoice, reader);
    expect(posted.subject).toBe('Connect: fatura INV-1');
    expect(posted.text('Ana')).toBe(
      `Olá, Ana,\n\nA fatura INV-1 de US$${nbsp}10,00 vence em 01/12/2026.\n\nPagar a fatura: ${link}\n\nO link funciona por 30 dias sem fazer login. Ou entre no Connect para ver todas as suas faturas.\n`,
    );
    expect(wordNotice(spanish, invoice, reader).body).toBe(`USD${nbsp}10.00 con vencimiento el 01/12/2026`);

    const shipment = wordNotice(spanish, exception, reader);
    expect(shipment.title).toBe('Excepciones: HB-9');
    expect(shipment.text('Lucía')).toContain(
      'Embarque HB-9: Excepciones el 24/11/2026 04:00 GMT-6.\nEstado: Embarque cargado\n',
    );
    expect(wordNotice(portuguese, exception, { ...reader, timeZone: 'America/Sao_Paulo' }).body).toBe(
      'Exceções em 24/11/2026 07:00 BRT.',
    );
  });

  it('counts the quiet-hours notices with the language’s plural forms', () => {
    const item = { title: 'A', body: 'B', link: '' };
    expect(wordDigest(spanish, 'held', { product: 'Connect', name: 'Lucía' }, [item]).subject).toBe(
      'Connect: aviso retenido durante su horario de silencio (1)',
    );
    expect(wordDigest(spanish, 'held', { product: 'Connect', name: 'Lucía' }, [item, item]).subject).toBe(
      'Connect: avisos retenidos durante su horario de silencio (2)',
    );
    expect(wordDigest(portuguese, 'digest', { product: 'Connect', name: 'Ana' }, [item]).text).toBe(
      'Olá, Ana,\n\n- A: B\n\nAltere o que você recebe em Meu perfil.\n',
    );
  });
});
