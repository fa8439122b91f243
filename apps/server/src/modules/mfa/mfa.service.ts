import type { MfaConfirmResult, MfaFlow, MfaStatus, MfaTotpSetup } from '@connect/contracts/mfa/mfa.schemas';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { AppError, fieldIssue, said } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { openSecret, sealSecret } from '../../lib/secret-box';
import {
  assertAccountNotThrottled,
  findActiveUser,
  recordAccountFailure,
  startSession,
  verifyOwnPassword,
  type IssuedSession,
  type UserRow,
} from '../auth/auth.service';
import { recordAccountAction } from '../audit/audit.service';
import { sendMail } from '../mail/mail.service';
import { mailWords } from '../mail/mail-words';
import { userTimeZone } from '@connect/domain/dates/time-zones';
import {
  createFlow,
  enrolPurposes,
  loadFlow,
  maskPhone,
  mfaLimits,
  spendFlow,
  toFactorView,
  type MfaCtx,
} from './mfa-flow.service';
import {
  claimTotpStep,
  countChallengeAttempt,
  countUnusedRecoveryCodes,
  deleteAbandonedFactors,
  deleteFactors,
  findConfirmedFactors,
  findUserFactor,
  insertFactor,
  isRequiredByCompany,
  replaceRecoveryCodes,
  spendRecoveryCode,
  updateChallenge,
  updateFactor,
  type ChallengeRow,
  type FactorRow,
} from './mfa.repository';
import { verifyHumanCheck } from './human-check.service';
import { isPhoneFactorAvailable, sendTextMessage } from './sms.service';

/**
 * Second factors (spec 1 §4, issue #16, decision 037): enabling (password → phone → human check → code, or
 * password → authenticator app → code), removing (password → human check → code or recovery code), recovery
 * codes, and sign-in's second step. Codes are single use, wrong codes are counted per flow and per account.
 */

type Ctx = MfaCtx;

const totpPurpose = 'mfa-totp';
const recoveryCodeCount = 10;
const recoveryAlphabet = 'abcdefghijklmnopqrstuvwxyz234567';

