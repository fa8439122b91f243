import { mfaStatusSchema, mfaTotpSetupSchema } from '@connect/contracts/mfa/mfa.schemas';
import { sql } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildCompany, buildCustomerUser, signInAs, type BuiltUser } from '../../../test/builders/identity';
import { expectSignedInBySecondStep, latestSmsCode, solveHumanCheck, totpCode } from '../../../test/mfa-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { errorOf } from '../../../test/error-of';

let t: TestApp;
let admin: SignedIn;
let companyCode: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demo.admin);
  companyCode = (await buildCompany(t.database.db)).code;
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, ip = '10.7.0.1') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: ip });
const login = (user: Pick<BuiltUser, 'email' | 'password'>) =>
  post('/api/auth/login', { email: user.email, password: user.password });
const newUser = () => buildCustomerUser(t.database.db, { companyCode, permissions: ['shipment'] });

async function passwordStep(me: SignedIn, purpose: 'enroll' | 'disable', factorId?: string): Promise<string> {
  const res = await post(
    '/api/auth/mfa/verify-password',
    { purpose, password: 'Connect-Demo-2025', ...(factorId ? { factorId } : {}) },
    me.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { flowToken: string }).flowToken;
}

/** Adds a phone through the spec's four steps; answers the recovery codes. */
async function enrolPhone(me: SignedIn, phone: string): Promise<string[]> {
  const flowToken = await passwordStep(me, 'enroll');
  expect((await post('/api/auth/mfa/phone', { flowToken, phoneNumber: phone })).statusCode).toBe(200);
  const human = await post('/api/auth/mfa/human-check', { flowToken, payload: await solveHumanCheck(t.app) });
  expect(human.statusCode, human.body).toBe(200);
  const code = await latestSmsCode(t.app, admin.headers, phone.replace(/\D/g, '').slice(-4));
  const confirmed = await post('/api/auth/mfa/confirm', { flowToken, code });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes;
}

async function enrolApp(
  flowToken: string,
): Promise<{ secret: string; code: string; confirm: Awaited<ReturnType<typeof post>> }> {
  const setup = await post('/api/auth/mfa/totp', { flowToken });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUri, qrCodeDataUrl } = mfaTotpSetupSchema.parse(setup.json());
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Connect:/);
  expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  const code = totpCode(secret);
  const confirm = await post('/api/auth/mfa/confirm', { flowToken, code });
  return { secret, code, confirm };
}

