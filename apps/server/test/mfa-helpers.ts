import { humanCheckChallengeSchema } from '@connect/contracts/mfa/mfa.schemas';
import { solveChallenge } from 'altcha-lib';
import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import { expect } from 'vitest';

/** Solves the server's human check the way the browser does (the proof of work), answering the payload. */
export async function solveHumanCheck(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/human-check' });
  expect(res.statusCode, res.body).toBe(200);
  const challenge = humanCheckChallengeSchema.parse(res.json());
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('human check not solved');
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
}

/** The 6-digit code in the newest text message to a number ending in `lastDigits` (read as an admin would). */
export async function latestSmsCode(
  app: FastifyInstance,
  adminHeaders: Record<string, string>,
  lastDigits: string,
): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/admin/sms-outbox?pageSize=50', headers: adminHeaders });
  expect(res.statusCode, res.body).toBe(200);
  const sms = (res.json() as { items: { to: string; body: string }[] }).items.find((m) => m.to.endsWith(lastDigits));
  const code = sms ? /\b(\d{6})\b/.exec(sms.body)?.[1] : undefined;
  if (!code) throw new Error(`no code texted to …${lastDigits}`);
  return code;
}

/** The current code of an authenticator app holding `secret` (base32), `stepsAhead` periods from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Starts setting up a second factor the way My Profile does (the password again), answering the flow's token. */
export async function startEnrolment(
  app: FastifyInstance,
  headers: Record<string, string>,
  password: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/mfa/verify-password',
    payload: { purpose: 'enroll', password },
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { flowToken: string }).flowToken;
}
