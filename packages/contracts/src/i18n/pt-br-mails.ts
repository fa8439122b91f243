import { ptBrNoticeMailStrings } from './pt-br-notice-mails';
import type { enUsMailStrings } from './en-us-mails';
import type { TranslatedStrings } from './translated-strings';

/** Brazilian Portuguese words of the account and export e-mails: password reset, invitation, e-mail change, export. */
export const ptBrMailStrings: TranslatedStrings<typeof enUsMailStrings> = {
  greeting: 'Olá, {{name}},',
  passwordReset: {
    subject: 'Redefina sua senha do Connect',
    asked:
      'Alguém pediu para redefinir a senha da sua conta do Connect. Para escolher uma nova senha, abra este link\nnos próximos {{minutes}} minutos (ele funciona uma única vez):',
    ignore: 'Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.',
  },
  invite: {
    subject: 'Você foi convidado para o Connect ({{company}})',
    greeting: 'Olá,',
    invited: '{{inviter}} convidou você para o Connect, o portal do cliente, pela empresa {{company}}.',
    wrote: '{{inviter}} escreveu:',
    accept: 'Para aceitar, escolha sua senha aqui nos próximos {{days}} dias (o link funciona uma única vez):',
  },
  emailChange: {
    confirmOld: {
      subject: 'Confirme a alteração do seu e-mail de acesso ao Connect',
      asked: 'Alguém conectado à sua conta do Connect pediu para alterar o e-mail de acesso de {{from}} para {{to}}.',
      both: 'A alteração é feita quando este endereço e o novo a tiverem confirmado, em até {{hours}} horas.',
      open: 'Abra este link para confirmá-la, ou para cancelá-la se não foi você quem pediu:',
      notYou: 'Se não foi você quem pediu, cancele a alteração e troque sua senha.',
    },
    confirmNew: {
      subject: 'Confirme seu novo e-mail de acesso ao Connect',
      asked: 'Você pediu para acessar o Connect com este endereço ({{to}}) em vez de {{from}}.',
      open: 'Abra este link em até {{hours}} horas para confirmar; seu endereço atual também precisa confirmar:',
      ignore: 'Se não foi você quem pediu, ignore este e-mail: nada muda sem a sua confirmação.',
    },
    changed: {
      subject: 'Seu e-mail de acesso ao Connect foi alterado',
      changed: 'O e-mail de acesso da sua conta do Connect foi alterado de {{from}} para {{to}}.',
      both: 'Os dois endereços confirmaram a alteração. Todas as outras sessões abertas foram encerradas.',
      notYou: 'Se não foi você quem pediu, fale imediatamente com o seu administrador.',
    },
    cancelled: {
      subject: 'A alteração do seu e-mail de acesso ao Connect foi cancelada',
      cancelled: 'A alteração do seu e-mail de acesso ao Connect para {{to}} foi cancelada a partir deste endereço.',
      keep: 'Você continua acessando com {{email}}.',
    },
  },
  securityChange: {
    subject: 'As configurações de acesso ao Connect foram alteradas',
    changes: {
      phoneAdded: 'Um telefone ({{phone}}) foi adicionado como segunda etapa de acesso à sua conta em {{when}}.',
      appAdded: 'Um aplicativo autenticador foi adicionado como segunda etapa de acesso à sua conta em {{when}}.',
      passkeyAdded: 'Uma chave de acesso foi adicionada como segunda etapa de acesso à sua conta em {{when}}.',
      turnedOff: 'O acesso em duas etapas foi desativado na sua conta em {{when}}.',
      stepRemoved: 'Uma segunda etapa de acesso foi removida da sua conta em {{when}}.',
      recoveryCodesRenewed:
        'Novos códigos de recuperação foram gerados para a sua conta (os antigos não funcionam mais) em {{when}}.',
      recoveryCodeUsed: 'Um código de recuperação foi usado para acessar a sua conta em {{when}}.',
      adminReset: 'Seu administrador redefiniu o acesso em duas etapas da sua conta em {{when}}.',
    },
    notYou: 'Se não foi você, redefina sua senha imediatamente e avise o administrador do Connect.',
  },
  support: {
    deskSubject: 'Chamado de suporte {{ticket}}',
    deskSubjectUrgent: '[URGENTE] Chamado de suporte {{ticket}}',
    ticket: 'Chamado {{ticket}}',
    ticketUrgent: 'Chamado {{ticket}} (URGENTE)',
    typeHelp: 'Tipo: Ajuda ou erro',
    typeFeature: 'Tipo: Pedido de funcionalidade',
    from: 'De: {{name}} <{{email}}>',
    actingAs: 'Enviado por {{actor}} atuando como {{user}}',
    page: 'Página: {{url}}',
    expected: 'O que era esperado:',
    happened: 'O que aconteceu:',
    copySubject: 'Seu chamado de suporte {{ticket}}',
    received: 'Recebemos o seu chamado.',
  },
  textMessage: {
    code: '{{code}} é o seu código de verificação do Connect. Ele expira em {{minutes}} minutos. Não o compartilhe.',
  },
  export: {
    subject: 'Exportação do Connect: {{file}}',
    sent: '{{sender}} enviou a você uma exportação do Connect.',
    attached: 'Anexo: {{file}} (linhas: {{rows}}; colunas: {{columns}}).',
    sentBy: 'Enviado por {{sender}} <{{email}}> pelo Connect.',
  },
  notices: ptBrNoticeMailStrings,
};
