import { Alert, Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  geoCentroid,
  geoCircle,
  geoInterpolate,
  geoLength,
  geoNaturalEarth1,
  geoPath,
  type GeoProjection,
} from 'd3-geo';
import type { Feature, FeatureCollection, GeometryObject, LineString, MultiLineString } from 'geojson';
import { useId, useMemo } from 'react';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';

/** A port (or airport) at one end of the route. */
export type RoutePort = { code: string; name: string; lat: number; lon: number };

export type RouteMapProps = {
  origin?: RoutePort;
  destination?: RoutePort;
  mode: 'AIR' | 'OCEAN' | 'DOMESTIC' | 'SURFACE';
  /** Drawing height in px (default 320); the width follows the container. */
  height?: number;
  /** Shown instead of the map when a port or its coordinates are missing, e.g. the translated 'Route data pending'. */
  pendingText: string;
  /** The picture's accessible name; default 'Route from {origin name} ({code}) to {destination name} ({code})'. */
  label?: string;
  /**
   * Points the route passes between the two ports (e.g. a sea route's canals and straits); without them the route
   * is the great-circle arc from port to port.
   */
  waypoints?: readonly { lat: number; lon: number }[];
};

/**
 * Colours are Mantine CSS variables that change with the colour scheme, so one drawing serves light and dark:
 * land is the default border grey (gray-4 / dark-4) on the page background, the arc and markers the primary colour.
 * Labels are the body text colour on a halo of the body background (21:1 light, 9.4:1 dark, WCAG AA needs 4.5:1);
 * the arc reaches 7:1 / 3.6:1 against land and 10.5:1 / 5.6:1 against the background (graphics need 3:1).
 */
export const routeMapColors = {
  land: 'var(--mantine-color-default-border)',
  borders: 'var(--mantine-color-body)',
  route: 'var(--mantine-primary-color-filled)',
  halo: 'var(--mantine-color-body)',
  text: 'var(--mantine-color-text)',
} as const;

type WorldTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
type WorldShapes = { land: Feature | FeatureCollection; borders: MultiLineString };

let worldShapes: WorldShapes | undefined;

/** The Natural Earth 1:110m land and country borders, converted from TopoJSON once per module. */
function loadWorldShapes(): WorldShapes {
  if (!worldShapes) {
    const topology = countries110m as unknown as WorldTopology;
    worldShapes = {
      land: feature(topology, topology.objects.land),
      borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
    };
  }
  return worldShapes;
}

const defaultWidth = 800;
const padding = 16;
/** Room around each port, in degrees of arc, so labels and the nearby coast stay in view. */
const portMarginDegrees = 3;
/** Smallest area shown, a circle of this radius (degrees) round the route's middle: keeps short trips readable. */
const minimumRadiusDegrees = 7;
const fontSize = 12;

type Point = [number, number];
type Label = { x: number; y: number; anchor: 'start' | 'middle' | 'end' };
type RouteDrawing = {
  land: string;
  borders: string;
  arc: string;
  origin: Point;
  destination: Point;
  originLabel: Label;
  destinationLabel: Label;
};

const isValidPort = (port: RoutePort | undefined): port is RoutePort =>
  port != null &&
  Number.isFinite(port.lat) &&
  Number.isFinite(port.lon) &&
  Math.abs(port.lat) <= 90 &&
  Math.abs(port.lon) <= 180;

const portText = (port: RoutePort) => `${port.name} (${port.code})`;

const isFinitePoint = (point: Point | null): point is Point =>
  point != null && Number.isFinite(point[0]) && Number.isFinite(point[1]);

/**
 * A label beside its marker, on the side away from the other port, pulled inside the drawing. Text width is an
 * estimate (no layout in tests, and measuring would need a render pass).
 */
function placeLabel(at: Point, other: Point, text: string, width: number, height: number): Label {
  const half = (text.length * fontSize * 0.6) / 2;
  const below = at[1] > other[1] || (at[1] === other[1] && at[0] > other[0]);
  let y = below ? at[1] + fontSize + 8 : at[1] - 10;
  if (y < fontSize + 2) y = at[1] + fontSize + 8;
  if (y > height - 4) y = at[1] - 10;
  if (at[0] - half < 4) return { x: Math.max(4, at[0] - 6), y, anchor: 'start' };
  if (at[0] + half > width - 4) return { x: Math.min(width - 4, at[0] + 6), y, anchor: 'end' };
  return { x: at[0], y, anchor: 'middle' };
}

function fitProjection(line: Point[], width: number, height: number): GeoProjection {
  const extent: [Point, Point] = [
    [padding, padding],
    [width - padding, height - padding],
  ];
  const from = line[0] as Point;
  const to = line[line.length - 1] as Point;
  const route: LineString = { type: 'LineString', coordinates: line };
  // The middle of the route itself: for a sea route round a continent that is not the middle of its two ends.
  const middle = line.length > 2 ? geoCentroid(route) : geoInterpolate(from, to)(0.5);
  if (!isFinitePoint(middle)) {
    // Antipodal ports: every great circle joins them, so show the whole world.
    return geoNaturalEarth1().fitExtent(extent, { type: 'Sphere' });
  }
  const halfRouteDegrees = (geoLength(route) * 90) / Math.PI;
  const frame: GeometryObject[] = [
    route,
    geoCircle().center(from).radius(portMarginDegrees)(),
    geoCircle().center(to).radius(portMarginDegrees)(),
  ];
  if (halfRouteDegrees < minimumRadiusDegrees) {
    frame.push(geoCircle().center(middle).radius(minimumRadiusDegrees)());
  }
  // Centre the map on the route's middle longitude so a trans-Pacific arc is not cut at the antimeridian.
  return geoNaturalEarth1()
    .rotate([-middle[0], 0])
    .fitExtent(extent, { type: 'GeometryCollection', geometries: frame });
}

