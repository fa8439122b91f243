import { markDuplicates, normalizeForMatch } from '@connect/domain/address/duplicate-addresses';
import type { AddressType } from '@connect/domain/reference/enumerations';
import { cleanText } from '@connect/domain/text/clean-text';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { addressDuplicates, addresses } from '../schema/addressbook';
import { companies } from '../schema/identity';
import { appSettings } from '../schema/settings';

export const demoAddressesSeedVersion = 1;
const settingKey = 'demo_addresses_seed_version';

type DemoAddress = {
  addressType: AddressType;
  name: string;
  address: string;
  city: string;
  stateProvince?: string;
  postalCode?: string;
  countryCode: string;
  contactPersonName?: string;
  email?: string;
  telNo?: string;
  taxId?: string;
  nearestAirportCode?: string;
  nearestOceanPortLocationCode?: string;
};

/** The trading partners of the shipment demo data (same names), with addresses in their real cities. */
const partners = {
  huaxin: {
    addressType: 'SHIPPER',
    name: 'Shenzhen Huaxin Electronics Co., Ltd.',
    address: '88 Keji South 12th Road\nNanshan District',
    city: 'Shenzhen',
    stateProvince: 'Guangdong',
    postalCode: '518057',
    countryCode: 'CN',
    contactPersonName: 'Li Wei',
    email: 'export@huaxin-electronics.example',
    telNo: '+8675586001234',
    nearestAirportCode: 'SZX',
    nearestOceanPortLocationCode: 'CNYTN',
  },
  everbright: {
    addressType: 'SHIPPER',
    name: 'Ningbo Everbright Manufacturing Co.',
    address: '1566 Mingzhou Road\nBeilun District',
    city: 'Ningbo',
    stateProvince: 'Zhejiang',
    postalCode: '315800',
    countryCode: 'CN',
    contactPersonName: 'Chen Jing',
    telNo: '+8657486201177',
    nearestAirportCode: 'NGB',
    nearestOceanPortLocationCode: 'CNNGB',
  },
  busan: {
    addressType: 'SHIPPER',
    name: 'Busan Precision Industries Co.',
    address: '45 Noksansaneop-jungro 192beon-gil\nGangseo-gu',
    city: 'Busan',
    postalCode: '46752',
    countryCode: 'KR',
    contactPersonName: 'Park Min-jun',
    nearestAirportCode: 'PUS',
    nearestOceanPortLocationCode: 'KRPUS',
  },
  saigon: {
    addressType: 'SHIPPER',
    name: 'Saigon Textile Export JSC',
    address: 'Lot C3, Tan Thuan Export Processing Zone\nDistrict 7',
    city: 'Ho Chi Minh City',
    postalCode: '700000',
    countryCode: 'VN',
    contactPersonName: 'Nguyen Thi Lan',
    nearestAirportCode: 'SGN',
    nearestOceanPortLocationCode: 'VNSGN',
  },
  hamburg: {
    addressType: 'OVERSEAS',
    name: 'Hamburger Maschinenbau GmbH',
    address: 'Billstrasse 112',
    city: 'Hamburg',
    postalCode: '20539',
    countryCode: 'DE',
    contactPersonName: 'Jonas Becker',
    taxId: 'DE812345678',
    nearestAirportCode: 'HAM',
    nearestOceanPortLocationCode: 'DEHAM',
  },
  midwest: {
    addressType: 'CONSIGNEE',
    name: 'Midwest Grocers Cooperative',
    address: '2400 W Roosevelt Rd',
    city: 'Chicago',
    stateProvince: 'IL',
    postalCode: '60608',
    countryCode: 'US',
    contactPersonName: 'Dana Kowalski',
    email: 'receiving@midwestgrocers.example',
    telNo: '+13125550148',
    nearestAirportCode: 'ORD',
  },
  carolina: {
    addressType: 'CONSIGNEE',
    name: 'Carolina Roasting Company',
    address: '915 Atando Ave',
    city: 'Charlotte',
    stateProvince: 'NC',
    postalCode: '28206',
    countryCode: 'US',
    contactPersonName: 'Marcus Hill',
    nearestAirportCode: 'CLT',
    nearestOceanPortLocationCode: 'USCHS',
  },
  hollandFresh: {
    addressType: 'CONSIGNEE',
    name: 'Holland Fresh Imports B.V.',
    address: 'Transportweg 21',
    city: 'Rotterdam',
    postalCode: '3045 NB',
    countryCode: 'NL',
    contactPersonName: 'Sanne de Vries',
    nearestAirportCode: 'RTM',
    nearestOceanPortLocationCode: 'NLRTM',
  },
  thames: {
    addressType: 'CONSIGNEE',
    name: 'Thames Valley Florists Ltd.',
    address: 'Unit 4, Kennet Side Industrial Estate',
    city: 'Reading',
    postalCode: 'RG1 3EA',
    countryCode: 'GB',
    contactPersonName: 'Olivia Hughes',
    nearestAirportCode: 'LHR',
  },
  monterrey: {
    addressType: 'CONSIGNEE',
    name: 'Monterrey Autopartes S.A. de C.V.',
    address: 'Av. Ruiz Cortines 2333 Pte.\nCol. Pedro Lozano',
    city: 'Monterrey',
    stateProvince: 'NL',
    postalCode: '64400',
    countryCode: 'MX',
    contactPersonName: 'Alejandro Garza',
    taxId: 'MAU0102034K5',
    nearestAirportCode: 'MTY',
  },
  jebelAli: {
    addressType: 'CONSIGNEE',
    name: 'Jebel Ali Garden Centre LLC',
    address: 'Plot S30209, Jebel Ali Free Zone South',
    city: 'Dubai',
    countryCode: 'AE',
    contactPersonName: 'Omar Haddad',
    nearestAirportCode: 'DXB',
    nearestOceanPortLocationCode: 'AEJEA',
  },
  straits: {
    addressType: 'CONSIGNEE',
    name: 'Straits Chemical Distribution Pte. Ltd.',
    address: '20 Tuas Avenue 1',
    city: 'Singapore',
    postalCode: '639499',
    countryCode: 'SG',
    contactPersonName: 'Tan Wei Ming',
    nearestAirportCode: 'SIN',
    nearestOceanPortLocationCode: 'SGSIN',
  },
} satisfies Record<string, DemoAddress>;

