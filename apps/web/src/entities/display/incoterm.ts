import { incoterms, type IncotermCode } from '@connect/domain/reference/enumerations';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const isIncoterm = (code: string): code is IncotermCode => incoterms.some((i) => i.code === code);

/**
 * The name of an Incoterms® rule in the user's language (the `incoterms` area, which the quotation documents share),
 * by its code; '' for a code that is not one of them.
 */
export function useIncotermName(): (code: string) => string {
  const { t } = useTranslation();
  return useCallback((code: string) => (isIncoterm(code) ? t(`incoterms.${code}`) : ''), [t]);
}

/** Every Incoterms® rule as a select option, `FCA — <its name in the user's language>`. */
export function useIncotermOptions(): { id: string; label: string }[] {
  const name = useIncotermName();
  return incoterms.map((i) => ({ id: i.code, label: `${i.code} — ${name(i.code)}` }));
}
