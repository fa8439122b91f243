import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage, ServiceContext } from '../../context';
import {
  buildCompany,
  buildCustomerUser,
  chooseLocale,
  signInAs,
  type BuiltUser,
} from '../../../test/builders/identity';
import type { SignedIn } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { notifyInvoicePosted, notifyShipmentEvent, sendDailyDigests } from './notifications.service';

/**
 * Event notices in their recipient's language (issue #17, decision 100): the event mail, the in-portal push and the
 * daily digest of an es-MX and a pt-BR user are in Spanish and Portuguese, an en-US user's read as they always did;
 * a notice kept for the digest is worded when the digest goes out, in the language the user has then.
 */

let t: TestApp;
let ctx: ServiceContext;
let companyId: string;
const pushes: { userId: string; message: PushMessage }[] = [];

type Reader = { user: BuiltUser; session: SignedIn };
let english: Reader;
let spanish: Reader;
let portuguese: Reader;
/** A user whose stored language is not an active one (French): the default language, English, applies. */
let french: Reader;

/** A customer of the test company with the shipment and billing permissions, in `locale` (none: the default). */
async function readerIn(companyCode: string, displayName: string, locale?: string): Promise<Reader> {
  const user = await buildCustomerUser(t.database.db, {
    companyCode,
    permissions: ['shipment', 'billing'],
    displayName,
  });
  const session = await signInAs(t.app, user);
  if (locale) await chooseLocale(t.app, session, locale);
  return { user, session };
}

beforeAll(async () => {
  t = await createTestApp();
  ctx = {
    db: t.database.db,
    config: t.app.config,
    mailer: t.app.mailer,
    requestId: 'notice-language-test',
    push: (userId, message) => pushes.push({ userId, message }),
  };
  const company = await buildCompany(t.database.db);
  companyId = company.id;
  english = await readerIn(company.code, 'Dana Reed');
  spanish = await readerIn(company.code, 'Lucía Pérez', 'es-MX');
  portuguese = await readerIn(company.code, 'Ana Souza', 'pt-BR');
  french = await readerIn(company.code, 'Marie Dubois');
  await t.database.db.execute(sql`update users set locale = 'fr-FR' where id = ${french.user.id}`);
});
afterAll(async () => {
  await t.close();
});

/** The mails the outbox holds for `to` whose subject contains `subjectPart`, oldest first. */
const mailsTo = (to: string, subjectPart: string) =>
  queryRows<{ subject: string; text_body: string }>(
    t.database.db,
    sql`select subject, text_body from mail_outbox where to_address = ${to} and subject like ${`%${subjectPart}%`}
        order by created_at, id`,
  );

const pushTo = (reader: Reader, type: string) =>
  pushes.filter((p) => p.userId === reader.user.id && p.message.type === type).at(-1)?.message;