/** Each demo company's book: its own sites, the partners of its lanes, and a few entries to tidy up. */
const books: Record<string, DemoAddress[]> = {
  LSCOMP: [
    {
      addressType: 'PRIMARY',
      name: 'Lone Star Components LLC',
      address: '4100 Spring Valley Rd\nSuite 300',
      city: 'Dallas',
      stateProvince: 'TX',
      postalCode: '75244',
      countryCode: 'US',
      contactPersonName: 'Rebecca Alvarez',
      telNo: '+12145550199',
      nearestAirportCode: 'DFW',
    },
    {
      addressType: 'WAREHOUSE',
      name: 'Lone Star Components - Grand Prairie DC',
      address: '2201 W Marshall Dr',
      city: 'Grand Prairie',
      stateProvince: 'TX',
      postalCode: '75051',
      countryCode: 'US',
      contactPersonName: 'Luis Ortega',
      nearestAirportCode: 'DFW',
    },
    partners.huaxin,
    // Typed again by another colleague: the duplicate check links it to the entry above.
    { ...partners.huaxin, name: 'Shenzhen Huaxin Electronics Co Ltd', address: '88 Keji S. 12th Rd', email: '' },
    partners.everbright,
    partners.busan,
    partners.saigon,
    partners.hamburg,
    partners.monterrey,
    // Entered without state or a full ZIP: shown as needing review.
    {
      addressType: 'DELIVER',
      name: 'Austin Robotics Lab',
      address: '6500 River Place Blvd',
      city: 'Austin',
      postalCode: '7873',
      countryCode: 'US',
    },
  ],
  GCMEDS: [
    {
      addressType: 'PRIMARY',
      name: 'Gulf Coast Medical Supply Inc.',
      address: '8800 Kirby Dr',
      city: 'Houston',
      stateProvince: 'TX',
      postalCode: '77054',
      countryCode: 'US',
      nearestAirportCode: 'IAH',
      nearestOceanPortLocationCode: 'USHOU',
    },
    partners.huaxin,
    partners.saigon,
    partners.midwest,
  ],
  PRELEC: [
    {
      addressType: 'PRIMARY',
      name: 'Pacific Rim Electronics Inc.',
      address: '17 Technology Dr',
      city: 'Irvine',
      stateProvince: 'CA',
      postalCode: '92618',
      countryCode: 'US',
      nearestAirportCode: 'LAX',
      nearestOceanPortLocationCode: 'USLGB',
    },
    partners.huaxin,
    partners.busan,
    partners.everbright,
  ],
  OVOGEAR: [partners.saigon, partners.everbright, partners.midwest],
  SERRAZ: [
    {
      addressType: 'PRIMARY',
      name: 'Café Serra Azul Exportação Ltda.',
      address: 'Rodovia Dom Pedro I, km 134',
      city: 'Campinas',
      stateProvince: 'SP',
      postalCode: '13097-000',
      countryCode: 'BR',
      nearestAirportCode: 'VCP',
      nearestOceanPortLocationCode: 'BRSSZ',
    },
    partners.carolina,
    partners.hamburg,
    partners.hollandFresh,
  ],
  PAUPEC: [partners.monterrey, partners.hamburg, partners.midwest],
  VDBHORT: [partners.thames, partners.jebelAli, partners.hollandFresh],
  RIJNCHEM: [partners.straits, partners.hamburg, partners.jebelAli],
};

/** Demo address books (fixed content): runs once per database, after the demo companies exist. */
export async function seedDemoAddresses(db: Database): Promise<void> {
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, settingKey));
  if (done) return;
  const rows = await db
    .select({ id: companies.id, code: companies.code })
    .from(companies)
    .where(inArray(companies.code, Object.keys(books)));
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    for (const company of rows) {
      const book = books[company.code] ?? [];
      const inserted = await tx
        .insert(addresses)
        .values(
          book.map((a) => ({
            ...a,
            // The seed stores what the form would: ASCII text (the form's cleaning), keys for the duplicate check.
            name: cleanText(a.name),
            address: cleanText(a.address),
            city: cleanText(a.city),
            nameKey: normalizeForMatch(a.name),
            cityKey: normalizeForMatch(a.city),
            companyId: company.id,
          })),
        )
        .returning();
      const links = markDuplicates(
        inserted.map((a) => ({ addressId: a.id, name: a.name, city: a.city, countryCode: a.countryCode })),
      ).flatMap((a) => a.duplicateAddress.map((duplicateId) => ({ addressId: a.addressId, duplicateId })));
      if (links.length > 0) await tx.insert(addressDuplicates).values(links);
    }
    await tx.insert(appSettings).values({ key: settingKey, value: demoAddressesSeedVersion });
  });
}
