/**
 * An offline sea route between two ports: a shortest path over a hand-made graph of named ocean waypoints (open-sea
 * points off capes and coasts, canal ends, straits), so an ocean shipment is drawn and measured along the way a ship
 * sails rather than along the great circle, which crosses continents (New Orleans → Ningbo over Canada and Alaska).
 *
 * The graph is coarse on purpose: about 450 points placed by hand so that every edge, followed along the great
 * circle, stays at sea at the scale of a world map (Natural Earth 1:110m, which the test checks every route against).
 * Distances are sums of great-circle legs between waypoints; for the routes the test knows they land within a few
 * percent of published port-to-port distances. They are for the map and the CO2e estimate, not voyage planning.
 * Assumptions: the Panama and Suez canals are open (no Cape diversions); no Kiel Canal, Strait of Magellan, Northern
 * Sea Route or inland waterways (the St Lawrence up to Montreal is the one river in the graph, with the short river
 * approaches of a few ports). Pure: no I/O, no packages.
 */
import type { SeaWaypoint } from '../reference/sea-waypoint';
import { seaWaypoints } from '../reference/sea-waypoints';
import { greatCircleKm, isGeoPoint, type GeoPoint } from './geo';

export type SeaRoute = {
  /** From the origin port to the destination port, through the sea waypoints passed (at least the two ports). */
  points: GeoPoint[];
  /** Sum of the great-circle lengths of the legs, km. */
  distanceKm: number;
  /**
   * Names of the canals and straits passed, in order, e.g. ['Strait of Malacca', 'Bab-el-Mandeb', 'Suez Canal',
   * 'Strait of Gibraltar']; [] when none.
   */
  via: string[];
};

type Edge = { to: number; km: number };
type Graph = { nodes: readonly SeaWaypoint[]; edges: readonly Edge[][] };

let graph: Graph | undefined;

/** The waypoints with their undirected edges weighted by great-circle length, built once. */
function waypointGraph(): Graph {
  if (graph) return graph;
  const nodes = seaWaypoints;
  const index = new Map<string, number>();
  nodes.forEach((node, i) => {
    if (index.has(node.name)) throw new Error(`sea-route: duplicate waypoint ${node.name}`);
    index.set(node.name, i);
  });
  const edges: Edge[][] = nodes.map(() => []);
  nodes.forEach((node, i) => {
    for (const link of node.links) {
      const j = index.get(link);
      const other = j === undefined ? undefined : nodes[j];
      if (j === undefined || !other || j === i) throw new Error(`sea-route: ${node.name} links to unknown ${link}`);
      const km = greatCircleKm(node, other);
      edges[i]?.push({ to: j, km });
      edges[j]?.push({ to: i, km });
    }
  });
  graph = { nodes, edges };
  return graph;
}

/** Dijkstra's shortest path from one waypoint to another, as waypoint indices; undefined when unreachable. */
function shortestPath(g: Graph, from: number, to: number): number[] | undefined {
  const n = g.nodes.length;
  const distance = new Float64Array(n).fill(Infinity);
  const previous = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  const heap = new MinHeap();
  distance[from] = 0;
  heap.push(0, from);
  for (let top = heap.pop(); top; top = heap.pop()) {
    const at = top.node;
    if (done[at]) continue;
    done[at] = 1;
    if (at === to) break;
    for (const edge of g.edges[at] ?? []) {
      const km = top.km + edge.km;
      if (km < (distance[edge.to] ?? Infinity)) {
        distance[edge.to] = km;
        previous[edge.to] = at;
        heap.push(km, edge.to);
      }
    }
  }
  if (!done[to]) return undefined;
  const path = [to];
  for (let at = previous[to] ?? -1; at >= 0; at = previous[at] ?? -1) path.push(at);
  return path.reverse();
}

/** A binary min-heap of (km, node) entries, smallest km first. */
class MinHeap {
  private readonly items: { km: number; node: number }[] = [];

  push(km: number, node: number): void {
    const items = this.items;
    items.push({ km, node });
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const up = items[parent];
      const item = items[i];
      if (!up || !item || up.km <= item.km) break;
      items[parent] = item;
      items[i] = up;
      i = parent;
    }
  }

  pop(): { km: number; node: number } | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (!top || !last || items.length === 0) return top;
    items[0] = last;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if ((items[left]?.km ?? Infinity) < (items[smallest]?.km ?? Infinity)) smallest = left;
      if ((items[right]?.km ?? Infinity) < (items[smallest]?.km ?? Infinity)) smallest = right;
      if (smallest === i) return top;
      const a = items[i];
      const b = items[smallest];
      if (!a || !b) return top;
      items[i] = b;
      items[smallest] = a;
      i = smallest;
    }
  }
}

function nearestWaypoint(point: GeoPoint, nodes: readonly SeaWaypoint[]): { index: number; km: number } {
  let best = { index: -1, km: Infinity };
  nodes.forEach((node, index) => {
    const km = greatCircleKm(point, node);
    if (km < best.km) best = { index, km };
  });
  return best;
}

function legsKm(points: readonly GeoPoint[]): number {
  let km = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (a && b) km += greatCircleKm(a, b);
  }
  return km;
}

/**
 * The sea route between two points (normally two seaports of reference/seaports): each point joins the graph at
 * its nearest waypoint (the waypoints sit off every served port, so that first leg stays at sea), then Dijkstra's
 * shortest path between those two waypoints. Two points closer to each other than to either's nearest waypoint
 * are joined directly. A port lying in a strait or canal approach (Busan, Singapore, Algeciras, Montreal) joins
 * that passage's waypoint, so the passage is listed in `via` whichever way the ship leaves.
 *
 * Returns undefined only for a missing, non-finite or off-globe point; the same point twice gives a route of
 * length 0.
 */
export function planSeaRoute(origin: GeoPoint, destination: GeoPoint): SeaRoute | undefined {
  if (!isGeoPoint(origin) || !isGeoPoint(destination)) return undefined;
  const o: GeoPoint = { lat: origin.lat, lon: origin.lon };
  const d: GeoPoint = { lat: destination.lat, lon: destination.lon };
  const direct = greatCircleKm(o, d);
  if (direct < 1e-6) return { points: [o, d], distanceKm: 0, via: [] };

  const g = waypointGraph();
  const from = nearestWaypoint(o, g.nodes);
  const to = nearestWaypoint(d, g.nodes);
  const path = direct <= Math.min(from.km, to.km) ? undefined : shortestPath(g, from.index, to.index);
  if (!path) return { points: [o, d], distanceKm: direct, via: [] };

  const passed = path.flatMap((i) => g.nodes[i] ?? []);
  const points = [o, ...passed.map((node) => ({ lat: node.lat, lon: node.lon })), d];
  const via: string[] = [];
  for (const node of passed) {
    if (node.passage && !via.includes(node.passage)) via.push(node.passage);
  }
  return { points, distanceKm: legsKm(points), via };
}
