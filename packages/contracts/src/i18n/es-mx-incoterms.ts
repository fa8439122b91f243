import type { enUsIncotermStrings } from './en-us-incoterms';
import type { TranslatedStrings } from './translated-strings';

/** Spanish (Mexico) names of the Incoterms® 2020 rules by code (the ICC's official translations). */
export const esMxIncotermStrings: TranslatedStrings<typeof enUsIncotermStrings> = {
  EXW: 'En fábrica',
  FCA: 'Franco porteador',
  CPT: 'Transporte pagado hasta',
  CIP: 'Transporte y seguro pagados hasta',
  DAP: 'Entregada en lugar',
  DPU: 'Entregada en lugar descargada',
  DDP: 'Entregada derechos pagados',
  FAS: 'Franco al costado del buque',
  FOB: 'Franco a bordo',
  CFR: 'Costo y flete',
  CIF: 'Costo, seguro y flete',
};
