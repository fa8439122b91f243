import { createHash, randomInt } from 'node:crypto';
import type { CreatePaymentInput, Payment } from '@connect/contracts/billing/billing.schemas';
import { messages } from '@connect/contracts/errors/messages';
import { checkPaymentRequest } from '@connect/domain/billing/allocation';
import { deriveInvoiceStatus } from '@connect/domain/billing/invoice-status';
import type { Database } from '../../db/client';
import { AppError, fieldIssue } from '../../errors/app-error';
import type { ServiceContext } from '../../context';
import { addToInvoiceBalance, findCreditNotes, findInvoicesByIds, type BillingScope } from './billing.repository';
import { getConfiguration } from '../configuration/configuration.service';
import { sendMail } from '../mail/mail.service';
import { documentText } from './billing-text';
import { printWords, type PrintWords } from './billing-print-words';
import { renderPaymentReceipt } from './receipts.service';
import {
  deletePayment,
  findAllocations,
  findPayment,
  findPaymentByIntent,
  findPaymentByKey,
  findReceiptLocale,
  hasAllocations,
  insertAllocations,
  insertLedgerEntry,
  insertPaymentOnce,
  lockPayment,
  recordProviderEvent,
  takeOverStalePayment,
  updatePayment,
  type PaymentRecord,
} from './payments.repository';
import { ProviderError, type PaymentIntent, type WebhookEvent } from '../../ports/payment-provider';

/** Who pays: a signed-in customer of the company, or a guest through a 'Pay invoice' link. */
export type Payer = {
  scope: BillingScope;
  companyId: string;
  userId: string | null;
  actorUserId: string | null;
  guestLinkId: string | null;
  email: string;
  partialAllowed: boolean;
};

const today = () => new Date().toISOString().slice(0, 10);

