import type { CreatePaymentInput, Payment } from '@connect/contracts/billing/payments.schemas';
import { type Cents } from '@connect/domain/billing/money';
import { formatUsdCents } from '@/entities/display/format';
import type { PaymentMethodCode } from '@connect/domain/reference/enumerations';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '@/components/detail-section';
import { FormNotValidAlert } from '@/components/form/form-fields';
import { ApiError, isApiError } from '@/lib/api-client';
import { useConfiguration } from '@/lib/configuration-context';
import { fieldErrorsOf } from '@/lib/form-errors';
import { billingKeys } from '../api/billing-keys';
import { createPayment, newIdempotencyKey, type PaymentChannel } from '../api/create-payment';
import type { ProviderToken } from '../api/provider-tokens';
import { useAchDetails } from '../hooks/use-ach-details';
import { useCardDetails } from '../hooks/use-card-details';
import { useStripeCard } from '../hooks/use-stripe-card';
import { checkLineAmount, checkLines, type Message, type PaymentLineDraft } from '../utils/payment-lines';
import { ProviderRefusal } from '../utils/provider-refusal';
import { AchFields } from './ach-fields';
import { CardFields } from './card-fields';
import { PaymentLinesTable } from './payment-lines-table';
import { PaymentReview, type PaymentReviewState } from './payment-review';
import { StripeCardFields } from './stripe-card-fields';

type Props = {
  channel: PaymentChannel;
  /** The guest's key (guest channel). */
  guestToken?: string;
  lines: PaymentLineDraft[];
  onLinesChange: (lines: PaymentLineDraft[]) => void;
  /** The methods offered, the first chosen at the start (a guest: CC and ACH only). */
  methods: readonly PaymentMethodCode[];
  partialAllowed: boolean;
  /** The invoice credit available (IC); undefined while unknown. */
  availableCreditCents?: Cents;
  /** Lines can be taken off the payment. */
  removable?: boolean;
  /** Shown under the invoices (the signed-in payment's 'Add invoice' picker). */
  addInvoice?: ReactNode;
  onPaid: (payment: Payment) => void;
};

type Notice = { text: string; retry: boolean };
/** One payment attempt: its Idempotency-Key and the body it was made for (a retry of the same body reuses the key). */
type Attempt = { key: string; fingerprint: string };

/**
 * The payment form shared by the signed-in and the guest payment screens: the invoices and their amounts (typed
 * only with partial payments on), the method (card, ACH, invoice credit), a review step, and the submission with an
 * Idempotency-Key kept for retries of the same attempt. Card and bank details go to the provider's token endpoint
 * when the payer asks for the review; a decline brings the payer back here with the provider's text, the amounts
 * kept and the card details emptied.
 *
 * With the Stripe provider (decision 057) the card is typed into Stripe's card Element and bank details are sent to
 * Stripe from the browser: only the PaymentMethod id (`pm_…`) is sent with the payment.
 */
