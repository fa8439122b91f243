import type { enUsBillingStatementStrings } from './en-us-billing-statements';
import type { TranslatedStrings } from './translated-strings';

/** Spanish strings of the statement screens. */
export const esMxBillingStatementStrings: TranslatedStrings<typeof enUsBillingStatementStrings> = {
  heading: 'Estados de cuenta',
  monthlyHeading: 'Estado de cuenta mensual',
  period: 'Periodo',
  year: 'Año',
  month: 'Mes',
  noMonths: 'Aún no ha terminado ningún mes de este año.',
  loading: 'Cargando el estado de cuenta…',
  title: 'Estado de cuenta: {{name}}',
  range: 'Del {{from}} al {{to}}',
  pdf: 'Descargar PDF',
  opening: 'Saldo inicial',
  closing: 'Saldo final',
  activity: 'Facturas, pagos y créditos del periodo',
  date: 'Fecha',
  kind: 'Tipo',
  reference: 'Referencia',
  description: 'Descripción',
  charges: 'Cargos',
  credits: 'Pagos y créditos',
  balance: 'Saldo',
  kinds: { Invoice: 'Factura', Payment: 'Pago', Credit: 'Crédito' },
  aging: 'Saldo pendiente por antigüedad al último día',
  agingBuckets: {
    current: 'Vigente',
    days1to30: '1–30 días',
    days31to60: '31–60 días',
    days61to90: '61–90 días',
    over90: 'Más de 90 días',
  },
};