describe('enabling the phone factor (spec 1 §4: password, phone, human check, code)', () => {
  it('walks the four steps, texts a code, confirms it once and shows the status Enabled', async () => {
    const user = await newUser();
    const me = await signInAs(t.app, user);
    const before = mfaStatusSchema.parse((await t.app.inject({ url: '/api/auth/mfa', headers: me.headers })).json());
    expect(before).toMatchObject({ status: 'Disabled', factors: [], phoneAvailable: true });

    const wrong = await post('/api/auth/mfa/verify-password', { purpose: 'enroll', password: 'nope' }, me.headers);
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong.body).details?.fields?.[0]?.message).toBe('The current password is incorrect.');
    const extra = await post(
      '/api/auth/mfa/verify-password',
      { purpose: 'enroll', password: 'Connect-Demo-2025', userId: admin.session.user.userId },
      me.headers,
    );
    expect(extra.statusCode).toBe(400);

    const flowToken = await passwordStep(me, 'enroll');
    const tooLong = await post('/api/auth/mfa/phone', { flowToken, phoneNumber: '+1 214 555 0101 9' });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong.body).details?.fields?.[0]?.message).toBe('Phone Number is badly formatted');
    const letters = await post('/api/auth/mfa/phone', { flowToken, phoneNumber: '+1-214-CALL-ME' });
    expect(errorOf(letters.body).details?.fields?.[0]?.message).toBe('Phone Number is badly formatted');
    const phone = await post('/api/auth/mfa/phone', { flowToken, phoneNumber: '+1 214-555-0142' });
    expect(phone.json()).toEqual({ phone: '+•••••••0142' });

    // The code is sent only after the human check; a wrong or replayed solution is refused.
    const codeTooEarly = await post('/api/auth/mfa/confirm', { flowToken, code: '123456' });
    expect(errorOf(codeTooEarly.body).code).toBe('auth/captcha-not-verified');
    const bogus = await post('/api/auth/mfa/human-check', { flowToken, payload: Buffer.from('{}').toString('base64') });
    expect(bogus.statusCode).toBe(400);
    expect(errorOf(bogus.body)).toMatchObject({
      code: 'auth/captcha-not-verified',
      message: 'Captcha not verified. Please refresh and try again',
    });
    const payload = await solveHumanCheck(t.app);
    const human = await post('/api/auth/mfa/human-check', { flowToken, payload });
    expect(human.json()).toEqual({ codeSentTo: '+•••••••0142' });
    const replayed = await post('/api/auth/mfa/human-check', { flowToken, payload });
    expect(errorOf(replayed.body).code).toBe('auth/captcha-not-verified');

    const code = await latestSmsCode(t.app, admin.headers, '0142');
    const wrongCode = await post('/api/auth/mfa/confirm', { flowToken, code: code === '000000' ? '111111' : '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(errorOf(wrongCode.body).messageKey).toBe('server.mfa.codeWrong');
    const confirmed = await post('/api/auth/mfa/confirm', { flowToken, code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const result = confirmed.json() as { status: string; recoveryCodes: string[]; session: unknown };
    expect(result.status).toBe('Enabled');
    expect(result.session).toBeNull();
    expect(result.recoveryCodes).toHaveLength(10);
    expect(new Set(result.recoveryCodes).size).toBe(10);
    for (const recovery of result.recoveryCodes) expect(recovery).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const again = await post('/api/auth/mfa/confirm', { flowToken, code });
    expect(again.statusCode).toBe(410);

    const after = mfaStatusSchema.parse((await t.app.inject({ url: '/api/auth/mfa', headers: me.headers })).json());
    expect(after.status).toBe('Enabled');
    expect(after.factors).toMatchObject([{ kind: 'phone', label: '+•••••••0142' }]);
    expect(after.recoveryCodesLeft).toBe(10);

    // Audited and e-mailed; no recovery code or TOTP secret in the clear in the database.
    const audit = await t.database.db.execute(
      sql`select action from audit_log where actor_user_id = ${user.id} and action = 'auth.mfa.enrolled'`,
    );
    expect(JSON.stringify(audit)).toContain('auth.mfa.enrolled');
    const mails = await t.app.inject({ url: '/api/admin/mail-outbox?pageSize=50', headers: admin.headers });
    expect((mails.json() as { items: { to: string; subject: string }[] }).items).toContainEqual(
      expect.objectContaining({ to: user.email, subject: 'Your Connect sign-in settings changed' }),
    );
    const stored = await t.database.db.execute(sql`select code_hash from mfa_recovery_codes`);
    expect(JSON.stringify(stored)).not.toContain(result.recoveryCodes[0]!.replace('-', ''));
  });
});

