import { describe, expect, it } from 'vitest';
import { airports } from './airports';
import { type Carrier, carriers } from './carriers';
import { countries } from './countries';
import {
  addressTypes,
  bookingModeCodes,
  bookingModes,
  cargoTypes,
  consigneeTypes,
  deliveryTerms,
  documentTypes,
  eventModules,
  eventTypes,
  freightTerms,
  incoterms,
  notificationEventIds,
  partyTypeCodes,
  partyTypes,
  paymentMethods,
  permissionKeys,
  reportPeriods,
  serviceLevels,
  shipmentSearchTypes,
  statusCodes,
  visibilityOptions,
} from './enumerations';
import { defaultLocaleCode, locales } from './locales';
import { seaports } from './seaports';
import { defaultTimeZoneId, timeZones } from './time-zones';
import { usStates } from './us-states';

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const repeated = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

const countryCodes = new Set<string>(countries.map((c) => c.code));

function expectValidCoordinates(places: readonly { code: string; latitude: number; longitude: number }[]): void {
  const invalid = places.filter(
    (p) =>
      !Number.isFinite(p.latitude) ||
      !Number.isFinite(p.longitude) ||
      p.latitude < -90 ||
      p.latitude > 90 ||
      p.longitude < -180 ||
      p.longitude > 180,
  );
  expect(invalid.map((p) => p.code)).toEqual([]);
}

function expectNear(
  places: readonly { code: string; latitude: number; longitude: number }[],
  code: string,
  latitude: number,
  longitude: number,
  toleranceDegrees = 0.05,
): void {
  const place = places.find((p) => p.code === code);
  expect(place, code).toBeDefined();
  expect(Math.abs((place?.latitude ?? Number.NaN) - latitude), `${code} latitude`).toBeLessThanOrEqual(
    toleranceDegrees,
  );
  expect(Math.abs((place?.longitude ?? Number.NaN) - longitude), `${code} longitude`).toBeLessThanOrEqual(
    toleranceDegrees,
  );
}

describe('countries', () => {
  it('lists the 249 ISO 3166-1 alpha-2 codes once each, in code order', () => {
    expect(countries).toHaveLength(249);
    expect(duplicates(countries.map((c) => c.code))).toEqual([]);
    const codes = countries.map((c) => c.code);
    expect(codes).toEqual([...codes].sort());
  });

  it('uses two uppercase letters and a non-empty name', () => {
    for (const country of countries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.name.trim()).not.toBe('');
    }
  });

  it('includes the countries the portal ships to most', () => {
    for (const code of ['US', 'CA', 'MX', 'BR', 'CN', 'DE', 'GB', 'JP', 'IN'])
      expect(countryCodes.has(code)).toBe(true);
    expect(countries.find((c) => c.code === 'US')?.name).toBe('United States');
  });
});

