import { geoBounds, geoContains, geoDistance, geoInterpolate } from 'd3-geo';
import type { Feature, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import land110m from 'world-atlas/land-110m.json';
import { describe, expect, it } from 'vitest';
import { seaports } from '../reference/seaports';
import { greatCircleKm, meanEarthRadiusKm, type GeoPoint } from './geo';
import { seaWaypoints } from '../reference/sea-waypoints';
import { planSeaRoute, type SeaRoute } from './sea-route';

const nmKm = 1.852;
const port = (code: string): GeoPoint => {
  const found = seaports.find((p) => p.code === code);
  if (!found) throw new Error(`no seaport ${code}`);
  return { lat: found.latitude, lon: found.longitude };
};
const plan = (from: string, to: string): SeaRoute => {
  const planned = planSeaRoute(port(from), port(to));
  if (!planned) throw new Error(`no route ${from} → ${to}`);
  return planned;
};
/** Every ordered pair of distinct seaports, planned once for all the tests below. */
const routes = new Map<string, SeaRoute>(
  seaports.flatMap((a) =>
    seaports.flatMap((b) => (a.code === b.code ? [] : [[`${a.code}>${b.code}`, plan(a.code, b.code)] as const])),
  ),
);
const route = (from: string, to: string): SeaRoute => routes.get(`${from}>${to}`) ?? plan(from, to);
/** The names in `expected` appear in `via` in this order (other passages may come between them). */
const passesInOrder = (via: readonly string[], expected: readonly string[]) =>
  expected.every(
    (name, i) => via.indexOf(name) >= 0 && (i === 0 || via.indexOf(name) > via.indexOf(expected[i - 1] ?? '')),
  );
/** Within ±12 % of a reference sea distance given in nautical miles. */
const expectNear = (km: number, referenceNm: number) => {
  expect(km / (referenceNm * nmKm)).toBeGreaterThan(0.88);
  expect(km / (referenceNm * nmKm)).toBeLessThan(1.12);
};

describe('planSeaRoute: known routes', () => {
  // Reference distances: the rounded port-to-port figures commonly quoted by public sea-distance calculators and
  // port-distance tables (sea-distances.org and the like). They are approximate and depend on the routing the
  // table assumes, hence the ±12 % band; our sums of great-circle legs come out within about 5 % of them.
  it('sails Shanghai → Rotterdam through Malacca, Bab-el-Mandeb, Suez and Gibraltar, about 10,500 nm', () => {
    const r = route('CNSHA', 'NLRTM');
    expect(
      passesInOrder(r.via, [
        'Strait of Malacca',
        'Bab-el-Mandeb',
        'Suez Canal',
        'Strait of Gibraltar',
        'English Channel',
      ]),
    ).toBe(true);
    expect(r.via).not.toContain('Panama Canal');
    expectNear(r.distanceKm, 10_500);
    // About twice the great circle (8,900 km), as the emissions module notes.
    expect(r.distanceKm / greatCircleKm(port('CNSHA'), port('NLRTM'))).toBeGreaterThan(2);
  });

  it('sails New Orleans → Ningbo through the Panama Canal, about 10,300 nm', () => {
    const r = route('USNOL', 'CNNGB');
    expect(r.via).toContain('Panama Canal');
    expect(r.via).not.toContain('Suez Canal');
    expectNear(r.distanceKm, 10_300);
  });

  it('crosses the Pacific from Los Angeles to Yokohama with no canal, about 4,840 nm', () => {
    const r = route('USLAX', 'JPYOK');
    expect(r.via.filter((name) => /Canal/.test(name))).toEqual([]);
    // Straight across the North Pacific: never south of the two ports nor up into the Bering Sea.
    for (const p of r.points) expect(p.lat).toBeGreaterThan(33);
    for (const p of r.points) expect(p.lat).toBeLessThan(52);
    expectNear(r.distanceKm, 4_840);
  });

  it('sails Rotterdam → New York across the North Atlantic via the English Channel, about 3,400 nm', () => {
    const r = route('NLRTM', 'USNYC');
    expect(r.via).toEqual(['Dover Strait', 'English Channel']);
    for (const p of r.points) expect(p.lat).toBeGreaterThan(38);
    expectNear(r.distanceKm, 3_400);
  });

  it('sails Santos → Durban round the Cape with no canal, about 4,000 nm', () => {
    const r = route('BRSSZ', 'ZADUR');
    expect(r.via.filter((name) => /Canal/.test(name))).toEqual([]);
    // Round the south of Africa: the route dips below the Cape of Good Hope (34.4 S).
    expect(Math.min(...r.points.map((p) => p.lat))).toBeLessThan(-34.4);
    expectNear(r.distanceKm, 4_000);
  });

  it('takes Montreal down the St Lawrence and through the Gulf of St Lawrence to the Atlantic', () => {
    const r = route('CAMTR', 'NLRTM');
    expect(passesInOrder(r.via, ['St Lawrence River', 'Gulf of St Lawrence', 'Cabot Strait', 'English Channel'])).toBe(
      true,
    );
    expectNear(r.distanceKm, 3_300); // Montreal → Rotterdam
    // Montreal → New York goes out through the Gulf too, not overland.
    expect(passesInOrder(route('CAMTR', 'USNYC').via, ['Gulf of St Lawrence', 'Cabot Strait'])).toBe(true);
  });

  it('takes Gdańsk out of the Baltic through the Danish straits and the Skagerrak', () => {
    const r = route('PLGDN', 'NLRTM');
    expect(passesInOrder(r.via, ['Great Belt', 'Skagerrak'])).toBe(true);
    // Round Skagen (no Kiel Canal in the graph): about 1,000 nm.
    expectNear(r.distanceKm, 1_000);
    expect(passesInOrder(route('PLGDN', 'USNYC').via, ['Great Belt', 'Skagerrak'])).toBe(true);
  });
});

describe('planSeaRoute: properties', () => {
  it('starts at the origin, ends at the destination and adds up its legs', () => {
    const o = port('CNSHA');
    const d = port('NLRTM');
    const r = route('CNSHA', 'NLRTM');
    expect(r.points[0]).toEqual(o);
    expect(r.points[r.points.length - 1]).toEqual(d);
    const sum = r.points.slice(1).reduce((km, p, i) => km + greatCircleKm(r.points[i] ?? p, p), 0);
    expect(r.distanceKm).toBeCloseTo(sum, 6);
  });

  it('is symmetric and never shorter than the great circle, for every pair of seaports', () => {
    expect(routes.size).toBe(seaports.length * (seaports.length - 1));
    const asymmetric: string[] = [];
    const tooShort: string[] = [];
    for (const a of seaports) {
      for (const b of seaports) {
        if (a.code === b.code) continue;
        const there = route(a.code, b.code);
        const back = route(b.code, a.code);
        if (Math.abs(back.distanceKm - there.distanceKm) > 1e-6) asymmetric.push(`${a.code}↔${b.code}`);
        const gcd = greatCircleKm(port(a.code), port(b.code));
        if (there.distanceKm < gcd - 1e-9) tooShort.push(`${a.code}→${b.code}`);
      }
    }
    expect(asymmetric).toEqual([]);
    expect(tooShort).toEqual([]);
  });

  it('gives a zero-length route between a point and itself', () => {
    const p = port('SGSIN');
    expect(planSeaRoute(p, { ...p })).toEqual({ points: [p, p], distanceKm: 0, via: [] });
    // 180° E and 180° W are the same meridian.
    expect(planSeaRoute({ lat: -20, lon: 180 }, { lat: -20, lon: -180 })?.distanceKm).toBe(0);
  });

  it('returns undefined for non-finite or off-globe input', () => {
    const p = port('SGSIN');
    for (const bad of [
      { lat: Number.NaN, lon: 0 },
      { lat: 0, lon: Number.POSITIVE_INFINITY },
      { lat: 91, lon: 0 },
      { lat: -90.5, lon: 0 },
      { lat: 0, lon: 180.01 },
      { lat: 0, lon: -181 },
    ]) {
      expect(planSeaRoute(bad, p)).toBeUndefined();
      expect(planSeaRoute(p, bad)).toBeUndefined();
    }
  });

  it('reaches every waypoint of the graph (one connected graph)', () => {
    const start = port('NLRTM');
    for (const w of seaWaypoints) {
      const r = planSeaRoute(start, { lat: w.lat, lon: w.lon });
      expect(r?.points.length, w.name).toBeGreaterThan(2);
    }
  });
});

// --- The land test -------------------------------------------------------------------------------------------

const topology = land110m as unknown as Topology<{ land: GeometryCollection }>;
const landCollection = feature(topology, topology.objects.land);
const landFeatures = 'features' in landCollection ? landCollection.features : [landCollection];
/** Natural Earth 1:110m land as single polygons, each with its bounding box so a sample tests only a few. */
const landPolygons = landFeatures.flatMap((f) => {
  const g = f.geometry;
  const rings = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
  return rings.map((coordinates) => {
    const polygon: Feature<Polygon> = { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates } };
    return { polygon, bounds: geoBounds(polygon) };
  });
});
const onLand = (lon: number, lat: number): boolean =>
  landPolygons.some(({ polygon, bounds: [[west, south], [east, north]] }) => {
    if (lat < south || lat > north) return false;
    const inLon = west <= east ? lon >= west && lon <= east : lon >= west || lon <= east;
    return inLon && geoContains(polygon, [lon, lat]);
  });

