import type { GridQuery } from '@connect/contracts/grid/grid-query.schemas';
import type { SmsOutboxItem } from '@connect/contracts/mfa/mfa.schemas';
import type { ServiceContext } from '../../context';
import { findSmsPage, insertSms } from './mfa.repository';

/**
 * Text messages (issue #16): through the HTTP gateway of `SMS_GATEWAY_URL` when configured, else kept in the
 * SMS outbox that admins read (like the mail outbox), so the phone factor works on a fresh machine. Production
 * never uses the outbox: without a gateway the phone factor is not offered.
 */
export function isPhoneFactorAvailable(config: ServiceContext['config']): boolean {
  return Boolean(config.sms.gatewayUrl) || config.nodeEnv !== 'production';
}

type SmsCtx = Pick<ServiceContext, 'db' | 'config'>;

export type TextMessage = {
  to: string;
  body: string;
  /** The text as recorded after the gateway took it: the code masked, so no usable code reaches the database. */
  recordedBody: string;
};

const gatewayTimeoutMs = 10_000;

async function postToGateway(config: SmsCtx['config'], message: TextMessage): Promise<string | null> {
  const { gatewayUrl, gatewayToken, sender } = config.sms;
  if (!gatewayUrl) return 'no gateway';
  try {
    const response = await fetch(gatewayUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(gatewayToken ? { authorization: `Bearer ${gatewayToken}` } : {}),
      },
      body: JSON.stringify({ from: sender, to: message.to, text: message.body }),
      signal: AbortSignal.timeout(gatewayTimeoutMs),
    });
    return response.ok ? null : `gateway answered ${response.status}`;
  } catch (error) {
    return error instanceof Error ? error.name : 'gateway unreachable';
  }
}

/** Sends (gateway) or stores (outbox) a text message and records it either way. False when the gateway failed. */
export async function sendTextMessage(ctx: SmsCtx, message: TextMessage): Promise<boolean> {
  if (!ctx.config.sms.gatewayUrl) {
    if (ctx.config.nodeEnv === 'production') return false;
    await insertSms(ctx.db, { toNumber: message.to, body: message.body, transport: 'outbox', status: 'stored' });
    return true;
  }
  const problem = await postToGateway(ctx.config, message);
  await insertSms(ctx.db, {
    toNumber: message.to,
    body: message.recordedBody,
    transport: 'http',
    status: problem ? 'failed' : 'sent',
    error: problem,
  });
  return problem === null;
}

export async function listSmsOutbox(
  ctx: Pick<ServiceContext, 'db'>,
  page: Pick<GridQuery, 'pageNumber' | 'pageSize'>,
): Promise<{ items: SmsOutboxItem[]; total: number; pageNumber: number; pageSize: number }> {
  const { rows, total } = await findSmsPage(ctx.db, {
    offset: (page.pageNumber - 1) * page.pageSize,
    limit: page.pageSize,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      to: row.toNumber,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      transport: row.transport,
      status: row.status,
    })),
    total,
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
  };
}
