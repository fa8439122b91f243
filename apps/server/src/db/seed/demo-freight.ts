import { eq, inArray } from 'drizzle-orm';
import type { AirPortRestrictionList } from '@connect/domain/freight/port-restrictions';
import type { Database } from '../client';
import {
  freightAccessorialCharges,
  freightAirLanes,
  freightOceanCharges,
  freightOceanLanes,
  freightPortRestrictions,
  freightTariffCustomers,
  freightTariffs,
} from '../schema/freight';
import { companies } from '../schema/identity';
import { appSettings } from '../schema/settings';

/**
 * Demo sell-rate tariffs (issue #18): an air and an ocean tariff for every demo customer on real lanes from its
 * own gateways (Dallas DFW, Houston IAH/USHOU, Irvine LAX, Cincinnati CVG, Campinas VCP, São Paulo GRU/BRSSZ,
 * Aalsmeer AMS, Rotterdam NLRTM), one accessorial tariff for all, one expired tariff, and the two special customer
 * lists of spec 1 §6 (Gulf Coast Medical on DFW_ONLY, Ohio Valley Outdoor Gear on CVG_ONLY). Money in cents.
 * Validity is relative to the day of seeding: current tariffs run from 30 days before to a year after.
 */

const settingKey = 'demo_freight_version';

type Margin = { margin: number; marginType: 'K' | 'FLAT' | 'PERCENT' };
type Handling = {
  originCharge: number;
  originUnit: 'K' | 'S';
  originMinimum: number;
  destHandlingCharge: number;
  destHandlingUnit: 'K' | 'S';
  destHandlingMin: number;
};
/** rate0, rate45, rate100, rate300, rate500, rate1000 in cents per kg (Express); Economy is 85 % of each. */
type AirLane = [origin: string, destination: string, rates: number[], freightMinimum: number, transitDays: number];
type OceanLane = [loading: string, discharge: string, carrier: string, freightPerBox: number, transitDays: number];

type CustomerTariffs = {
  code: string;
  margin: Margin;
  handling: Handling;
  air: AirLane[];
  ocean: OceanLane[];
};

const usHandling: Handling = {
  originCharge: 15,
  originUnit: 'K',
  originMinimum: 3_500,
  destHandlingCharge: 4_500,
  destHandlingUnit: 'S',
  destHandlingMin: 0,
};
const brHandling: Handling = {
  originCharge: 6_000,
  originUnit: 'S',
  originMinimum: 0,
  destHandlingCharge: 20,
  destHandlingUnit: 'K',
  destHandlingMin: 4_000,
};
const nlHandling: Handling = {
  originCharge: 12,
  originUnit: 'K',
  originMinimum: 4_000,
  destHandlingCharge: 5_000,
  destHandlingUnit: 'S',
  destHandlingMin: 0,
};

/** The worked example of the tests and docs: LSCOMP DFW → GRU Express is 5.50 / 4.20 / 3.80 / 3.40 / 3.10 / 2.90. */
export const demoWorkedLane = { rates: [550, 420, 380, 340, 310, 290], freightMinimum: 7_500 };

