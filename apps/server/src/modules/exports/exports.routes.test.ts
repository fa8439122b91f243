import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../../test/test-app';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let dana: SignedIn;
let jordan: SignedIn;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url } });
  dana = await signIn(t.app, demo.customer);
  jordan = await signIn(t.app, demo.group);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const csv = 'House Bill,Status\nHB-1001,Delivered\n';
const body = (overrides: object = {}) => ({
  emailAddresses: ['buyer@example.com', 'ops@example.com'],
  message: 'Weekly shipments',
  columns: ['House Bill', 'Status'],
  data: [{ 'House Bill': 'HB-1001', Status: 'Delivered' }],
  fileType: 'CSV',
  file: Buffer.from(csv).toString('base64'),
  ...overrides,
});
const send = (payload: object, as: SignedIn = dana) =>
  t.app.inject({ method: 'POST', url: '/api/exportemail/send', headers: as.headers, payload });
const fields = (res: { json: () => unknown }) =>
  (res.json() as { error: { message: string; details?: { fields?: { path: string; message: string }[] } } }).error;

describe('POST /api/exportemail/send', () => {
  it('mails the export as an attachment to every recipient', async () => {
    const res = await send(body());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true, message: 'Email sent successfully' });
    await expect.poll(() => sink.received.length).toBe(2);
    const mail = sink.received.find((m) => m.to.includes('buyer@example.com'));
    expect(mail?.subject).toBe('Connect export: report.csv');
    expect(mail?.text).toContain('Weekly shipments');
    expect(mail?.attachments[0]?.filename).toBe('report.csv');
    // Written by the server from the rows (the CSV writer of the downloads: BOM, CRLF), not the browser's file.
    expect(mail?.attachments[0]?.content.toString()).toBe('\uFEFFHouse Bill,Status\r\nHB-1001,Delivered\r\n');
    expect(mail?.replyTo).toContain(demo.customer);
  });

  it("answers the spec's messages for no recipient, a duplicate and a bad address", async () => {
    expect(fields(await send(body({ emailAddresses: [] }))).details?.fields).toContainEqual({
      path: 'body.emailAddresses',
      message: 'Email address required',
      messageKey: 'errors.emailAddressRequired',
    });
    expect(fields(await send(body({ emailAddresses: ['a@b.example', 'A@b.example'] }))).details?.fields).toContainEqual(
      {
        path: 'body.emailAddresses',
        message: 'email address already exist in list',
        messageKey: 'errors.emailAlreadyInList',
      },
    );
    expect(fields(await send(body({ emailAddresses: ['not-an-address'] }))).details?.fields?.[0]?.message).toBe(
      'Please enter valid email address',
    );
  });

  it("refuses bad base64 and a file whose content is not its type ('Invalid Base64 string or file type')", async () => {
    for (const bad of [
      { file: 'not base64!!' },
      { fileType: 'PDF' },
      { fileType: 'Excel' },
      { file: Buffer.from([0, 1, 2, 3, 255]).toString('base64') },
    ]) {
      const res = await send(body(bad));
      expect(res.statusCode).toBe(400);
      expect(fields(res).message).toBe('Invalid Base64 string or file type');
    }
    const pdf = await send(
      body({ fileType: 'PDF', file: Buffer.from('%PDF-1.7\n%minimal').toString('base64'), fileName: 'shipments' }),
    );
    expect(pdf.statusCode).toBe(200);
  });

  it("never forwards the caller's file: the attachment is the rows, escaped, and the note is plain text", async () => {
    const before = sink.received.length;
    const smuggled = 'Invoice,Pay here\nINV-1,=HYPERLINK("http://evil.example","Pay now")\n';
    const res = await send(
      body({
        emailAddresses: ['victim@example.com'],
        message: 'Hello\r\n<b>bold</b>',
        columns: ['House Bill', 'Note'],
        data: [
          { 'House Bill': 'HB-1', Note: '=HYPERLINK("http://evil.example")' },
          { 'House Bill': 'HB-2', Note: 'ok;@SUM(A1)' },
        ],
        file: Buffer.from(smuggled).toString('base64'),
      }),
      jordan,
    );
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(() => sink.received.length).toBe(before + 1);
    const mail = sink.received.at(-1);
    const attached = mail?.attachments[0]?.content.toString() ?? '';
    expect(attached).not.toContain('evil.example","Pay now');
    expect(attached).toContain(`'=HYPERLINK`);
    expect(mail?.text).toContain('<b>bold</b>');
    expect(mail?.text.startsWith('Jordan Lee sent you an export from Connect.')).toBe(true);
  });

  it('writes PDF and Excel attachments from the rows too', async () => {
    const before = sink.received.length;
    for (const fileType of ['PDF', 'Excel'] as const) {
      const file =
        fileType === 'PDF'
          ? Buffer.from('%PDF-1.7\n%minimal').toString('base64')
          : Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml')]).toString(
              'base64',
            );
      const res = await send(body({ emailAddresses: ['buyer@example.com'], fileType, file }), jordan);
      expect(res.statusCode, res.body).toBe(200);
    }
    await expect.poll(() => sink.received.length).toBe(before + 2);
    const [pdf, xlsx] = sink.received.slice(before).map((m) => m.attachments[0]?.content ?? Buffer.alloc(0));
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf?.length).toBeGreaterThan(500);
    expect(xlsx?.readUInt32LE(0)).toBe(0x04034b50);
    expect(xlsx?.includes('[Content_Types].xml')).toBe(true);
    expect(xlsx?.length).toBeGreaterThan(1000);
  });

  it('rejects data keyed by something other than the columns, and anonymous callers', async () => {
    expect((await send(body({ data: [{ Secret: 1 }] }))).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/exportemail/send', payload: body() })).statusCode).toBe(
      401,
    );
  });
});
