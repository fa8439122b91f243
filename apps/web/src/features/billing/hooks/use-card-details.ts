import { cardBrand, type CardBrand } from '@connect/domain/billing/card';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenizeCard, type ProviderToken } from '../api/provider-tokens';
import {
  cardDigits,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  checkRequired,
  parseExpiry,
} from '../utils/payment-method-rules';
import type { UiKey } from '@/lib/i18n-keys';

export type CardField = 'number' | 'expiry' | 'cvc' | 'name';
type CardErrors = Partial<Record<CardField, string>>;

/** The provider's refused field (`body.number`, …) → the form's field. */
const providerFields: Record<string, CardField> = {
  number: 'number',
  cvc: 'cvc',
  expMonth: 'expiry',
  expYear: 'expiry',
  name: 'name',
};

/**
 * The card form's state. The card number and the security code live only in their input elements (uncontrolled,
 * read through refs): they are never held in React state, go only to the provider's token endpoint, and are wiped
 * from the inputs once tokenized or after a decline. Only the brand (from the leading digits) is kept.
 */
export function useCardDetails() {
  const { t } = useTranslation();
  const numberRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);
  const [brand, setBrand] = useState<CardBrand | undefined>(undefined);
  const [expiry, setExpiry] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<CardErrors>({});

  const problemOf = (field: CardField): UiKey | undefined => {
    const number = numberRef.current?.value ?? '';
    switch (field) {
      case 'number':
        return checkCardNumber(number);
      case 'expiry':
        return checkExpiry(expiry);
      case 'cvc':
        return checkCvc(cvcRef.current?.value ?? '', cardBrand(cardDigits(number) ?? ''));
      case 'name':
        return checkRequired(name);
    }
  };
  const setError = (field: CardField, text: string | undefined) =>
    setErrors((current) => ({ ...current, [field]: text }));

  /** Checks one field when it is left (nothing is said about a field never typed in). */
  const validateField = (field: CardField, typed: boolean) => {
    if (!typed && !errors[field]) return;
    const key = problemOf(field);
    setError(field, key ? t(key) : undefined);
  };

  /** Checks every field (on submit); true when all are fine. */
  const validateAll = (): boolean => {
    const next: CardErrors = {};
    for (const field of ['number', 'expiry', 'cvc', 'name'] as const) {
      const key = problemOf(field);
      if (key) next[field] = t(key);
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  /** Empties the card number, the security code and the expiry (the name stays). */
  const clearSensitive = () => {
    if (numberRef.current) numberRef.current.value = '';
    if (cvcRef.current) cvcRef.current.value = '';
    setBrand(undefined);
    setExpiry('');
    setErrors({});
  };

  /** Sends the card to the provider; on success the number and code are wiped and only the token comes back. */
  const tokenize = async (): Promise<ProviderToken> => {
    const digits = cardDigits(numberRef.current?.value ?? '') ?? '';
    const when = parseExpiry(expiry);
    const token = await tokenizeCard({
      number: digits,
      expMonth: when?.month ?? 0,
      expYear: when?.year ?? 0,
      cvc: (cvcRef.current?.value ?? '').trim(),
      name: name.trim(),
    });
    if (numberRef.current) numberRef.current.value = '';
    if (cvcRef.current) cvcRef.current.value = '';
    return token;
  };

  /** The provider's refusal of a field (a 400 naming it) shown under that field; false when none applied. */
  const applyProviderErrors = (fields: Record<string, string>): boolean => {
    const next: CardErrors = {};
    for (const [path, message] of Object.entries(fields)) {
      const field = providerFields[path];
      if (field && !next[field]) next[field] = message;
    }
    if (Object.keys(next).length === 0) return false;
    setErrors((current) => ({ ...current, ...next }));
    return true;
  };

  return {
    numberRef,
    cvcRef,
    brand,
    onNumberInput: (value: string) => setBrand(cardBrand(cardDigits(value) ?? '')),
    expiry,
    setExpiry,
    name,
    setName,
    errors,
    validateField,
    validateAll,
    clearSensitive,
    tokenize,
    applyProviderErrors,
  };
}

export type CardDetails = ReturnType<typeof useCardDetails>;
