import type { MfaConfirmResult } from '@connect/contracts/mfa/mfa.schemas';
import { passkeyMessages } from '@connect/contracts/mfa/passkey-messages';
import type {
  PasskeyAuthenticationResponse,
  PasskeyOptionsResult,
  PasskeyRegistrationResponse,
} from '@connect/contracts/mfa/passkeys.schemas';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
} from '@simplewebauthn/server';
import { AppError, said } from '../../errors/app-error';
import {
  assertAccountNotThrottled,
  findActiveUser,
  startSession,
  type IssuedSession,
  type UserRow,
} from '../auth/auth.service';
import { recordAccountAction } from '../audit/audit.service';
import { enrolPurposes, loadFlow, spendFlow, type MfaCtx } from './mfa-flow.service';
import {
  findConfirmedFactors,
  findFactorByCredentialId,
  insertFactor,
  updateChallenge,
  updateFactor,
  type ChallengeRow,
  type FactorRow,
} from './mfa.repository';
import {
  issueRecoveryCodes,
  mailSecurityChange,
  refuseProof,
  removeFactorsOfFlow,
  type ConfirmOutcome,
} from './mfa.service';

/**
 * Passkeys (WebAuthn) as a second factor (issue #16): added after the password step, used for sign-in's second
 * step, and accepted as the proof that removes a factor. The challenge of each ceremony is kept on the flow
 * (`webauthn_challenge`) and is good for that flow only; a spent flow, an older challenge, another user's
 * credential or a signature counter that did not move on are refused and counted like wrong codes.
 */

type Ctx = MfaCtx;

const knownTransports: readonly AuthenticatorTransportFuture[] = [
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
];

/** The relying party: the host of the portal's public address, and that address's origin. */
function relyingParty(ctx: Pick<Ctx, 'config'>): { id: string; origin: string } {
  const url = new URL(ctx.config.publicUrl);
  return { id: url.hostname, origin: url.origin };
}

function transportsOf(values: readonly string[] | undefined): AuthenticatorTransportFuture[] {
  return (values ?? []).filter((value): value is AuthenticatorTransportFuture =>
    knownTransports.includes(value as AuthenticatorTransportFuture),
  );
}

function passkeysOf(factors: FactorRow[]): FactorRow[] {
  return factors.filter((factor) => factor.kind === 'passkey' && factor.credentialId && factor.publicKey);
}

async function userOfFlow(ctx: Ctx, flow: ChallengeRow): Promise<UserRow> {
  const user = await findActiveUser(ctx, flow.userId);
  if (!user) throw new AppError('LINK_EXPIRED', { messageKey: 'server.mfa.flowExpired' });
  return user;
}

/** A passkey that was not accepted: counted on the flow (5 end it) and against the account. */
function refusePasskey(ctx: Ctx, flow: ChallengeRow): Promise<never> {
  return refuseProof(
    ctx,
    flow,
    new AppError('VALIDATION_FAILED', {
      messageKey: 'server.passkey.notAccepted',
      details: { fields: [{ path: 'body.response', message: passkeyMessages.notAccepted }] },
    }),
  );
}

/** Options for the browser to ask for one of the user's passkeys; the challenge is kept on the flow. */
async function authenticationOptionsFor(ctx: Ctx, flow: ChallengeRow): Promise<PasskeyOptionsResult> {
  const passkeys = passkeysOf(await findConfirmedFactors(ctx.db, flow.userId));
  if (passkeys.length === 0) {
    throw new AppError('auth/unsupported-second-factor', { messageKey: 'server.passkey.noPasskeys' });
  }
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).id,
    allowCredentials: passkeys.map((factor) => ({
      id: factor.credentialId ?? '',
      transports: transportsOf(factor.transports),
    })),
    userVerification: 'preferred',
    timeout: 120_000,
  });
  await updateChallenge(ctx.db, flow.id, { webauthnChallenge: options.challenge });
  return { options: { ...options } };
}

/**
 * Checks an assertion against the flow's challenge and the user's own passkeys; answers the passkey used, whose
 * counter is moved on. Anything wrong (unknown or foreign credential, bad signature, old challenge, counter not
 * increased) is refused alike.
 */
async function verifyAssertion(
  ctx: Ctx,
  flow: ChallengeRow,
  response: PasskeyAuthenticationResponse,
): Promise<FactorRow> {
  const expectedChallenge = flow.webauthnChallenge;
  if (!expectedChallenge) return refusePasskey(ctx, flow);
  const passkey = passkeysOf(await findConfirmedFactors(ctx.db, flow.userId)).find(
    (factor) => factor.credentialId === response.id,
  );
  if (!passkey?.credentialId || !passkey.publicKey || response.rawId !== response.id) return refusePasskey(ctx, flow);
  const rp = relyingParty(ctx);
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: passkey.signCount,
      transports: transportsOf(passkey.transports),
    },
  }).catch(() => null);
  if (!verified?.verified) return refusePasskey(ctx, flow);
  // One challenge, one answer: the same assertion cannot be sent again on this flow.
  await updateChallenge(ctx.db, flow.id, { webauthnChallenge: null });
  await updateFactor(ctx.db, passkey.id, { signCount: verified.authenticationInfo.newCounter, lastUsedAt: new Date() });
  return passkey;
}

// ---- enrolment -----------------------------------------------------------------------------------------------

