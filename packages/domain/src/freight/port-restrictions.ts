/**
 * The two special customer lists of spec 1 §6 / spec 2 §6: customers on one list may price air freight only from
 * DFW, on the other only from CVG; for both, the destination must be VCP or GRU. Who is on a list is data (the
 * server keeps it per customer company); the rule is here.
 */
export const airPortRestrictionLists = {
  DFW_ONLY: { origins: ['DFW'], destinations: ['VCP', 'GRU'] },
  CVG_ONLY: { origins: ['CVG'], destinations: ['VCP', 'GRU'] },
} as const satisfies Record<string, { origins: readonly string[]; destinations: readonly string[] }>;

export type AirPortRestrictionList = keyof typeof airPortRestrictionLists;
export const airPortRestrictionListCodes = Object.keys(airPortRestrictionLists) as AirPortRestrictionList[];

const within = (codes: readonly string[], code: string) => codes.includes(code.toUpperCase());

/** May a customer on `list` (null: on none) use this origin? */
export const isOriginAllowed = (list: AirPortRestrictionList | null, origin: string) =>
  list === null || within(airPortRestrictionLists[list].origins, origin);

/** May a customer on `list` (null: on none) price this lane? */
export const isAirLaneAllowed = (list: AirPortRestrictionList | null, origin: string, destination: string) =>
  list === null ||
  (within(airPortRestrictionLists[list].origins, origin) &&
    within(airPortRestrictionLists[list].destinations, destination));
