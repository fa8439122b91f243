import type { enUsFormStrings } from './en-us-form';
import type { TranslatedStrings } from './translated-strings';

/** Spanish strings of the form kit, filter panel and donut chart. */
export const esMxFormStrings: TranslatedStrings<typeof enUsFormStrings> = {
  yes: 'Sí',
  no: 'No',
  selectEmpty: '--seleccione--',
  range: {
    preset: 'Periodo',
    last7: 'Últimos 7 días',
    last30: 'Últimos 30 días',
    last60: 'Últimos 60 días',
    last90: 'Últimos 90 días',
    currentYear: 'Año en curso',
    custom: 'Personalizado',
    fromDate: 'Fecha inicial',
    toDate: 'Fecha final',
    reversed: 'La fecha final no debe ser anterior a la fecha inicial',
    days_one: '{{count}} día',
    days_many: '{{count}} de días',
    days_other: '{{count}} días',
  },
  filters: {
    title: 'Filtros',
    dates: 'Fechas',
    modeName: 'Modo de transporte',
    shipperOrganization: 'Empresa embarcadora',
    all: 'Todos',
    apply: 'Aplicar',
    open: 'Filtros: {{range}}',
  },
  chart: {
    total: 'Total',
    totalValue: 'Total: {{value}}',
    share: '{{label}}: {{value}} ({{percent}}%)',
  },
};
