import type { CountryCode } from './countries';

/**
 * Major container seaports keyed by UN/LOCODE (two-letter country code + three-character location code).
 * Coordinates point at the main container terminal area in decimal degrees.
 */
export type Seaport = {
  readonly code: string;
  readonly name: string;
  readonly countryCode: CountryCode;
  readonly latitude: number;
  readonly longitude: number;
};

export const seaports = [
  // United States
  { code: 'USLAX', name: 'Los Angeles', countryCode: 'US', latitude: 33.74, longitude: -118.265 },
  { code: 'USLGB', name: 'Long Beach', countryCode: 'US', latitude: 33.754, longitude: -118.216 },
  { code: 'USOAK', name: 'Oakland', countryCode: 'US', latitude: 37.796, longitude: -122.29 },
  { code: 'USSEA', name: 'Seattle', countryCode: 'US', latitude: 47.585, longitude: -122.355 },
  { code: 'USTIW', name: 'Tacoma', countryCode: 'US', latitude: 47.265, longitude: -122.41 },
  { code: 'USNYC', name: 'New York/New Jersey', countryCode: 'US', latitude: 40.684, longitude: -74.148 },
  { code: 'USBAL', name: 'Baltimore', countryCode: 'US', latitude: 39.255, longitude: -76.55 },
  { code: 'USORF', name: 'Norfolk', countryCode: 'US', latitude: 36.925, longitude: -76.33 },
  { code: 'USCHS', name: 'Charleston', countryCode: 'US', latitude: 32.835, longitude: -79.898 },
  { code: 'USSAV', name: 'Savannah', countryCode: 'US', latitude: 32.128, longitude: -81.142 },
  { code: 'USJAX', name: 'Jacksonville', countryCode: 'US', latitude: 30.405, longitude: -81.53 },
  { code: 'USPEF', name: 'Port Everglades', countryCode: 'US', latitude: 26.092, longitude: -80.12 },
  { code: 'USMIA', name: 'Miami', countryCode: 'US', latitude: 25.778, longitude: -80.171 },
  { code: 'USMOB', name: 'Mobile', countryCode: 'US', latitude: 30.69, longitude: -88.04 },
  { code: 'USNOL', name: 'New Orleans', countryCode: 'US', latitude: 29.935, longitude: -90.06 },
  { code: 'USHOU', name: 'Houston', countryCode: 'US', latitude: 29.685, longitude: -95.0 },

  // Canada and Mexico
  { code: 'CAVAN', name: 'Vancouver', countryCode: 'CA', latitude: 49.288, longitude: -123.085 },
  { code: 'CAPRR', name: 'Prince Rupert', countryCode: 'CA', latitude: 54.3, longitude: -130.35 },
  { code: 'CAMTR', name: 'Montreal', countryCode: 'CA', latitude: 45.55, longitude: -73.53 },
  { code: 'CAHAL', name: 'Halifax', countryCode: 'CA', latitude: 44.63, longitude: -63.57 },
  { code: 'MXZLO', name: 'Manzanillo', countryCode: 'MX', latitude: 19.06, longitude: -104.3 },
  { code: 'MXLZC', name: 'Lázaro Cárdenas', countryCode: 'MX', latitude: 17.95, longitude: -102.18 },
  { code: 'MXMZT', name: 'Mazatlán', countryCode: 'MX', latitude: 23.195, longitude: -106.42 },
  { code: 'MXVER', name: 'Veracruz', countryCode: 'MX', latitude: 19.205, longitude: -96.13 },

  // Central and South America
  { code: 'PAMIT', name: 'Manzanillo (Colón)', countryCode: 'PA', latitude: 9.365, longitude: -79.88 },
  { code: 'PABLB', name: 'Balboa', countryCode: 'PA', latitude: 8.955, longitude: -79.565 },
  { code: 'COCTG', name: 'Cartagena', countryCode: 'CO', latitude: 10.395, longitude: -75.53 },
  { code: 'COBUN', name: 'Buenaventura', countryCode: 'CO', latitude: 3.89, longitude: -77.075 },
  { code: 'ECGYE', name: 'Guayaquil', countryCode: 'EC', latitude: -2.28, longitude: -79.91 },
  { code: 'PECLL', name: 'Callao', countryCode: 'PE', latitude: -12.05, longitude: -77.15 },
  { code: 'CLSAI', name: 'San Antonio', countryCode: 'CL', latitude: -33.59, longitude: -71.615 },
  { code: 'CLVAP', name: 'Valparaíso', countryCode: 'CL', latitude: -33.035, longitude: -71.625 },
  { code: 'ARBUE', name: 'Buenos Aires', countryCode: 'AR', latitude: -34.58, longitude: -58.37 },
  { code: 'UYMVD', name: 'Montevideo', countryCode: 'UY', latitude: -34.9, longitude: -56.21 },
  { code: 'BRRIG', name: 'Rio Grande', countryCode: 'BR', latitude: -32.06, longitude: -52.09 },
  { code: 'BRITJ', name: 'Itajaí', countryCode: 'BR', latitude: -26.905, longitude: -48.655 },
  { code: 'BRPNG', name: 'Paranaguá', countryCode: 'BR', latitude: -25.5, longitude: -48.52 },
  { code: 'BRSSZ', name: 'Santos', countryCode: 'BR', latitude: -23.96, longitude: -46.305 },
  { code: 'BRRIO', name: 'Rio de Janeiro', countryCode: 'BR', latitude: -22.89, longitude: -43.2 },
  { code: 'BRSUA', name: 'Suape', countryCode: 'BR', latitude: -8.39, longitude: -34.96 },

  // Europe
  { code: 'NLRTM', name: 'Rotterdam', countryCode: 'NL', latitude: 51.948, longitude: 4.142 },
  { code: 'BEANR', name: 'Antwerp', countryCode: 'BE', latitude: 51.28, longitude: 4.33 },
  { code: 'DEHAM', name: 'Hamburg', countryCode: 'DE', latitude: 53.54, longitude: 9.94 },
  { code: 'DEBRV', name: 'Bremerhaven', countryCode: 'DE', latitude: 53.57, longitude: 8.55 },
  { code: 'GBFXT', name: 'Felixstowe', countryCode: 'GB', latitude: 51.955, longitude: 1.32 },
  { code: 'GBLGP', name: 'London Gateway', countryCode: 'GB', latitude: 51.505, longitude: 0.48 },
  { code: 'GBSOU', name: 'Southampton', countryCode: 'GB', latitude: 50.9, longitude: -1.43 },
  { code: 'FRLEH', name: 'Le Havre', countryCode: 'FR', latitude: 49.475, longitude: 0.15 },
  { code: 'ESBCN', name: 'Barcelona', countryCode: 'ES', latitude: 41.345, longitude: 2.165 },
  { code: 'ESVLC', name: 'Valencia', countryCode: 'ES', latitude: 39.445, longitude: -0.32 },
  { code: 'ESALG', name: 'Algeciras', countryCode: 'ES', latitude: 36.13, longitude: -5.44 },
  { code: 'PTSIE', name: 'Sines', countryCode: 'PT', latitude: 37.95, longitude: -8.87 },
  { code: 'ITGOA', name: 'Genoa', countryCode: 'IT', latitude: 44.405, longitude: 8.905 },
  { code: 'ITGIT', name: 'Gioia Tauro', countryCode: 'IT', latitude: 38.445, longitude: 15.9 },
  { code: 'MTMAR', name: 'Marsaxlokk', countryCode: 'MT', latitude: 35.82, longitude: 14.545 },
  { code: 'GRPIR', name: 'Piraeus', countryCode: 'GR', latitude: 37.94, longitude: 23.62 },
  { code: 'TRAMR', name: 'Ambarlı', countryCode: 'TR', latitude: 40.97, longitude: 28.69 },
  { code: 'TRMER', name: 'Mersin', countryCode: 'TR', latitude: 36.795, longitude: 34.64 },
  { code: 'PLGDN', name: 'Gdańsk', countryCode: 'PL', latitude: 54.39, longitude: 18.69 },
  { code: 'SEGOT', name: 'Gothenburg', countryCode: 'SE', latitude: 57.69, longitude: 11.86 },

  // Middle East and Africa
  { code: 'ILHFA', name: 'Haifa', countryCode: 'IL', latitude: 32.82, longitude: 35.0 },
  { code: 'EGPSD', name: 'Port Said', countryCode: 'EG', latitude: 31.26, longitude: 32.305 },
  { code: 'SAJED', name: 'Jeddah', countryCode: 'SA', latitude: 21.47, longitude: 39.17 },
  { code: 'AEJEA', name: 'Jebel Ali', countryCode: 'AE', latitude: 25.01, longitude: 55.06 },
  { code: 'OMSLL', name: 'Salalah', countryCode: 'OM', latitude: 16.94, longitude: 54.005 },
  { code: 'DJJIB', name: 'Djibouti', countryCode: 'DJ', latitude: 11.6, longitude: 43.13 },
  { code: 'KEMBA', name: 'Mombasa', countryCode: 'KE', latitude: -4.05, longitude: 39.65 },
  { code: 'TZDAR', name: 'Dar es Salaam', countryCode: 'TZ', latitude: -6.83, longitude: 39.29 },
  { code: 'ZADUR', name: 'Durban', countryCode: 'ZA', latitude: -29.87, longitude: 31.03 },
  { code: 'ZACPT', name: 'Cape Town', countryCode: 'ZA', latitude: -33.905, longitude: 18.435 },
  { code: 'NGAPP', name: 'Apapa (Lagos)', countryCode: 'NG', latitude: 6.44, longitude: 3.37 },
  { code: 'TGLFW', name: 'Lomé', countryCode: 'TG', latitude: 6.13, longitude: 1.28 },
  { code: 'GHTEM', name: 'Tema', countryCode: 'GH', latitude: 5.63, longitude: 0.01 },
  { code: 'MAPTM', name: 'Tanger Med', countryCode: 'MA', latitude: 35.89, longitude: -5.5 },

  // South Asia
  { code: 'PKKHI', name: 'Karachi', countryCode: 'PK', latitude: 24.84, longitude: 66.98 },
  { code: 'INMUN', name: 'Mundra', countryCode: 'IN', latitude: 22.74, longitude: 69.7 },
  { code: 'INNSA', name: 'Nhava Sheva (Jawaharlal Nehru Port)', countryCode: 'IN', latitude: 18.95, longitude: 72.95 },
  { code: 'LKCMB', name: 'Colombo', countryCode: 'LK', latitude: 6.95, longitude: 79.845 },
  { code: 'BDCGP', name: 'Chittagong', countryCode: 'BD', latitude: 22.31, longitude: 91.8 },

  // Southeast Asia
  { code: 'SGSIN', name: 'Singapore', countryCode: 'SG', latitude: 1.265, longitude: 103.82 },
  { code: 'MYPKG', name: 'Port Klang', countryCode: 'MY', latitude: 3.0, longitude: 101.39 },
  { code: 'MYTPP', name: 'Tanjung Pelepas', countryCode: 'MY', latitude: 1.362, longitude: 103.548 },
  { code: 'THLCH', name: 'Laem Chabang', countryCode: 'TH', latitude: 13.08, longitude: 100.88 },
  { code: 'VNSGN', name: 'Ho Chi Minh City', countryCode: 'VN', latitude: 10.76, longitude: 106.79 },
  { code: 'VNHPH', name: 'Haiphong', countryCode: 'VN', latitude: 20.86, longitude: 106.69 },
  { code: 'IDJKT', name: 'Jakarta (Tanjung Priok)', countryCode: 'ID', latitude: -6.1, longitude: 106.88 },
  { code: 'IDSUB', name: 'Surabaya', countryCode: 'ID', latitude: -7.2, longitude: 112.73 },
  { code: 'PHMNL', name: 'Manila', countryCode: 'PH', latitude: 14.59, longitude: 120.96 },

  // East Asia
  { code: 'CNSHA', name: 'Shanghai', countryCode: 'CN', latitude: 31.35, longitude: 121.6 },
  { code: 'CNNGB', name: 'Ningbo', countryCode: 'CN', latitude: 29.935, longitude: 121.88 },
  { code: 'CNYTN', name: 'Yantian (Shenzhen)', countryCode: 'CN', latitude: 22.575, longitude: 114.275 },
  { code: 'CNSHK', name: 'Shekou (Shenzhen)', countryCode: 'CN', latitude: 22.475, longitude: 113.895 },
  { code: 'CNCAN', name: 'Guangzhou', countryCode: 'CN', latitude: 23.09, longitude: 113.42 },
  { code: 'CNXMN', name: 'Xiamen', countryCode: 'CN', latitude: 24.46, longitude: 118.07 },
  { code: 'CNTAO', name: 'Qingdao', countryCode: 'CN', latitude: 36.01, longitude: 120.2 },
  { code: 'CNTXG', name: 'Tianjin (Xingang)', countryCode: 'CN', latitude: 38.99, longitude: 117.76 },
  { code: 'CNDLC', name: 'Dalian', countryCode: 'CN', latitude: 38.93, longitude: 121.65 },
  { code: 'HKHKG', name: 'Hong Kong', countryCode: 'HK', latitude: 22.335, longitude: 114.13 },
  { code: 'TWKHH', name: 'Kaohsiung', countryCode: 'TW', latitude: 22.6, longitude: 120.28 },
  { code: 'TWKEL', name: 'Keelung', countryCode: 'TW', latitude: 25.14, longitude: 121.74 },
  { code: 'KRPUS', name: 'Busan', countryCode: 'KR', latitude: 35.1, longitude: 129.05 },
  { code: 'KRINC', name: 'Incheon', countryCode: 'KR', latitude: 37.45, longitude: 126.6 },
  { code: 'JPTYO', name: 'Tokyo', countryCode: 'JP', latitude: 35.615, longitude: 139.785 },
  { code: 'JPYOK', name: 'Yokohama', countryCode: 'JP', latitude: 35.45, longitude: 139.66 },
  { code: 'JPNGO', name: 'Nagoya', countryCode: 'JP', latitude: 35.06, longitude: 136.87 },
  { code: 'JPOSA', name: 'Osaka', countryCode: 'JP', latitude: 34.64, longitude: 135.43 },
  { code: 'JPUKB', name: 'Kobe', countryCode: 'JP', latitude: 34.67, longitude: 135.21 },

  // Oceania
  { code: 'AUBNE', name: 'Brisbane', countryCode: 'AU', latitude: -27.39, longitude: 153.17 },
  { code: 'AUSYD', name: 'Sydney (Port Botany)', countryCode: 'AU', latitude: -33.97, longitude: 151.215 },
  { code: 'AUMEL', name: 'Melbourne', countryCode: 'AU', latitude: -37.83, longitude: 144.92 },
  { code: 'AUFRE', name: 'Fremantle', countryCode: 'AU', latitude: -32.05, longitude: 115.74 },
  { code: 'NZAKL', name: 'Auckland', countryCode: 'NZ', latitude: -36.84, longitude: 174.78 },
  { code: 'NZTRG', name: 'Tauranga', countryCode: 'NZ', latitude: -37.655, longitude: 176.18 },
] as const satisfies readonly Seaport[];

export type SeaportCode = (typeof seaports)[number]['code'];
