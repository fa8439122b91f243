import type { enUsFormStrings } from './en-us-form';
import type { TranslatedStrings } from './translated-strings';

/** pt-BR strings of the form kit, filter panel and donut chart. */
export const ptBrFormStrings: TranslatedStrings<typeof enUsFormStrings> = {
  yes: 'Sim',
  no: 'Não',
  selectEmpty: '--selecione--',
  range: {
    preset: 'Período',
    last7: 'Últimos 7 dias',
    last30: 'Últimos 30 dias',
    last60: 'Últimos 60 dias',
    last90: 'Últimos 90 dias',
    currentYear: 'Ano atual',
    custom: 'Personalizado',
    fromDate: 'Data inicial',
    toDate: 'Data final',
    reversed: 'A data final não pode ser anterior à data inicial',
    days_one: '{{count}} dia',
    days_many: '{{count}} de dias',
    days_other: '{{count}} dias',
  },
  filters: {
    title: 'Filtros',
    dates: 'Datas',
    modeName: 'Modal',
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
