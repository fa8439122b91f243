import type { TariffInputParsed } from '@connect/contracts/freight/tariffs.schemas';
import { parseCents } from '@connect/domain/freight/money';
import type {
  freightAccessorialCharges,
  freightAirLanes,
  freightOceanCharges,
  freightOceanLanes,
} from '../../db/schema/freight';

export type AirLaneValues = Omit<typeof freightAirLanes.$inferInsert, 'id' | 'tariffId'>;
export type OceanLaneValues = Omit<typeof freightOceanLanes.$inferInsert, 'id' | 'tariffId'> & {
  charges: Omit<typeof freightOceanCharges.$inferInsert, 'laneId' | 'lineNo'>[];
};
export type AccessorialValues = Omit<typeof freightAccessorialCharges.$inferInsert, 'id' | 'tariffId'>;

/**
 * A tariff's lanes as the tables hold them (money in integer cents), from the checked input of the tariff form, the
 * import (decision 065) or the lane form (decision 080), and each lane's key (what may not be given twice).
 */

type AirLaneParsed = Extract<TariffInputParsed, { kind: 'AIR' }>['airLanes'] & object;
type OceanLaneParsed = Extract<TariffInputParsed, { kind: 'OCEAN' }>['oceanLanes'] & object;
type AccessorialParsed = Extract<TariffInputParsed, { kind: 'ACCESSORIAL' }>['accessorialCharges'] & object;
export type AirLaneChecked = AirLaneParsed[number];
export type OceanLaneChecked = OceanLaneParsed[number];
export type AccessorialChecked = AccessorialParsed[number];

const cents = (v: string) => parseCents(v) ?? 0;

export const airLaneKey = (l: AirLaneChecked) => `${l.originPort} → ${l.destinationPort} ${l.serviceLevel}`;
export const oceanLaneKey = (l: OceanLaneChecked) =>
  `${l.portOfLoading} → ${l.portOfDischarge} ${l.carrierCode} ${l.containerType}`;
export const accessorialKey = (c: AccessorialChecked) => c.chargeCode;

export function airLaneValues(l: AirLaneChecked): AirLaneValues {
  return {
    originPort: l.originPort,
    destinationPort: l.destinationPort,
    serviceLevel: l.serviceLevel,
    carrierCode: l.carrierCode,
    rate0: cents(l.rate0),
    rate45: cents(l.rate45),
    rate100: cents(l.rate100),
    rate300: cents(l.rate300),
    rate500: cents(l.rate500),
    rate1000: cents(l.rate1000),
    margin: cents(l.margin),
    marginType: l.marginType,
    originCharge: cents(l.originCharge),
    originUnit: l.originUnit,
    originMinimum: cents(l.originMinimum),
    freightMinimum: cents(l.freightMinimum),
    destHandlingCharge: cents(l.destHandlingCharge),
    destHandlingUnit: l.destHandlingUnit,
    destHandlingMin: cents(l.destHandlingMin),
    transitDays: l.transitDays,
  };
}

export function oceanLaneValues(l: OceanLaneChecked): OceanLaneValues {
  return {
    portOfLoading: l.portOfLoading,
    portOfDischarge: l.portOfDischarge,
    carrierCode: l.carrierCode,
    containerType: l.containerType,
    transitDays: l.transitDays,
    charges: l.charges.map((c) => ({
      chargeCode: c.chargeCode,
      description: c.description,
      amountCents: cents(c.amount),
      isPerUnit: c.isPerUnit,
    })),
  };
}

export function accessorialValues(c: AccessorialChecked): AccessorialValues {
  return {
    chargeCode: c.chargeCode,
    description: c.description,
    mode: c.mode,
    unit: c.unit,
    amountCents: cents(c.amount),
    minimumCents: cents(c.minimum),
  };
}
