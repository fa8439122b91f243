import { createRandom, type Random } from '@connect/server/src/db/seed/random';
import { type ShipmentCompanyProfile } from '@connect/server/src/db/seed/shipment-generator';
import { bigShare, companyCount } from './scale-config';

/** The 200 bench companies of the scale data (names, addresses, commodities, shipment counts) and their ids. */

export type BenchCompany = ShipmentCompanyProfile & {
  index: number;
  code: string;
  shipments: number;
  city: string;
  stateProvince: string;
  postalCode: string;
  streetAddress1: string;
};

const cities: Record<'US' | 'BR' | 'NL', { city: string; state: string; postal: string }[]> = {
  US: [
    { city: 'Dallas', state: 'TX', postal: '75235' },
    { city: 'Chicago', state: 'IL', postal: '60607' },
    { city: 'Atlanta', state: 'GA', postal: '30318' },
    { city: 'Newark', state: 'NJ', postal: '07114' },
    { city: 'Long Beach', state: 'CA', postal: '90802' },
    { city: 'Miami', state: 'FL', postal: '33166' },
    { city: 'Memphis', state: 'TN', postal: '38118' },
    { city: 'Seattle', state: 'WA', postal: '98108' },
  ],
  BR: [
    { city: 'São Paulo', state: 'SP', postal: '04543-011' },
    { city: 'Campinas', state: 'SP', postal: '13069-380' },
    { city: 'Curitiba', state: 'PR', postal: '81200-100' },
  ],
  NL: [
    { city: 'Rotterdam', state: 'ZH', postal: '3011 AA' },
    { city: 'Venlo', state: 'LI', postal: '5928 PH' },
    { city: 'Eindhoven', state: 'NB', postal: '5611 AZ' },
  ],
};
const nameFirst = [
  'Atlas',
  'Summit',
  'Harbor',
  'Keystone',
  'Pioneer',
  'Bluewater',
  'Redwood',
  'Granite',
  'Silverline',
  'Northstar',
  'Prairie',
  'Coastal',
  'Ironbridge',
  'Evergreen',
  'Meridian Park',
  'Lakeside',
  'Copperfield',
  'Westgate',
  'Horizon',
  'Crescent',
];
const nameTrade = [
  'Industrial Supply',
  'Components',
  'Medical Products',
  'Home Goods',
  'Outdoor Gear',
  'Auto Parts',
  'Foods',
  'Electronics',
  'Chemicals',
  'Apparel',
];
const suffixes: Record<'US' | 'BR' | 'NL', string[]> = {
  US: ['Inc.', 'LLC', 'Co.', 'Corp.'],
  BR: ['Ltda.', 'S.A.'],
  NL: ['B.V.', 'N.V.'],
};
const commodityGroups = [
  ['Printed circuit assemblies', 'Electronic connectors', 'Industrial sensors', 'Cable harnesses'],
  ['Surgical gloves', 'Disposable syringes', 'Diagnostic test kits', 'Wound dressings'],
  ['LCD monitors', 'Lithium-ion battery packs', 'Wireless routers', 'Smart home devices'],
  ['Camping tents', 'Hiking backpacks', 'Down jackets', 'Trekking poles'],
  ['Brake pads', 'Automotive filters', 'Suspension parts', 'Alternators'],
  ['Industrial solvents', 'Resin additives', 'Paint pigments', 'Adhesives'],
  ['Cotton T-shirts', 'Denim jeans', 'Knitted sweaters', 'Sports shoes'],
  ['Frozen shrimp', 'Canned tomatoes', 'Olive oil', 'Green coffee beans, 60 kg bags'],
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A UUID (version 4 layout) from the deterministic generator, so every run makes the same ids. */
export function uuidFrom(random: Random): string {
  const hex = () => random.int(0, 0xffff_ffff).toString(16).padStart(8, '0');
  const h = hex() + hex() + hex() + hex();
  const variant = ((parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The 200 bench companies, with ids and shipment counts (BENCH0001 holds 30 %). Deterministic. */
export function benchCompanies(rows: number): BenchCompany[] {
  const random = createRandom(20_251_201);
  const big = Math.round(rows * bigShare);
  const weights = Array.from({ length: companyCount - 1 }, () => 0.4 + random.next() * 1.2);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const others = weights.map((w) => Math.floor(((rows - big) * w) / weightSum));
  let left = rows - big - others.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % others.length, left -= 1) others[i] = (others[i] ?? 0) + 1;
  return Array.from({ length: companyCount }, (_, i) => {
    const index = i + 1;
    const country = index === 1 || index % 5 < 3 ? 'US' : index % 5 === 3 ? 'BR' : 'NL';
    const place = random.pick(cities[country]);
    const name = `${random.pick(nameFirst)} ${random.pick(nameTrade)} ${random.pick(suffixes[country])}`;
    const streetAddress1 = `${random.int(10, 9800)} ${random.pick(['Commerce', 'Industrial', 'Harbor', 'Market', 'Airport'])} ${random.pick(['Drive', 'Road', 'Way', 'Street'])}`;
    return {
      index,
      code: `BENCH${pad(index, 4)}`,
      companyId: uuidFrom(random),
      countryCode: country,
      name: index === 1 ? 'Atlas Industrial Supply Inc.' : name,
      address: [streetAddress1, place.city, place.state, place.postal, country].join(', '),
      streetAddress1,
      city: place.city,
      stateProvince: place.state,
      postalCode: place.postal,
      commodities: commodityGroups[random.int(0, commodityGroups.length - 1)] ?? ['General cargo'],
      hazardousShare: random.next() < 0.2 ? 0.2 : 0,
      shipments: index === 1 ? big : (others[i - 1] ?? 0),
    };
  });
}