export const demoFreightTariffs: readonly CustomerTariffs[] = [
  {
    code: 'LSCOMP',
    margin: { margin: 10, marginType: 'K' },
    handling: usHandling,
    air: [
      ['DFW', 'GRU', demoWorkedLane.rates, demoWorkedLane.freightMinimum, 3],
      ['DFW', 'VCP', [565, 430, 390, 350, 320, 300], 7_500, 3],
      ['DFW', 'AMS', [480, 360, 330, 300, 280, 260], 7_000, 2],
      ['DFW', 'FRA', [495, 370, 340, 310, 285, 265], 7_000, 2],
      ['IAH', 'GRU', [540, 415, 375, 335, 305, 285], 7_500, 3],
    ],
    ocean: [
      ['USHOU', 'BRSSZ', 'MAEU', 185_000, 24],
      ['USHOU', 'BRSSZ', 'MSCU', 178_000, 27],
      ['USHOU', 'NLRTM', 'HLCU', 165_000, 18],
    ],
  },
  {
    code: 'GCMEDS',
    margin: { margin: 1_000, marginType: 'PERCENT' },
    handling: usHandling,
    air: [
      ['DFW', 'GRU', [560, 425, 385, 345, 315, 295], 7_500, 3],
      ['DFW', 'VCP', [575, 440, 395, 355, 325, 305], 7_500, 3],
      // Priced, but Gulf Coast Medical is on the DFW-only list: the server refuses these lanes.
      ['IAH', 'GRU', [545, 420, 380, 340, 310, 290], 7_500, 3],
      ['IAH', 'AMS', [470, 355, 325, 295, 275, 255], 7_000, 2],
    ],
    ocean: [['USHOU', 'NLRTM', 'MAEU', 168_000, 18]],
  },
  {
    code: 'PRELEC',
    margin: { margin: 2_500, marginType: 'FLAT' },
    handling: usHandling,
    air: [
      ['LAX', 'AMS', [520, 395, 360, 325, 300, 280], 7_500, 2],
      ['LAX', 'GRU', [610, 465, 420, 380, 350, 330], 8_000, 4],
    ],
    ocean: [['USLAX', 'NLRTM', 'CMDU', 245_000, 30]],
  },
  {
    code: 'OVOGEAR',
    margin: { margin: 12, marginType: 'K' },
    handling: usHandling,
    air: [
      ['CVG', 'VCP', [585, 445, 400, 360, 330, 310], 7_500, 3],
      ['CVG', 'GRU', [580, 440, 398, 358, 328, 308], 7_500, 3],
      // Priced, but Ohio Valley is on the CVG-only list to VCP or GRU: the server refuses this lane.
      ['CVG', 'AMS', [495, 375, 340, 310, 285, 265], 7_000, 2],
    ],
    ocean: [['USSAV', 'BRSSZ', 'MSCU', 172_000, 21]],
  },
  {
    code: 'SERRAZ',
    margin: { margin: 800, marginType: 'PERCENT' },
    handling: brHandling,
    air: [
      ['VCP', 'AMS', [450, 340, 310, 285, 265, 245], 6_500, 2],
      ['VCP', 'MIA', [390, 295, 270, 245, 230, 215], 6_000, 2],
      ['GRU', 'DFW', [430, 325, 295, 270, 250, 235], 6_500, 3],
    ],
    ocean: [
      ['BRSSZ', 'NLRTM', 'MAEU', 155_000, 19],
      ['BRSSZ', 'USHOU', 'MSCU', 149_000, 23],
    ],
  },
  {
    code: 'PAUPEC',
    margin: { margin: 3_000, marginType: 'FLAT' },
    handling: brHandling,
    air: [
      ['GRU', 'DFW', [440, 330, 300, 275, 255, 240], 6_500, 3],
      ['GRU', 'CVG', [455, 345, 315, 285, 265, 250], 6_500, 3],
      ['GRU', 'FRA', [470, 355, 325, 295, 275, 255], 7_000, 2],
    ],
    ocean: [
      ['BRSSZ', 'USHOU', 'MAEU', 151_000, 22],
      ['BRSSZ', 'USSAV', 'HLCU', 147_000, 20],
    ],
  },
  {
    code: 'VDBHORT',
    margin: { margin: 8, marginType: 'K' },
    handling: nlHandling,
    air: [
      ['AMS', 'GRU', [460, 350, 320, 290, 270, 250], 6_500, 2],
      ['AMS', 'IAH', [410, 310, 285, 260, 240, 225], 6_000, 2],
      ['AMS', 'DFW', [415, 315, 288, 262, 242, 228], 6_000, 2],
    ],
    ocean: [['NLRTM', 'USHOU', 'HLCU', 158_000, 17]],
  },
  {
    code: 'RIJNCHEM',
    margin: { margin: 1_200, marginType: 'PERCENT' },
    handling: nlHandling,
    air: [['AMS', 'ORD', [405, 305, 280, 255, 238, 222], 6_000, 1]],
    ocean: [
      ['NLRTM', 'BRSSZ', 'MAEU', 162_000, 19],
      ['NLRTM', 'USNYC', 'CMDU', 139_000, 11],
      ['NLRTM', 'USHOU', 'MSCU', 152_000, 18],
    ],
  },
];

const addDays = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export const demoPortRestrictions: Readonly<Record<string, AirPortRestrictionList>> = {
  GCMEDS: 'DFW_ONLY',
  OVOGEAR: 'CVG_ONLY',
};