function hashOf(...parts: string[]): string {
  return createHash('sha256').update(parts.join(':')).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

function recoveryHash(userId: string, code: string): string {
  return hashOf('recovery', userId, code.replace(/[\s-]/g, '').toLowerCase());
}

/** New recovery codes for the user (the old ones stop working); also used by passkeys.service. */
export async function issueRecoveryCodes(ctx: Ctx, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(
    ctx.db,
    userId,
    codes.map((code) => recoveryHash(userId, code)),
  );
  return codes;
}

function totpOf(secretBase32: string, account: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: 'Connect',
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

/** An authenticator code: within one step of now, and a step later than any accepted before (no replay). */
async function checkTotp(ctx: Ctx, factor: FactorRow, code: string): Promise<boolean> {
  const secret = factor.secretSealed ? openSecret(ctx.config.sessionSecret, totpPurpose, factor.secretSealed) : null;
  if (!secret || !/^[0-9]{6}$/.test(code)) return false;
  const now = Date.now();
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 30_000) + delta;
  return claimTotpStep(ctx.db, factor.id, step, new Date(now));
}

function checkPhoneCode(flow: ChallengeRow, factor: FactorRow, code: string): boolean {
  if (!flow.codeHash || !flow.codeSentAt || flow.factorId !== factor.id) return false;
  if (Date.now() - flow.codeSentAt.getTime() > mfaLimits.codeMinutes * 60_000) return false;
  return sameHash(hashOf('sms', flow.id, code.trim()), flow.codeHash);
}

async function checkFactorCode(ctx: Ctx, flow: ChallengeRow, factor: FactorRow, code: string): Promise<boolean> {
  if (factor.kind === 'phone') return checkPhoneCode(flow, factor, code);
  if (factor.kind === 'totp') return checkTotp(ctx, factor, code);
  return false;
}

/**
 * A failed proof (a wrong code, a refused passkey): counted on the flow (5 end it) and against the account (sign-in's
 * delays); then `refusal` is thrown, or the flow's end at the fifth.
 */
export async function refuseProof(ctx: Ctx, flow: ChallengeRow, refusal: AppError): Promise<never> {
  await recordAccountFailure(ctx, `mfa:${flow.userId}`);
  const attempts = await countChallengeAttempt(ctx.db, flow.id);
  if (attempts >= mfaLimits.maxAttempts) {
    throw new AppError('LINK_EXPIRED', { messageKey: 'server.mfa.tooManyAttempts' });
  }
  throw refusal;
}

function refuseCode(ctx: Ctx, flow: ChallengeRow): Promise<never> {
  return refuseProof(
    ctx,
    flow,
    new AppError('VALIDATION_FAILED', {
      messageKey: 'server.mfa.codeWrong',
      details: { fields: [fieldIssue('body.code', 'server.mfa.codeWrong')] },
    }),
  );
}

/** Sends a new 6-digit code to the phone factor (at most one every 30 seconds per flow). */
async function sendPhoneCode(ctx: Ctx, flow: ChallengeRow, factor: FactorRow): Promise<string> {
  if (!isPhoneFactorAvailable(ctx.config) || !factor.phoneNumber) throw new AppError('auth/unsupported-second-factor');
  if (flow.codeSentAt) {
    const waited = (Date.now() - flow.codeSentAt.getTime()) / 1000;
    if (waited < mfaLimits.resendSeconds) {
      const seconds = Math.ceil(mfaLimits.resendSeconds - waited);
      throw new AppError('RATE_LIMITED', {
        messageKey: 'server.mfa.codeSentRecently',
        params: { seconds },
        details: { retryAfterSeconds: seconds },
      });
    }
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await updateChallenge(ctx.db, flow.id, {
    codeHash: hashOf('sms', flow.id, code),
    codeSentAt: new Date(),
    factorId: factor.id,
  });
  // In the user's My Profile language, as their mails (decision 098).
  const w = await mailWords(ctx, (await findActiveUser(ctx, flow.userId))?.locale);
  const text = (shown: string) => w.say('textMessage.code', { code: shown, minutes: mfaLimits.codeMinutes });
  const sent = await sendTextMessage(ctx, { to: factor.phoneNumber, body: text(code), recordedBody: text('••••••') });
  if (!sent) throw new AppError('SMS_NOT_SENT');
  return maskPhone(factor.phoneNumber);
}

/** What changed in a user's sign-in settings: a key of the catalogue's `mails.securityChange.changes`. */
export type SecurityChange =
  | { change: 'phoneAdded'; phone: string }
  | {
      change:
        | 'appAdded'
        | 'passkeyAdded'
        | 'turnedOff'
        | 'stepRemoved'
        | 'recoveryCodesRenewed'
        | 'recoveryCodeUsed'
        | 'adminReset';
    };

/** Tells the user of a change to their sign-in settings, in their My Profile language (decision 098). */
export async function mailSecurityChange(ctx: Ctx, user: UserRow, what: SecurityChange): Promise<void> {
  const w = await mailWords(ctx, user.locale);
  // The time of the change in the user's own zone and language, named (`11/24/2026 04:05 CST`; decision 107).
  const when = w.instant(new Date().toISOString(), userTimeZone(user.timeZone));
  await sendMail(ctx, {
    to: user.email,
    subject: w.say('securityChange.subject'),
    text: [
      w.say('greeting', { name: user.displayName }),
      '',
      w.say(`securityChange.changes.${what.change}`, { when, phone: 'phone' in what ? what.phone : '' }),
      '',
      w.say('securityChange.notYou'),
    ].join('\n'),
  }).catch((error: unknown) => {
    console.error(`security mail failed: ${error instanceof Error ? error.message : 'unknown error'}`);
  });
}

async function userOfFlow(ctx: Ctx, flow: ChallengeRow): Promise<UserRow> {
  const user = await findActiveUser(ctx, flow.userId);
  if (!user) throw new AppError('LINK_EXPIRED', { messageKey: 'server.mfa.flowExpired' });
  return user;
}

// ---- the signed-in user's view ---------------------------------------------------------------------------

export async function getMfaStatus(ctx: SignedInContext): Promise<MfaStatus> {
  const userId = ctx.auth.user.userId;
  const [factors, recoveryCodesLeft, requiredByCompany] = await Promise.all([
    findConfirmedFactors(ctx.db, userId),
    countUnusedRecoveryCodes(ctx.db, userId),
    isRequiredByCompany(ctx.db, userId),
  ]);
  return {
    status: factors.length > 0 ? 'Enabled' : 'Disabled',
    factors: factors.map(toFactorView),
    recoveryCodesLeft,
    requiredByCompany,
    phoneAvailable: isPhoneFactorAvailable(ctx.config),
  };
}

/** Step 1 (spec 1 §4): the password again, for enabling or removing. */
export async function verifyPasswordStep(
  ctx: SignedInContext,
  input: { purpose: 'enroll' | 'disable'; password: string; factorId?: string },
): Promise<MfaFlow> {
  const user = await verifyOwnPassword(ctx, input.password);
  let factorId: string | undefined;
  if (input.purpose === 'disable') {
    const factors = await findConfirmedFactors(ctx.db, user.id);
    if (factors.length === 0) throw new AppError('auth/unsupported-second-factor');
    if (input.factorId) {
      if (!factors.some((factor) => factor.id === input.factorId)) throw new AppError('NOT_FOUND');
      factorId = input.factorId;
    }
    const leavesNone = !factorId || factors.length === 1;
    if (leavesNone && (await isRequiredByCompany(ctx.db, user.id))) {
      throw new AppError('ACCESS_DENIED', { messageKey: 'server.mfa.requiredByCompany' });
    }
  }
  const flow = await createFlow(ctx, {
    userId: user.id,
    purpose: input.purpose,
    minutes: mfaLimits.flowMinutes,
    passwordVerified: true,
    factorId,
  });
  return { flowToken: flow.token, expiresAt: flow.row.expiresAt.toISOString() };
}

/** Step 2 of enabling with a phone (spec 1 §4): keeps the number on an unconfirmed factor of this flow. */
export async function setPhoneStep(
  ctx: Ctx,
  input: { flowToken: string; phoneNumber: string },
): Promise<{ phone: string }> {
  const flow = await loadFlow(ctx, input.flowToken, enrolPurposes);
  if (!isPhoneFactorAvailable(ctx.config)) throw new AppError('auth/unsupported-second-factor');
  await deleteAbandonedFactors(ctx.db, flow.userId, new Date(Date.now() - mfaLimits.flowMinutes * 60_000));
  if (flow.factorId) await deleteFactors(ctx.db, flow.userId, [flow.factorId]);
  const phoneNumber = input.phoneNumber.startsWith('+') ? input.phoneNumber : `+${input.phoneNumber}`;
  const factor = await insertFactor(ctx.db, { userId: flow.userId, kind: 'phone', phoneNumber });
  await updateChallenge(ctx.db, flow.id, {
    factorId: factor.id,
    codeHash: null,
    codeSentAt: null,
    humanCheckedAt: null,
  });
  return { phone: maskPhone(phoneNumber) };
}

/** Enabling with an authenticator app: a new secret on an unconfirmed factor; its QR code and the secret. */
export async function startTotpStep(ctx: Ctx, input: { flowToken: string }): Promise<MfaTotpSetup> {
  const flow = await loadFlow(ctx, input.flowToken, enrolPurposes);
  const user = await userOfFlow(ctx, flow);
  await deleteAbandonedFactors(ctx.db, flow.userId, new Date(Date.now() - mfaLimits.flowMinutes * 60_000));
  if (flow.factorId) await deleteFactors(ctx.db, flow.userId, [flow.factorId]);
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const factor = await insertFactor(ctx.db, {
    userId: flow.userId,
    kind: 'totp',
    label: 'Authenticator app',
    secretSealed: sealSecret(ctx.config.sessionSecret, totpPurpose, secret),
  });
  await updateChallenge(ctx.db, flow.id, { factorId: factor.id, codeHash: null, codeSentAt: null });
  const otpauthUri = totpOf(secret, user.email).toString();
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUri, { margin: 1, width: 200 });
  return { secret, otpauthUri, qrCodeDataUrl };
}

/**
 * Step 3 (spec 1 §4): the solved human check. Then a code goes to the phone being added, or (removing) to the
 * user's phone factor; with an authenticator app or a recovery code nothing is sent.
 */
export async function humanCheckStep(
  ctx: Ctx,
  input: { flowToken: string; payload: string },
): Promise<{ codeSentTo: string | null }> {
  const flow = await loadFlow(ctx, input.flowToken, [...enrolPurposes, 'disable']);
  if (!(await verifyHumanCheck(ctx, input.payload))) throw new AppError('auth/captcha-not-verified');
  await updateChallenge(ctx.db, flow.id, { humanCheckedAt: new Date() });
  const checked = { ...flow, humanCheckedAt: new Date() };
  if (flow.purpose === 'disable') {
    const factors = await findConfirmedFactors(ctx.db, flow.userId);
    const target = flow.factorId ? factors.find((factor) => factor.id === flow.factorId) : undefined;
    const phone = target ? (target.kind === 'phone' ? target : undefined) : factors.find((f) => f.kind === 'phone');
    const usesApp = target?.kind === 'totp' || (!target && factors.some((f) => f.kind === 'totp'));
    if (!phone || usesApp) return { codeSentTo: null };
    return { codeSentTo: await sendPhoneCode(ctx, checked, phone) };
  }
  const factor = flow.factorId ? await findUserFactor(ctx.db, flow.userId, flow.factorId) : undefined;
  if (!factor || factor.kind !== 'phone') return { codeSentTo: null };
  return { codeSentTo: await sendPhoneCode(ctx, checked, factor) };
}

/** Sends the phone code again (resend link) in an enrolment or removal flow that passed the human check. */
export async function resendFlowCode(ctx: Ctx, input: { flowToken: string }): Promise<{ codeSentTo: string }> {
  const flow = await loadFlow(ctx, input.flowToken, [...enrolPurposes, 'disable']);
  if (!flow.humanCheckedAt || !flow.factorId) throw new AppError('auth/captcha-not-verified');
  const factor = await findUserFactor(ctx.db, flow.userId, flow.factorId);
  if (!factor || factor.kind !== 'phone') throw new AppError('auth/unsupported-second-factor');
  return { codeSentTo: await sendPhoneCode(ctx, flow, factor) };
}

export type ConfirmOutcome = { result: MfaConfirmResult; session: IssuedSession | null };

/**
 * Step 4 (spec 1 §4): the code. Enabling confirms the factor (recovery codes come with the first one; a sign-in
 * that had to set one up is then signed in); removing takes a code of any factor or a recovery code.
 */
export async function confirmStep(ctx: Ctx, input: { flowToken: string; code: string }): Promise<ConfirmOutcome> {
  const flow = await loadFlow(ctx, input.flowToken, [...enrolPurposes, 'disable']);
  await assertAccountNotThrottled(ctx, `mfa:${flow.userId}`);
  const user = await userOfFlow(ctx, flow);
  if (flow.purpose === 'disable') return confirmRemoval(ctx, flow, user, input.code);

  const factor = flow.factorId ? await findUserFactor(ctx.db, flow.userId, flow.factorId) : undefined;
  if (!factor || factor.confirmedAt) throw new AppError('auth/unsupported-second-factor');
  if (factor.kind === 'phone' && !flow.humanCheckedAt) throw new AppError('auth/captcha-not-verified');
  if (!(await checkFactorCode(ctx, flow, factor, input.code))) return refuseCode(ctx, flow);
  await spendFlow(ctx, flow);
  const hadFactors = (await findConfirmedFactors(ctx.db, flow.userId)).length > 0;
  await updateFactor(ctx.db, factor.id, { confirmedAt: new Date(), lastUsedAt: new Date() });
  const recoveryCodes = hadFactors ? null : await issueRecoveryCodes(ctx, flow.userId);
  await recordAccountAction(ctx, { action: 'auth.mfa.enrolled', userId: user.id, details: { kind: factor.kind } });
  await mailSecurityChange(
    ctx,
    user,
    factor.kind === 'phone'
      ? { change: 'phoneAdded', phone: maskPhone(factor.phoneNumber ?? '') }
      : { change: 'appAdded' },
  );
  const session = flow.purpose === 'sign-in-enroll' ? await startSession(ctx, user, factor.kind) : null;
  return { result: { status: 'Enabled', recoveryCodes, ...said('server.mfa.factorAdded') }, session };
}

async function confirmRemoval(ctx: Ctx, flow: ChallengeRow, user: UserRow, code: string): Promise<ConfirmOutcome> {
  if (!flow.humanCheckedAt) throw new AppError('auth/captcha-not-verified');
  const factors = await findConfirmedFactors(ctx.db, flow.userId);
  let proven = false;
  for (const factor of factors) {
    if (await checkFactorCode(ctx, flow, factor, code.trim())) {
      proven = true;
      break;
    }
  }
  if (!proven && /^[a-z2-7]{5}-?[a-z2-7]{5}$/i.test(code.trim())) {
    proven = await spendRecoveryCode(ctx.db, flow.userId, recoveryHash(flow.userId, code), new Date());
  }
  if (!proven) return refuseCode(ctx, flow);
  return removeFactorsOfFlow(ctx, flow, user, factors);
}

/**
 * The end of a removal once the user has proven themselves (a code, a recovery code or a passkey): the flow is
 * spent and the flow's factor (or every factor) is removed. Also used by passkeys.service.
 */
export async function removeFactorsOfFlow(
  ctx: Ctx,
  flow: ChallengeRow,
  user: UserRow,
  factors: FactorRow[],
): Promise<ConfirmOutcome> {
  await spendFlow(ctx, flow);
  const removing = flow.factorId ? factors.filter((factor) => factor.id === flow.factorId) : factors;
  const remaining = factors.length - removing.length;
  if (remaining === 0 && (await isRequiredByCompany(ctx.db, user.id))) {
    throw new AppError('ACCESS_DENIED', { messageKey: 'server.mfa.requiredByCompany' });
  }
  await deleteFactors(
    ctx.db,
    user.id,
    removing.map((factor) => factor.id),
  );
  if (remaining === 0) await replaceRecoveryCodes(ctx.db, user.id, []);
  await recordAccountAction(ctx, {
    action: 'auth.mfa.removed',
    userId: user.id,
    details: { kinds: removing.map((factor) => factor.kind), remaining },
  });
  await mailSecurityChange(ctx, user, { change: remaining === 0 ? 'turnedOff' : 'stepRemoved' });
  return {
    result: {
      status: remaining === 0 ? 'Disabled' : 'Enabled',
      recoveryCodes: null,
      ...said(remaining === 0 ? 'server.mfa.disabled' : 'server.mfa.factorRemoved'),
    },
    session: null,
  };
}

/** New recovery codes (after the password step); the old ones stop working. */
export async function renewRecoveryCodes(ctx: Ctx, input: { flowToken: string }): Promise<MfaConfirmResult> {
  const flow = await loadFlow(ctx, input.flowToken, ['enroll']);
  const user = await userOfFlow(ctx, flow);
  if ((await findConfirmedFactors(ctx.db, user.id)).length === 0) throw new AppError('auth/unsupported-second-factor');
  await spendFlow(ctx, flow);
  const recoveryCodes = await issueRecoveryCodes(ctx, user.id);
  await recordAccountAction(ctx, { action: 'auth.mfa.recoveryCodesRenewed', userId: user.id });
  await mailSecurityChange(ctx, user, { change: 'recoveryCodesRenewed' });
  return { status: 'Enabled', recoveryCodes, ...said('server.mfa.recoveryCodesRenewed') };
}

// ---- sign-in's second step -----------------------------------------------------------------------------------

export async function sendSignInCode(
  ctx: Ctx,
  input: { mfaToken: string; factorId: string },
): Promise<{ codeSentTo: string }> {
  const flow = await loadFlow(ctx, input.mfaToken, ['sign-in']);
  const factor = await findUserFactor(ctx.db, flow.userId, input.factorId);
  if (!factor?.confirmedAt) throw new AppError('NOT_FOUND');
  if (factor.kind !== 'phone') throw new AppError('auth/unsupported-second-factor');
  return { codeSentTo: await sendPhoneCode(ctx, flow, factor) };
}

/** The second step of sign-in: a factor's code or a recovery code; the flow is spent, a session starts. */
export async function completeSignIn(
  ctx: Ctx,
  input: { mfaToken: string; factorId: string; code: string } | { mfaToken: string; recoveryCode: string },
): Promise<IssuedSession> {
  const flow = await loadFlow(ctx, input.mfaToken, ['sign-in']);
  await assertAccountNotThrottled(ctx, `mfa:${flow.userId}`);
  const user = await userOfFlow(ctx, flow);
  let method: string;
  if ('recoveryCode' in input) {
    const spent = await spendRecoveryCode(ctx.db, user.id, recoveryHash(user.id, input.recoveryCode), new Date());
    if (!spent) return refuseCode(ctx, flow);
    method = 'recovery-code';
  } else {
    const factor = await findUserFactor(ctx.db, user.id, input.factorId);
    if (!factor?.confirmedAt) throw new AppError('NOT_FOUND');
    if (!(await checkFactorCode(ctx, flow, factor, input.code))) return refuseCode(ctx, flow);
    await updateFactor(ctx.db, factor.id, { lastUsedAt: new Date() });
    method = factor.kind;
  }
  await spendFlow(ctx, flow);
  const issued = await startSession(ctx, user, method);
  await recordAccountAction(ctx, { action: 'auth.login', userId: user.id, details: { secondFactor: method } });
  if (method === 'recovery-code') {
    await mailSecurityChange(ctx, user, { change: 'recoveryCodeUsed' });
  }
  return issued;
}
