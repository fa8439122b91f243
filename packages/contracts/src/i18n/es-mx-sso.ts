import type { ssoMessages } from '../sso/sso-messages';
import type { enUsSsoStrings } from './en-us-sso';
import type { TranslatedStrings } from './translated-strings';

/** es-MX strings of single sign-on. */
export const esMxSsoStrings: TranslatedStrings<typeof enUsSsoStrings> = {
  signInWithSso: 'Iniciar sesión con el SSO de su empresa',
  offered: '{{company}} inicia sesión con su propio proveedor de identidad.',
  finishing: 'Iniciando su sesión…',
  failure: {
    failed: 'No se pudo iniciar sesión a través de su empresa. Inténtelo de nuevo o consulte a su administrador.',
    expired: 'El inicio de sesión a través de su empresa tardó demasiado. Inténtelo de nuevo.',
    'no-account':
      'El proveedor de identidad de su empresa no entregó un correo electrónico que pueda usar este portal. Consulte a su administrador.',
    disabled: 'Su cuenta o el inicio de sesión único de su empresa está desactivado. Consulte a su administrador.',
  },
  admin: {
    tab: 'Inicio de sesión único',
    tabIntro:
      'Empresas cuyos usuarios inician sesión con su propio proveedor de identidad OpenID Connect. Abra una empresa para configurarla.',
    companies: 'Empresas y su inicio de sesión único',
    company: 'Empresa',
    status: 'Inicio de sesión único',
    notConfigured: 'Sin configurar',
    statusOn: 'Activado',
    statusOff: 'Desactivado',
    statusRequired: 'Activado, obligatorio',
    open: 'Inicio de sesión único',
    openFor: 'Inicio de sesión único de {{company}}',
    title: 'Inicio de sesión único de {{company}}',
    intro:
      'Los usuarios de esta empresa inician sesión con el proveedor de identidad OpenID Connect de la propia empresa. La cuenta se crea en el primer inicio de sesión con los permisos elegidos aquí.',
    issuer: 'URL del emisor',
    clientId: 'ID de cliente',
    clientSecret: 'Secreto de cliente',
    clientSecretKept: 'Hay un secreto guardado. Déjelo vacío para conservarlo mientras el emisor no cambie.',
    domains: 'Dominios de correo electrónico',
    domainsHint: 'Un dominio por línea, como example.com',
    defaultPermissions: 'Permisos de las cuentas creadas en el primer inicio de sesión',
    enabled: 'El inicio de sesión único está activado',
    ssoRequired: 'SSO obligatorio: se rechaza el inicio de sesión con contraseña para esta empresa',
    redirectUri: 'URI de redirección que debe registrar en el proveedor de identidad',
    save: 'Guardar',
    remove: 'Quitar el inicio de sesión único',
    cancel: 'Cancelar',
  },
};

export const esMxSsoServerStrings: TranslatedStrings<typeof ssoMessages> = {
  passwordSignInRefused:
    "Su empresa inicia sesión con su propio inicio de sesión único. Use el botón 'Iniciar sesión con el SSO de su empresa'.",
  passwordResetRefused:
    "La empresa de esta cuenta inicia sesión con su propio inicio de sesión único, así que no se le asigna contraseña. Use el botón 'Iniciar sesión con el SSO de su empresa'.",
  inviteBySso:
    "{{company}} inicia sesión con su propio inicio de sesión único, así que esta invitación no lleva contraseña. Acéptela con el botón 'Aceptar con el SSO de su empresa'.",
  settingsSaved: 'Configuración de inicio de sesión único guardada',
  settingsRemoved: 'Se quitó el inicio de sesión único de esta empresa',
  secretRequired: 'Indique el secreto de cliente del proveedor de identidad.',
  domainTaken: 'El dominio {{domain}} ya inicia sesión a través de otra empresa.',
  domainOfStaff:
    'El dominio {{domain}} lo usan el personal o los administradores del transitario; no puede iniciar sesión a través de una empresa cliente.',
  domainInvalid: 'Indique un dominio como example.com.',
  issuerInvalid: 'Indique la dirección https del proveedor de identidad.',
};