describe('signing in with a second factor', () => {
  it('asks for the factor after the password, texts a code, and signs in with it once', async () => {
    const user = await newUser();
    await enrolPhone(await signInAs(t.app, user), '+44 20 79460958');
    const first = await login(user);
    expect(first.statusCode).toBe(401);
    const challenge = errorOf(first.body);
    expect(challenge.code).toBe('auth/multi-factor-auth-required');
    expect(first.headers['set-cookie']).toBeUndefined();
    const mfa = challenge.details?.mfa;
    expect(mfa?.factors).toMatchObject([{ kind: 'phone', label: '+••••••••0958' }]);
    const factorId = mfa!.factors[0]!.id;

    const sent = await post('/api/auth/mfa/sign-in/send-code', { mfaToken: mfa!.token, factorId });
    expect(sent.json()).toEqual({ codeSentTo: '+••••••••0958' });
    const tooSoon = await post('/api/auth/mfa/sign-in/send-code', { mfaToken: mfa!.token, factorId });
    expect(tooSoon.statusCode).toBe(429);
    expect(errorOf(tooSoon.body).messageKey).toBe('server.mfa.codeSentRecently');
    const code = await latestSmsCode(t.app, admin.headers, '0958');

    const signedIn = await post('/api/auth/mfa/sign-in', { mfaToken: mfa!.token, factorId, code });
    await expectSignedInBySecondStep(t, signedIn, { userId: user.id, method: 'phone' });

    const replay = await post('/api/auth/mfa/sign-in', { mfaToken: mfa!.token, factorId, code });
    expect(replay.statusCode).toBe(410);
  });

  it('slows wrong codes down after three (like sign-in) and ends the flow at the fifth', async () => {
    const user = await newUser();
    await enrolPhone(await signInAs(t.app, user), '+5511 91235678');
    const mfa = errorOf((await login(user)).body).details!.mfa!;
    const factorId = mfa.factors[0]!.id;
    await post('/api/auth/mfa/sign-in/send-code', { mfaToken: mfa.token, factorId });
    const code = await latestSmsCode(t.app, admin.headers, '5678');
    const wrong = code === '999999' ? '999998' : '999999';
    const answers: number[] = [];
    let throttled = 0;
    while (answers.length < 5) {
      const res = await post('/api/auth/mfa/sign-in', { mfaToken: mfa.token, factorId, code: wrong });
      if (res.statusCode === 429) {
        throttled += 1;
        const wait = errorOf(res.body).details?.retryAfterSeconds ?? 1;
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        continue;
      }
      answers.push(res.statusCode);
    }
    expect(throttled).toBeGreaterThan(0);
    expect(answers).toEqual([400, 400, 400, 400, 410]);
    const right = await post('/api/auth/mfa/sign-in', { mfaToken: mfa.token, factorId, code });
    expect(right.statusCode).toBe(410);
    expect(errorOf(right.body).messageKey).toBe('server.mfa.tooManyAttempts');
  }, 60_000);

  it('takes each recovery code once', async () => {
    const user = await newUser();
    const codes = await enrolPhone(await signInAs(t.app, user), '+31 20 555 0123');
    const mfa = errorOf((await login(user)).body).details!.mfa!;
    const used = await post('/api/auth/mfa/sign-in', { mfaToken: mfa.token, recoveryCode: codes[0]!.toUpperCase() });
    expect(used.statusCode, used.body).toBe(200);
    const mfa2 = errorOf((await login(user)).body).details!.mfa!;
    const reused = await post('/api/auth/mfa/sign-in', { mfaToken: mfa2.token, recoveryCode: codes[0] });
    expect(reused.statusCode).toBe(400);
    const next = await post('/api/auth/mfa/sign-in', { mfaToken: mfa2.token, recoveryCode: codes[1] });
    expect(next.statusCode).toBe(200);
  });

  it('accepts an authenticator code once (no replay) and refuses a foreign factor id', async () => {
    const user = await newUser();
    const me = await signInAs(t.app, user);
    const { secret, code, confirm } = await enrolApp(await passwordStep(me, 'enroll'));
    expect(confirm.statusCode, confirm.body).toBe(200);
    const stored = await t.database.db.execute(sql`select secret_sealed from mfa_factors where user_id = ${user.id}`);
    expect(JSON.stringify(stored)).not.toContain(secret);

    const mfa = errorOf((await login(user)).body).details!.mfa!;
    const factorId = mfa.factors[0]!.id;
    const replayOfEnrolment = await post('/api/auth/mfa/sign-in', { mfaToken: mfa.token, factorId, code });
    expect(replayOfEnrolment.statusCode).toBe(400);
    const other = await newUser();
    const otherFactor = await post('/api/auth/mfa/sign-in', {
      mfaToken: mfa.token,
      factorId: other.id,
      code: totpCode(secret, 1),
    });
    expect(otherFactor.statusCode).toBe(404);
    const next = await post('/api/auth/mfa/sign-in', { mfaToken: mfa.token, factorId, code: totpCode(secret, 1) });
    expect(next.statusCode, next.body).toBe(200);
  });
});

