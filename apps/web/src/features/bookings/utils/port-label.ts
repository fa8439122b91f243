import { airports } from '@connect/domain/reference/airports';
import { seaports } from '@connect/domain/reference/seaports';

const seaportByCode = new Map<string, (typeof seaports)[number]>(seaports.map((p) => [p.code, p]));
const airportByCode = new Map<string, (typeof airports)[number]>(airports.map((a) => [a.code, a]));

/** Ocean modes use seaports (UN/LOCODE); air and domestic use airports (IATA). */
export const usesSeaports = (mode: string) => mode.startsWith('OCEAN');

/**
 * A port as the booking form lists it, its name with its code: 'Dallas Dallas/Fort Worth International Airport,
 * US (DFW)'. A code the lists do not hold (kept from another mode or a template) stays as it is.
 */
export function portLabel(mode: string, code: string): string {
  if (!code) return '';
  if (usesSeaports(mode)) {
    const port = seaportByCode.get(code);
    return port ? `${port.name}, ${port.countryCode} (${port.code})` : code;
  }
  const airport = airportByCode.get(code);
  return airport ? `${airport.city} ${airport.name}, ${airport.countryCode} (${airport.code})` : code;
}

/** Every port of the mode's list as select options, labelled as `portLabel` does. */
export function portOptions(mode: string): { value: string; label: string }[] {
  return usesSeaports(mode)
    ? seaports.map((p) => ({ value: p.code, label: portLabel(mode, p.code) }))
    : airports.map((a) => ({ value: a.code, label: portLabel(mode, a.code) }));
}
