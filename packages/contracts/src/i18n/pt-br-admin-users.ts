import type { adminUsersMessages } from '../admin/admin-users-messages';
import type { enUsAdminUsersStrings } from './en-us-admin-users';
import type { TranslatedStrings } from './translated-strings';

/** Brazilian Portuguese texts of bulk invitations, company groups and a user's history. */
export const ptBrAdminUsersStrings: TranslatedStrings<typeof enUsAdminUsersStrings> = {
  bulk: {
    open: 'Convidar por CSV',
    title: 'Convidar usuários a partir de um arquivo CSV',
    description:
      'Uma linha por convite com as colunas email, company e permissions (chaves separadas por ponto e vírgula). No máximo {{maxRows}} linhas e {{maxKb}} KB.',
    file: 'Arquivo CSV',
    placeholder: 'Escolha um arquivo',
    chooseFile: 'Escolha um arquivo primeiro.',
    check: 'Verificar o arquivo',
    summary: '{{valid}} de {{count}} linhas podem ser convidadas',
    row: 'Linha',
    email: 'E-mail do usuário',
    company: 'Empresa do usuário',
    permissions: 'Permissões',
    result: 'Situação',
    ok: 'Pronta para convidar',
    inviteValid: 'Convidar as linhas válidas',
    back: 'Escolher outro arquivo',
    close: 'Fechar',
  },
  history: {
    open: 'Histórico',
    title: 'Histórico de {{name}}',
    loading: 'Carregando o histórico',
    empty: 'Nenhum administrador alterou este usuário ainda.',
    when: 'Quando',
    what: 'Alteração',
    who: 'Feita por',
    system: 'O portal',
    actions: {
      admin_user_disable: 'Desativado',
      admin_user_enable: 'Ativado',
      admin_invite: 'Convidado para uma empresa',
      admin_companyGroup_userAdded: 'Incluído em um grupo de empresas',
      admin_companyGroup_userRemoved: 'Retirado de um grupo de empresas',
      account_invite_sent: 'Convidado por um colega',
      account_invite_resent: 'Convite enviado novamente',
      account_invite_revoked: 'Convite revogado',
    },
  },
};

/** Brazilian Portuguese texts of what the server says about bulk invitations and company groups. */
export const ptBrAdminUsersServerStrings: TranslatedStrings<typeof adminUsersMessages> = {
  sendCsv: 'Envie o arquivo como text/csv',
  fileTooLarge: 'O arquivo tem mais de {{max}} KB. Divida-o em arquivos menores.',
  tooManyRows: 'O arquivo tem mais de {{max}} linhas. Divida-o em arquivos menores.',
  noRows: 'O arquivo não tem linhas abaixo da linha de cabeçalho.',
  missingColumn: 'O arquivo não tem a coluna {{column}}. A linha de cabeçalho nomeia email, company e permissions.',
  unknownCompany: 'Empresa desconhecida: {{company}}.',
  unknownPermission: 'Permissão desconhecida: {{permission}}.',
  noPermissions: 'Informe pelo menos uma permissão.',
  alreadyUser: '{{email}} já é usuário.',
  alreadyInvited: '{{email}} já tem um convite pendente para {{company}}.',
  invitesSent_one: '{{count}} convite enviado',
  invitesSent_many: '{{count}} convites enviados',
  invitesSent_other: '{{count}} convites enviados',
  nothingToInvite: 'Nenhuma linha do arquivo pode ser convidada.',
  groupCodeTaken: 'Já existe um grupo de empresas com o código {{code}}.',
  groupCreated: 'Grupo de empresas criado',
  groupSaved: 'Grupo de empresas salvo',
  groupDeleted: 'Grupo de empresas excluído',
};
