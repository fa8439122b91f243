import type { enUsBillingStatementStrings } from './en-us-billing-statements';
import type { TranslatedStrings } from './translated-strings';

/** pt-BR strings of the statement screens. */
export const ptBrBillingStatementStrings: TranslatedStrings<typeof enUsBillingStatementStrings> = {
  heading: 'Extratos',
  monthlyHeading: 'Extrato mensal',
  period: 'Período',
  year: 'Ano',
  month: 'Mês',
  noMonths: 'Nenhum mês deste ano terminou ainda.',
  loading: 'Carregando o extrato…',
  title: 'Extrato: {{name}}',
  range: '{{from}} a {{to}}',
  pdf: 'Baixar PDF',
  opening: 'Saldo inicial',
  closing: 'Saldo final',
  activity: 'Faturas, pagamentos e créditos do período',
  date: 'Data',
  kind: 'Tipo',
  reference: 'Referência',
  description: 'Descrição',
  charges: 'Cobranças',
  credits: 'Pagamentos e créditos',
  balance: 'Saldo',
  kinds: { Invoice: 'Fatura', Payment: 'Pagamento', Credit: 'Crédito' },
  aging: 'Saldo em aberto por vencimento no último dia',
  agingBuckets: {
    current: 'A vencer',
    days1to30: '1–30 dias',
    days31to60: '31–60 dias',
    days61to90: '61–90 dias',
    over90: 'Mais de 90 dias',
  },
};
