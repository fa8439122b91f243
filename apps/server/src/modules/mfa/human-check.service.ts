import type { HumanCheckChallenge } from '@connect/contracts/mfa/mfa.schemas';
import { createChallenge, verifySolution } from 'altcha-lib';
import { createHash } from 'node:crypto';
import type { ServiceContext } from '../../context';
import { spendHumanCheck } from './mfa.repository';

/**
 * The human check of spec 1 §4, self-hosted (no third party): an ALTCHA proof of work signed with a key derived
 * from SESSION_SECRET (decision 037). The browser spends about a second finding the number; the server checks
 * the signature, the answer and the expiry, and accepts each solution once.
 */
const checkMinutes = 10;
const maxNumber = 100_000;

function hmacKeyOf(config: ServiceContext['config']): string {
  return createHash('sha256').update(`human-check:${config.sessionSecret}`).digest('hex');
}

export async function createHumanCheck(ctx: Pick<ServiceContext, 'config'>): Promise<HumanCheckChallenge> {
  const challenge = await createChallenge({
    hmacKey: hmacKeyOf(ctx.config),
    maxNumber,
    expires: new Date(Date.now() + checkMinutes * 60_000),
  });
  return {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    maxnumber: challenge.maxnumber,
    salt: challenge.salt,
    signature: challenge.signature,
  };
}

function signatureOf(payload: string): string | null {
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
    return typeof decoded.signature === 'string' && decoded.signature.length > 0 ? decoded.signature : null;
  } catch {
    return null;
  }
}

/** True when the payload (base64 JSON, as ALTCHA sends it) solves a live challenge of ours not used before. */
export async function verifyHumanCheck(ctx: Pick<ServiceContext, 'db' | 'config'>, payload: string): Promise<boolean> {
  const signature = signatureOf(payload);
  if (!signature) return false;
  const valid = await verifySolution(payload, hmacKeyOf(ctx.config), true).catch(() => false);
  if (!valid) return false;
  return spendHumanCheck(ctx.db, signature, new Date(Date.now() + checkMinutes * 60_000));
}
