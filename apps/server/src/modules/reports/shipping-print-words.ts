/**
 * The words and formats of the report service's shipping and quotation documents in their reader's language
 * (decision 102): the catalogue's `shippingDocuments` texts through the billing documents' `printWords` (decision
 * 098, with the admins' published changes), statuses, modes, service levels, delivery terms and weight units as
 * the catalogue words them, and days, weights and money by Intl in the reader's locale — en-US included (MM/DD/YYYY,
 * `Offered`, `Air`; decision 107).
 */
import type { InvoiceStatusName } from '@connect/contracts/billing/billing.schemas';
import type { Quotation } from '@connect/contracts/quotations/quotations.schemas';
import type { UiText } from '../../lib/ui-text';
import { printWords } from '../billing/billing-print-words';

type Values = Record<string, string | number>;

export type ShippingWords = {
  locale: string;
  /** The page's `lang`: the locale's language subtag (`en`, `es`, `pt`). */
  lang: string;
  /** A text of the `shippingDocuments` area: `say('airWaybill.notify', { party })`. */
  say: (key: string, values?: Values) => string;
  /** A YYYY-MM-DD day (or an ISO instant's UTC day) in the locale's short numeric form (en-US MM/DD/YYYY); '' for none. */
  day: (day: string | null | undefined) => string;
  /** A measure (kg, m³) to exactly `decimals` decimals, rounded as `toFixed`, with the locale's decimal sign. */
  measure: (value: number, decimals: number) => string;
  /** Whole cents as US dollars in the locale's currency format (`$1,234.50`, `US$ 1.234,50`). */
  usd: (cents: number) => string;
  /** Whole cents of any currency as its code and the amount in the locale's format (`USD 1,234.50`). */
  amount: (cents: number, currency: string) => string;
  /** An invoice status of spec 2 as the billing screens word it. */
  invoiceStatus: (status: InvoiceStatusName) => string;
  /** A quotation's status as the quotation screens word it. */
  quotationStatus: (status: Quotation['status']) => string;
  /** A quotation's mode as the quotation screens word it. */
  mode: (mode: string) => string;
  /** A quotation's service level as the quotation screens word it. */
  serviceLevel: (level: string) => string;
  /** Delivery terms as their Incoterms® code and the locale's name (`FCA · Free Carrier`); an unknown code as given. */
  incoterms: (code: string) => string;
  /** A weight unit code as its symbol (`KG` → `kg`); an unknown code as given. */
  weightUnit: (unit: string) => string;
};

/** Intl's minus sign as a hyphen-minus and its narrow spaces as no-break spaces (printable in WinAnsi). */
const plain = (text: string) => text.replace(/[\u2007\u2009\u202f]/g, '\u00a0').replace(/\u2212/g, '-');

/** The words of the shipping and quotation documents for one reader. */
export function shippingWords(text: UiText): ShippingWords {
  const words = printWords(text, (t) => t, 'shippingDocuments');
  const locale = words.locale;
  const measures = new Map<number, Intl.NumberFormat>();
  const amountFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const screenWord = (key: string, code: string) => words.word(`${key}.${code}`, code);
  return {
    locale,
    lang: locale.split('-')[0] ?? locale,
    say: words.say,
    day: (day) => (!day ? '' : words.date(day)),
    measure: (value, decimals) => {
      // The digits are toFixed's, as the documents always printed them; only the decimal sign is the locale's.
      const digits = value.toFixed(decimals);
      if (!Number.isFinite(value)) return digits;
      let format = measures.get(decimals);
      if (!format) {
        format = new Intl.NumberFormat(locale, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
          useGrouping: false,
        });
        measures.set(decimals, format);
      }
      return plain(format.format(digits as `${number}`));
    },
    usd: (cents) => words.money(cents),
    amount: (cents, currency) => {
      if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an amount in whole cents: ${cents}`);
      const amount = plain(amountFormat.format(`${cents}E-2` as `${number}`));
      return words.say('quotation.money', { currency, amount });
    },
    invoiceStatus: (status) => words.status(status),
    quotationStatus: (status) => screenWord('quotations.statuses', status),
    mode: (mode) => screenWord('quotations.modes', mode),
    serviceLevel: (level) => screenWord('quotations.serviceLevels', level),
    incoterms: (code) => {
      const name = words.word(`incoterms.${code}`, '');
      return name ? words.say('quotation.incotermsValue', { code, name }) : code;
    },
    weightUnit: (unit) => screenWord('quotations.weightUnits', unit),
  };
}
