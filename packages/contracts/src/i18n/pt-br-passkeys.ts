import type { enUsPasskeysStrings } from './en-us-passkeys';
import type { TranslatedStrings } from './translated-strings';

/** pt-BR strings of passkeys: My Profile's panel and sign-in's second step. */
export const ptBrPasskeysStrings: TranslatedStrings<typeof enUsPasskeysStrings> = {
  heading: 'Chaves de acesso',
  intro:
    'Uma chave de acesso permite confirmar o login com sua digital, seu rosto, o bloqueio de tela ou uma chave de segurança, em vez de um código.',
  none: 'Nenhuma chave de acesso configurada ainda.',
  listLabel: 'Suas chaves de acesso',
  added: 'Adicionada em {{date}}',
  lastUsed: 'último uso em {{date}}',
  neverUsed: 'ainda não usada',
  add: 'Adicionar uma chave de acesso',
  addTitle: 'Adicionar uma chave de acesso',
  passwordIntro: 'Digite sua senha para continuar.',
  password: 'Senha',
  continue: 'Continuar',
  cancel: 'Cancelar',
  ceremonyIntro: 'Agora o navegador vai pedir que você crie a chave de acesso. Siga as etapas dele.',
  createPasskey: 'Criar a chave de acesso',
  nameIntro: 'A chave de acesso foi criada. Dê um nome a ela para reconhecê-la depois.',
  name: 'Nome da chave de acesso',
  namePlaceholder: 'Notebook do trabalho',
  save: 'Salvar a chave de acesso',
  saved: 'A chave de acesso foi adicionada.',
  done: 'Concluir',
  impersonating: 'Somente o próprio usuário pode adicionar chaves de acesso, não durante a representação.',
  useInstead: 'Usar uma chave de acesso',
  signingIn: 'Aguardando sua chave de acesso…',
  errors: {
    unsupported: 'Este navegador não pode usar chaves de acesso. Use outro método de login.',
    cancelled: 'A solicitação da chave de acesso foi cancelada ou expirou. Tente novamente.',
    alreadyRegistered: 'Esta chave de acesso já foi adicionada à sua conta.',
    failed: 'Não foi possível usar a chave de acesso. Tente novamente ou use outro método de login.',
  },
};
