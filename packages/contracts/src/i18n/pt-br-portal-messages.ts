import type { enUsPortalMessageStrings } from './en-us-portal-messages';
import type { TranslatedStrings } from './translated-strings';

/** Brazilian Portuguese strings of the admins' messages as customers read them. */
export const ptBrPortalMessageStrings: TranslatedStrings<typeof enUsPortalMessageStrings> = {
  bannerLabel: 'Mensagens da Meridian',
  close: 'Fechar a mensagem {{subject}}',
  acknowledge: 'Confirmar leitura',
  centre: 'Mensagens',
  centreWithCount_one: 'Mensagens, {{count}} aberta',
  centreWithCount_many: 'Mensagens, {{count}} abertas',
  centreWithCount_other: 'Mensagens, {{count}} abertas',
  none: 'Nenhuma mensagem no momento.',
  acknowledgedOn: 'Leitura confirmada em {{date}}',
  needsAck: 'Aguardando sua confirmação de leitura',
  severity: { info: 'Informação', warning: 'Aviso', critical: 'Crítica' },
};
