/** One point of the sea-route graph (reference/sea-waypoints*.ts). */
export type SeaWaypoint = {
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
  /** The canal or strait this point lies in, reported in SeaRoute.via; absent for open-sea and coastal points. */
  readonly passage?: string;
  /** Names of the waypoints joined to this one by a sea leg. Edges are undirected: each is listed on one side. */
  readonly links: readonly string[];
};
