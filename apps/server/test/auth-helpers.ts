import { createIntegrationKeyResponseSchema } from '@connect/contracts/shipments/shipments-feed.schemas';
import { sessionResponseSchema, type SessionResponse } from '@connect/contracts/auth/auth.schemas';
import { impersonateResponseSchema, userListSchema } from '@connect/contracts/impersonation/impersonation.schemas';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { demoPassword } from '../src/db/seed/demo-data';

export const demo = {
  admin: 'admin@meridian-logistics.example',
  employee: 'ops@meridian-logistics.example',
  customer: 'dana.whitfield@lonestar-components.example',
  limited: 'marco.silva@serraazul.example',
  group: 'jordan.lee@lonestar-group.example',
} as const;

export type SignedIn = { session: SessionResponse; token: string; cookie: string; headers: Record<string, string> };

/** The refresh cookie `name=value` pair from a response. */
export function refreshCookieOf(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith('connect_rt='));
  if (!found) throw new Error('no refresh cookie set');
  return found.split(';')[0] ?? '';
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string = demoPassword,
  ip = '10.0.0.1',
): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  const session = sessionResponseSchema.parse(res.json());
  return {
    session,
    token: session.accessToken,
    cookie: refreshCookieOf(res.headers['set-cookie']),
    headers: { authorization: `Bearer ${session.accessToken}` },
  };
}

/** The first link in the newest outbox mail sent to `to` (read through the admin API, as an admin would). */
export async function latestMailLink(
  app: FastifyInstance,
  adminHeaders: Record<string, string>,
  to: string,
): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/admin/mail-outbox?pageSize=50', headers: adminHeaders });
  expect(res.statusCode).toBe(200);
  const mail = (res.json() as { items: { to: string; text: string }[] }).items.find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error('mail has no link');
  return link;
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** An integration key the admin makes through the API (the operating system's feed credential); answers the key. */
export async function createIntegrationKey(
  app: FastifyInstance,
  admin: { headers: Record<string, string> },
  name: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/integration-keys',
    headers: admin.headers,
    payload: { name },
  });
  expect(res.statusCode, res.body).toBe(200);
  return createIntegrationKeyResponseSchema.parse(res.json()).key;
}

/**
 * The headers of `staff` impersonating the customer `email` (offered in the impersonation list, started with 200):
 * the staff member's own headers plus the impersonation token.
 */
export async function impersonationHeaders(
  app: FastifyInstance,
  staff: SignedIn,
  email: string,
): Promise<Record<string, string>> {
  const listed = await app.inject({
    method: 'GET',
    url: '/api/firebaseuser/list?isForimpersonation=true',
    headers: staff.headers,
  });
  const target = userListSchema.parse(listed.json()).find((u) => u.email === email);
  if (!target) throw new Error(`${email} not offered`);
  const res = await app.inject({
    method: 'GET',
    url: `/api/Users/impersonateuser/${target.userId}`,
    headers: staff.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...staff.headers, 'x-req-imp': impersonateResponseSchema.parse(res.json()).ImpersonateJwtToken };
}
