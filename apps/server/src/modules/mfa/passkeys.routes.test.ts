import { mfaStatusSchema } from '@connect/contracts/mfa/mfa.schemas';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { sql } from 'drizzle-orm';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../../test/auth-helpers';
import { buildCompany, buildCustomerUser, signInAs, type BuiltUser } from '../../../test/builders/identity';
import { expectSignedInBySecondStep, solveHumanCheck } from '../../../test/mfa-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { errorOf } from '../../../test/error-of';

const publicUrl = 'https://connect.example.test';
const rpId = 'connect.example.test';

let t: TestApp;
let companyCode: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: publicUrl } });
  companyCode = (await buildCompany(t.database.db)).code;
});
afterAll(async () => t.close());

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: '10.8.0.1' });
const login = (user: Pick<BuiltUser, 'email' | 'password'>) =>
  post('/api/auth/login', { email: user.email, password: user.password });
const newUser = () => buildCustomerUser(t.database.db, { companyCode, permissions: ['shipment'] });

/**
 * A software authenticator (ES256, attestation "none"): what a security key or a phone does, with node:crypto.
 * Each assertion moves its signature counter on unless told otherwise.
 */
class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  counter = 0;

  constructor(readonly origin = publicUrl) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  private authData(flags: number, counter: number, attested?: Uint8Array): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** navigator.credentials.create(), as @simplewebauthn/browser sends it. */
  register(challenge: string) {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.cosePublicKey()]);
    const authData = this.authData(0x45, this.counter, attested);
    const attestation = new Map<string, string | Uint8Array | Map<string, never>>();
    attestation.set('fmt', 'none');
    attestation.set('attStmt', new Map<string, never>());
    attestation.set('authData', new Uint8Array(authData));
    const attestationObject = isoCBOR.encode(attestation);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** navigator.credentials.get(): signs authenticatorData + hash(clientDataJSON). */
  assert(challenge: string, options: { counter?: number } = {}) {
    this.counter = options.counter ?? this.counter + 1;
    const clientDataJSON = this.clientData('webauthn.get', challenge);
    const authData = this.authData(0x05, this.counter);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
    };
  }
}

type Options = { challenge: string; [key: string]: unknown };
const optionsOf = (body: string) => (JSON.parse(body) as { options: Options }).options;

async function passwordStep(me: SignedIn, purpose: 'enroll' | 'disable', factorId?: string): Promise<string> {
  const res = await post(
    '/api/auth/mfa/verify-password',
    { purpose, password: 'Connect-Demo-2025', ...(factorId ? { factorId } : {}) },
    me.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { flowToken: string }).flowToken;
}

/** Adds a passkey through the password step, the options and the ceremony; answers the registration's body. */
async function enrolPasskey(me: SignedIn, authenticator: SoftAuthenticator, label = 'Work laptop') {
  const flowToken = await passwordStep(me, 'enroll');
  const options = await post('/api/auth/mfa/passkey/options', { flowToken });
  expect(options.statusCode, options.body).toBe(200);
  const registered = await post('/api/auth/mfa/passkey/register', {
    flowToken,
    label,
    response: authenticator.register(optionsOf(options.body).challenge),
  });
  expect(registered.statusCode, registered.body).toBe(200);
  return registered.json() as { status: string; recoveryCodes: string[] | null; session: unknown };
}

/** Sign-in up to the second step: the mfa token and the passkey options. */
async function passkeyChallenge(user: BuiltUser): Promise<{ mfaToken: string; options: Options }> {
  const first = await login(user);
  expect(first.statusCode).toBe(401);
  const mfaToken = errorOf(first.body).details!.mfa!.token;
  const options = await post('/api/auth/mfa/sign-in/passkey/options', { mfaToken });
  expect(options.statusCode, options.body).toBe(200);
  return { mfaToken, options: optionsOf(options.body) };
}