/** The reader keeps Invoice Posted (9999) for the daily digest. */
async function digestInvoices(reader: Reader): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/user/eventNotifications',
    headers: reader.session.headers,
    payload: [
      {
        eventTypeId: 9999,
        moduleId: 'billing',
        flag: true,
        frequency: 'daily',
        companyCode: reader.user.companyCodes[0],
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('event notices in the recipient’s language', () => {
  it('mails and pushes a shipment event in Spanish and Portuguese, and in English with its US day and time', async () => {
    const link = `${t.app.config.publicUrl}/shipment/shipments-details?id=00000000-0000-4000-8000-0000000000aa`;
    const notified = await notifyShipmentEvent(ctx, {
      companyId,
      shipmentId: '00000000-0000-4000-8000-0000000000aa',
      houseBill: 'HB-LANG-1',
      eventCode: 4,
      eventName: 'Departure from Origin',
      status: 'Departure from Origin',
      at: '2026-11-24T10:05:00Z',
      location: 'Veracruz',
    });
    expect(notified).toBe(4);

    const [en] = await mailsTo(english.user.email, 'HB-LANG-1');
    expect(en?.subject).toBe('Connect: Departure from Origin: HB-LANG-1');
    expect(en?.text_body).toBe(
      `Hello Dana Reed,\n\nShipment HB-LANG-1: Departure from Origin at Veracruz on 11/24/2026 10:05 UTC.\nStatus: Departure from Origin\n\nOpen it in Connect: ${link}\n\nYou receive this because shipment notifications are on for your company. Change them on My Profile.\n`,
    );

    const [fr] = await mailsTo(french.user.email, 'HB-LANG-1');
    expect(fr?.subject).toBe('Connect: Departure from Origin: HB-LANG-1');
    expect(fr?.text_body).toBe(en?.text_body.replace('Hello Dana Reed,', 'Hello Marie Dubois,'));

    const [es] = await mailsTo(spanish.user.email, 'HB-LANG-1');
    expect(es?.subject).toBe('Connect: Salida del origen: HB-LANG-1');
    expect(es?.text_body).toBe(
      `Hola, Lucía Pérez:\n\nEmbarque HB-LANG-1: Salida del origen en Veracruz el 24/11/2026 10:05 UTC.\nEstado: Salida del origen\n\nÁbralo en Connect: ${link}\n\nRecibe este correo porque las notificaciones de embarques están activadas para su empresa. Puede cambiarlas en Mi perfil.\n`,
    );

    const [pt] = await mailsTo(portuguese.user.email, 'HB-LANG-1');
    expect(pt?.subject).toBe('Connect: Saída da origem: HB-LANG-1');
    expect(pt?.text_body).toBe(
      `Olá, Ana Souza,\n\nEmbarque HB-LANG-1: Saída da origem em Veracruz em 24/11/2026 10:05 UTC.\nSituação: Saída da origem\n\nAbra no Connect: ${link}\n\nVocê recebe este e-mail porque as notificações de embarques estão ativadas para a sua empresa. Altere-as em Meu perfil.\n`,
    );

    expect(pushTo(english, 'shipment-event')).toMatchObject({
      title: 'Departure from Origin: HB-LANG-1',
      body: 'Departure from Origin at Veracruz on 11/24/2026 10:05 UTC.',
    });
    expect(pushTo(spanish, 'shipment-event')).toMatchObject({
      title: 'Salida del origen: HB-LANG-1',
      body: 'Salida del origen en Veracruz el 24/11/2026 10:05 UTC.',
    });
    expect(pushTo(portuguese, 'shipment-event')).toMatchObject({
      title: 'Saída da origem: HB-LANG-1',
      body: 'Saída da origem em Veracruz em 24/11/2026 10:05 UTC.',
    });
  });

  it('sends each daily digest in its reader’s language, the amount and due day in the locale’s formats', async () => {
    for (const reader of [english, spanish, portuguese]) await digestInvoices(reader);
    const links = new Map<string, string>();
    await notifyInvoicePosted(ctx, {
      companyId,
      invoiceNumber: 'INV-LANG-1',
      amountCents: 123450,
      dueDate: '2026-12-01',
      payLink: (email) => {
        const link = `https://pay.example/${encodeURIComponent(email)}`;
        links.set(email, link);
        return Promise.resolve(link);
      },
    });
    expect(pushTo(spanish, 'invoice-posted')).toMatchObject({
      title: 'Factura emitida: INV-LANG-1',
      body: 'USD\u00a01,234.50 con vencimiento el 01/12/2026',
    });
    // Held for the digest: no mail yet. The built users are in UTC, so 08:30 UTC is their digest hour.
    expect(await mailsTo(spanish.user.email, 'INV-LANG-1')).toEqual([]);
    expect(await sendDailyDigests(ctx, new Date('2026-11-25T08:30:00Z'))).toBeGreaterThanOrEqual(3);

    const [en] = await mailsTo(english.user.email, 'daily digest');
    expect(en?.subject).toBe('Connect: your daily digest (1)');
    expect(en?.text_body).toBe(
      `Hello Dana Reed,\n\n- Invoice Posted: INV-LANG-1: $1,234.50 due 12/01/2026\n  ${links.get(english.user.email)}\n\nChange what you receive on My Profile.\n`,
    );
    const [es] = await mailsTo(spanish.user.email, 'resumen diario');
    expect(es?.subject).toBe('Connect: su resumen diario (1)');
    expect(es?.text_body).toBe(
      `Hola, Lucía Pérez:\n\n- Factura emitida: INV-LANG-1: USD\u00a01,234.50 con vencimiento el 01/12/2026\n  ${links.get(spanish.user.email)}\n\nPuede cambiar lo que recibe en Mi perfil.\n`,
    );
    const [pt] = await mailsTo(portuguese.user.email, 'resumo diário');
    expect(pt?.subject).toBe('Connect: seu resumo diário (1)');
    expect(pt?.text_body).toBe(
      `Olá, Ana Souza,\n\n- Fatura emitida: INV-LANG-1: US$\u00a01.234,50 com vencimento em 01/12/2026\n  ${links.get(portuguese.user.email)}\n\nAltere o que você recebe em Meu perfil.\n`,
    );
  });

  it('words a kept notice in the language the reader has when the digest goes out; an older row reads as stored', async () => {
    const company = await buildCompany(t.database.db);
    const switcher = await readerIn(company.code, 'Rui Costa');
    await digestInvoices(switcher);
    await notifyInvoicePosted(ctx, {
      companyId: company.id,
      invoiceNumber: 'INV-LANG-2',
      amountCents: 5000,
      dueDate: '2026-12-15',
      payLink: () => Promise.resolve('https://pay.example/switcher'),
    });
    // Kept while the reader read English; a row kept before notices were stored as codes has no notice.
    const [kept] = await queryRows<{ title: string; notice: { kind: string } | null }>(
      t.database.db,
      sql`select title, notice from notification_digest_items where user_id = ${switcher.user.id}`,
    );
    expect(kept?.title).toBe('Invoice Posted: INV-LANG-2');
    expect(kept?.notice?.kind).toBe('invoicePosted');
    await t.database.db.execute(
      sql`insert into notification_digest_items (user_id, company_id, event_type_id, title, body, link, created_at)
          values (${switcher.user.id}, ${company.id}, 9999, 'Invoice Posted: INV-OLD-1', '$1.00 due 2026-01-01',
                  '', now() + interval '1 second')`,
    );
    await chooseLocale(t.app, switcher.session, 'pt-BR');

    expect(await sendDailyDigests(ctx, new Date('2026-11-26T08:30:00Z'))).toBeGreaterThanOrEqual(2);
    const [digest] = await mailsTo(switcher.user.email, 'resumo diário');
    expect(digest?.subject).toBe('Connect: seu resumo diário (2)');
    expect(digest?.text_body).toBe(
      'Olá, Rui Costa,\n\n- Fatura emitida: INV-LANG-2: US$\u00a050,00 com vencimento em 15/12/2026\n  https://pay.example/switcher\n- Invoice Posted: INV-OLD-1: $1.00 due 2026-01-01\n\nAltere o que você recebe em Meu perfil.\n',
    );
  });
});
