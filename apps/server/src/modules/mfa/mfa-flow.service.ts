import type { MfaFactor } from '@connect/contracts/mfa/mfa.schemas';
import { AppError } from '../../errors/app-error';
import type { ServiceContext } from '../../context';
import { createSecureToken, hashToken } from '../auth/secure-token';
import {
  findChallengeByToken,
  findConfirmedFactors,
  insertChallenge,
  isRequiredByCompany,
  spendChallenge,
  type ChallengeRow,
  type FactorRow,
} from './mfa.repository';
import { isPhoneFactorAvailable } from './sms.service';

/**
 * Multi-step flows of the second factor (decision 037): sign-in's second step, enrolment and removal. The client
 * holds an opaque token; its flow row records what has been proven. Sign-in calls `requireSecondFactor` after the
 * password was right; this file imports nothing of the sign-in service, so both can use it.
 */
export const mfaLimits = {
  signInMinutes: 5,
  flowMinutes: 15,
  codeMinutes: 10,
  maxAttempts: 5,
  resendSeconds: 30,
} as const;

export type FlowPurpose = ChallengeRow['purpose'];

/** The flows that add a factor: from My Profile, or a sign-in that must set one up first. */
export const enrolPurposes: readonly FlowPurpose[] = ['enroll', 'sign-in-enroll'];

/** What the second-factor services need of the request: the database, mail, and sign-in's throttle and session. */
export type MfaCtx = Pick<
  ServiceContext,
  'db' | 'config' | 'mailer' | 'requestId' | 'clientKey' | 'clientAddress' | 'userAgent' | 'sessionCache'
>;

type FlowCtx = Pick<ServiceContext, 'db' | 'config'>;

/** The phone with all but its last four digits hidden: +•••••••1234. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${'•'.repeat(Math.max(digits.length - 4, 3))}${digits.slice(-4)}`;
}

export function toFactorView(row: FactorRow): MfaFactor {
  return {
    id: row.id,
    kind: row.kind,
    label: row.kind === 'phone' ? maskPhone(row.phoneNumber ?? '') : row.label,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function createFlow(
  ctx: FlowCtx,
  values: { userId: string; purpose: FlowPurpose; minutes: number; passwordVerified: boolean; factorId?: string },
): Promise<{ token: string; row: ChallengeRow }> {
  const secure = createSecureToken();
  const now = new Date();
  const row = await insertChallenge(ctx.db, {
    userId: values.userId,
    purpose: values.purpose,
    tokenHash: secure.hash,
    factorId: values.factorId ?? null,
    passwordVerifiedAt: values.passwordVerified ? now : null,
    expiresAt: new Date(now.getTime() + values.minutes * 60_000),
  });
  return { token: secure.token, row };
}

/** A live flow of one of these purposes; an unknown, used, expired or exhausted one is refused alike. */
export async function loadFlow(ctx: FlowCtx, token: string, purposes: readonly FlowPurpose[]): Promise<ChallengeRow> {
  const row = await findChallengeByToken(ctx.db, hashToken(token));
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now() || !purposes.includes(row.purpose)) {
    throw new AppError('LINK_EXPIRED', { messageKey: 'server.mfa.flowExpired' });
  }
  if (row.attempts >= mfaLimits.maxAttempts) {
    throw new AppError('LINK_EXPIRED', { messageKey: 'server.mfa.tooManyAttempts' });
  }
  return row;
}

/** Ends a flow once; a second use (a replayed code, two requests at once) finds it spent. */
export async function spendFlow(ctx: FlowCtx, flow: ChallengeRow): Promise<void> {
  if (!(await spendChallenge(ctx.db, flow.id, new Date()))) {
    throw new AppError('LINK_EXPIRED', { messageKey: 'server.mfa.flowExpired' });
  }
}

/**
 * After a right password: a user with a second factor gets `auth/multi-factor-auth-required` and a sign-in flow;
 * a user whose company requires one and who has none gets `auth/multi-factor-enrollment-required` and a flow
 * to set one up (the password counts as step 1). Otherwise sign-in goes on.
 */
export async function requireSecondFactor(ctx: FlowCtx, userId: string): Promise<void> {
  const factors = await findConfirmedFactors(ctx.db, userId);
  const phoneAvailable = isPhoneFactorAvailable(ctx.config);
  if (factors.length > 0) {
    const flow = await createFlow(ctx, {
      userId,
      purpose: 'sign-in',
      minutes: mfaLimits.signInMinutes,
      passwordVerified: true,
    });
    throw new AppError('auth/multi-factor-auth-required', {
      details: {
        mfa: {
          token: flow.token,
          factors: factors.map((factor) => {
            const { id, kind, label } = toFactorView(factor);
            return { id, kind, label };
          }),
          phoneAvailable,
        },
      },
    });
  }
  if (await isRequiredByCompany(ctx.db, userId)) {
    const flow = await createFlow(ctx, {
      userId,
      purpose: 'sign-in-enroll',
      minutes: mfaLimits.flowMinutes,
      passwordVerified: true,
    });
    throw new AppError('auth/multi-factor-enrollment-required', {
      messageKey: 'server.mfa.enrollmentRequired',
      details: { mfa: { token: flow.token, factors: [], phoneAvailable } },
    });
  }
}