describe('adding a passkey (after the password step)', () => {
  it('offers registration options for the portal, keeps the passkey named and gives recovery codes with the first', async () => {
    const user = await newUser();
    const me = await signInAs(t.app, user);
    const authenticator = new SoftAuthenticator();

    const flowToken = await passwordStep(me, 'enroll');
    const res = await post('/api/auth/mfa/passkey/options', { flowToken });
    expect(res.statusCode, res.body).toBe(200);
    const options = optionsOf(res.body);
    expect(options).toMatchObject({
      rp: { id: rpId, name: 'Connect' },
      user: { name: user.email },
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      attestation: 'none',
    });
    const stored = await t.database.db.execute(
      sql`select webauthn_challenge from mfa_challenges where user_id = ${user.id} and webauthn_challenge is not null`,
    );
    expect(JSON.stringify(stored)).toContain(options.challenge);

    const wrongOrigin = new SoftAuthenticator('https://evil.example.test');
    const refused = await post('/api/auth/mfa/passkey/register', {
      flowToken,
      label: 'Evil',
      response: wrongOrigin.register(options.challenge),
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused.body).messageKey).toBe('server.passkey.notAccepted');

    const done = await post('/api/auth/mfa/passkey/register', {
      flowToken,
      label: '  Work laptop ',
      response: authenticator.register(options.challenge),
    });
    expect(done.statusCode, done.body).toBe(200);
    const result = done.json() as { status: string; recoveryCodes: string[]; session: unknown };
    expect(result.status).toBe('Enabled');
    expect(result.recoveryCodes).toHaveLength(10);
    expect(result.session).toBeNull();

    const again = await post('/api/auth/mfa/passkey/register', {
      flowToken,
      label: 'Again',
      response: authenticator.register(options.challenge),
    });
    expect(again.statusCode).toBe(410);

    const status = mfaStatusSchema.parse((await t.app.inject({ url: '/api/auth/mfa', headers: me.headers })).json());
    expect(status.status).toBe('Enabled');
    expect(status.factors).toMatchObject([{ kind: 'passkey', label: 'Work laptop' }]);
    const audit = await t.database.db.execute(
      sql`select count(*)::int as n from audit_log where actor_user_id = ${user.id} and action = 'auth.mfa.enrolled' and details->>'kind' = 'passkey'`,
    );
    expect(JSON.stringify(audit)).toContain('"n":1');

    // A second passkey: the first is excluded from the ceremony, no new recovery codes.
    const secondFlow = await passwordStep(me, 'enroll');
    const second = optionsOf((await post('/api/auth/mfa/passkey/options', { flowToken: secondFlow })).body);
    expect(second.excludeCredentials).toMatchObject([{ id: authenticator.id, type: 'public-key' }]);
    const other = new SoftAuthenticator();
    const added = await post('/api/auth/mfa/passkey/register', {
      flowToken: secondFlow,
      response: other.register(second.challenge),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ status: 'Enabled', recoveryCodes: null });
  });

  it('rejects unknown fields, a missing flow and a passkey already on an account', async () => {
    const user = await newUser();
    const me = await signInAs(t.app, user);
    const authenticator = new SoftAuthenticator();
    const flowToken = await passwordStep(me, 'enroll');
    const options = optionsOf((await post('/api/auth/mfa/passkey/options', { flowToken })).body);
    const response = authenticator.register(options.challenge);

    const extraTop = await post('/api/auth/mfa/passkey/register', { flowToken, response, userId: user.id });
    expect(extraTop.statusCode).toBe(400);
    const extraInner = await post('/api/auth/mfa/passkey/register', {
      flowToken,
      response: { ...response, response: { ...response.response, userId: user.id } },
    });
    expect(extraInner.statusCode).toBe(400);
    const extraOptions = await post('/api/auth/mfa/passkey/options', { flowToken, userId: user.id });
    expect(extraOptions.statusCode).toBe(400);
    const noFlow = await post('/api/auth/mfa/passkey/options', { flowToken: 'x'.repeat(43) });
    expect(noFlow.statusCode).toBe(410);
    const tooLong = await post('/api/auth/mfa/passkey/register', { flowToken, response, label: 'x'.repeat(61) });
    expect(tooLong.statusCode).toBe(400);
    const garbage = await post('/api/auth/mfa/passkey/register', {
      flowToken,
      response: { ...response, response: { ...response.response, attestationObject: 'AAAA' } },
    });
    expect(garbage.statusCode).toBe(400);

    expect((await post('/api/auth/mfa/passkey/register', { flowToken, response })).statusCode).toBe(200);

    // The same credential offered by another user is refused (a credential belongs to one account).
    const intruder = await newUser();
    const intruderFlow = await passwordStep(await signInAs(t.app, intruder), 'enroll');
    const intruderOptions = optionsOf((await post('/api/auth/mfa/passkey/options', { flowToken: intruderFlow })).body);
    const copied = await post('/api/auth/mfa/passkey/register', {
      flowToken: intruderFlow,
      response: authenticator.register(intruderOptions.challenge),
    });
    expect(copied.statusCode).toBe(409);
    expect(errorOf(copied.body).messageKey).toBe('server.passkey.alreadyAdded');
  });
});