const sampleKm = 25;
/**
 * Ports sit on the coast and the 1:110m coastline is coarse (generalised by tens of km), so samples this close to
 * either end of a route (and, for the graph's edges, to any seaport) are not checked.
 */
const portExemptionKm = 60;
/**
 * Places where a ship is on water that Natural Earth 1:110m draws as land, each a circle. Nothing else is exempt.
 */
const waterNotIn110m: readonly { name: string; lat: number; lon: number; km: number; reason: string }[] = [
  {
    name: 'Panama Canal',
    lat: 9.15,
    lon: -79.75,
    km: 45,
    reason: 'the canal and Gatún Lake; 1:110m has a solid isthmus',
  },
  { name: 'Suez Canal', lat: 30.45, lon: 32.45, km: 105, reason: 'the canal and the head of the Gulf of Suez' },
  {
    name: 'St Lawrence River',
    lat: 46.3,
    lon: -72.2,
    km: 130,
    reason: 'Montreal is 250 km up river from Quebec City; 1:110m has no river above Île aux Coudres',
  },
  {
    name: 'Lower Mississippi',
    lat: 29.4,
    lon: -89.5,
    km: 35,
    reason: 'New Orleans is 150 km up the Mississippi from Head of Passes; the delta is solid at 1:110m',
  },
  {
    name: 'Lower Elbe',
    lat: 53.8,
    lon: 9.3,
    km: 40,
    reason: 'Hamburg is 100 km up the Elbe; 1:110m ends the estuary at Cuxhaven',
  },
  {
    name: 'Saigon River',
    lat: 10.5,
    lon: 107.0,
    km: 45,
    reason: 'Cat Lai (Ho Chi Minh City) is 80 km up the Saigon/Soài Rạp rivers; 1:110m has no river mouths there',
  },
  {
    name: 'Tokyo Bay',
    lat: 35.25,
    lon: 139.75,
    km: 35,
    reason: 'Tokyo Bay and the Uraga Channel are closed at 1:110m',
  },
];
const exemptZone = (p: GeoPoint) => waterNotIn110m.find((z) => greatCircleKm(p, z) <= z.km);

