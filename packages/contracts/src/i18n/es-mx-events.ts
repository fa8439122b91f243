import type { enUsEventStrings } from './en-us-events';
import type { TranslatedStrings } from './translated-strings';

/** Spanish (Mexico) names of the event ids of spec 1 §3, by code: shipment screens, tracking and event notices. */
export const esMxEventStrings: TranslatedStrings<typeof enUsEventStrings> = {
  25: 'Reserva del embarcador',
  1: 'Recolección del embarque',
  12: 'Embarque recibido',
  13: 'Despacho aduanal de exportación',
  112: 'Embarque cargado',
  4: 'Salida del origen',
  5: 'Llegada al destino',
  11: 'Despacho aduanal de importación',
  6: 'Entregado al consignatario',
  21: 'Excepciones',
  8888: 'Notas del embarque',
  6666: 'Aviso previo',
  7777: 'Aviso previo con archivo adjunto',
  9999: 'Factura emitida',
  5555: 'Reserva aceptada',
  4444: 'Reserva rechazada',
  3333: 'Notas de la reserva',
  2222: 'Reserva enviada',
  1001: 'Pedido asignado',
  1002: 'Pedido confirmado',
  1003: 'Pedido anulado',
};
