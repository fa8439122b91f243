import type { enUsFreightStrings } from './en-us-freight';
import type { TranslatedStrings } from './translated-strings';

/** pt-BR strings of the freight estimator. */
export const ptBrFreightStrings: TranslatedStrings<typeof enUsFreightStrings> = {
  codes: {
    NO_RATES_FOUND: 'Nenhuma tarifa encontrada para os parâmetros informados',
    FREIGHT_LANE_NOT_ALLOWED:
      'Sua empresa só pode solicitar estimativas de frete de {{origins}} para {{destinations}}.',
  },
  modes: { Air: 'Aéreo', 'Ocean-FCL': 'Marítimo-FCL' },
  serviceLevels: { Economy: 'Econômico', Express: 'Expresso' },
  deliveryTerms: {
    DoorToDoor: 'Porta a porta',
    DoorToPort: 'Porta a porto',
    PortToDoor: 'Porto a porta',
    PortToPort: 'Porto a porto',
  },
  lines: { ORIGIN: 'Despesas na origem', FREIGHT: 'Frete aéreo', DEST_HANDLING: 'Manuseio no destino' },
  units: { K: 'por kg', S: 'por embarque' },
  marginTypes: { K: 'por kg', FLAT: 'valor fixo', PERCENT: 'percentual' },
  breaks: {
    rate0: 'Abaixo de 45 kg',
    rate45: '45–100 kg',
    rate100: '100–300 kg',
    rate300: '300–500 kg',
    rate500: '500–1000 kg',
    rate1000: '1000 kg ou mais',
  },
  explain: {
    chargeableGross: 'Peso taxável {{weight}} {{unit}}: o peso bruto é maior que o peso cubado',
    chargeableVolumetric: 'Peso taxável {{weight}} {{unit}}: o peso cubado é maior que o peso bruto',
    inKilograms: '{{weight}} kg (libras ÷ 2,205)',
    breakApplied: 'Faixa de tarifa {{break}} a {{rate}} por kg',
    higherBreakApplied:
      'Cobrado como {{weight}} kg na faixa {{break}}: {{saving}} a menos que {{actual}} kg na tarifa inferior',
    nextBreak: 'Embarque {{weight}} kg por mais {{extra}}',
    minimumApplied: 'Mínimo de {{minimum}} aplicado',
    margin: 'Inclui uma margem de {{amount}}',
    total: 'Total estimado',
    transitDays_one: '{{count}} dia em trânsito',
    transitDays_many: '{{count}} de dias em trânsito',
    transitDays_other: '{{count}} dias em trânsito',
  },
};
