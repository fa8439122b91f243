import type { enUsIntegrationStrings } from './en-us-integration';
import type { TranslatedStrings } from './translated-strings';

/** pt-BR strings of the integration keys tab on /u/admin. */
export const ptBrIntegrationStrings: TranslatedStrings<typeof enUsIntegrationStrings> = {
  tab: 'Chaves de integração',
  heading: 'Chaves de API de integração',
  intro:
    'O sistema operacional do agente de cargas envia embarques e marcos ao Connect com uma chave de API no cabeçalho x-api-key. A chave é exibida uma única vez, quando é criada; o Connect guarda apenas o hash dela. Revogar uma chave a bloqueia imediatamente.',
  docsLink: 'Como funciona o feed de integração',
  name: 'Nome da chave',
  namePlaceholder: 'ex.: feed de produção do CargoWise',
  create: 'Criar chave',
  table: 'Chaves de API de integração',
  columns: {
    name: 'Nome',
    prefix: 'Começa com',
    created: 'Criada em',
    lastUsed: 'Último uso',
    status: 'Situação',
    actions: 'Ações',
  },
  active: 'Ativa',
  revoked: 'Revogada em {{date}}',
  never: 'Nunca',
  revoke: 'Revogar',
  revokeLabel: 'Revogar a chave {{name}}',
  revokeConfirm: 'Revogar a chave "{{name}}"? As chamadas que a usam serão recusadas imediatamente.',
  revoked_done: 'Chave revogada',
  created: 'Chave criada',
  newKeyHeading: 'Copie a nova chave agora',
  newKeyText: 'Esta é a única vez que a chave é exibida. Guarde-a no cofre de segredos do sistema de envio.',
  newKeyLabel: 'Nova chave de API',
  copy: 'Copiar chave',
  copied: 'Copiada',
  done: 'Já guardei a chave',
  empty: 'Nenhuma chave ainda.',
};
