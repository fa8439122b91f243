import { randomBytes } from 'node:crypto';
import { AppError, said } from '../../errors/app-error';
import type { IntegrationCaller, ServiceContext, SignedInContext } from '../../context';
import { recordAdminAction } from '../audit/audit.service';
import { hashToken } from '../auth/secure-token';
import {
  findIntegrationKeys,
  insertIntegrationKey,
  revokeIntegrationKey,
  useIntegrationKey,
  type IntegrationKeyRecord,
} from './integration.repository';

const keyPattern = /^ck_live_[A-Za-z0-9_-]{43}$/;

const toKey = (row: IntegrationKeyRecord) => ({
  id: row.id,
  name: row.name,
  keyPrefix: row.keyPrefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** A new API key for the forwarder's operating system: 256 random bits, shown once, kept as a SHA-256 hash. */
export async function createIntegrationKey(ctx: SignedInContext, name: string) {
  const key = `ck_live_${randomBytes(32).toString('base64url')}`;
  const row = await insertIntegrationKey(ctx.db, {
    name,
    keyPrefix: key.slice(0, 12),
    keyHash: hashToken(key),
    createdBy: ctx.auth.actor.userId,
  });
  await recordAdminAction(ctx, { action: 'admin.integration-key.create', details: { keyId: row.id, name } });
  return { ...toKey(row), key };
}

export async function listIntegrationKeys(ctx: SignedInContext) {
  return (await findIntegrationKeys(ctx.db)).map(toKey);
}

export async function revokeKey(ctx: SignedInContext, keyId: string): Promise<{ message: string }> {
  if (!(await revokeIntegrationKey(ctx.db, keyId))) throw new AppError('NOT_FOUND');
  await recordAdminAction(ctx, { action: 'admin.integration-key.revoke', details: { keyId } });
  return said('server.integration.keyRevoked');
}

/** Checks the `x-api-key` of an integration call: a missing, malformed, unknown or revoked key is a 401. */
export async function authenticateIntegrationKey(
  ctx: ServiceContext,
  key: string | undefined,
): Promise<IntegrationCaller> {
  if (!key || !keyPattern.test(key))
    throw new AppError('UNAUTHENTICATED', { messageKey: 'server.integration.keyRequired' });
  const row = await useIntegrationKey(ctx.db, hashToken(key));
  if (!row) throw new AppError('UNAUTHENTICATED', { messageKey: 'server.integration.keyRequired' });
  return { keyId: row.id, name: row.name };
}
