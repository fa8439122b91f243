import type { enUsNotificationStrings } from './en-us-notifications';
import type { TranslatedStrings } from './translated-strings';

/** Spanish strings of the notifications section of My Profile. */
export const esMxNotificationStrings: TranslatedStrings<typeof enUsNotificationStrings> = {
  heading: 'Notificaciones',
  intro: 'Elija de qué eventos se le avisa, cómo y con qué frecuencia.',
  loadFailed: 'No se pudo cargar su configuración de notificaciones.',
  modules: {
    shipments: 'Embarques y rastreo',
    billing: 'Facturación',
    bookings: 'Reservas',
    wms: 'WMS',
  },
  allGroupCompanies: 'Todas las empresas del grupo',
  allGroupCompaniesHint: 'Un cambio aquí se aplica a todas las empresas de su grupo que tienen el módulo.',
  companyPanel: '{{name}} ({{code}})',
  columns: {
    event: 'Evento',
    on: 'Activo',
    email: 'Correo electrónico',
    portal: 'En el portal',
    frequency: 'Frecuencia',
  },
  toggle: 'Notificaciones de {{event}}',
  emailFor: 'Correo electrónico para {{event}}',
  portalFor: 'Aviso en el portal para {{event}}',
  frequencyFor: 'Frecuencia para {{event}}',
  frequency: {
    immediate: 'De inmediato',
    daily: 'Resumen diario',
  },
  noPermission: 'No tiene el módulo {{module}} en esta empresa',
  applyTo: {
    label: 'Aplicar cambios a',
    account: 'Solo esta cuenta',
    all: 'Todas mis empresas',
  },
  save: 'Guardar notificaciones',
  saved: 'Preferencias de notificación guardadas',
  quietHours: {
    heading: 'Horario de silencio',
    hint: 'Ningún correo entre estas horas ({{zone}}); los avisos se envían cuando termina el horario de silencio. Deje ambos vacíos para no usarlo.',
    start: 'Inicio del horario de silencio',
    end: 'Fin del horario de silencio',
    save: 'Guardar horario de silencio',
    saved: 'Horario de silencio guardado',
  },
};
