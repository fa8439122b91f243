import { airports } from '@connect/domain/reference/airports';
import { carriers } from '@connect/domain/reference/carriers';
import { seaports } from '@connect/domain/reference/seaports';
import { applyShipmentEvent, type ShipmentEventState } from '@connect/domain/shipments/milestones';
import type { MilestoneDateColumn } from '@connect/domain/shipments/shipment-progress';
import type { Random } from './random';

/**
 * Believable shipments for the demo companies and the scale data set: real ports, airports and carriers, a
 * coherent timeline (booked → picked up → … → delivered) whose past milestones are actual and future ones
 * estimated, status and flags set by the same rule the integration feed uses (its events go through
 * `applyShipmentEvent`, decision 032), exceptions, partial arrivals, and a few shipments whose ETA or port is still
 * unknown ("data pending"). Every shipment has been booked by the day it is made (its Shipper Booked milestone is
 * done, never in the future).
 */

export type ShipmentCompanyProfile = {
  companyId: string;
  countryCode: string;
  name: string;
  address: string;
  /** Goods this company ships. */
  commodities: readonly string[];
  /** Share of its shipments that are hazardous (0..1). */
  hazardousShare?: number;
};

export type GeneratedEvent = {
  eventCode: number;
  estimatedAt: Date | null;
  actualAt: Date | null;
  locationCode: string;
  locationName: string;
  description: string;
};

export type GeneratedShipment = {
  shipment: Record<string, unknown> & { documentNo: string; companyId: string; billDate: string };
  events: GeneratedEvent[];
  references: { refType: 'INV' | 'PO' | 'CUS'; refValue: string }[];
  containers: { containerNo: string; containerType: string; sealNo: string }[];
  notes: { kind: 'note' | 'exception'; body: string; author: string; createdAt: Date }[];
  documents: { docType: string; fileName: string; enteredBy: string; createdAt: Date }[];
};

type Place = { code: string; name: string; country: string; lat: number; lon: number };

const airPlaces: Place[] = airports.map((a) => ({
  code: a.code,
  name: a.city,
  country: a.countryCode,
  lat: a.latitude,
  lon: a.longitude,
}));
const seaPlaces: Place[] = seaports.map((p) => ({
  code: p.code,
  name: p.name,
  country: p.countryCode,
  lat: p.latitude,
  lon: p.longitude,
}));
const oceanCarriers = carriers.filter((c) => c.mode === 'OCEAN');
const airCarriers = carriers.filter((c) => c.mode === 'AIR' && c.awbPrefix);
const truckers = [
  { code: 'ODFL', name: 'Old Dominion Freight Line' },
  { code: 'SAIA', name: 'Saia LTL Freight' },
  { code: 'EXLA', name: 'Estes Express Lines' },
  { code: 'FXFE', name: 'FedEx Freight' },
  { code: 'RLCA', name: 'R+L Carriers' },
];
const vessels = [
  'MAERSK EINDHOVEN',
  'MSC GULSUN',
  'CMA CGM JACQUES SAADE',
  'EVER GIVEN',
  'HMM ALGECIRAS',
  'ONE INNOVATION',
  'COSCO SHIPPING UNIVERSE',
  'OOCL HONG KONG',
  'YM WELLNESS',
  'ZIM KINGSTON',
  'HAPAG EXPRESS BERLIN',
  'MSC ISABELLA',
];
const containerTypes = ['20GP', '40GP', '40HC', '45HC'] as const;
const containerOwners = ['MSKU', 'MSCU', 'CMAU', 'HLXU', 'ONEU', 'EGHU', 'CSNU', 'OOLU', 'YMLU', 'TGHU', 'TCNU'];

