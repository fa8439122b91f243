import type { enUsPortalMessageStrings } from './en-us-portal-messages';
import type { TranslatedStrings } from './translated-strings';

/** Spanish strings of the admins' messages as customers read them. */
export const esMxPortalMessageStrings: TranslatedStrings<typeof enUsPortalMessageStrings> = {
  bannerLabel: 'Mensajes de Meridian',
  close: 'Cerrar el mensaje {{subject}}',
  acknowledge: 'Confirmar lectura',
  centre: 'Mensajes',
  centreWithCount_one: 'Mensajes, {{count}} abierto',
  centreWithCount_many: 'Mensajes, {{count}} abiertos',
  centreWithCount_other: 'Mensajes, {{count}} abiertos',
  none: 'No hay mensajes por ahora.',
  acknowledgedOn: 'Lectura confirmada el {{date}}',
  needsAck: 'Esperando su confirmación de lectura',
  severity: { info: 'Información', warning: 'Advertencia', critical: 'Crítico' },
};