/** The request's fingerprint: the same key with another body is refused (422). */
function fingerprint(input: Required<CreatePaymentInput>): string {
  const canonical = {
    method: input.method,
    token: input.token ?? '',
    payerEmail: input.payerEmail,
    invoices: [...input.invoices].sort((a, b) => a.invoiceId.localeCompare(b.invoiceId)),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const day = new Date().toISOString().slice(2, 10).replaceAll('-', '');
  return `PAY-${day}-${Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
}

export async function toPayment(db: Database, payment: PaymentRecord, message = ''): Promise<Payment> {
  const allocations = await findAllocations(db, payment.id);
  return {
    id: payment.id,
    reference: payment.reference,
    method: payment.method,
    status: payment.status,
    amountCents: payment.amountCents,
    cardBrand: payment.cardBrand,
    last4: payment.last4,
    createdAt: payment.createdAt.toISOString(),
    failureMessage: payment.failureMessage,
    payerEmail: payment.payerEmail,
    allocations,
    message,
  };
}

type Audit = (entry: { action: string; companyId: string; details: Record<string, unknown> }) => Promise<void>;

/**
 * Posts a payment that succeeded: each allocation lowers its invoice's balance and writes one ledger entry; a
 * second call (a replayed webhook, a retried request) finds the entries there and changes nothing.
 */
async function postPayment(db: Database, payment: PaymentRecord): Promise<boolean> {
  const allocations = await findAllocations(db, payment.id);
  let posted = false;
  for (const a of allocations) {
    const first = await insertLedgerEntry(db, {
      companyId: payment.companyId,
      invoiceId: a.invoiceId,
      paymentId: payment.id,
      kind: 'payment',
      amountCents: -a.amountCents,
    });
    if (first) {
      await addToInvoiceBalance(db, a.invoiceId, -a.amountCents);
      posted = true;
    }
  }
  return posted;
}

/** Applies invoice credit (IC): the company's credit notes, oldest first, give up what the payment takes. */
async function drawCredit(db: Database, payment: PaymentRecord): Promise<void> {
  let needed = payment.amountCents;
  for (const note of await findCreditNotes(db, payment.companyId)) {
    if (needed <= 0) break;
    const take = Math.min(needed, -note.balanceCents);
    await addToInvoiceBalance(db, note.id, take);
    await insertLedgerEntry(db, {
      companyId: payment.companyId,
      invoiceId: note.id,
      paymentId: payment.id,
      kind: 'credit',
      amountCents: take,
    });
    needed -= take;
  }
  if (needed > 0) throw new AppError('VALIDATION_FAILED', { messageKey: 'server.billing.overCredit' });
}

/**
 * The provider's ids and method details for the payment row. A webhook of a real processor may name the method
 * without its details (Stripe sends the PaymentMethod's id only): the details the payment already has then stay.
 */
function intentColumns(intent: PaymentIntent) {
  if (intent.method.last4 === '') return { providerIntentId: intent.id };
  return {
    providerIntentId: intent.id,
    cardBrand: intent.method.type === 'card' ? intent.method.brand : '',
    achAccountType: intent.method.type === 'ach' ? intent.method.accountType : '',
    last4: intent.method.last4,
  };
}

/**
 * One payment over the chosen invoices, exactly once per Idempotency-Key:
 * 1. the payment row is claimed under the key (a second request finds it: same body → the same answer, another
 *    body → 422, still pending → 409; still pending after the claim's lease → the instance that took it died
 *    between its steps, and this request resumes it from the step it reached: decision 055);
 * 2. the invoices are locked in id order and checked against what is left once payments in process settle (two
 *    payments racing for one invoice cannot overpay it), and the allocations reserve the amounts;
 * 3. the provider is asked (its own idempotency key is the payment's), outside any transaction;
 * 4. the outcome is recorded: succeeded → posted to the invoices and the ledger, processing (ACH) → posted later
 *    by the webhook, declined → 402 with the provider's text, the reservation released.
 */
export async function createPayment(
  ctx: ServiceContext,
  payer: Payer,
  input: Required<CreatePaymentInput>,
  idempotencyKey: string,
  audit: Audit,
): Promise<{ payment: Payment; replayed: boolean }> {
  const provider = ctx.payments?.provider;
  if (!provider) throw new AppError('INTERNAL');
  if (input.method !== 'IC' && !input.token)
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: [fieldIssue('body.token', 'server.billing.detailsMissing')] },
    });
  const hash = fingerprint(input);
  const amountCents = input.invoices.reduce((sum, line) => sum + line.amountCents, 0);
  const claimed = await insertPaymentOnce(ctx.db, {
    companyId: payer.companyId,
    reference: newReference(),
    idempotencyKey,
    requestHash: hash,
    method: input.method,
    status: 'pending',
    amountCents,
    provider: input.method === 'IC' ? '' : provider.name,
    payerUserId: payer.userId,
    guestLinkId: payer.guestLinkId,
    payerEmail: input.payerEmail || payer.email,
  });
  if (!claimed) {
    const existing = await findPaymentByKey(ctx.db, payer.companyId, idempotencyKey);
    if (!existing) throw new AppError('IN_FLIGHT');
    if (existing.requestHash !== hash) throw new AppError('IDEMPOTENCY_MISMATCH');
    if (existing.status !== 'pending')
      return { payment: await toPayment(ctx.db, existing, messages.paymentMade), replayed: true };
    const resumed = await takeOverStalePayment(ctx.db, existing.id, ctx.config.paymentClaimLeaseSeconds);
    if (!resumed) throw new AppError('IN_FLIGHT');
    return settleClaimedPayment(ctx, payer, input, resumed, audit);
  }
  return settleClaimedPayment(ctx, payer, input, claimed, audit);
}

/** Steps 2–4 of `createPayment` for a payment claimed by this request (or resumed after its lease ran out). */
async function settleClaimedPayment(
  ctx: ServiceContext,
  payer: Payer,
  input: Required<CreatePaymentInput>,
  claimed: PaymentRecord,
  audit: Audit,
): Promise<{ payment: Payment; replayed: boolean }> {
  const provider = ctx.payments?.provider;
  if (!provider) throw new AppError('INTERNAL');
  const amountCents = claimed.amountCents;
  // 2. Check and reserve under the invoices' locks (a resumed payment that already holds its invoices skips it).
  if (!(await hasAllocations(ctx.db, claimed.id))) await reserveInvoices(ctx, payer, input, claimed);

  // 3 and 4.
  if (input.method === 'IC') {
    const posted = await ctx.db.transaction(async (tx) => {
      const payment = await lockPayment(tx, claimed.id);
      if (!payment) throw new AppError('INTERNAL');
      // A resumed payment whose first run did finish (it was slow, not dead) is posted once.
      if (payment.status !== 'pending') return payment;
      await drawCredit(tx, payment);
      await postPayment(tx, payment);
      return updatePayment(tx, payment.id, { status: 'succeeded', settledAt: new Date() });
    });
    if (!posted) throw new AppError('INTERNAL');
    await afterOutcome(ctx, posted, audit);
    return { payment: await toPayment(ctx.db, posted, messages.paymentMade), replayed: false };
  }

  let intent: PaymentIntent;
  try {
    intent = await provider.createIntent({
      amountCents,
      currency: 'USD',
      method: { type: input.method === 'CC' ? 'card' : 'ach', token: input.token },
      idempotencyKey: `connect-${claimed.id}`,
      description: `Connect payment ${claimed.reference}`,
      metadata: { paymentId: claimed.id, companyId: payer.companyId },
    });
  } catch (error) {
    await updatePayment(ctx.db, claimed.id, {
      status: 'failed',
      failureMessage: error instanceof ProviderError ? error.message : 'The payment could not be sent',
    });
    if (error instanceof ProviderError)
      throw new AppError('VALIDATION_FAILED', {
        message: error.message,
        details: { fields: [{ path: 'body.token', message: error.message }] },
      });
    throw error;
  }
  const outcome = await applyIntent(ctx.db, claimed.id, intent);
  await afterOutcome(ctx, outcome, audit);
  if (outcome.status === 'failed')
    throw new AppError(
      'PAYMENT_DECLINED',
      outcome.failureMessage
        ? { messageKey: 'server.billing.declinedBecause', params: { reason: outcome.failureMessage } }
        : { messageKey: 'server.billing.declined' },
    );
  return { payment: await toPayment(ctx.db, outcome, messages.paymentMade), replayed: false };
}

/** Step 2: locks the invoices, checks the request against what is left and reserves the amounts; or frees the key. */
async function reserveInvoices(
  ctx: ServiceContext,
  payer: Payer,
  input: Required<CreatePaymentInput>,
  claimed: PaymentRecord,
): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const ids = input.invoices.map((line) => line.invoiceId);
      const locked = await findInvoicesByIds(tx, payer.scope, ids, { forUpdate: true });
      // An invoice of another company (or outside a guest's link) is answered like a missing one.
      if (locked.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
      const day = today();
      const check = checkPaymentRequest({
        invoices: locked.map((invoice) => ({
          id: invoice.id,
          number: invoice.invoiceNumber,
          // What is left once the payments already in process settle.
          balanceCents: invoice.balanceCents - invoice.reservedCents,
          status: deriveInvoiceStatus({
            totalCents: invoice.totalCents,
            balanceCents: invoice.balanceCents,
            dueDate: invoice.dueDate,
            paymentsInProcess: invoice.inProcess,
            today: day,
          }),
        })),
        lines: input.invoices,
        partialAllowed: payer.partialAllowed,
        method: input.method,
        availableCreditCents:
          input.method === 'IC'
            ? (await findCreditNotes(tx, payer.companyId)).reduce((sum, note) => sum - note.balanceCents, 0)
            : 0,
      });
      if (!check.ok)
        throw new AppError('VALIDATION_FAILED', {
          message: check.problems[0]?.message ?? messages.formNotValid,
          details: {
            fields: check.problems.map((p) => ({
              path: p.invoiceId ? `body.invoices.${p.invoiceId}` : 'body.invoices',
              message: p.message,
            })),
          },
        });
      await insertAllocations(
        tx,
        input.invoices.map((line) => ({
          paymentId: claimed.id,
          invoiceId: line.invoiceId,
          amountCents: line.amountCents,
        })),
      );
    });
  } catch (error) {
    // Nothing was reserved: the key is free again for a corrected request.
    await deletePayment(ctx.db, claimed.id);
    throw error;
  }
}

/** Records a provider outcome on the payment (from the answer or a webhook), once. */
async function applyIntent(db: Database, paymentId: string, intent: PaymentIntent): Promise<PaymentRecord> {
  const updated = await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw new AppError('NOT_FOUND');
    if (payment.status === 'succeeded' || payment.status === 'failed') return payment;
    if (intent.status === 'succeeded') {
      await postPayment(tx, payment);
      return updatePayment(tx, payment.id, { ...intentColumns(intent), status: 'succeeded', settledAt: new Date() });
    }
    if (intent.status === 'failed')
      return updatePayment(tx, payment.id, {
        ...intentColumns(intent),
        status: 'failed',
        failureMessage: intent.failureMessage ?? 'The payment was declined',
      });
    return updatePayment(tx, payment.id, { ...intentColumns(intent), status: 'processing' });
  });
  if (!updated) throw new AppError('INTERNAL');
  return updated;
}

const methodText = (w: PrintWords, p: PaymentRecord) =>
  p.method === 'CC'
    ? w.say('receiptMail.card', { brand: p.cardBrand ?? '', last4: p.last4 ?? '' })
    : p.method === 'ACH'
      ? w.say('receiptMail.ach', { type: p.achAccountType ?? '', last4: p.last4 ?? '' })
      : w.say('receiptMail.credit');

/** Audit row for every money change, and the receipt e-mail once a payment succeeds or starts processing. */
async function afterOutcome(ctx: ServiceContext, payment: PaymentRecord, audit: Audit): Promise<void> {
  await audit({
    action: `payment.${payment.status}`,
    companyId: payment.companyId,
    details: {
      paymentId: payment.id,
      reference: payment.reference,
      method: payment.method,
      amountCents: payment.amountCents,
      last4: payment.last4,
    },
  });
  if (payment.status === 'failed' || !payment.payerEmail) return;
  const configuration = await getConfiguration(ctx);
  const allocations = await findAllocations(ctx.db, payment.id);
  // The mail and the receipt it carries as a PDF are in the recipient's language, amounts by Intl (decision 098);
  // a receipt that cannot be drawn does not hold the mail back.
  const locale = await findReceiptLocale(ctx.db, payment);
  const w = printWords(await documentText(ctx, locale));
  const lines = allocations
    .map((a) => w.say('receiptMail.invoiceLine', { invoice: a.invoiceNumber, amount: w.money(a.amountCents) }))
    .join('\n');
  const state = w.say(payment.status === 'succeeded' ? 'receiptMail.succeeded' : 'receiptMail.processing');
  const receipt = await renderPaymentReceipt(ctx, await toPayment(ctx.db, payment), payment.companyId, locale).catch(
    (error: unknown) => {
      console.error(`receipt pdf failed: ${error instanceof Error ? error.message : 'unknown error'}`);
      return undefined;
    },
  );
  await sendMail(ctx, {
    to: payment.payerEmail,
    subject: w.say('receiptMail.subject', { product: configuration.productName, reference: payment.reference }),
    text: [
      state,
      '',
      w.say('receiptMail.receipt', { reference: payment.reference }),
      w.say('receiptMail.paidWith', { method: methodText(w, payment) }),
      w.say('receiptMail.total', { amount: w.money(payment.amountCents) }),
      '',
      w.say('receiptMail.invoices'),
      lines,
      '',
      ...(receipt ? [w.say('receiptMail.attached'), ''] : []),
      `${configuration.forwarder.name}\n`,
    ].join('\n'),
    attachments: receipt
      ? [{ filename: receipt.fileName, content: receipt.content, contentType: 'application/pdf' }]
      : undefined,
  }).catch((error: unknown) => {
    console.error(`receipt mail failed: ${error instanceof Error ? error.message : 'unknown error'}`);
  });
}

/**
 * A provider webhook: the signature and timestamp are checked by the provider; an event already handled (a
 * replay) changes nothing; otherwise the payment it names is settled or failed, once.
 */
export async function handleWebhook(
  ctx: ServiceContext,
  rawBody: string,
  signature: string | undefined,
  audit: Audit,
): Promise<{ received: true; duplicate: boolean }> {
  const provider = ctx.payments?.provider;
  if (!provider) throw new AppError('INTERNAL');
  let event: WebhookEvent;
  try {
    event = provider.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof ProviderError)
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'server.billing.webhookRefused',
        params: { reason: error.code },
      });
    throw error;
  }
  if (!(await recordProviderEvent(ctx.db, event.id, event.type))) return { received: true, duplicate: true };
  const payment = await findPaymentByIntent(ctx.db, event.intent.id);
  if (!payment) return { received: true, duplicate: false };
  const before = payment.status;
  const outcome = await applyIntent(ctx.db, payment.id, event.intent);
  if (outcome.status !== before) await afterOutcome(ctx, outcome, audit);
  return { received: true, duplicate: false };
}

export async function getPayment(ctx: ServiceContext, scope: BillingScope, id: string): Promise<Payment> {
  const payment = await findPayment(ctx.db, scope, id);
  if (!payment) throw new AppError('NOT_FOUND');
  // A guest sees only payments of its link.
  if (scope.invoiceIds) {
    const allocations = await findAllocations(ctx.db, payment.id);
    if (!allocations.every((a) => scope.invoiceIds?.includes(a.invoiceId))) throw new AppError('NOT_FOUND');
  }
  return toPayment(ctx.db, payment);
}