/** After the password step: the options to create a passkey (the user's passkeys excluded). */
export async function passkeyRegistrationOptions(
  ctx: Ctx,
  input: { flowToken: string },
): Promise<PasskeyOptionsResult> {
  const flow = await loadFlow(ctx, input.flowToken, enrolPurposes);
  const user = await userOfFlow(ctx, flow);
  const passkeys = passkeysOf(await findConfirmedFactors(ctx.db, user.id));
  const options = await generateRegistrationOptions({
    rpName: 'Connect',
    rpID: relyingParty(ctx).id,
    userID: new TextEncoder().encode(user.id),
    userName: user.email,
    userDisplayName: user.displayName,
    attestationType: 'none',
    timeout: 120_000,
    excludeCredentials: passkeys.map((factor) => ({
      id: factor.credentialId ?? '',
      transports: transportsOf(factor.transports),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await updateChallenge(ctx.db, flow.id, { webauthnChallenge: options.challenge });
  return { options: { ...options } };
}

export type PasskeyEnrolOutcome = { result: MfaConfirmResult; session: IssuedSession | null };

/** The new passkey: verified against the flow's challenge, kept confirmed; recovery codes with the first factor. */
export async function registerPasskey(
  ctx: Ctx,
  input: { flowToken: string; response: PasskeyRegistrationResponse; label: string },
): Promise<PasskeyEnrolOutcome> {
  const flow = await loadFlow(ctx, input.flowToken, enrolPurposes);
  await assertAccountNotThrottled(ctx, `mfa:${flow.userId}`);
  const user = await userOfFlow(ctx, flow);
  const expectedChallenge = flow.webauthnChallenge;
  if (!expectedChallenge) return refusePasskey(ctx, flow);
  const rp = relyingParty(ctx);
  const verified = await verifyRegistrationResponse({
    response: {
      ...input.response,
      response: { ...input.response.response, transports: transportsOf(input.response.response.transports) },
    },
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) return refusePasskey(ctx, flow);
  const { credential } = verified.registrationInfo;
  if (await findFactorByCredentialId(ctx.db, credential.id)) {
    throw new AppError('CONFLICT', { messageKey: 'server.passkey.alreadyAdded' });
  }
  await spendFlow(ctx, flow);
  const hadFactors = (await findConfirmedFactors(ctx.db, user.id)).length > 0;
  const now = new Date();
  await insertFactor(ctx.db, {
    userId: user.id,
    kind: 'passkey',
    label: input.label || 'Passkey',
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey),
    signCount: credential.counter,
    transports: transportsOf(credential.transports ?? input.response.response.transports),
    confirmedAt: now,
    lastUsedAt: now,
  });
  const recoveryCodes = hadFactors ? null : await issueRecoveryCodes(ctx, user.id);
  await recordAccountAction(ctx, { action: 'auth.mfa.enrolled', userId: user.id, details: { kind: 'passkey' } });
  await mailSecurityChange(ctx, user, { change: 'passkeyAdded' });
  const session = flow.purpose === 'sign-in-enroll' ? await startSession(ctx, user, 'passkey') : null;
  return { result: { status: 'Enabled', recoveryCodes, ...said('server.mfa.factorAdded') }, session };
}

// ---- removal ---------------------------------------------------------------------------------------------------

/** Removal, after the password and the human check: the options to prove oneself with a passkey. */
export async function passkeyDisableOptions(ctx: Ctx, input: { flowToken: string }): Promise<PasskeyOptionsResult> {
  const flow = await loadFlow(ctx, input.flowToken, ['disable']);
  if (!flow.humanCheckedAt) throw new AppError('auth/captcha-not-verified');
  return authenticationOptionsFor(ctx, flow);
}

/** Removal with a passkey as the proof (a passkey-only user has no code to give). */
export async function disableWithPasskey(
  ctx: Ctx,
  input: { flowToken: string; response: PasskeyAuthenticationResponse },
): Promise<ConfirmOutcome> {
  const flow = await loadFlow(ctx, input.flowToken, ['disable']);
  await assertAccountNotThrottled(ctx, `mfa:${flow.userId}`);
  if (!flow.humanCheckedAt) throw new AppError('auth/captcha-not-verified');
  const user = await userOfFlow(ctx, flow);
  await verifyAssertion(ctx, flow, input.response);
  return removeFactorsOfFlow(ctx, flow, user, await findConfirmedFactors(ctx.db, user.id));
}

// ---- sign-in's second step ---------------------------------------------------------------------------------

/** Sign-in's second step: the options to ask for one of the user's passkeys. */
export async function passkeySignInOptions(ctx: Ctx, input: { mfaToken: string }): Promise<PasskeyOptionsResult> {
  const flow = await loadFlow(ctx, input.mfaToken, ['sign-in']);
  return authenticationOptionsFor(ctx, flow);
}

/** Sign-in's second step with a passkey: the flow is spent once and the session starts (method 'passkey'). */
export async function signInWithPasskey(
  ctx: Ctx,
  input: { mfaToken: string; response: PasskeyAuthenticationResponse },
): Promise<IssuedSession> {
  const flow = await loadFlow(ctx, input.mfaToken, ['sign-in']);
  await assertAccountNotThrottled(ctx, `mfa:${flow.userId}`);
  const user = await userOfFlow(ctx, flow);
  await verifyAssertion(ctx, flow, input.response);
  await spendFlow(ctx, flow);
  const issued = await startSession(ctx, user, 'passkey');
  await recordAccountAction(ctx, { action: 'auth.login', userId: user.id, details: { secondFactor: 'passkey' } });
  return issued;
}
