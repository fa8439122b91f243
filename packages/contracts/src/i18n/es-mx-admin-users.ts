import type { adminUsersMessages } from '../admin/admin-users-messages';
import type { enUsAdminUsersStrings } from './en-us-admin-users';
import type { TranslatedStrings } from './translated-strings';

/** Spanish texts of bulk invitations, company groups and a user's history. */
export const esMxAdminUsersStrings: TranslatedStrings<typeof enUsAdminUsersStrings> = {
  bulk: {
    open: 'Invitar desde CSV',
    title: 'Invitar usuarios desde un archivo CSV',
    description:
      'Una fila por invitación con las columnas email, company y permissions (claves separadas por punto y coma). Máximo {{maxRows}} filas y {{maxKb}} KB.',
    file: 'Archivo CSV',
    placeholder: 'Elija un archivo',
    chooseFile: 'Primero elija un archivo.',
    check: 'Revisar el archivo',
    summary: '{{valid}} de {{count}} filas se pueden invitar',
    row: 'Fila',
    email: 'Correo electrónico',
    company: 'Empresa',
    permissions: 'Permisos',
    result: 'Resultado',
    ok: 'Lista para invitar',
    inviteValid: 'Invitar las filas válidas',
    back: 'Elegir otro archivo',
    close: 'Cerrar',
  },
  history: {
    open: 'Historial',
    title: 'Historial de {{name}}',
    loading: 'Cargando el historial',
    empty: 'Ningún administrador ha cambiado a este usuario todavía.',
    when: 'Cuándo',
    what: 'Cambio',
    who: 'Por',
    system: 'El portal',
    actions: {
      admin_user_disable: 'Desactivado',
      admin_user_enable: 'Activado',
      admin_invite: 'Invitado a una empresa',
      admin_companyGroup_userAdded: 'Agregado a un grupo de empresas',
      admin_companyGroup_userRemoved: 'Quitado de un grupo de empresas',
      account_invite_sent: 'Invitado por un colega',
      account_invite_resent: 'Invitación enviada de nuevo',
      account_invite_revoked: 'Invitación revocada',
    },
  },
};

/** Spanish texts of what the server says about bulk invitations and company groups (`server.adminUsers.*`). */
export const esMxAdminUsersServerStrings: TranslatedStrings<typeof adminUsersMessages> = {
  sendCsv: 'Envíe el archivo como text/csv',
  fileTooLarge: 'El archivo pesa más de {{max}} KB. Divídalo en archivos más pequeños.',
  tooManyRows: 'El archivo tiene más de {{max}} filas. Divídalo en archivos más pequeños.',
  noRows: 'El archivo no tiene filas debajo de su fila de encabezados.',
  missingColumn:
    'El archivo no tiene la columna {{column}}. La fila de encabezados nombra email, company y permissions.',
  unknownCompany: 'Empresa desconocida: {{company}}.',
  unknownPermission: 'Permiso desconocido: {{permission}}.',
  noPermissions: 'Indique al menos un permiso.',
  alreadyUser: '{{email}} ya es usuario.',
  alreadyInvited: '{{email}} ya tiene una invitación pendiente a {{company}}.',
  invitesSent_one: 'Se envió {{count}} invitación',
  invitesSent_many: 'Se enviaron {{count}} invitaciones',
  invitesSent_other: 'Se enviaron {{count}} invitaciones',
  nothingToInvite: 'Ninguna fila del archivo se puede invitar.',
  groupCodeTaken: 'Ya existe un grupo de empresas con el código {{code}}.',
  groupCreated: 'Grupo de empresas creado',
  groupSaved: 'Grupo de empresas guardado',
  groupDeleted: 'Grupo de empresas eliminado',
};