/** The demo tariffs and lists, once per database (after the demo companies exist). */
export async function seedDemoFreight(db: Database): Promise<void> {
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, settingKey));
  if (done) return;
  const rows = await db
    .select({ id: companies.id, code: companies.code })
    .from(companies)
    .where(
      inArray(
        companies.code,
        demoFreightTariffs.map((t) => t.code),
      ),
    );
  if (rows.length === 0) return;
  const idOf = new Map(rows.map((r) => [r.code, r.id]));
  const validFrom = addDays(-30);
  const validTo = addDays(365);
  const year = validFrom.slice(0, 4);
  await db.transaction(async (tx) => {
    const newTariff = async (
      tariffNumber: string,
      kind: 'AIR' | 'OCEAN' | 'ACCESSORIAL',
      description: string,
      companyIds: string[],
      validity = { validFrom, validTo },
    ) => {
      const [tariff] = await tx
        .insert(freightTariffs)
        .values({ tariffNumber, kind, description, ...validity })
        .returning({ id: freightTariffs.id });
      if (!tariff) throw new Error(`tariff ${tariffNumber} was not created`);
      await tx
        .insert(freightTariffCustomers)
        .values(companyIds.map((companyId) => ({ tariffId: tariff.id, companyId })));
      return tariff.id;
    };
    for (const customer of demoFreightTariffs) {
      const companyId = idOf.get(customer.code);
      if (!companyId) continue;
      const airId = await newTariff(`AF-${year}-${customer.code}`, 'AIR', `Air freight sell rates, ${customer.code}`, [
        companyId,
      ]);
      await tx.insert(freightAirLanes).values(
        customer.air.flatMap(([originPort, destinationPort, rates, freightMinimum, transitDays]) =>
          (['Express', 'Economy'] as const).map((serviceLevel) => {
            const f = serviceLevel === 'Express' ? 1 : 0.85;
            const r = rates.map((x) => Math.round(x * f));
            return {
              tariffId: airId,
              originPort,
              destinationPort,
              serviceLevel,
              carrierCode: null,
              rate0: r[0] ?? 0,
              rate45: r[1] ?? 0,
              rate100: r[2] ?? 0,
              rate300: r[3] ?? 0,
              rate500: r[4] ?? 0,
              rate1000: r[5] ?? 0,
              ...customer.margin,
              ...customer.handling,
              freightMinimum,
              transitDays: serviceLevel === 'Express' ? transitDays : transitDays + 2,
            };
          }),
        ),
      );
      const oceanId = await newTariff(
        `OF-${year}-${customer.code}`,
        'OCEAN',
        `Ocean FCL sell rates, ${customer.code}`,
        [companyId],
      );
      for (const [portOfLoading, portOfDischarge, carrierCode, freightPerBox, transitDays] of customer.ocean) {
        const [lane] = await tx
          .insert(freightOceanLanes)
          .values({
            tariffId: oceanId,
            portOfLoading,
            portOfDischarge,
            carrierCode,
            containerType: "20' GP",
            transitDays,
          })
          .returning({ id: freightOceanLanes.id });
        if (!lane) throw new Error('ocean lane was not created');
        await tx.insert(freightOceanCharges).values([
          {
            laneId: lane.id,
            lineNo: 1,
            chargeCode: 'OFR',
            description: 'Ocean freight',
            amountCents: freightPerBox,
            isPerUnit: true,
          },
          {
            laneId: lane.id,
            lineNo: 2,
            chargeCode: 'BAF',
            description: 'Bunker adjustment factor',
            amountCents: 32_000,
            isPerUnit: true,
          },
          {
            laneId: lane.id,
            lineNo: 3,
            chargeCode: 'THC',
            description: 'Origin terminal handling',
            amountCents: 27_500,
            isPerUnit: true,
          },
          {
            laneId: lane.id,
            lineNo: 4,
            chargeCode: 'DOC',
            description: 'Documentation fee',
            amountCents: 7_500,
            isPerUnit: false,
          },
        ]);
      }
    }
    // Last year's air tariff of Lone Star Components: expired, so its DFW → MEX lane is never offered.
    const lscomp = idOf.get('LSCOMP');
    if (lscomp) {
      const expiredId = await newTariff(`AF-EXPIRED-LSCOMP`, 'AIR', 'Expired air tariff', [lscomp], {
        validFrom: addDays(-400),
        validTo: addDays(-35),
      });
      await tx.insert(freightAirLanes).values({
        tariffId: expiredId,
        originPort: 'DFW',
        destinationPort: 'MEX',
        serviceLevel: 'Express',
        rate0: 300,
        rate45: 250,
        rate100: 220,
        rate300: 200,
        rate500: 190,
        rate1000: 180,
        ...usHandling,
        margin: 0,
        marginType: 'FLAT',
        freightMinimum: 5_000,
        transitDays: 1,
      });
    }
    const accessorialId = await newTariff(`AS-${year}-ALL`, 'ACCESSORIAL', 'Accessorial sell rates', [
      ...idOf.values(),
    ]);
    await tx.insert(freightAccessorialCharges).values([
      {
        tariffId: accessorialId,
        chargeCode: 'LIFT',
        description: 'Liftgate delivery',
        mode: 'ANY',
        unit: 'S',
        amountCents: 7_500,
      },
      {
        tariffId: accessorialId,
        chargeCode: 'HAZ',
        description: 'Dangerous goods handling',
        mode: 'ANY',
        unit: 'S',
        amountCents: 15_000,
      },
      {
        tariffId: accessorialId,
        chargeCode: 'SCR',
        description: 'Air cargo screening',
        mode: 'AIR',
        unit: 'K',
        amountCents: 5,
        minimumCents: 2_500,
      },
      {
        tariffId: accessorialId,
        chargeCode: 'CHS',
        description: 'Chassis usage',
        mode: 'OCEAN',
        unit: 'C',
        amountCents: 12_500,
      },
    ]);
    const lists = Object.entries(demoPortRestrictions).flatMap(([code, listCode]) => {
      const companyId = idOf.get(code);
      return companyId ? [{ companyId, listCode }] : [];
    });
    if (lists.length > 0) await tx.insert(freightPortRestrictions).values(lists);
    await tx.insert(appSettings).values({ key: settingKey, value: 1 });
  });
}
