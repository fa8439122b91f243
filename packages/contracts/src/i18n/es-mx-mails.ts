import { esMxNoticeMailStrings } from './es-mx-notice-mails';
import type { enUsMailStrings } from './en-us-mails';
import type { TranslatedStrings } from './translated-strings';

/** Spanish (Mexico) words of the account and export e-mails: password reset, invitation, e-mail change, export. */
export const esMxMailStrings: TranslatedStrings<typeof enUsMailStrings> = {
  greeting: 'Hola, {{name}}:',
  passwordReset: {
    subject: 'Restablezca su contraseña de Connect',
    asked:
      'Alguien pidió restablecer la contraseña de su cuenta de Connect. Para elegir una contraseña nueva, abra este enlace\nen los próximos {{minutes}} minutos (funciona una sola vez):',
    ignore: 'Si usted no lo pidió, ignore este correo: su contraseña no cambia.',
  },
  invite: {
    subject: 'Lo invitan a Connect ({{company}})',
    greeting: 'Hola:',
    invited: '{{inviter}} lo invitó a Connect, el portal de clientes, en nombre de {{company}}.',
    wrote: '{{inviter}} escribió:',
    accept: 'Para aceptar, elija aquí su contraseña en los próximos {{days}} días (el enlace funciona una sola vez):',
  },
  emailChange: {
    confirmOld: {
      subject: 'Confirme el cambio del correo de inicio de sesión de Connect',
      asked:
        'Alguien que inició sesión en su cuenta de Connect pidió cambiar su correo de inicio de sesión de {{from}} a {{to}}.',
      both: 'El cambio se hace cuando esta dirección y la nueva lo hayan confirmado, dentro de {{hours}} horas.',
      open: 'Abra este enlace para confirmarlo, o para cancelarlo si usted no lo pidió:',
      notYou: 'Si usted no lo pidió, cancélelo y cambie su contraseña.',
    },
    confirmNew: {
      subject: 'Confirme su nuevo correo de inicio de sesión de Connect',
      asked: 'Usted pidió iniciar sesión en Connect con esta dirección ({{to}}) en lugar de {{from}}.',
      open: 'Abra este enlace dentro de {{hours}} horas para confirmarlo; su dirección actual también debe confirmarlo:',
      ignore: 'Si usted no lo pidió, ignore este correo: nada cambia sin su confirmación.',
    },
    changed: {
      subject: 'Se cambió su correo de inicio de sesión de Connect',
      changed: 'El correo de inicio de sesión de su cuenta de Connect cambió de {{from}} a {{to}}.',
      both: 'Ambas direcciones confirmaron el cambio. Se cerraron todas las demás sesiones abiertas.',
      notYou: 'Si usted no lo pidió, comuníquese de inmediato con su administrador.',
    },
    cancelled: {
      subject: 'Se canceló el cambio de su correo de inicio de sesión de Connect',
      cancelled: 'El cambio de su correo de inicio de sesión de Connect a {{to}} se canceló desde esta dirección.',
      keep: 'Seguirá iniciando sesión con {{email}}.',
    },
  },
  securityChange: {
    subject: 'Cambió la configuración de inicio de sesión de Connect',
    changes: {
      phoneAdded: 'Se agregó un teléfono ({{phone}}) como segundo paso de inicio de sesión a su cuenta el {{when}}.',
      appAdded: 'Se agregó una app de autenticación como segundo paso de inicio de sesión a su cuenta el {{when}}.',
      passkeyAdded: 'Se agregó una llave de acceso como segundo paso de inicio de sesión a su cuenta el {{when}}.',
      turnedOff: 'Se desactivó el inicio de sesión en dos pasos de su cuenta el {{when}}.',
      stepRemoved: 'Se quitó un segundo paso de inicio de sesión de su cuenta el {{when}}.',
      recoveryCodesRenewed:
        'Se generaron nuevos códigos de recuperación para su cuenta (los anteriores ya no funcionan) el {{when}}.',
      recoveryCodeUsed: 'Se usó un código de recuperación para iniciar sesión en su cuenta el {{when}}.',
      adminReset: 'Su administrador restableció el inicio de sesión en dos pasos de su cuenta el {{when}}.',
    },
    notYou: 'Si no fue usted, restablezca su contraseña de inmediato y avise a su administrador de Connect.',
  },
  support: {
    deskSubject: 'Ticket de soporte {{ticket}}',
    deskSubjectUrgent: '[URGENTE] Ticket de soporte {{ticket}}',
    ticket: 'Ticket de soporte {{ticket}}',
    ticketUrgent: 'Ticket de soporte {{ticket}} (URGENTE)',
    typeHelp: 'Tipo: Ayuda o error',
    typeFeature: 'Tipo: Solicitud de función',
    from: 'De: {{name}} <{{email}}>',
    actingAs: 'Enviado por {{actor}} actuando como {{user}}',
    page: 'Página: {{url}}',
    expected: 'Lo que se esperaba:',
    happened: 'Lo que pasó:',
    copySubject: 'Su ticket de soporte {{ticket}}',
    received: 'Recibimos su ticket.',
  },
  textMessage: {
    code: '{{code}} es su código de verificación de Connect. Vence en {{minutes}} minutos. No lo comparta con nadie.',
  },
  export: {
    subject: 'Exportación de Connect: {{file}}',
    sent: '{{sender}} le envió una exportación desde Connect.',
    attached: 'Adjunto: {{file}} (filas: {{rows}}; columnas: {{columns}}).',
    sentBy: 'Enviado por {{sender}} <{{email}}> a través de Connect.',
  },
  notices: esMxNoticeMailStrings,
};
