import { uiCatalogues } from '@connect/contracts/i18n/ui-catalogues';
import type { StringTree } from '@connect/contracts/localization/localization.schemas';
import { describe, expect, it } from 'vitest';
import { uiText } from '../../lib/ui-text';
import { shippingWords } from './shipping-print-words';

/** The shipping documents' words and formats per locale (decision 102), from the catalogues as shipped. */
const wordsIn = (locale: 'en-US' | 'es-MX' | 'pt-BR') =>
  shippingWords(uiText(locale, uiCatalogues[locale] as unknown as StringTree));

describe('shippingWords', () => {
  it('formats English (US) days by Intl (MM/DD/YYYY), keeps toFixed digits and words codes from the catalogue', () => {
    const w = wordsIn('en-US');
    expect(w.lang).toBe('en');
    expect(w.day('2030-03-14')).toBe('03/14/2030');
    expect(w.day('2030-03-14T22:00:00Z')).toBe('03/14/2030');
    expect(w.day(null)).toBe('');
    expect(w.measure(1234.56, 1)).toBe('1234.6');
    expect(w.measure(0.15, 1)).toBe((0.15).toFixed(1));
    expect(w.measure(28.5, 3)).toBe('28.500');
    expect(w.usd(-50_000)).toBe('-$500.00');
    expect(w.amount(123_456_789, 'USD')).toBe('USD 1,234,567.89');
    expect(w.quotationStatus('offered')).toBe('Offered');
    expect(w.mode('OCEAN-LCL')).toBe('Ocean-LCL');
    expect(w.serviceLevel('Express')).toBe('Express');
    expect(w.incoterms('CIF')).toBe('CIF · Cost, Insurance and Freight');
    expect(w.incoterms('XYZ')).toBe('XYZ');
    expect(w.weightUnit('LB')).toBe('lb');
    expect(w.say('airWaybill.title')).toBe('Air Waybill');
  });

  it('formats Spanish (Mexico) days, measures and money by Intl and words codes as the screens do', () => {
    const w = wordsIn('es-MX');
    expect(w.lang).toBe('es');
    expect(w.day('2030-03-14')).toBe('14/03/2030');
    expect(w.measure(1234.56, 1)).toBe('1234.6');
    expect(w.usd(182_550)).toMatch(/^USD\s1,825\.50$/);
    expect(w.amount(123_456_789, 'MXN')).toBe('MXN 1,234,567.89');
    expect(w.quotationStatus('offered')).toBe('Ofertada');
    expect(w.mode('AIR')).toBe('Aéreo');
    expect(w.serviceLevel('Express')).toBe('Exprés');
    expect(w.incoterms('DDP')).toBe('DDP · Entregada derechos pagados');
    expect(w.weightUnit('KG')).toBe('kg');
    expect(w.say('invoice.subtitle', { date: '14/03/2030', due: '13/04/2030', status: 'Vigente' })).toBe(
      'Fecha de factura 14/03/2030 · Vence 13/04/2030 · Vigente',
    );
  });

  it('formats Brazilian Portuguese with the decimal comma, whole cents exact however large', () => {
    const w = wordsIn('pt-BR');
    expect(w.lang).toBe('pt');
    expect(w.day('2030-03-14T22:00:00Z')).toBe('14/03/2030');
    expect(w.measure(1234.56, 2)).toBe('1234,56');
    expect(w.measure(0.15, 1)).toBe((0.15).toFixed(1).replace('.', ','));
    expect(w.usd(182_550)).toBe('US$\u00a01.825,50');
    expect(w.amount(900_719_925_474_099, 'USD')).toBe('USD 9.007.199.254.740,99');
    expect(w.amount(-4_500, 'EUR')).toBe('EUR -45,00');
    expect(() => w.amount(12.5, 'USD')).toThrow(RangeError);
    expect(w.quotationStatus('requested')).toBe('Cotação solicitada');
    expect(w.mode('OCEAN-FCL')).toBe('Marítimo-FCL');
    expect(w.serviceLevel('Economy')).toBe('Econômico');
    expect(w.incoterms('FOB')).toBe('FOB · Livre a bordo');
    expect(w.weightUnit('LB')).toBe('lb');
  });
});