describe('turning the second factor off (spec 1 §4: password, human check, code)', () => {
  it('needs the human check and a code, then removes every factor and the recovery codes', async () => {
    const user = await newUser();
    const me = await signInAs(t.app, user);
    const { secret } = await enrolApp(await passwordStep(me, 'enroll'));
    const flowToken = await passwordStep(me, 'disable');
    const noCheck = await post('/api/auth/mfa/confirm', { flowToken, code: totpCode(secret, 1) });
    expect(errorOf(noCheck.body).code).toBe('auth/captcha-not-verified');
    const human = await post('/api/auth/mfa/human-check', { flowToken, payload: await solveHumanCheck(t.app) });
    expect(human.json()).toEqual({ codeSentTo: null });
    const done = await post('/api/auth/mfa/confirm', { flowToken, code: totpCode(secret, 1) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'Disabled', messageKey: 'server.mfa.disabled' });
    const status = mfaStatusSchema.parse((await t.app.inject({ url: '/api/auth/mfa', headers: me.headers })).json());
    expect(status).toMatchObject({ status: 'Disabled', factors: [], recoveryCodesLeft: 0 });
    expect((await login(user)).statusCode).toBe(200);
  });

  it('cannot be turned off for nobody: a factor with nothing enrolled is unsupported', async () => {
    const me = await signInAs(t.app, await newUser());
    const res = await post(
      '/api/auth/mfa/verify-password',
      { purpose: 'disable', password: 'Connect-Demo-2025' },
      me.headers,
    );
    expect(errorOf(res.body)).toMatchObject({
      code: 'auth/unsupported-second-factor',
      message: 'Un supported second factor',
    });
  });
});

describe('while impersonating', () => {
  it("refuses every change to the customer's second factors, and shows their status", async () => {
    const user = await newUser();
    const staff = await signIn(t.app, demo.admin, undefined, '10.7.9.9');
    const started = await t.app.inject({ url: `/api/Users/impersonateuser/${user.id}`, headers: staff.headers });
    expect(started.statusCode, started.body).toBe(200);
    const headers = {
      ...staff.headers,
      'x-req-imp': (started.json() as { ImpersonateJwtToken: string }).ImpersonateJwtToken,
    };
    const status = await t.app.inject({ url: '/api/auth/mfa', headers });
    expect(status.statusCode).toBe(200);
    expect(mfaStatusSchema.parse(status.json()).status).toBe('Disabled');
    const refused = await post(
      '/api/auth/mfa/verify-password',
      { purpose: 'enroll', password: 'Connect-Demo-2025' },
      headers,
    );
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused.body).messageKey).toBe('server.auth.refusedWhileImpersonating');
  });
});

describe("a company's requirement (the forwarder's admin)", () => {
  it('blocks sign-in without a factor until one is set up, then signs in; the last factor cannot be removed', async () => {
    const company = await buildCompany(t.database.db);
    const user = await buildCustomerUser(t.database.db, { companyCode: company.code, permissions: ['shipment'] });
    const customer = await signInAs(t.app, await newUser());
    const notAdmin = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${company.code}/mfa-required`,
      headers: customer.headers,
      payload: { required: true },
    });
    expect(notAdmin.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/companies/NOPE-NOT-HERE/mfa-required',
      headers: admin.headers,
      payload: { required: true },
    });
    expect(unknown.statusCode).toBe(404);
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${company.code}/mfa-required`,
      headers: admin.headers,
      payload: { required: true },
    });
    expect(set.statusCode, set.body).toBe(200);
    const listed = await t.app.inject({ url: '/api/admin/companies/mfa-required', headers: admin.headers });
    expect(listed.json()).toContainEqual({ companyCode: company.code, name: company.name, mfaRequired: true });
    expect(listed.json()).toContainEqual(expect.objectContaining({ companyCode: 'LSCOMP', mfaRequired: false }));
    expect(
      (await t.app.inject({ url: '/api/admin/companies/mfa-required', headers: customer.headers })).statusCode,
    ).toBe(403);

    const blocked = await login(user);
    expect(blocked.statusCode).toBe(403);
    const error = errorOf(blocked.body);
    expect(error.code).toBe('auth/multi-factor-enrollment-required');
    expect(blocked.headers['set-cookie']).toBeUndefined();
    const { confirm } = await enrolApp(error.details!.mfa!.token);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const session = (confirm.json() as { session: { accessToken: string } | null }).session;
    expect(session?.accessToken).toBeTruthy();
    expect(String(confirm.headers['set-cookie'])).toMatch(/^connect_rt=/);

    const me = { headers: { authorization: `Bearer ${session!.accessToken}` } };
    const status = mfaStatusSchema.parse((await t.app.inject({ url: '/api/auth/mfa', headers: me.headers })).json());
    expect(status).toMatchObject({ status: 'Enabled', requiredByCompany: true });
    const off = await post(
      '/api/auth/mfa/verify-password',
      { purpose: 'disable', password: 'Connect-Demo-2025' },
      me.headers,
    );
    expect(off.statusCode).toBe(403);
    expect(errorOf(off.body).messageKey).toBe('server.mfa.requiredByCompany');
  });
});

