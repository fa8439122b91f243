import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn } from '../../../test/auth-helpers';
import { startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/test-app';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
const received = () => sink.received;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const ticket = {
  UserUrl: 'http://localhost:8080/shipment/dashboard',
  GetHelp: true,
  RequestFeature: false,
  ExpectedDescription: 'The dashboard lists my shipments',
  ActualDescription: 'The dashboard shows an error',
  Email: 'someone.else@example.com',
  UserName: 'Dana Whitfield',
  PersonId: null,
  IsUrgent: true,
  CopyMe: true,
};

describe('POST /api/Support/SubmitTicket', () => {
  it('stores the ticket and mails support and, with CopyMe, the signed-in user (their own address)', async () => {
    const s = await signIn(t.app, demo.customer);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Support/SubmitTicket',
      headers: s.headers,
      payload: ticket,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { ticketId } = res.json() as { ticketId: string };
    expect(ticketId).toMatch(/^CS-\d{6}$/);
    await expect.poll(() => received().length).toBe(2);
    const toSupport = received().find((m) => m.to.includes('support@meridian-logistics.example'));
    expect(toSupport?.subject).toBe(`[URGENT] Support ticket ${ticketId}`);
    expect(toSupport?.text).toContain('The dashboard shows an error');
    expect(toSupport?.replyTo).toContain(demo.customer);
    const copy = received().find((m) => m.to.includes(demo.customer));
    expect(copy?.subject).toBe(`Your support ticket ${ticketId}`);
    expect(received().some((m) => m.to.includes('someone.else@example.com'))).toBe(false);
  });

  it('sends a signed-out ticket to the support desk only: CopyMe never mails the address the caller typed', async () => {
    const before = received().length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Support/SubmitTicket',
      payload: { ...ticket, Email: 'victim@example.org', ActualDescription: 'Buy cheap watches at example.net' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { ticketId } = res.json() as { ticketId: string };
    await expect.poll(() => received().some((m) => m.subject.includes(ticketId))).toBe(true);
    // Give a stray copy time to arrive before asserting there is none.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = received().slice(before);
    expect(mails.map((m) => m.to)).toEqual([['support@meridian-logistics.example']]);
    expect(mails.some((m) => m.to.includes('victim@example.org'))).toBe(false);
  });

  it('needs the required fields and a well-formed e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Support/SubmitTicket',
      payload: { ...ticket, Email: 'nope', ActualDescription: ' ' },
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json() as { error: { details: { fields: { path: string; message: string }[] } } }).error.details
      .fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'body.Email', message: 'Invalid Email', messageKey: 'errors.invalidEmail' },
        { path: 'body.ActualDescription', message: 'This field is required', messageKey: 'errors.required' },
      ]),
    );
  });
});
