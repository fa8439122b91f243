import type { enUsEventStrings } from './en-us-events';
import type { TranslatedStrings } from './translated-strings';

/** Brazilian Portuguese names of the event ids of spec 1 §3, by code: shipment screens, tracking and event notices. */
export const ptBrEventStrings: TranslatedStrings<typeof enUsEventStrings> = {
  25: 'Reserva do embarcador',
  1: 'Coleta do embarque',
  12: 'Embarque recebido',
  13: 'Desembaraço aduaneiro de exportação',
  112: 'Embarque carregado',
  4: 'Saída da origem',
  5: 'Chegada ao destino',
  11: 'Desembaraço aduaneiro de importação',
  6: 'Entregue ao consignatário',
  21: 'Exceções',
  8888: 'Notas do embarque',
  6666: 'Pré-alerta',
  7777: 'Pré-alerta com anexo',
  9999: 'Fatura emitida',
  5555: 'Reserva aceita',
  4444: 'Reserva recusada',
  3333: 'Notas da reserva',
  2222: 'Reserva enviada',
  1001: 'Pedido alocado',
  1002: 'Pedido confirmado',
  1003: 'Pedido anulado',
};