/** Points of the great circle from a to b every `sampleKm` or less, both ends included. */
function samples(a: GeoPoint, b: GeoPoint): GeoPoint[] {
  const interpolate = geoInterpolate([a.lon, a.lat], [b.lon, b.lat]);
  const steps = Math.max(1, Math.ceil((geoDistance([a.lon, a.lat], [b.lon, b.lat]) * meanEarthRadiusKm) / sampleKm));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const [lon, lat] = interpolate(i / steps);
    return { lat, lon };
  });
}

const legMemo = new Map<string, { count: number; land: GeoPoint[] }>();
/** The land samples of one leg (memoised: the routes share their legs). */
function landOnLeg(a: GeoPoint, b: GeoPoint): { count: number; land: GeoPoint[] } {
  const key = `${a.lat},${a.lon};${b.lat},${b.lon}`;
  let found = legMemo.get(key);
  if (!found) {
    const points = samples(a, b);
    found = { count: points.length, land: points.filter((p) => onLand(p.lon, p.lat)) };
    legMemo.set(key, found);
  }
  return found;
}

/** Land samples of a route that are neither near its two ports nor in a listed exemption, as readable strings. */
function crossings(r: SeaRoute, label: string): { samples: number; problems: string[] } {
  const origin = r.points[0];
  const destination = r.points[r.points.length - 1];
  let count = 0;
  const problems: string[] = [];
  for (let i = 1; i < r.points.length; i++) {
    const a = r.points[i - 1];
    const b = r.points[i];
    if (!a || !b || !origin || !destination) continue;
    const leg = landOnLeg(a, b);
    count += leg.count;
    for (const p of leg.land) {
      if (greatCircleKm(p, origin) <= portExemptionKm || greatCircleKm(p, destination) <= portExemptionKm) continue;
      if (exemptZone(p)) continue;
      problems.push(
        `${label} leg ${i} (${a.lat},${a.lon})→(${b.lat},${b.lon}) on land at ${p.lat.toFixed(2)},${p.lon.toFixed(2)}`,
      );
      break;
    }
  }
  return { samples: count, problems };
}

