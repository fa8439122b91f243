import { humanCheckChallengeSchema } from '@connect/contracts/mfa/mfa.schemas';
import { solveChallenge } from 'altcha-lib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

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

/**
 * Sign-in's second step signed the user in: 200 with the refresh cookie, an access token that opens the profile,
 * and a session of `userId` that remembers the second factor used (`sign_in_method`).
 */
export async function expectSignedInBySecondStep(
  t: TestApp,
  signedIn: { statusCode: number; body: string; headers: Record<string, unknown>; json: () => unknown },
  session: { userId: string; method: string },
): Promise<void> {
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  expect(String(signedIn.headers['set-cookie'])).toMatch(/^connect_rt=/);
  const token = (signedIn.json() as { accessToken: string }).accessToken;
  const profile = await t.app.inject({ url: '/api/customer/profile', headers: { authorization: `Bearer ${token}` } });
  expect(profile.statusCode).toBe(200);
  const sessions = await t.database.db.execute(
    sql`select sign_in_method from sessions where user_id = ${session.userId} and sign_in_method = ${session.method}`,
  );
  expect(JSON.stringify(sessions)).toContain(session.method);
}
