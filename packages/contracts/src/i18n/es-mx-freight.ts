import type { enUsFreightStrings } from './en-us-freight';
import type { TranslatedStrings } from './translated-strings';

/** Spanish strings of the freight estimator. */
export const esMxFreightStrings: TranslatedStrings<typeof enUsFreightStrings> = {
  codes: {
    NO_RATES_FOUND: 'No se encontraron tarifas para los parámetros indicados',
    FREIGHT_LANE_NOT_ALLOWED:
      'Su empresa solo puede solicitar estimaciones de flete de {{origins}} a {{destinations}}.',
  },
  modes: { Air: 'Aéreo', 'Ocean-FCL': 'Marítimo-FCL' },
  serviceLevels: { Economy: 'Económico', Express: 'Exprés' },
  deliveryTerms: {
    DoorToDoor: 'Puerta a puerta',
    DoorToPort: 'Puerta a puerto',
    PortToDoor: 'Puerto a puerta',
    PortToPort: 'Puerto a puerto',
  },
  lines: { ORIGIN: 'Cargos en origen', FREIGHT: 'Flete aéreo', DEST_HANDLING: 'Manejo en destino' },
  units: { K: 'por kg', S: 'por embarque' },
  marginTypes: { K: 'por kg', FLAT: 'monto fijo', PERCENT: 'porcentaje' },
  breaks: {
    rate0: 'Menos de 45 kg',
    rate45: '45–100 kg',
    rate100: '100–300 kg',
    rate300: '300–500 kg',
    rate500: '500–1000 kg',
    rate1000: '1000 kg o más',
  },
  explain: {
    chargeableGross: 'Peso cobrable {{weight}} {{unit}}: el peso bruto es mayor que el peso volumétrico',
    chargeableVolumetric: 'Peso cobrable {{weight}} {{unit}}: el peso volumétrico es mayor que el peso bruto',
    inKilograms: '{{weight}} kg (libras ÷ 2.205)',
    breakApplied: 'Rango de tarifa {{break}} a {{rate}} por kg',
    higherBreakApplied:
      'Cobrado como {{weight}} kg en el rango {{break}}: {{saving}} menos que {{actual}} kg a la tarifa inferior',
    nextBreak: 'Envíe {{weight}} kg por {{extra}} más',
    minimumApplied: 'Se aplicó el mínimo de {{minimum}}',
    margin: 'Incluye un margen de {{amount}}',
    total: 'Total estimado',
    transitDays_one: '{{count}} día en tránsito',
    transitDays_many: '{{count}} de días en tránsito',
    transitDays_other: '{{count}} días en tránsito',
  },
};