describe("sign-in's second step with a passkey", () => {
  it('signs in once with a passkey, and refuses the same assertion again, an old challenge and a stale counter', async () => {
    const user = await newUser();
    const authenticator = new SoftAuthenticator();
    await enrolPasskey(await signInAs(t.app, user), authenticator);

    const first = await login(user);
    expect(first.statusCode).toBe(401);
    const challenge = errorOf(first.body);
    expect(challenge.code).toBe('auth/multi-factor-auth-required');
    expect(challenge.details?.mfa?.factors).toMatchObject([{ kind: 'passkey', label: 'Work laptop' }]);
    const mfaToken = challenge.details!.mfa!.token;

    const optionsRes = await post('/api/auth/mfa/sign-in/passkey/options', { mfaToken });
    expect(optionsRes.statusCode, optionsRes.body).toBe(200);
    const options = optionsOf(optionsRes.body);
    expect(options).toMatchObject({ rpId, allowCredentials: [{ id: authenticator.id, type: 'public-key' }] });

    const assertion = authenticator.assert(options.challenge);
    const signedIn = await post('/api/auth/mfa/sign-in/passkey', { mfaToken, response: assertion });
    await expectSignedInBySecondStep(t, signedIn, { userId: user.id, method: 'passkey' });

    // The same assertion on the spent flow, then on a new flow (its challenge is another one).
    const replay = await post('/api/auth/mfa/sign-in/passkey', { mfaToken, response: assertion });
    expect(replay.statusCode).toBe(410);
    const next = await passkeyChallenge(user);
    const replayed = await post('/api/auth/mfa/sign-in/passkey', { mfaToken: next.mfaToken, response: assertion });
    expect(replayed.statusCode).toBe(400);
    expect(errorOf(replayed.body).messageKey).toBe('server.passkey.notAccepted');

    // A right signature whose counter did not move on (a cloned authenticator) is refused.
    const stale = authenticator.assert(next.options.challenge, { counter: authenticator.counter });
    const staleRes = await post('/api/auth/mfa/sign-in/passkey', { mfaToken: next.mfaToken, response: stale });
    expect(staleRes.statusCode).toBe(400);
    const attempts = await t.database.db.execute(
      sql`select attempts from mfa_challenges where user_id = ${user.id} and purpose = 'sign-in' and attempts > 0`,
    );
    expect(JSON.stringify(attempts)).toContain('"attempts":2');

    const fresh = authenticator.assert(next.options.challenge);
    const ok = await post('/api/auth/mfa/sign-in/passkey', { mfaToken: next.mfaToken, response: fresh });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("refuses another user's passkey, unknown fields, and a user without passkeys", async () => {
    const alice = await newUser();
    const bob = await newUser();
    await enrolPasskey(await signInAs(t.app, alice), new SoftAuthenticator());
    const bobsKey = new SoftAuthenticator();
    await enrolPasskey(await signInAs(t.app, bob), bobsKey);

    const { mfaToken, options } = await passkeyChallenge(alice);
    const foreign = await post('/api/auth/mfa/sign-in/passkey', {
      mfaToken,
      response: bobsKey.assert(options.challenge),
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign.body).messageKey).toBe('server.passkey.notAccepted');

    const extra = await post('/api/auth/mfa/sign-in/passkey', {
      mfaToken,
      response: bobsKey.assert(options.challenge),
      userId: bob.id,
    });
    expect(extra.statusCode).toBe(400);
    const extraOptions = await post('/api/auth/mfa/sign-in/passkey/options', { mfaToken, factorId: alice.id });
    expect(extraOptions.statusCode).toBe(400);
    const wrongShape = await post('/api/auth/mfa/sign-in/passkey', { mfaToken, response: { id: 'abc' } });
    expect(wrongShape.statusCode).toBe(400);

    // An enrolment flow's token is not a sign-in token.
    const enrolFlow = await passwordStep(await signInAs(t.app, await newUser()), 'enroll');
    const notSignIn = await post('/api/auth/mfa/sign-in/passkey/options', { mfaToken: enrolFlow });
    expect(notSignIn.statusCode).toBe(410);
  });
});

describe('removing a passkey', () => {
  it('lets a passkey-only user remove it with the passkey as the proof (password, human check, passkey)', async () => {
    const user = await newUser();
    const me = await signInAs(t.app, user);
    const authenticator = new SoftAuthenticator();
    await enrolPasskey(me, authenticator);
    const factorId = mfaStatusSchema.parse((await t.app.inject({ url: '/api/auth/mfa', headers: me.headers })).json())
      .factors[0]!.id;

    const flowToken = await passwordStep(me, 'disable', factorId);
    const early = await post('/api/auth/mfa/disable/passkey/options', { flowToken });
    expect(early.statusCode).toBe(400);
    expect(errorOf(early.body).code).toBe('auth/captcha-not-verified');
    const human = await post('/api/auth/mfa/human-check', { flowToken, payload: await solveHumanCheck(t.app) });
    expect(human.json()).toEqual({ codeSentTo: null });

    const optionsRes = await post('/api/auth/mfa/disable/passkey/options', { flowToken });
    expect(optionsRes.statusCode, optionsRes.body).toBe(200);
    const options = optionsOf(optionsRes.body);
    const someoneElse = new SoftAuthenticator();
    const refused = await post('/api/auth/mfa/disable/passkey', {
      flowToken,
      response: someoneElse.assert(options.challenge),
    });
    expect(refused.statusCode).toBe(400);

    const done = await post('/api/auth/mfa/disable/passkey', {
      flowToken,
      response: authenticator.assert(options.challenge),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'Disabled', messageKey: 'server.mfa.disabled' });
    const status = mfaStatusSchema.parse((await t.app.inject({ url: '/api/auth/mfa', headers: me.headers })).json());
    expect(status).toMatchObject({ status: 'Disabled', factors: [], recoveryCodesLeft: 0 });
    expect((await login(user)).statusCode).toBe(200);
  });

  it('also takes a recovery code through the existing confirm step', async () => {
    const user = await newUser();
    const me = await signInAs(t.app, user);
    const { recoveryCodes } = await enrolPasskey(me, new SoftAuthenticator());
    const flowToken = await passwordStep(me, 'disable');
    await post('/api/auth/mfa/human-check', { flowToken, payload: await solveHumanCheck(t.app) });
    const done = await post('/api/auth/mfa/confirm', { flowToken, code: recoveryCodes![0] });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'Disabled' });
  });
});