/** Trading partners per country: who ships to or buys from the demo companies. */
const partnersByCountry: Record<string, readonly string[]> = {
  CN: ['Shenzhen Huaxin Electronics Co., Ltd.', 'Ningbo Everbright Manufacturing Co.', 'Shanghai Lianhe Trading Co.'],
  KR: ['Busan Precision Industries Co.', 'Incheon Semicon Parts Ltd.'],
  TW: ['Kaohsiung Microtech Corp.', 'Taipei Circuit Works Ltd.'],
  VN: ['Saigon Textile Export JSC', 'Haiphong Outdoor Products Co.'],
  JP: ['Osaka Medical Instruments K.K.', 'Yokohama Components K.K.'],
  DE: ['Hamburger Maschinenbau GmbH', 'Rheinland Chemie Handel GmbH'],
  US: ['Midwest Grocers Cooperative', 'Carolina Roasting Company', 'Texas Petrochem Distributors LLC'],
  NL: ['Holland Fresh Imports B.V.', 'Rotterdam Trading House B.V.'],
  GB: ['Thames Valley Florists Ltd.', 'Midlands Auto Spares Ltd.'],
  JP2: [],
  AE: ['Jebel Ali Garden Centre LLC'],
  SG: ['Straits Chemical Distribution Pte. Ltd.'],
  IN: ['Mumbai Pharma Packaging Pvt. Ltd.'],
  MX: ['Monterrey Autopartes S.A. de C.V.'],
  BR: ['Santos Agro Comercial Ltda.'],
};

