import type { ssoMessages } from '../sso/sso-messages';
import type { enUsSsoStrings } from './en-us-sso';
import type { TranslatedStrings } from './translated-strings';

/** pt-BR strings of single sign-on. */
export const ptBrSsoStrings: TranslatedStrings<typeof enUsSsoStrings> = {
  signInWithSso: 'Entrar com o SSO da sua empresa',
  offered: '{{company}} entra com o próprio provedor de identidade.',
  finishing: 'Entrando…',
  failure: {
    failed: 'Não foi possível entrar pela sua empresa. Tente de novo ou fale com o seu administrador.',
    expired: 'A entrada pela sua empresa demorou demais. Tente de novo.',
    'no-account':
      'O provedor de identidade da sua empresa não informou um e-mail que possa usar este portal. Fale com o seu administrador.',
    disabled: 'Sua conta ou o login único da sua empresa está desativado. Fale com o seu administrador.',
  },
  admin: {
    tab: 'Login único',
    tabIntro:
      'Empresas cujos usuários entram pelo próprio provedor de identidade OpenID Connect. Abra uma empresa para configurá-la.',
    companies: 'Empresas e seu login único',
    company: 'Empresa',
    status: 'Login único',
    notConfigured: 'Não configurado',
    statusOn: 'Ativado',
    statusOff: 'Desativado',
    statusRequired: 'Ativado, obrigatório',
    open: 'Login único',
    openFor: 'Login único de {{company}}',
    title: 'Login único de {{company}}',
    intro:
      'Os usuários desta empresa entram pelo provedor de identidade OpenID Connect da própria empresa. A conta é criada no primeiro acesso com as permissões escolhidas aqui.',
    issuer: 'URL do emissor',
    clientId: 'ID do cliente',
    clientSecret: 'Segredo do cliente',
    clientSecretKept: 'Há um segredo salvo. Deixe em branco para mantê-lo enquanto o emissor for o mesmo.',
    domains: 'Domínios de e-mail',
    domainsHint: 'Um domínio por linha, como example.com',
    defaultPermissions: 'Permissões das contas criadas no primeiro acesso',
    enabled: 'O login único está ativado',
    ssoRequired: 'SSO obrigatório: a entrada com senha é recusada para esta empresa',
    redirectUri: 'URI de redirecionamento a registrar no provedor de identidade',
    save: 'Salvar',
    remove: 'Remover o login único',
    cancel: 'Cancelar',
  },
};

export const ptBrSsoServerStrings: TranslatedStrings<typeof ssoMessages> = {
  passwordSignInRefused: "Sua empresa entra com o próprio login único. Use o botão 'Entrar com o SSO da sua empresa'.",
  passwordResetRefused:
    "A empresa desta conta entra com o próprio login único, por isso nenhuma senha é definida para ela. Use o botão 'Entrar com o SSO da sua empresa'.",
  inviteBySso:
    "{{company}} entra com o próprio login único, por isso este convite não usa senha. Aceite-o com o botão 'Aceitar com o SSO da sua empresa'.",
  settingsSaved: 'Configurações de login único salvas',
  settingsRemoved: 'O login único desta empresa foi removido',
  secretRequired: 'Informe o segredo do cliente do provedor de identidade.',
  domainTaken: 'O domínio {{domain}} já entra por outra empresa.',
  domainOfStaff:
    'O domínio {{domain}} é usado pela equipe ou pelos administradores do agente de cargas; não pode entrar por uma empresa cliente.',
  domainInvalid: 'Informe um domínio como example.com.',
  issuerInvalid: 'Informe o endereço https do provedor de identidade.',
};
