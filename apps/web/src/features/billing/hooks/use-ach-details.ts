import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenizeBankAccount, type ProviderToken } from '../api/provider-tokens';
import type { StripeBrowserSettings } from '../api/stripe-js';
import { checkAccountNumber, checkRequired, checkRoutingNumber } from '../utils/payment-method-rules';
import { ProviderRefusal } from '../utils/provider-refusal';

export type AchField = 'routingNumber' | 'accountNumber' | 'holderName';
export type AchAccountType = 'checking' | 'savings';
type AchErrors = Partial<Record<AchField, string>>;

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

  /** Stripe.js is loaded at this moment; a refusal (thrown as ProviderRefusal) is shown by the form. */
  const tokenizeWithStripe = async (account: Parameters<typeof tokenizeBankAccount>[0]): Promise<ProviderToken> => {
    if (!options.stripe) throw new ProviderRefusal(t('billing.payment.stripe.unavailable'));
    const { createBankMethod } = await import('../api/stripe-js');
    return createBankMethod(options.stripe, account, t);
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