export function PaymentForm({
  channel,
  guestToken,
  lines,
  onLinesChange,
  methods,
  partialAllowed,
  availableCreditCents,
  removable = false,
  addInvoice,
  onPaid,
}: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { payments } = useConfiguration();
  const onStripe = payments.provider === 'stripe';
  const card = useCardDetails();
  const stripeCard = useStripeCard(onStripe ? payments.stripe : undefined);
  const ach = useAchDetails(
    onStripe
      ? { provider: 'stripe', ...(payments.stripe ? { stripe: payments.stripe } : {}) }
      : { provider: 'sandbox' },
  );
  const [method, setMethod] = useState<PaymentMethodCode>(methods[0] ?? 'CC');
  const [review, setReview] = useState<PaymentReviewState | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [reenter, setReenter] = useState(false);
  const [tokenizing, setTokenizing] = useState(false);
  const attempt = useRef<Attempt | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const pay = useMutation({ mutationFn: createPayment });

  const text = (message: Message | undefined) => (message ? t(message.key, message.values) : undefined);
  const check = checkLines(lines, { partialAllowed, method, availableCreditCents: availableCreditCents ?? 0 });
  const lineErrors: Record<string, string | undefined> = {};
  for (const line of lines) {
    const id = line.invoice.id;
    // The amount box's own message waits until the box is left (or the form submitted); the others show at once.
    const own = checkLineAmount(line, partialAllowed);
    lineErrors[id] = own ? (submitted || touched.has(id) ? text(own) : undefined) : text(check.lineErrors[id]);
  }

  // A notice on the form (a decline) takes the focus, so a screen reader reads it and the keyboard starts there.
  useEffect(() => {
    if (!review && notice) noticeRef.current?.focus();
  }, [review, notice]);

  const updateAmount = (invoiceId: string, amountText: string) =>
    onLinesChange(lines.map((line) => (line.invoice.id === invoiceId ? { ...line, amountText } : line)));

  const requestReview = async () => {
    setSubmitted(true);
    setNotice(null);
    const cardOk = () => (onStripe ? stripeCard.validateAll() : card.validateAll());
    const methodOk = method === 'CC' ? cardOk() : method === 'ACH' ? ach.validateAll() : true;
    const request = check.request;
    setInvalid(!methodOk || !request);
    if (!methodOk || !request) return;
    let token: ProviderToken | undefined;
    if (method !== 'IC') {
      setTokenizing(true);
      try {
        token = method === 'CC' ? await (onStripe ? stripeCard.tokenize() : card.tokenize()) : await ach.tokenize();
      } catch (error) {
        if (error instanceof ProviderRefusal) {
          // Stripe refused the details in the browser: its words under the field (or above the form), all else kept.
          const field = error.field;
          if (field && method === 'CC') stripeCard.showCardError(error.message);
          const shown = field && (method === 'CC' || ach.applyProviderErrors({ [field]: error.message }));
          if (shown) setInvalid(true);
          else setNotice({ text: error.message, retry: false });
          return;
        }
        const fields = isApiError(error, 'VALIDATION_FAILED') ? fieldErrorsOf(error.body) : {};
        const shown = method === 'CC' ? card.applyProviderErrors(fields) : ach.applyProviderErrors(fields);
        if (shown) setInvalid(true);
        else setNotice({ text: error instanceof ApiError ? error.message : t('billing.loadFailed'), retry: false });
        return;
      } finally {
        setTokenizing(false);
      }
    }
    const numbers = new Map(lines.map((line) => [line.invoice.id, line.invoice.invoiceNumber]));
    setReenter(false);
    setReview({
      method,
      token: token?.token,
      brand: token?.brand ?? '',
      last4: token?.last4 ?? '',
      invoices: request.map((line) => ({ ...line, invoiceNumber: numbers.get(line.invoiceId) ?? '' })),
      totalCents: check.totalCents,
    });
  };

  /** Back to the form: the token is dropped, so card or account details are asked for again. */
  const backToForm = (next: Notice | null) => {
    if (review?.method === 'CC') {
      if (onStripe) stripeCard.clearSensitive();
      else card.clearSensitive();
    }
    if (review?.method === 'ACH') ach.clearSensitive();
    setReenter(review?.method === 'CC' || review?.method === 'ACH');
    setReview(null);
    setNotice(next);
  };

  const submit = async () => {
    if (!review) return;
    const body: CreatePaymentInput = {
      invoices: review.invoices.map(({ invoiceId, amountCents }) => ({ invoiceId, amountCents })),
      method: review.method,
      ...(review.token ? { token: review.token } : {}),
    };
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: newIdempotencyKey(), fingerprint };
    setNotice(null);
    try {
      const payment = await pay.mutateAsync({ channel, guestToken, body, idempotencyKey: attempt.current.key });
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      onPaid(payment);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setNotice({ text: t('billing.loadFailed'), retry: true });
        return;
      }
      if (error.is('PAYMENT_DECLINED')) {
        // Declined: the provider's text, the amounts kept, the card details gone (a new attempt gets a new key).
        attempt.current = null;
        backToForm({ text: error.message, retry: false });
        return;
      }
      if (error.is('NETWORK_FAILED')) setNotice({ text: error.message, retry: true });
      else if (error.is('IN_FLIGHT')) setNotice({ text: t('billing.payment.errors.inFlight'), retry: true });
      else if (error.is('IDEMPOTENCY_MISMATCH')) {
        attempt.current = null;
        setNotice({ text: t('billing.payment.errors.changed'), retry: false });
      } else setNotice({ text: error.message, retry: false });
    }
  };

  if (review) {
    return (
      <PaymentReview
        review={review}
        notice={notice}
        busy={pay.isPending}
        onBack={() => backToForm(null)}
        onSubmit={() => void submit()}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void requestReview();
      }}
    >
      <Stack>
        {notice && (
          <Alert color="red" role="alert" ref={noticeRef} tabIndex={-1}>
            {notice.text}
          </Alert>
        )}
        <FormNotValidAlert visible={submitted && invalid} />
        <DetailSection title={t('billing.payment.invoicesHeading')}>
          {() => (
            <Stack>
              <PaymentLinesTable
                lines={lines}
                editable={partialAllowed}
                errors={lineErrors}
                totalCents={check.totalCents}
                onAmountChange={updateAmount}
                onAmountBlur={(id) => setTouched((current) => new Set(current).add(id))}
                onRemove={removable ? (id) => onLinesChange(lines.filter((line) => line.invoice.id !== id)) : undefined}
                filterable
              />
              {addInvoice}
            </Stack>
          )}
        </DetailSection>
        <DetailSection title={t('billing.payment.methodHeading')}>
          {() => (
            <Stack>
              <Radio.Group
                label={t('billing.payment.method')}
                value={method}
                onChange={(value) => {
                  const next = methods.find((m) => m === value);
                  if (next) setMethod(next);
                }}
              >
                <Group gap="lg" mt={4}>
                  {methods.map((m) => (
                    <Radio key={m} value={m} label={t(`billing.methods.${m}`)} />
                  ))}
                </Group>
              </Radio.Group>
              {method === 'CC' &&
                (onStripe ? (
                  <StripeCardFields card={stripeCard} reenter={reenter} />
                ) : (
                  <CardFields card={card} reenter={reenter} />
                ))}
              {method === 'ACH' && <AchFields ach={ach} reenter={reenter} />}
              {method === 'IC' && (
                <Text fw={500}>
                  {t('billing.payment.availableCredit', {
                    amount:
                      availableCreditCents === undefined ? t('billing.loading') : formatUsdCents(availableCreditCents),
                  })}
                </Text>
              )}
            </Stack>
          )}
        </DetailSection>
        {submitted &&
          check.formErrors.map((message) => (
            <Alert key={message.key} color="red" role="alert">
              {text(message)}
            </Alert>
          ))}
        <Group justify="flex-end">
          <Button type="submit" loading={tokenizing}>
            {t('billing.payment.review')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