/** Trade lanes: where each home country's shipments come from or go to. */
const lanes: Record<string, { partners: readonly string[] }> = {
  US: { partners: ['CN', 'KR', 'TW', 'VN', 'JP', 'DE', 'MX'] },
  BR: { partners: ['US', 'NL', 'DE', 'GB', 'JP2', 'MX'] },
  NL: { partners: ['US', 'GB', 'AE', 'SG', 'IN', 'BR'] },
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const dayMs = 86_400_000;

/** ISO 6346 check digit of a container number's first 10 characters. */
export function containerCheckDigit(prefix: string): number {
  const letterValue = (ch: string) => {
    // A=10, skipping multiples of 11 (11, 22, 33).
    let value = 10;
    for (let c = 65; c < ch.charCodeAt(0); c += 1) {
      value += 1;
      if (value % 11 === 0) value += 1;
    }
    return value;
  };
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const ch = prefix[i] ?? '0';
    const value = /[A-Z]/.test(ch) ? letterValue(ch) : Number(ch);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

/** Air waybill serial: 7 digits plus a mod-7 check digit (IATA). */
function awbNumber(random: Random, prefix: string): string {
  const serial = random.int(1_000_000, 9_999_999);
  return `${prefix}-${serial}${serial % 7}`;
}

const km = (a: Place, b: Place) => {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

function pickPlace(random: Random, places: readonly Place[], country: string, not?: Place): Place {
  const list = places.filter((p) => p.country === country && p.code !== not?.code);
  return random.pick(list.length > 0 ? list : places.filter((p) => p.code !== not?.code));
}

const exceptionTexts = [
  'Customs hold: commercial invoice value query, documents requested',
  'Rolled to the next sailing by the carrier',
  'Weather delay at the transshipment hub',
  'Consignee closed on delivery attempt, rescheduled',
  'Short shipped: 2 pieces to follow on a later flight',
  'Chassis shortage at the terminal, pickup delayed',
];
const noteTexts = [
  'Pre-alert sent to the consignee with the shipping documents',
  'Please call the consignee 24 hours before delivery',
  'Dock hours 07:00–15:00, liftgate required',
  'Original bills couriered to the bank',
  'ISF filed and accepted',
  'Temperature log requested from the carrier',
];

/**
 * One shipment of `company`, number `index`, booked `ageDays` before `today`. Deterministic for a given
 * random state. `prefix` keeps house bills unique between data sets (demo: MGL, scale data: another).
 */
export function generateShipment(
  random: Random,
  options: {
    company: ShipmentCompanyProfile;
    companyIndex: number;
    index: number;
    today: Date;
    ageDays: number;
    prefix: string;
  },
): GeneratedShipment {
  const { company, today } = options;
  const roll = random.next();
  const home = lanes[company.countryCode] ? company.countryCode : 'US';
  const domesticPossible = airPlaces.filter((p) => p.country === home).length >= 2;
  const mode: 'AIR' | 'OCEAN' | 'DOMESTIC' =
    roll < 0.45 ? 'OCEAN' : roll < 0.85 || !domesticPossible ? 'AIR' : 'DOMESTIC';
  const partnerKey = random.pick(lanes[home]?.partners ?? ['CN']);
  const partnerCountry = partnerKey === 'JP2' ? 'JP' : partnerKey;
  const partnerNames = partnersByCountry[partnerKey]?.length
    ? (partnersByCountry[partnerKey] ?? [])
    : (partnersByCountry[partnerCountry] ?? ['Overseas Trading Co.']);
  const partner = random.pick(partnerNames);
  const imports = home === 'US' ? random.next() < 0.8 : random.next() < 0.25;
  const places = mode === 'OCEAN' ? seaPlaces : airPlaces;
  const homePlace = pickPlace(random, places, home);
  const farPlace =
    mode === 'DOMESTIC' ? pickPlace(random, places, home, homePlace) : pickPlace(random, places, partnerCountry);
  const origin = imports ? farPlace : homePlace;
  const destination = imports ? homePlace : farPlace;
  const distance = km(origin, destination);

  const billDate = new Date(today.getTime() - options.ageDays * dayMs);
  billDate.setUTCHours(0, 0, 0, 0);
  const hours = (h: number) => h * 3_600_000;
  const at = (base: Date, h: number) => new Date(base.getTime() + hours(h));
  // Booked during the bill date's office hours, but never later than now: a shipment made today exists because
  // it has been booked.
  const bookedHour = at(billDate, random.int(8, 17));
  const booked = bookedHour.getTime() <= today.getTime() ? bookedHour : new Date(today.getTime());
  const pickup = at(booked, random.int(18, 60));
  const received = at(pickup, random.int(4, 30));
  const exportCustoms = at(received, random.int(6, 30));
  const etd = at(exportCustoms, random.int(12, 72));
  const loaded = at(etd, -random.int(4, 14));
  const transitHours =
    mode === 'AIR'
      ? random.int(10, 60)
      : mode === 'OCEAN'
        ? Math.round((distance / 550) * 24) + random.int(48, 240)
        : Math.round(distance / 60) + random.int(4, 30);
  const eta = at(etd, transitHours);
  const importCustoms = at(eta, random.int(12, 72));
  const delivered = at(importCustoms, random.int(12, 96));
  const plan: [number, Date, Place | undefined][] = [
    [25, booked, origin],
    [1, pickup, origin],
    [12, received, origin],
    [13, exportCustoms, origin],
    [112, loaded, origin],
    [4, etd, origin],
    [5, eta, destination],
    [11, importCustoms, destination],
    [6, delivered, destination],
  ];
  // A few recent bookings wait for a schedule: no ETA or destination port yet.
  const pending = options.ageDays < 20 && random.next() < 0.15;
  const slip = () => hours(random.int(-6, 30));
  const events: GeneratedEvent[] = [];
  for (const [code, planned, place] of plan) {
    if (pending && (code === 4 || code === 5 || code === 11 || code === 6 || code === 112)) continue;
    const actual = new Date(planned.getTime() + (code === 25 ? 0 : slip()));
    const happened = actual.getTime() <= today.getTime();
    events.push({
      eventCode: code,
      estimatedAt: planned,
      actualAt: happened ? actual : null,
      locationCode: place?.code ?? '',
      locationName: place?.name ?? '',
      description: '',
    });
  }
  const notes: GeneratedShipment['notes'] = [];
  let exceptionText = '';
  if (random.next() < 0.07) {
    const lastActual = [...events].reverse().find((e) => e.actualAt);
    if (lastActual?.actualAt) {
      exceptionText = random.pick(exceptionTexts);
      const when = new Date(lastActual.actualAt.getTime() + hours(random.int(1, 20)));
      if (when.getTime() <= today.getTime()) {
        events.push({
          eventCode: 21,
          estimatedAt: null,
          actualAt: when,
          locationCode: lastActual.locationCode,
          locationName: lastActual.locationName,
          description: exceptionText,
        });
        notes.push({ kind: 'exception', body: exceptionText, author: 'Operations', createdAt: when });
      } else exceptionText = '';
    }
  }
  const noteCount = random.next() < 0.35 ? random.int(1, 2) : 0;
  for (let n = 0; n < noteCount; n += 1) {
    const when = at(booked, random.int(2, 72));
    if (when.getTime() > today.getTime()) continue;
    const body = random.pick(noteTexts);
    events.push({
      eventCode: 8888,
      estimatedAt: null,
      actualAt: when,
      locationCode: '',
      locationName: '',
      description: body,
    });
    notes.push({
      kind: 'note',
      body,
      author: random.pick(['Operations', 'Customer Service', 'Export Desk']),
      createdAt: when,
    });
  }
  const partial = random.next() < 0.04 ? 'PARTIAL ARRIVAL' : '';

  // Milestone dates, flags and status: the events go through the feed's own path, in the order they happen.
  let state: ShipmentEventState = {};
  let messageCount = 0;
  const ordered = [...events].sort(
    (a, b) => (a.actualAt ?? a.estimatedAt ?? booked).getTime() - (b.actualAt ?? b.estimatedAt ?? booked).getTime(),
  );
  for (const event of ordered) {
    const { messageCountIncrement, ...patch } = applyShipmentEvent(state, {
      ...event,
      code: event.eventCode,
      deliveryException: event.eventCode === 6 ? partial : undefined,
    });
    state = { ...state, ...patch };
    messageCount += messageCountIncrement ?? 0;
  }

  const carrier =
    mode === 'OCEAN' ? random.pick(oceanCarriers) : mode === 'AIR' ? random.pick(airCarriers) : random.pick(truckers);
  const modeLetter = mode === 'OCEAN' ? 'O' : mode === 'AIR' ? 'A' : 'D';
  const documentNo = `${options.prefix}${modeLetter}${pad(options.companyIndex, 3)}${pad(options.index, 6)}`;
  const masterDocumentNo =
    mode === 'AIR'
      ? awbNumber(random, 'awbPrefix' in carrier && carrier.awbPrefix ? carrier.awbPrefix : '999')
      : mode === 'OCEAN'
        ? `${carrier.code}${random.int(100_000_000, 999_999_999)}`
        : `PRO${random.int(10_000_000, 99_999_999)}`;
  const pieces = mode === 'OCEAN' ? random.int(20, 1200) : mode === 'AIR' ? random.int(1, 80) : random.int(1, 26);
  const grossKg =
    mode === 'OCEAN' ? random.int(2_000, 24_000) : mode === 'AIR' ? random.int(40, 4_500) : random.int(150, 9_000);
  const volumeM3 = Math.round((grossKg / (mode === 'OCEAN' ? 320 : random.int(120, 260))) * 1000) / 1000;
  const volumetricKg = volumeM3 * (mode === 'AIR' ? 166.667 : 333);
  const chargeableKg = Math.ceil(Math.max(grossKg, mode === 'OCEAN' ? 0 : volumetricKg) * 2) / 2;
  const containers: GeneratedShipment['containers'] = [];
  if (mode === 'OCEAN') {
    const count = grossKg > 16_000 ? random.int(2, 3) : 1;
    for (let c = 0; c < count; c += 1) {
      const owner = random.pick(containerOwners);
      const serial = pad(random.int(0, 999_999), 6);
      const base = `${owner}${serial}`;
      containers.push({
        containerNo: `${base}${containerCheckDigit(base)}`,
        containerType: random.pick(containerTypes),
        sealNo: `${random.pick(['SL', 'ML', 'EG', 'HL'])}${random.int(1_000_000, 9_999_999)}`,
      });
    }
  }
  const yymm = `${String(billDate.getUTCFullYear()).slice(2)}${pad(billDate.getUTCMonth() + 1, 2)}`;
  const references: GeneratedShipment['references'] = [
    { refType: 'INV', refValue: `CI-${yymm}-${pad(options.index, 5)}` },
    { refType: 'PO', refValue: `PO${random.int(400_000, 899_999)}` },
  ];
  if (random.next() < 0.5)
    references.push({ refType: 'CUS', refValue: `${random.pick(['JOB', 'SO', 'REF'])}-${random.int(10_000, 99_999)}` });
  const docType = mode === 'AIR' ? 'HAWB' : 'HBL';
  const documents: GeneratedShipment['documents'] = [
    { docType, fileName: `${documentNo}-${docType}.pdf`, enteredBy: 'Export Desk', createdAt: booked },
    { docType: 'CIV', fileName: `${documentNo}-commercial-invoice.pdf`, enteredBy: 'Customer', createdAt: booked },
    { docType: 'PKL', fileName: `${documentNo}-packing-list.pdf`, enteredBy: 'Customer', createdAt: booked },
  ];
  const partnerAddress = `${farPlace.name}, ${farPlace.country}`;
  const shipperName = imports ? partner : company.name;
  const consigneeName = imports ? company.name : partner;
  const incoterms = random.pick(['FOB', 'EXW', 'FCA', 'CIF', 'DAP', 'DDP', 'CFR']);
  const milestone = (key: MilestoneDateColumn) => state[key] ?? null;
  return {
    shipment: {
      companyId: company.companyId,
      documentNo,
      masterDocumentNo,
      modeCode: mode,
      serviceLevelCode: random.next() < 0.25 ? 'EXP' : 'STD',
      incoterms,
      deliveryTerms: random.pick(['Door to Door', 'Port to Door', 'Door to Port', 'Port to Port']),
      originCode: origin.code,
      originName: origin.name,
      originCountry: origin.country,
      originLat: origin.lat,
      originLon: origin.lon,
      destinationCode: pending && random.next() < 0.5 ? '' : destination.code,
      destinationName: destination.name,
      destinationCountry: destination.country,
      destinationLat: destination.lat,
      destinationLon: destination.lon,
      carrierCode: carrier.code,
      carrierName: carrier.name,
      vessel: mode === 'OCEAN' ? random.pick(vessels) : '',
      voyage: mode === 'OCEAN' ? `${random.int(100, 999)}${random.pick(['E', 'W', 'N', 'S'])}` : '',
      flightNo: mode === 'AIR' ? `${carrier.code}${random.int(10, 9999)}` : '',
      shipperName,
      shipperAddress: imports ? partnerAddress : company.address,
      consigneeName,
      consigneeAddress: imports ? company.address : partnerAddress,
      notifyName: consigneeName,
      notifyAddress: imports ? company.address : partnerAddress,
      totalPieces: pieces,
      grossWeightKg: grossKg.toFixed(2),
      volumeM3: volumeM3.toFixed(3),
      chargeableWeightKg: chargeableKg.toFixed(2),
      commodity: random.pick(company.commodities),
      hazardous: random.next() < (company.hazardousShare ?? 0),
      billType:
        mode === 'AIR'
          ? 'Air Waybill'
          : mode === 'OCEAN'
            ? random.pick(['Original', 'Telex Release', 'Sea Waybill'])
            : 'Straight Bill',
      billDate: billDate.toISOString().slice(0, 10),
      etd: milestone('etd'),
      dep: milestone('dep'),
      eta: milestone('eta'),
      ata: milestone('ata'),
      eShipperBooked: milestone('eShipperBooked'),
      aShipperBooked: milestone('aShipperBooked'),
      ePickup: milestone('ePickup'),
      aPickup: milestone('aPickup'),
      eReceived: milestone('eReceived'),
      aReceived: milestone('aReceived'),
      eExportCustoms: milestone('eExportCustoms'),
      aExportCustoms: milestone('aExportCustoms'),
      eLoaded: milestone('eLoaded'),
      aLoaded: milestone('aLoaded'),
      eImportCustoms: milestone('eImportCustoms'),
      aImportCustoms: milestone('aImportCustoms'),
      eDelivered: milestone('eDelivered'),
      aDelivered: milestone('aDelivered'),
      bookedFlag: state.bookedFlag === true,
      departedFlag: state.departedFlag === true,
      arrivedFlag: state.arrivedFlag === true,
      customsClearedFlag: state.customsClearedFlag === true,
      deliveredFlag: state.deliveredFlag === true,
      deliveryException: state.deliveryException ?? '',
      eventDescription: state.eventDescription ?? '',
      lastEventCode: state.lastEventCode ?? null,
      exception: exceptionText,
      containerNos: containers.map((c) => c.containerNo).join(', '),
      messageCount,
      documentCount: documents.length,
      searchText: [
        documentNo,
        masterDocumentNo,
        containers.map((c) => c.containerNo).join(' '),
        shipperName,
        consigneeName,
        ...references.map((r) => r.refValue),
      ]
        .join(' ')
        .toLowerCase(),
      createdAt: booked,
      updatedAt: booked,
    },
    events,
    references,
    containers,
    notes,
    documents,
  };
}
