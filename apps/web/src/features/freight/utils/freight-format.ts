import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type FreightFormat = {
  /** Integer cents in the tariff's currency ($1,234.50; R$ 1.234,50). */
  money: (cents: number) => string;
  /** A weight with up to 3 decimals (kilograms from pounds carry 3). */
  weight: (value: number) => string;
  /** A whole or one-decimal number (kilometres, kilograms of CO₂e). */
  number: (value: number) => string;
};

/** Money and weights of the estimate in the UI's language (Intl), money in the tariff's own currency. */
export function useFreightFormat(currency: string): FreightFormat {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en-US';
  return useMemo(() => {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const weight = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    return {
      money: (cents) => money.format(cents / 100),
      weight: (value) => weight.format(value),
      number: (value) => number.format(value),
    };
  }, [locale, currency]);
}
