/**
 * Ocean and air carriers. For an ocean carrier `code` is its NMFTA Standard Carrier Alpha Code (SCAC);
 * for an air carrier `code` is its IATA airline designator and `awbPrefix` the three-digit IATA
 * accounting code that starts its air waybill numbers.
 */
export const carrierModes = ['OCEAN', 'AIR'] as const;
export type CarrierMode = (typeof carrierModes)[number];

export type Carrier = {
  readonly code: string;
  readonly name: string;
  readonly mode: CarrierMode;
  readonly scac?: string;
  readonly iataCode?: string;
  readonly awbPrefix?: string;
};

export const carriers = [
  // Ocean
  { code: 'MAEU', name: 'Maersk', mode: 'OCEAN', scac: 'MAEU' },
  { code: 'MSCU', name: 'Mediterranean Shipping Company (MSC)', mode: 'OCEAN', scac: 'MSCU' },
  { code: 'CMDU', name: 'CMA CGM', mode: 'OCEAN', scac: 'CMDU' },
  { code: 'HLCU', name: 'Hapag-Lloyd', mode: 'OCEAN', scac: 'HLCU' },
  { code: 'ONEY', name: 'Ocean Network Express (ONE)', mode: 'OCEAN', scac: 'ONEY' },
  { code: 'EGLV', name: 'Evergreen Line', mode: 'OCEAN', scac: 'EGLV' },
  { code: 'COSU', name: 'COSCO Shipping Lines', mode: 'OCEAN', scac: 'COSU' },
  { code: 'OOLU', name: 'Orient Overseas Container Line (OOCL)', mode: 'OCEAN', scac: 'OOLU' },
  { code: 'YMLU', name: 'Yang Ming Marine Transport', mode: 'OCEAN', scac: 'YMLU' },
  { code: 'HDMU', name: 'HMM (Hyundai Merchant Marine)', mode: 'OCEAN', scac: 'HDMU' },
  { code: 'ZIMU', name: 'ZIM Integrated Shipping Services', mode: 'OCEAN', scac: 'ZIMU' },
  { code: 'PCIU', name: 'Pacific International Lines (PIL)', mode: 'OCEAN', scac: 'PCIU' },
  { code: 'WHLC', name: 'Wan Hai Lines', mode: 'OCEAN', scac: 'WHLC' },
  { code: 'SMLM', name: 'SM Line', mode: 'OCEAN', scac: 'SMLM' },
  { code: 'MATS', name: 'Matson Navigation', mode: 'OCEAN', scac: 'MATS' },
  { code: 'SEAU', name: 'Sealand - A Maersk Company', mode: 'OCEAN', scac: 'SEAU' },
  { code: 'APLU', name: 'APL', mode: 'OCEAN', scac: 'APLU' },
  { code: 'ANLC', name: 'ANL Container Line', mode: 'OCEAN', scac: 'ANLC' },
  { code: 'SUDU', name: 'Hamburg Süd', mode: 'OCEAN', scac: 'SUDU' },

  // Air
  { code: 'AA', name: 'American Airlines Cargo', mode: 'AIR', iataCode: 'AA', awbPrefix: '001' },
  { code: 'DL', name: 'Delta Cargo', mode: 'AIR', iataCode: 'DL', awbPrefix: '006' },
  { code: 'AC', name: 'Air Canada Cargo', mode: 'AIR', iataCode: 'AC', awbPrefix: '014' },
  { code: 'UA', name: 'United Cargo', mode: 'AIR', iataCode: 'UA', awbPrefix: '016' },
  { code: 'LH', name: 'Lufthansa Cargo', mode: 'AIR', iataCode: 'LH', awbPrefix: '020' },
  { code: 'FX', name: 'FedEx Express', mode: 'AIR', iataCode: 'FX', awbPrefix: '023' },
  { code: 'AS', name: 'Alaska Air Cargo', mode: 'AIR', iataCode: 'AS', awbPrefix: '027' },
  { code: 'LA', name: 'LATAM Cargo', mode: 'AIR', iataCode: 'LA', awbPrefix: '045' },
  { code: 'AF', name: 'Air France Cargo', mode: 'AIR', iataCode: 'AF', awbPrefix: '057' },
  { code: 'SV', name: 'Saudia Cargo', mode: 'AIR', iataCode: 'SV', awbPrefix: '065' },
  { code: 'ET', name: 'Ethiopian Airlines Cargo', mode: 'AIR', iataCode: 'ET', awbPrefix: '071' },
  { code: 'KL', name: 'KLM Cargo', mode: 'AIR', iataCode: 'KL', awbPrefix: '074' },
  { code: 'IB', name: 'IAG Cargo (Iberia)', mode: 'AIR', iataCode: 'IB', awbPrefix: '075' },
  { code: 'QF', name: 'Qantas Freight', mode: 'AIR', iataCode: 'QF', awbPrefix: '081' },
  { code: 'NZ', name: 'Air New Zealand Cargo', mode: 'AIR', iataCode: 'NZ', awbPrefix: '086' },
  { code: 'AI', name: 'Air India Cargo', mode: 'AIR', iataCode: 'AI', awbPrefix: '098' },
  { code: 'BA', name: 'IAG Cargo (British Airways)', mode: 'AIR', iataCode: 'BA', awbPrefix: '125' },
  { code: 'JL', name: 'JAL Cargo', mode: 'AIR', iataCode: 'JL', awbPrefix: '131' },
  { code: 'AV', name: 'Avianca Cargo', mode: 'AIR', iataCode: 'AV', awbPrefix: '134' },
  { code: 'AM', name: 'Aeroméxico Cargo', mode: 'AIR', iataCode: 'AM', awbPrefix: '139' },
  { code: 'QR', name: 'Qatar Airways Cargo', mode: 'AIR', iataCode: 'QR', awbPrefix: '157' },
  { code: 'CX', name: 'Cathay Cargo', mode: 'AIR', iataCode: 'CX', awbPrefix: '160' },
  { code: 'CV', name: 'Cargolux', mode: 'AIR', iataCode: 'CV', awbPrefix: '172' },
  { code: 'EK', name: 'Emirates SkyCargo', mode: 'AIR', iataCode: 'EK', awbPrefix: '176' },
  { code: 'KE', name: 'Korean Air Cargo', mode: 'AIR', iataCode: 'KE', awbPrefix: '180' },
  { code: 'NH', name: 'ANA Cargo', mode: 'AIR', iataCode: 'NH', awbPrefix: '205' },
  { code: 'TG', name: 'Thai Cargo', mode: 'AIR', iataCode: 'TG', awbPrefix: '217' },
  { code: 'CM', name: 'Copa Airlines Cargo', mode: 'AIR', iataCode: 'CM', awbPrefix: '230' },
  { code: 'MH', name: 'MASkargo (Malaysia Airlines)', mode: 'AIR', iataCode: 'MH', awbPrefix: '232' },
  { code: 'TK', name: 'Turkish Cargo', mode: 'AIR', iataCode: 'TK', awbPrefix: '235' },
  { code: 'K4', name: 'Kalitta Air', mode: 'AIR', iataCode: 'K4', awbPrefix: '272' },
  { code: 'CI', name: 'China Airlines Cargo', mode: 'AIR', iataCode: 'CI', awbPrefix: '297' },
  { code: 'PO', name: 'Polar Air Cargo', mode: 'AIR', iataCode: 'PO', awbPrefix: '403' },
  { code: '5X', name: 'UPS Airlines', mode: 'AIR', iataCode: '5X', awbPrefix: '406' },
  { code: 'EY', name: 'Etihad Cargo', mode: 'AIR', iataCode: 'EY', awbPrefix: '607' },
  { code: 'SQ', name: 'Singapore Airlines Cargo', mode: 'AIR', iataCode: 'SQ', awbPrefix: '618' },
  { code: 'BR', name: 'EVA Air Cargo', mode: 'AIR', iataCode: 'BR', awbPrefix: '695' },
  { code: 'LX', name: 'Swiss WorldCargo', mode: 'AIR', iataCode: 'LX', awbPrefix: '724' },
  { code: 'MU', name: 'China Eastern Airlines Cargo', mode: 'AIR', iataCode: 'MU', awbPrefix: '781' },
  { code: 'CZ', name: 'China Southern Airlines Cargo', mode: 'AIR', iataCode: 'CZ', awbPrefix: '784' },
  { code: 'OZ', name: 'Asiana Cargo', mode: 'AIR', iataCode: 'OZ', awbPrefix: '988' },
  { code: 'CA', name: 'Air China Cargo', mode: 'AIR', iataCode: 'CA', awbPrefix: '999' },
] as const satisfies readonly Carrier[];

export type CarrierCode = (typeof carriers)[number]['code'];