describe('US states', () => {
  it('holds the 50 states, DC and the five inhabited territories', () => {
    expect(usStates).toHaveLength(56);
    expect(duplicates(usStates.map((s) => s.code))).toEqual([]);
    for (const code of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP']) expect(usStates.some((s) => s.code === code)).toBe(true);
    expect(usStates.find((s) => s.code === 'TX')?.name).toBe('Texas');
    for (const state of usStates) expect(state.code).toMatch(/^[A-Z]{2}$/);
  });
});

describe('time zones', () => {
  it('has unique ids and a non-empty list of IANA names for each zone', () => {
    expect(timeZones.length).toBeGreaterThanOrEqual(120);
    expect(duplicates(timeZones.map((z) => z.id))).toEqual([]);
    for (const zone of timeZones) {
      expect(zone.utc.length, zone.id).toBeGreaterThan(0);
      expect(zone.abbr.trim(), zone.id).not.toBe('');
    }
  });

  it('maps each IANA name to one zone only', () => {
    expect(duplicates(timeZones.flatMap((z) => z.utc))).toEqual([]);
  });

  it('contains the default UTC entry', () => {
    const utc = timeZones.find((z) => z.id === defaultTimeZoneId);
    expect(defaultTimeZoneId).toBe('UTC');
    expect(utc).toEqual({
      id: 'UTC',
      abbr: 'UTC',
      offset: 0,
      isdst: false,
      text: '(UTC) Coordinated Universal Time',
      utc: ['Etc/UTC', 'Etc/GMT', 'UTC'],
    });
  });

  it('keeps offsets within the real range, in quarter hours', () => {
    for (const zone of timeZones) {
      expect(zone.offset).toBeGreaterThanOrEqual(-12);
      expect(zone.offset).toBeLessThanOrEqual(14);
      expect(Number.isInteger(zone.offset * 4), zone.id).toBe(true);
    }
  });

  it('labels each zone with its standard offset: the daylight offset is one hour ahead at most', () => {
    for (const zone of timeZones) {
      if (zone.id === 'UTC') continue;
      const match = /^\(UTC([+-])(\d{2}):(\d{2})\) \S/.exec(zone.text);
      expect(match, zone.text).not.toBeNull();
      if (!match) continue;
      const standard = (match[1] === '-' ? -1 : 1) * (Number(match[2]) + Number(match[3]) / 60);
      if (zone.isdst) {
        expect(zone.offset - standard, zone.id).toBeGreaterThan(0);
        expect(zone.offset - standard, zone.id).toBeLessThanOrEqual(1);
      } else {
        expect(zone.offset, zone.id).toBe(standard);
      }
    }
  });

  it('knows the US Central zone', () => {
    const central = timeZones.find((z) => z.id === 'Central Standard Time');
    expect(central).toMatchObject({
      abbr: 'CDT',
      offset: -5,
      isdst: true,
      text: '(UTC-06:00) Central Time (US & Canada)',
    });
    expect(central?.utc).toContain('America/Chicago');
  });
});

describe('locales', () => {
  it('has unique BCP 47 codes and includes the default', () => {
    expect(duplicates(locales.map((l) => l.locale_code))).toEqual([]);
    expect(locales.some((l) => l.locale_code === defaultLocaleCode)).toBe(true);
    expect(locales.find((l) => l.locale_code === 'en-US')?.locale_name).toBe('English (United States)');
    for (const locale of locales) {
      expect(locale.locale_code).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
      expect(Intl.getCanonicalLocales(locale.locale_code)).toEqual([locale.locale_code]);
      expect(countryCodes.has(locale.locale_code.slice(3))).toBe(true);
    }
  });
});

describe('airports', () => {
  it('has unique three-letter IATA codes', () => {
    expect(airports.length).toBeGreaterThanOrEqual(90);
    expect(duplicates(airports.map((a) => a.code))).toEqual([]);
    for (const airport of airports) expect(airport.code).toMatch(/^[A-Z]{3}$/);
  });

  it('refers only to known countries', () => {
    expect(airports.filter((a) => !countryCodes.has(a.countryCode)).map((a) => a.code)).toEqual([]);
  });

  it('has valid coordinates', () => {
    expectValidCoordinates(airports);
  });

  it('includes the airports the business relies on', () => {
    const required = (
      'DFW CVG VCP GRU LAX ORD JFK MIA ATL IAH SFO SEA MEM SDF ANC EWR BOS YYZ YVR MEX GDL AMS FRA LHR CDG LEJ LGG MXP MAD BRU IST ' +
      'DXB DOH HKG PVG PEK CAN SZX ICN NRT HND TPE SIN BKK KUL DEL BOM SYD MEL AKL JNB NBO ADD EZE SCL BOG LIM PTY GIG CWB POA REC MAO'
    ).split(' ');
    const codes = new Set<string>(airports.map((a) => a.code));
    expect(required.filter((code) => !codes.has(code))).toEqual([]);
  });

  it('places known airports where they are', () => {
    expectNear(airports, 'DFW', 32.9, -97.04);
    expectNear(airports, 'CVG', 39.05, -84.67);
    expectNear(airports, 'VCP', -23.01, -47.13);
    expectNear(airports, 'GRU', -23.43, -46.47);
    expectNear(airports, 'LHR', 51.47, -0.45);
    expectNear(airports, 'HKG', 22.31, 113.92);
    expectNear(airports, 'SYD', -33.94, 151.18);
    expectNear(airports, 'ANC', 61.17, -150.0);
  });

  it('puts each airport in the right hemisphere for its country', () => {
    for (const airport of airports) {
      if (['US', 'CA', 'MX'].includes(airport.countryCode)) expect(airport.longitude, airport.code).toBeLessThan(0);
      if (['AU', 'NZ', 'AR', 'CL', 'ZA'].includes(airport.countryCode))
        expect(airport.latitude, airport.code).toBeLessThan(0);
      if (['CN', 'JP', 'KR', 'IN'].includes(airport.countryCode))
        expect(airport.longitude, airport.code).toBeGreaterThan(60);
    }
  });
});

describe('seaports', () => {
  it('has unique UN/LOCODEs that start with the port country', () => {
    expect(seaports.length).toBeGreaterThanOrEqual(70);
    expect(duplicates(seaports.map((p) => p.code))).toEqual([]);
    for (const port of seaports) {
      expect(port.code).toHaveLength(5);
      expect(port.code).toMatch(/^[A-Z]{2}[A-Z2-9]{3}$/);
      expect(port.code.slice(0, 2), port.code).toBe(port.countryCode);
    }
  });

  it('refers only to known countries', () => {
    expect(seaports.filter((p) => !countryCodes.has(p.countryCode)).map((p) => p.code)).toEqual([]);
  });

  it('has valid coordinates', () => {
    expectValidCoordinates(seaports);
  });

  it('includes the main gateway ports', () => {
    const codes = new Set<string>(seaports.map((p) => p.code));
    const required = [
      'USLAX',
      'USLGB',
      'USNYC',
      'USSAV',
      'USHOU',
      'NLRTM',
      'DEHAM',
      'BEANR',
      'SGSIN',
      'CNSHA',
      'CNNGB',
    ];
    expect(required.filter((code) => !codes.has(code))).toEqual([]);
  });

  it('places known ports where they are', () => {
    expectNear(seaports, 'USLAX', 33.74, -118.27);
    expectNear(seaports, 'NLRTM', 51.95, 4.14, 0.3);
    expectNear(seaports, 'SGSIN', 1.26, 103.82, 0.1);
    expectNear(seaports, 'BRSSZ', -23.96, -46.3, 0.1);
  });
});

describe('carriers', () => {
  const list: readonly Carrier[] = carriers;
  const ocean = list.filter((c) => c.mode === 'OCEAN');
  const air = list.filter((c) => c.mode === 'AIR');

  it('has unique codes and both modes', () => {
    expect(duplicates(list.map((c) => c.code))).toEqual([]);
    expect(ocean.length).toBeGreaterThan(10);
    expect(air.length).toBeGreaterThan(10);
  });

  it('gives each ocean carrier a SCAC of 2 to 4 uppercase letters, used as its code', () => {
    for (const carrier of ocean) {
      expect(carrier.scac, carrier.name).toMatch(/^[A-Z]{2,4}$/);
      expect(carrier.code).toBe(carrier.scac);
      expect(carrier.awbPrefix).toBeUndefined();
    }
    expect(duplicates(ocean.map((c) => c.scac))).toEqual([]);
  });

  it('gives each air carrier its IATA code and a unique three-digit AWB prefix', () => {
    for (const carrier of air) {
      expect(carrier.iataCode, carrier.name).toMatch(/^[A-Z0-9]{2}$/);
      expect(carrier.code).toBe(carrier.iataCode);
      expect(carrier.awbPrefix, carrier.name).toMatch(/^\d{3}$/);
      expect(carrier.scac).toBeUndefined();
    }
    expect(duplicates(air.map((c) => c.awbPrefix))).toEqual([]);
  });

  it('knows well-known codes', () => {
    expect(list.find((c) => c.code === 'MAEU')?.name).toBe('Maersk');
    expect(list.find((c) => c.code === 'AA')?.awbPrefix).toBe('001');
    expect(list.find((c) => c.code === 'EK')?.awbPrefix).toBe('176');
    expect(list.find((c) => c.code === '5X')?.awbPrefix).toBe('406');
  });
});

describe('enumerations', () => {
  it('has unique codes in every code list', () => {
    const lists: Record<string, readonly { code: string }[]> = {
      documentTypes,
      visibilityOptions,
      cargoTypes,
      freightTerms,
      consigneeTypes,
      serviceLevels,
      paymentMethods,
      reportPeriods,
      deliveryTerms,
      incoterms,
    };
    for (const [name, list] of Object.entries(lists)) {
      expect(duplicates(list.map((item) => item.code)), name).toEqual([]);
      expect(list.length, name).toBeGreaterThan(0);
    }
    const plain: Record<string, readonly string[]> = {
      statusCodes,
      permissionKeys,
      partyTypes,
      addressTypes,
      bookingModes,
      bookingModeCodes,
    };
    for (const [name, list] of Object.entries(plain)) expect(duplicates(list), name).toEqual([]);
    expect(duplicates(shipmentSearchTypes.map((s) => s.value))).toEqual([]);
    expect(duplicates(Object.values(partyTypeCodes))).toEqual([]);
  });

  it('offers the three quick-booking documents', () => {
    expect(documentTypes.filter((d) => d.quickBooking).map((d) => d.code)).toEqual([
      'COMMINVOICE',
      'PACKLIST',
      'SHIPLETTER',
    ]);
  });

  it('pairs each booking mode label with a code', () => {
    expect(bookingModes).toHaveLength(bookingModeCodes.length);
    bookingModes.forEach((label, index) => {
      expect(bookingModeCodes[index]).toBe(label.toUpperCase());
    });
  });

  it('lists the eleven Incoterms 2020 rules', () => {
    expect(incoterms.map((i) => i.code).sort()).toEqual([
      'CFR',
      'CIF',
      'CIP',
      'CPT',
      'DAP',
      'DDP',
      'DPU',
      'EXW',
      'FAS',
      'FCA',
      'FOB',
    ]);
  });

  it('has unique event codes that match the notification ids per module', () => {
    expect(duplicates(eventTypes.map((e) => e.code))).toEqual([]);
    for (const module of eventModules) {
      expect(
        eventTypes.filter((e) => e.module === module).map((e) => e.code),
        module,
      ).toEqual([...notificationEventIds[module]]);
    }
    const notified = Object.values(notificationEventIds).flat();
    expect(duplicates(notified)).toEqual([]);
    expect(notified).toHaveLength(eventTypes.length);
  });
});
