import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenizeBankAccount, type ProviderToken } from '../api/provider-tokens';
import type { StripeBrowserSettings, StripeMethodResult } from '../api/stripe-js';
import { checkAccountNumber, checkRequired, checkRoutingNumber } from '../utils/payment-method-rules';
import { ProviderRefusal, stripeMessageKey } from '../utils/stripe-messages';

export type AchField = 'routingNumber' | 'accountNumber' | 'holderName';
export type AchAccountType = 'checking' | 'savings';
type AchErrors = Partial<Record<AchField, string>>;

/** Stripe's parameter names → the form's fields. */
const stripeParams: Record<string, AchField> = {
  'us_bank_account[routing_number]': 'routingNumber',
  'us_bank_account[account_number]': 'accountNumber',
  'billing_details[name]': 'holderName',
};

/**
 * The bank account form (ACH): account type, routing number (ABA checksum, checked when left and on submit),
 * account number and holder name. The account number is emptied once the provider has tokenized it.
 *
 * With `provider: 'stripe'` (decision 057) the details go from the browser to Stripe (`createPaymentMethod` with
 * `us_bank_account`, Stripe.js loaded at that moment) instead of the sandbox's token route; a refusal naming a field
 * shows under it (a ProviderRefusal is thrown either way).
 */
export function useAchDetails(
  options: { provider: 'sandbox' | 'stripe'; stripe?: StripeBrowserSettings } = { provider: 'sandbox' },
) {
  const { t } = useTranslation();
  const [accountType, setAccountType] = useState<AchAccountType>('checking');
  const [routingNumber, setRoutingNumber] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [holderName, setHolderName] = useState('');
  const [errors, setErrors] = useState<AchErrors>({});

  const problemOf = (field: AchField, values = { routingNumber, accountNumber, holderName }) => {
    switch (field) {
      case 'routingNumber':
        return checkRoutingNumber(values.routingNumber);
      case 'accountNumber':
        return checkAccountNumber(values.accountNumber);
      case 'holderName':
        return checkRequired(values.holderName);
    }
  };

  /** Checks a field when it is left; `value` is what the input holds at that moment. */
  const validateField = (field: AchField, value: string) => {
    if (value.trim() === '' && !errors[field]) return;
    const key = problemOf(field, { routingNumber, accountNumber, holderName, [field]: value });
    setErrors((current) => ({ ...current, [field]: key ? t(key) : undefined }));
  };

  const validateAll = (): boolean => {
    const next: AchErrors = {};
    for (const field of ['routingNumber', 'accountNumber', 'holderName'] as const) {
      const key = problemOf(field);
      if (key) next[field] = t(key);
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const tokenizeWithStripe = async (account: Parameters<typeof tokenizeBankAccount>[0]): Promise<ProviderToken> => {
    if (!options.stripe) throw new ProviderRefusal(t('billing.payment.stripe.unavailable'));
    let result: StripeMethodResult;
    try {
      const { createBankMethod } = await import('../api/stripe-js');
      result = await createBankMethod(options.stripe, account);
    } catch {
      throw new ProviderRefusal(t('billing.payment.stripe.errors.connection'));
    }
    if ('token' in result)
      return { ...result.token, brand: result.token.brand || t('billing.payment.stripe.bankFallback') };
    const key = stripeMessageKey(result.error);
    const text = key ? t(key) : (result.error.message ?? t('billing.payment.stripe.errors.generic'));
    const field = result.error.param ? stripeParams[result.error.param] : undefined;
    if (field) setErrors((current) => ({ ...current, [field]: text }));
    throw new ProviderRefusal(text, field);
  };

  const tokenize = async (): Promise<ProviderToken> => {
    const account = {
      routingNumber: routingNumber.trim(),
      accountNumber: accountNumber.trim(),
      accountType,
      holderName: holderName.trim(),
    };
    const token =
      options.provider === 'stripe' ? await tokenizeWithStripe(account) : await tokenizeBankAccount(account);
    setAccountNumber('');
    return token;
  };

  const clearSensitive = () => {
    setAccountNumber('');
    setErrors({});
  };

  const applyProviderErrors = (fields: Record<string, string>): boolean => {
    const next: AchErrors = {};
    for (const [path, message] of Object.entries(fields)) {
      if ((path === 'routingNumber' || path === 'accountNumber' || path === 'holderName') && !next[path])
        next[path] = message;
    }
    if (Object.keys(next).length === 0) return false;
    setErrors((current) => ({ ...current, ...next }));
    return true;
  };

  return {
    accountType,
    setAccountType,
    routingNumber,
    setRoutingNumber,
    accountNumber,
    setAccountNumber,
    holderName,
    setHolderName,
    errors,
    validateField,
    validateAll,
    tokenize,
    clearSensitive,
    applyProviderErrors,
  };
}

export type AchDetails = ReturnType<typeof useAchDetails>;
