/**
 * The sea waypoints `planSeaRoute` (shipments/sea-route.ts) finds its routes through: open-sea points off capes and
 * coasts, canal ends and straits, each with the waypoints it is joined to by a sea leg. Reference data, no logic.
 */
import { seaWaypointsAmericas } from './sea-waypoints-americas';
import { seaWaypointsEuropeMiddleEast } from './sea-waypoints-europe-middle-east';
import { seaWaypointsAsiaPacific } from './sea-waypoints-asia-pacific';
import { seaWaypointsAfricaIndianOcean } from './sea-waypoints-africa-indian-ocean';
import type { SeaWaypoint } from './sea-waypoint';

/**
 * The waypoint graph. Coordinates are decimal degrees placed from public knowledge of where the canals, straits,
 * capes and port approaches are (the positions given in atlases and sailing directions, e.g. Cape Horn 55.98 S
 * 67.27 W, the Suez Canal from Port Said 31.26 N 32.31 E to Suez 29.93 N 32.56 E, Bab-el-Mandeb 12.6 N 43.4 E),
 * then set off the coast into open water so that the legs between them stay at sea on the 1:110m coastline.
 * Every served seaport has a waypoint within about 120 km (most within 50 km) that it reaches over water.
 */
export const seaWaypoints: readonly SeaWaypoint[] = [
  ...seaWaypointsAmericas,
  ...seaWaypointsEuropeMiddleEast,
  ...seaWaypointsAsiaPacific,
  ...seaWaypointsAfricaIndianOcean,
];