describe('planSeaRoute: the land test (Natural Earth 1:110m)', () => {
  it('has a land check that catches a continent', () => {
    expect(onLand(-100, 40)).toBe(true); // Kansas
    expect(onLand(-40, 40)).toBe(false); // North Atlantic
    // The great-circle arc New Orleans → Ningbo crosses North America and Asia; Rotterdam → Genoa crosses Europe.
    const arc = (from: string, to: string): SeaRoute => ({ points: [port(from), port(to)], distanceKm: 0, via: [] });
    expect(crossings(arc('USNOL', 'CNNGB'), 'arc').problems).not.toEqual([]);
    expect(crossings(arc('NLRTM', 'ITGOA'), 'arc').problems).not.toEqual([]);
  });

  // Some seconds of geometry on an idle machine: a busy two-core CI machine needs more than vitest's 5 s default.
  it('keeps every leg of every route between two seaports at sea', () => {
    const problems: string[] = [];
    let pairs = 0;
    let checked = 0;
    // Routes are symmetric (tested above), so each unordered pair is checked once.
    for (const a of seaports) {
      for (const b of seaports) {
        if (a.code >= b.code) continue;
        const result = crossings(route(a.code, b.code), `${a.code}→${b.code}`);
        pairs++;
        checked += result.samples;
        problems.push(...result.problems);
      }
    }
    expect(pairs).toBe((seaports.length * (seaports.length - 1)) / 2);
    expect(checked).toBeGreaterThan(pairs * 100);
    expect(problems.slice(0, 20)).toEqual([]);
  }, 60_000);

  it('keeps every edge of the waypoint graph at sea (away from the ports and the listed exemptions)', () => {
    const byName = new Map(seaWaypoints.map((w) => [w.name, w]));
    const nearPort = (p: GeoPoint) => seaports.some((s) => greatCircleKm(p, port(s.code)) <= portExemptionKm);
    const problems: string[] = [];
    for (const w of seaWaypoints) {
      for (const name of w.links) {
        const other = byName.get(name);
        if (!other) {
          problems.push(`${w.name} links to unknown ${name}`);
          continue;
        }
        const land = landOnLeg(w, other).land.filter((p) => !nearPort(p) && !exemptZone(p));
        if (land[0])
          problems.push(`${w.name} – ${name} on land at ${land[0].lat.toFixed(2)},${land[0].lon.toFixed(2)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