function drawRoute(line: Point[], originText: string, destinationText: string, width: number, height: number) {
  const from = line[0] as Point;
  const to = line[line.length - 1] as Point;
  const projection = fitProjection(line, width, height);
  // Draw only what is in view: the world's coastlines outside it would only make the path longer.
  projection.clipExtent([
    [0, 0],
    [width, height],
  ]);
  const path = geoPath(projection);
  const world = loadWorldShapes();
  const origin = projection(from);
  const destination = projection(to);
  if (!isFinitePoint(origin) || !isFinitePoint(destination)) return undefined;
  const drawing: RouteDrawing = {
    land: path(world.land) ?? '',
    borders: path(world.borders) ?? '',
    // d3-geo draws a LineString as the great-circle arcs between its points.
    arc: path({ type: 'LineString', coordinates: line }) ?? '',
    origin,
    destination,
    originLabel: placeLabel(origin, destination, originText, width, height),
    destinationLabel: placeLabel(destination, origin, destinationText, width, height),
  };
  return drawing;
}

/**
 * An offline world map of a shipment's route: Natural Earth land (world-atlas, bundled, no tile server), the
 * great-circle arc between the two ports (or through the given waypoints) and a labelled marker at each end,
 * fitted to the route. Air routes are dashed. When a port or its coordinates are missing it shows `pendingText` instead; it never throws.
 */
export function RouteMap({ origin, destination, mode, height = 320, pendingText, label, waypoints }: RouteMapProps) {
  const titleId = useId();
  const { ref, width: measuredWidth } = useElementSize<HTMLDivElement>();
  const width = measuredWidth > 0 ? Math.round(measuredWidth) : defaultWidth;
  const ready = isValidPort(origin) && isValidPort(destination);
  const originText = ready ? portText(origin) : '';
  const destinationText = ready ? portText(destination) : '';
  const fromLon = origin?.lon;
  const fromLat = origin?.lat;
  const toLon = destination?.lon;
  const toLat = destination?.lat;

  const drawing = useMemo(() => {
    if (!ready || fromLon === undefined || fromLat === undefined || toLon === undefined || toLat === undefined) {
      return undefined;
    }
    const via = (waypoints ?? []).map((point): Point => [point.lon, point.lat]).filter(isFinitePoint);
    try {
      return drawRoute([[fromLon, fromLat], ...via, [toLon, toLat]], originText, destinationText, width, height);
    } catch {
      return undefined; // A map is a nicety: never break the shipment screen over it.
    }
  }, [ready, fromLon, fromLat, toLon, toLat, waypoints, originText, destinationText, width, height]);

  if (!ready || !drawing) {
    return (
      <Alert role="status" color="gray" variant="light">
        {pendingText}
      </Alert>
    );
  }

  const title = label ?? `Route from ${originText} to ${destinationText}`;
  const markers = [
    { key: 'origin', at: drawing.origin, text: originText, place: drawing.originLabel },
    { key: 'destination', at: drawing.destination, text: destinationText, place: drawing.destinationLabel },
  ];
  return (
    <Box ref={ref} w="100%">
      <svg
        role="img"
        aria-labelledby={titleId}
        width="100%"
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="xMidYMid meet"
        fontSize={fontSize}
      >
        <title id={titleId}>{title}</title>
        <path data-testid="route-land" d={drawing.land} fill={routeMapColors.land} />
        <path d={drawing.borders} fill="none" stroke={routeMapColors.borders} strokeWidth={0.5} />
        <path d={drawing.arc} fill="none" stroke={routeMapColors.halo} strokeWidth={6} strokeLinecap="round" />
        <path
          data-testid="route-arc"
          d={drawing.arc}
          fill="none"
          stroke={routeMapColors.route}
          strokeWidth={2.5}
          strokeLinecap="round"
          strokeDasharray={mode === 'AIR' ? '8 5' : undefined}
        />
        {markers.map((marker) => (
          <g key={marker.key} data-testid="route-marker" data-port={marker.key}>
            <circle
              cx={marker.at[0]}
              cy={marker.at[1]}
              r={5}
              fill={routeMapColors.route}
              stroke={routeMapColors.halo}
              strokeWidth={2}
            />
            <text
              x={marker.place.x}
              y={marker.place.y}
              textAnchor={marker.place.anchor}
              fill={routeMapColors.text}
              stroke={routeMapColors.halo}
              strokeWidth={4}
              strokeLinejoin="round"
              paintOrder="stroke"
              fontWeight={600}
            >
              {marker.text}
            </text>
          </g>
        ))}
      </svg>
    </Box>
  );
}
