import { messages } from '../errors/messages';
import { freightMessages } from '../freight/freight-messages';

/**
 * en-US strings of the freight estimator (spec 1 §4, §5, §9; spec 2 §3, §5, §9). Merged into `enUsStrings.freight`.
 * `codes` words the API's freight error codes; the server's own texts are `server.freight.*` (freight-messages.ts).
 */
export const enUsFreightStrings = {
  codes: {
    NO_RATES_FOUND: messages.noRatesFound,
    FREIGHT_LANE_NOT_ALLOWED: freightMessages.laneNotAllowed,
  },
  modes: { Air: 'Air', 'Ocean-FCL': 'Ocean-FCL' },
  serviceLevels: { Economy: 'Economy', Express: 'Express' },
  deliveryTerms: {
    DoorToDoor: 'Door to Door',
    DoorToPort: 'Door to Port',
    PortToDoor: 'Port to Door',
    PortToPort: 'Port to Port',
  },
  lines: { ORIGIN: 'Origin charges', FREIGHT: 'Air freight', DEST_HANDLING: 'Destination handling' },
  units: { K: 'per kg', S: 'per shipment' },
  marginTypes: { K: 'per kg', FLAT: 'flat', PERCENT: 'percent' },
  breaks: {
    rate0: 'Under 45 kg',
    rate45: '45–100 kg',
    rate100: '100–300 kg',
    rate300: '300–500 kg',
    rate500: '500–1000 kg',
    rate1000: '1000 kg and over',
  },
  explain: {
    chargeableGross: 'Chargeable weight {{weight}} {{unit}}: the gross weight is larger than the volumetric weight',
    chargeableVolumetric:
      'Chargeable weight {{weight}} {{unit}}: the volumetric weight is larger than the gross weight',
    inKilograms: '{{weight}} kg (pounds ÷ 2.205)',
    breakApplied: 'Rate break {{break}} at {{rate}} per kg',
    higherBreakApplied:
      'Charged as {{weight}} kg at the {{break}} break: {{saving}} less than {{actual}} kg at the lower rate',
    nextBreak: 'Ship {{weight}} kg for {{extra}} more',
    minimumApplied: 'Minimum {{minimum}} applied',
    margin: 'Includes a margin of {{amount}}',
    total: 'Estimated total',
    transitDays_one: '{{count}} day in transit',
    transitDays_other: '{{count}} days in transit',
  },
  calculator: {
    intro: "An instant estimate from your company's freight rates. Each choice reloads the next one.",
    route: 'Route',
    mode: 'Mode',
    serviceLevel: 'Service level',
    deliveryTerms: 'Delivery terms',
    origin: 'Origin airport',
    destination: 'Destination airport',
    portOfLoading: 'Port of loading',
    portOfDischarge: 'Port of discharge',
    carrier: 'Carrier',
    containerCount: "Number of 20' GP containers",
    choose: 'Select…',
    loadingChoices: 'Loading…',
    noChoices: 'None available',
    grossWeight: 'Gross weight',
    estimate: 'Estimate',
    estimating: 'Estimating…',
    result: 'Your estimate',
    co2e: '{{co2e}} kg CO₂e',
    co2eSource: 'Emissions estimate: {{source}}, {{distance}} km',
    tariff: 'Tariff {{number}}, valid {{from}} to {{to}}',
    charges: 'Charges',
    charge: 'Charge',
    rate: 'Rate',
    quantity: 'Quantity',
    calculated: 'Calculated',
    minimum: 'Minimum',
    margin: 'Margin',
    amount: 'Amount',
    perContainer: 'per container',
    perShipment: 'per shipment',
    containers_one: '{{count}} container',
    containers_other: '{{count}} containers',
    none: '—',
    restricted: 'Your company may request estimates only from {{origins}} to {{destinations}}.',
  },
};