describe("the forwarder's admin resets a locked-out user's second factors", () => {
  it('removes every factor and recovery code, ends open flows, audits and mails; refuses others and nobody', async () => {
    const user = await newUser();
    const me = await signInAs(t.app, user);
    const recoveryCodes = await enrolPhone(me, '+1 214 555 0177');
    // The user starts signing in and loses the phone: the flow is open when the admin resets.
    const pending = errorOf((await login(user)).body).details!.mfa!;
    const url = `/api/admin/users/${user.id}/mfa`;

    const byCustomer = await t.app.inject({ method: 'DELETE', url, headers: me.headers });
    expect(byCustomer.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/mfa',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/users/not-an-id/mfa',
      headers: admin.headers,
    });
    expect(malformed.statusCode).toBe(400);

    const reset = await t.app.inject({ method: 'DELETE', url, headers: admin.headers });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ messageKey: 'server.mfa.resetByAdmin', params: { name: 'Test Customer' } });
    const status = mfaStatusSchema.parse((await t.app.inject({ url: '/api/auth/mfa', headers: me.headers })).json());
    expect(status.status).toBe('Disabled');
    // The open sign-in flow and the old recovery codes no longer work; the password alone signs in again.
    const stale = await post('/api/auth/mfa/sign-in', { mfaToken: pending.token, recoveryCode: recoveryCodes[0] });
    expect(stale.statusCode).not.toBe(200);
    const again = await login(user);
    expect(again.statusCode, again.body).toBe(200);
    const audit = await t.database.db.execute(
      sql`select details from audit_log where action = 'admin.user.mfaReset' and subject_user_id = ${user.id}`,
    );
    expect(JSON.stringify(audit)).toContain('phone');
    const mail = await t.database.db.execute(
      sql`select text_body from mail_outbox where to_address = ${user.email} order by created_at desc limit 1`,
    );
    expect(JSON.stringify(mail)).toContain('Your administrator reset two-step sign-in');

    const twice = await t.app.inject({ method: 'DELETE', url, headers: admin.headers });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice.body).messageKey).toBe('server.mfa.nothingToReset');
  });
});

describe('text messages through an HTTP gateway', () => {
  let gateway: Server;
  const received: { to: string; text: string; auth: string | undefined }[] = [];
  let g: TestApp;
  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const parsed = JSON.parse(body) as { to: string; text: string };
        received.push({ ...parsed, auth: req.headers.authorization });
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"id":"msg-1"}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const port = (gateway.address() as AddressInfo).port;
    g = await createTestApp({
      env: { SMS_GATEWAY_URL: `http://127.0.0.1:${port}/messages`, SMS_GATEWAY_TOKEN: 'gateway-token-123' },
    });
  });
  afterAll(async () => {
    await g.close();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  it('hands the code to the gateway with its token and records only a masked text', async () => {
    const code = await buildCompany(g.database.db);
    const user = await buildCustomerUser(g.database.db, { companyCode: code.code, permissions: ['shipment'] });
    const me = await signInAs(g.app, user);
    const verify = await g.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/verify-password',
      headers: me.headers,
      payload: { purpose: 'enroll', password: 'Connect-Demo-2025' },
    });
    const { flowToken } = verify.json() as { flowToken: string };
    await g.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/phone',
      payload: { flowToken, phoneNumber: '+12145550177' },
    });
    const human = await g.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/human-check',
      payload: { flowToken, payload: await solveHumanCheck(g.app) },
    });
    expect(human.statusCode, human.body).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ to: '+12145550177', auth: 'Bearer gateway-token-123' });
    const sentCode = /\b(\d{6})\b/.exec(received[0]!.text)?.[1];
    expect(sentCode).toMatch(/^\d{6}$/);
    const rows = await g.database.db.execute(sql`select body, transport, status from sms_outbox`);
    expect(JSON.stringify(rows)).toContain('••••••');
    expect(JSON.stringify(rows)).not.toContain(sentCode);
    expect(JSON.stringify(rows)).toContain('"sent"');
  }, 60_000);
});
