import type { enUsIntegrationStrings } from './en-us-integration';
import type { TranslatedStrings } from './translated-strings';

/** Spanish strings of the integration keys tab on /u/admin. */
export const esMxIntegrationStrings: TranslatedStrings<typeof enUsIntegrationStrings> = {
  tab: 'Claves de integración',
  heading: 'Claves de API de integración',
  intro:
    'El sistema operativo del agente de carga envía embarques e hitos a Connect con una clave de API en el encabezado x-api-key. La clave se muestra una sola vez, al crearla; Connect solo guarda su hash. Revocar una clave la bloquea de inmediato.',
  docsLink: 'Cómo funciona el feed de integración',
  name: 'Nombre de la clave',
  namePlaceholder: 'p. ej., feed de producción de CargoWise',
  create: 'Crear clave',
  table: 'Claves de API de integración',
  columns: {
    name: 'Nombre',
    prefix: 'Empieza con',
    created: 'Creada',
    lastUsed: 'Último uso',
    status: 'Estado',
    actions: 'Acciones',
  },
  active: 'Activa',
  revoked: 'Revocada el {{date}}',
  never: 'Nunca',
  revoke: 'Revocar',
  revokeLabel: 'Revocar la clave {{name}}',
  revokeConfirm: '¿Revocar la clave "{{name}}"? Las llamadas que la usen se rechazarán de inmediato.',
  revoked_done: 'Clave revocada',
  created: 'Clave creada',
  newKeyHeading: 'Copie la nueva clave ahora',
  newKeyText: 'Esta es la única vez que se muestra la clave. Guárdela en el almacén de secretos del sistema emisor.',
  newKeyLabel: 'Nueva clave de API',
  copy: 'Copiar clave',
  copied: 'Copiada',
  done: 'Ya guardé la clave',
  empty: 'Aún no hay claves.',
};
