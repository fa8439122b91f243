import type { enUsIncotermStrings } from './en-us-incoterms';
import type { TranslatedStrings } from './translated-strings';

/** Brazilian Portuguese names of the Incoterms® 2020 rules by code (the ICC's official translations). */
export const ptBrIncotermStrings: TranslatedStrings<typeof enUsIncotermStrings> = {
  EXW: 'Na origem',
  FCA: 'Livre no transportador',
  CPT: 'Transporte pago até',
  CIP: 'Transporte e seguro pagos até',
  DAP: 'Entregue no local',
  DPU: 'Entregue no local desembarcado',
  DDP: 'Entregue com direitos pagos',
  FAS: 'Livre ao lado do navio',
  FOB: 'Livre a bordo',
  CFR: 'Custo e frete',
  CIF: 'Custo, seguro e frete',
};
