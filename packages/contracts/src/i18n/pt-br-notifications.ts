import type { enUsNotificationStrings } from './en-us-notifications';
import type { TranslatedStrings } from './translated-strings';

/** pt-BR strings of the notifications section of My Profile. */
export const ptBrNotificationStrings: TranslatedStrings<typeof enUsNotificationStrings> = {
  heading: 'Notificações',
  intro: 'Escolha sobre quais eventos você é avisado, como e com que frequência.',
  loadFailed: 'Não foi possível carregar suas configurações de notificação.',
  modules: {
    shipments: 'Embarques e rastreamento',
    billing: 'Faturamento',
    bookings: 'Reservas',
    wms: 'WMS',
  },
  allGroupCompanies: 'Todas as empresas do grupo',
  allGroupCompaniesHint: 'Uma alteração aqui vale para todas as empresas do seu grupo que têm o módulo.',
  companyPanel: '{{name}} ({{code}})',
  columns: {
    event: 'Evento',
    on: 'Ativo',
    email: 'E-mail',
    portal: 'No portal',
    frequency: 'Frequência',
  },
  toggle: 'Notificações de {{event}}',
  emailFor: 'E-mail para {{event}}',
  portalFor: 'Aviso no portal para {{event}}',
  frequencyFor: 'Frequência para {{event}}',
  frequency: {
    immediate: 'Imediatamente',
    daily: 'Resumo diário',
  },
  noPermission: 'Você não tem o módulo {{module}} nesta empresa',
  applyTo: {
    label: 'Aplicar alterações a',
    account: 'Somente esta conta',
    all: 'Todas as minhas empresas',
  },
  save: 'Salvar notificações',
  saved: 'Preferências de notificação salvas',
  quietHours: {
    heading: 'Horário de silêncio',
    hint: 'Nenhum e-mail entre estes horários ({{zone}}); os avisos são enviados quando o horário de silêncio termina. Deixe ambos vazios para não usar.',
    start: 'Início do horário de silêncio',
    end: 'Fim do horário de silêncio',
    save: 'Salvar horário de silêncio',
    saved: 'Horário de silêncio salvo',
  },
};
