import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, tokenOf, type SignedIn } from '../../../test/auth-helpers';
import {
  buildCompany,
  buildCustomerUser,
  type BuiltUser,
  chooseLocale,
  signInAs,
} from '../../../test/builders/identity';
import { solveHumanCheck, startEnrolment, totpCode } from '../../../test/mfa-helpers';
import { startSmtpSink, type ReceivedMail } from '../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The account and export mails in their recipient's language (issue #17, decision 098): the password reset and the
 * e-mail change mails in the user's My Profile language, an invitation in the invited user's or else the inviter's,
 * the export mail's own lines in its sender's. English stays as it was.
 */

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url } });
  admin = await signIn(t.app, demo.admin);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const fresh = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@mail-language.example`;

/** A customer of LSCOMP who chose `locale` in My Profile, signed in. */
async function userIn(
  locale: string,
  permissions = ['shipment'],
  companyCode = 'LSCOMP',
): Promise<{ user: BuiltUser; session: SignedIn }> {
  const user = await buildCustomerUser(t.database.db, { companyCode, permissions, displayName: 'Ana Souza' });
  const session = await signInAs(t.app, user);
  await chooseLocale(t.app, session, locale);
  return { user, session };
}

/** The newest mail the sink received for `to` whose subject passes `subject`, once it arrived. */
async function mailTo(to: string, subject: (s: string) => boolean = () => true): Promise<ReceivedMail> {
  const find = () => sink.received.filter((m) => m.to.includes(to) && subject(m.subject)).at(-1);
  await expect.poll(() => find() !== undefined).toBe(true);
  const mail = find();
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

const linkOf = (mail: ReceivedMail) => /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';

describe('account mails in the recipient’s language', () => {
  it('a pt-BR user’s password reset mail is in Brazilian Portuguese, an en-US user’s in English as before', async () => {
    const { user } = await userIn('pt-BR');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: user.email },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Redefina sua senha do Connect');
    for (const expected of [
      'Olá, Ana Souza,',
      'Alguém pediu para redefinir a senha da sua conta do Connect.',
      'nos próximos 60 minutos (ele funciona uma única vez):',
      'Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.',
    ])
      expect(mail.text).toContain(expected);
    expect(linkOf(mail)).toContain('/u/reset-password?token=');
    expect(mail.text).not.toContain('Someone asked');

    const english = await buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['shipment'] });
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: english.email } });
    const englishMail = await mailTo(english.email);
    expect(englishMail.subject).toBe('Reset your Connect password');
    expect(englishMail.text).toContain(
      'Someone asked to reset the password of your Connect account. To choose a new password, open this link\nwithin 60 minutes (it works once):',
    );
  });

  it('an es-MX user’s e-mail change mails, to both addresses, are in Spanish', async () => {
    const { user, session } = await userIn('es-MX');
    const newEmail = fresh('nuevo');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/account/email-change',
      headers: session.headers,
      payload: { currentPassword: user.password, newEmail },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const toOld = await mailTo(user.email);
    expect(toOld.subject).toBe('Confirme el cambio del correo de inicio de sesión de Connect');
    expect(toOld.text).toContain(
      `Alguien que inició sesión en su cuenta de Connect pidió cambiar su correo de inicio de sesión de ${user.email} a ${newEmail}.`,
    );
    expect(toOld.text).toContain('dentro de 24 horas.');
    const toNew = await mailTo(newEmail);
    expect(toNew.subject).toBe('Confirme su nuevo correo de inicio de sesión de Connect');
    expect(toNew.text).toContain(`Usted pidió iniciar sesión en Connect con esta dirección (${newEmail})`);

    for (const mail of [toOld, toNew]) {
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/account/email-change/confirm',
        payload: { token: tokenOf(linkOf(mail)) },
        headers: session.headers,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    const told = await mailTo(newEmail, (s) => s === 'Se cambió su correo de inicio de sesión de Connect');
    expect(told.text).toContain(
      `El correo de inicio de sesión de su cuenta de Connect cambió de ${user.email} a ${newEmail}.`,
    );
    await mailTo(user.email, (s) => s === 'Se cambió su correo de inicio de sesión de Connect');
  });

  it('an invitation is in the invited user’s language, a new address’s in the inviter’s', async () => {
    const { session: inviter } = await userIn('pt-BR', ['shipment', 'billing']);
    const newcomer = fresh('convidado');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/account/invitations',
      headers: inviter.headers,
      payload: { emails: [newcomer], message: 'Bem-vindo!' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const invitation = await mailTo(newcomer);
    expect(invitation.subject).toMatch(/^Você foi convidado para o Connect \(.+\)$/);
    expect(invitation.text).toContain('Ana Souza convidou você para o Connect, o portal do cliente, pela empresa');
    expect(invitation.text).toContain('Ana Souza escreveu:\nBem-vindo!');
    expect(invitation.text).toContain('nos próximos 7 dias');

    // An admin (en-US) invites a Spanish reader who already has an account to another company.
    const { user: existing } = await userIn('es-MX');
    const company = await buildCompany(t.database.db);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invites',
      headers: admin.headers,
      payload: { email: existing.email, companyCode: company.code, permissions: ['shipment'] },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const spanish = await mailTo(existing.email);
    expect(spanish.subject).toBe(`Lo invitan a Connect (${company.name})`);
    expect(spanish.text).toContain(`lo invitó a Connect, el portal de clientes, en nombre de ${company.name}.`);
  });
});

describe('the sign-in settings mail in the user’s language', () => {
  it('a pt-BR user who adds an authenticator app is told in Brazilian Portuguese', async () => {
    const { user, session } = await userIn('pt-BR');
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers });
    const flowToken = await startEnrolment(t.app, session.headers, user.password);
    const setup = await post('/api/auth/mfa/totp', { flowToken });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json() as { secret: string };
    const confirmed = await post('/api/auth/mfa/confirm', { flowToken, code: totpCode(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('As configurações de acesso ao Connect foram alteradas');
    expect(mail.text).toMatch(
      /^Olá, Ana Souza,\n\nUm aplicativo autenticador foi adicionado como segunda etapa de acesso à sua conta em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} UTC\.\n/,
    );
    expect(mail.text).toContain(
      'Se não foi você, redefina sua senha imediatamente e avise o administrador do Connect.',
    );
  });

  it('a pt-BR user’s verification code is texted in Brazilian Portuguese', async () => {
    const { user, session } = await userIn('pt-BR');
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers });
    const flowToken = await startEnrolment(t.app, session.headers, user.password);
    const phone = await post('/api/auth/mfa/phone', { flowToken, phoneNumber: '+1 555 010 7731' });
    expect(phone.statusCode, phone.body).toBe(200);
    const human = await post('/api/auth/mfa/human-check', { flowToken, payload: await solveHumanCheck(t.app) });
    expect(human.statusCode, human.body).toBe(200);
    const outbox = await t.app.inject({ url: '/api/admin/sms-outbox?pageSize=50', headers: admin.headers });
    const sms = (outbox.json() as { items: { to: string; body: string }[] }).items.find((m) => m.to.endsWith('7731'));
    expect(sms?.body).toMatch(
      /^\S+ é o seu código de verificação do Connect\. Ele expira em \d+ minutos\. Não o compartilhe\.$/,
    );
  });
});

describe('the export mail in its sender’s language', () => {
  it('a pt-BR sender’s export mail reads in Brazilian Portuguese, the note and the file as given', async () => {
    const { session } = await userIn('pt-BR');
    const to = fresh('comprador');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/exportemail/send',
      headers: session.headers,
      payload: {
        emailAddresses: [to],
        message: 'Embarques da semana',
        columns: ['House Bill', 'Status'],
        data: [{ 'House Bill': 'HB-1001', Status: 'Delivered' }],
        fileType: 'CSV',
        fileName: 'embarques',
        file: Buffer.from('House Bill,Status\nHB-1001,Delivered\n').toString('base64'),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(to);
    expect(mail.subject).toBe('Exportação do Connect: embarques.csv');
    for (const expected of [
      'Ana Souza enviou a você uma exportação do Connect.\n\nEmbarques da semana\n',
      'Anexo: embarques.csv (linhas: 1; colunas: House Bill, Status).',
      'Enviado por Ana Souza <',
      '> pelo Connect.',
    ])
      expect(mail.text).toContain(expected);
    expect(mail.text).not.toContain('sent you an export');
    expect(mail.attachments[0]?.filename).toBe('embarques.csv');
  });
});

describe('the support ticket mails', () => {
  it('an es-MX user’s copy is in Spanish, the support desk’s mail in the default language', async () => {
    const { user, session } = await userIn('es-MX');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Support/SubmitTicket',
      headers: session.headers,
      payload: {
        UserUrl: 'http://localhost:8080/shipment/dashboard',
        GetHelp: true,
        RequestFeature: false,
        ExpectedDescription: 'Ver mis embarques',
        ActualDescription: 'Aparece un error',
        Email: user.email,
        UserName: 'Ana Souza',
        PersonId: null,
        IsUrgent: true,
        CopyMe: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { ticketId } = res.json() as { ticketId: string };
    const copy = await mailTo(user.email, (s) => s.includes(ticketId));
    expect(copy.subject).toBe(`Su ticket de soporte ${ticketId}`);
    for (const expected of [
      `Recibimos su ticket.\n\nTicket de soporte ${ticketId} (URGENTE)\nTipo: Ayuda o error\nDe: Ana Souza <${user.email}>`,
      'Lo que se esperaba:\nVer mis embarques',
      'Lo que pasó:\nAparece un error',
    ])
      expect(copy.text).toContain(expected);
    const desk = await mailTo('support@meridian-logistics.example', (s) => s.includes(ticketId));
    expect(desk.subject).toBe(`[URGENT] Support ticket ${ticketId}`);
    expect(desk.text).toContain('What happened:\nAparece un error');
  });
});
