import type { enUsPasskeysStrings } from './en-us-passkeys';
import type { TranslatedStrings } from './translated-strings';

/** Spanish strings of passkeys: My Profile's panel and sign-in's second step. */
export const esMxPasskeysStrings: TranslatedStrings<typeof enUsPasskeysStrings> = {
  heading: 'Llaves de acceso',
  intro:
    'Una llave de acceso le permite confirmar su inicio de sesión con su huella, su rostro, el bloqueo de pantalla o una llave de seguridad en lugar de un código.',
  none: 'Aún no hay llaves de acceso configuradas.',
  listLabel: 'Sus llaves de acceso',
  added: 'Agregada el {{date}}',
  lastUsed: 'último uso el {{date}}',
  neverUsed: 'aún sin usar',
  add: 'Agregar una llave de acceso',
  addTitle: 'Agregar una llave de acceso',
  passwordIntro: 'Ingrese su contraseña para continuar.',
  password: 'Contraseña',
  continue: 'Continuar',
  cancel: 'Cancelar',
  ceremonyIntro: 'Ahora su navegador le pedirá crear la llave de acceso. Siga sus pasos.',
  createPasskey: 'Crear la llave de acceso',
  nameIntro: 'Se creó la llave de acceso. Póngale un nombre para reconocerla después.',
  name: 'Nombre de la llave de acceso',
  namePlaceholder: 'Laptop del trabajo',
  save: 'Guardar la llave de acceso',
  saved: 'Se agregó la llave de acceso.',
  done: 'Listo',
  impersonating: 'Solo el propio usuario puede agregar llaves de acceso, no durante una suplantación.',
  useInstead: 'Usar una llave de acceso',
  signingIn: 'Esperando su llave de acceso…',
  errors: {
    unsupported: 'Este navegador no admite llaves de acceso. Use otro método de inicio de sesión.',
    cancelled: 'La solicitud de la llave de acceso se canceló o expiró. Inténtelo de nuevo.',
    alreadyRegistered: 'Esta llave de acceso ya está agregada a su cuenta.',
    failed: 'No se pudo usar la llave de acceso. Inténtelo de nuevo o use otro método de inicio de sesión.',
  },
};
