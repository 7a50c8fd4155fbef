import { SATELLITE_OPERATORS } from '../navigation/legal-pages';

/** One satellite of the live orbit display (2§3). */
export interface CatalogueSatellite {
  readonly name: string;
  readonly operator: string;
}

const ONE = SATELLITE_OPERATORS.operatorOne.name;

/**
 * The live orbit display's catalogue (2§3, R-473): four satellites of the first tasking operator,
 * Landsat 8, Sentinel 1A..5P, Himawari 7-9, NOAA 19 and 20, the ISS, and a commercial
 * operator's Pathfinder 1 and Global 1-4, 7, 8. Operator satellite names are fictional.
 */
export const ORBIT_CATALOGUE: readonly CatalogueSatellite[] = [
  ...[1, 2, 3, 4].map((n) => ({ name: `${ONE} ${n}`, operator: ONE })),
  { name: 'Landsat 8', operator: 'NASA/USGS' },
  ...['1A', '1B', '2A', '2B', '3A', '3B', '5P'].map((id) => ({
    name: `Sentinel ${id}`,
    operator: 'ESA',
  })),
  ...[7, 8, 9].map((n) => ({ name: `Himawari ${n}`, operator: 'JMA' })),
  { name: 'NOAA 19', operator: 'NOAA' },
  { name: 'NOAA 20', operator: 'NOAA' },
  { name: 'ISS', operator: 'NASA/Roscosmos/ESA/JAXA/CSA' },
  { name: 'Pathfinder 1', operator: 'Commercial' },
  ...[1, 2, 3, 4, 7, 8].map((n) => ({ name: `Global ${n}`, operator: 'Commercial' })),
];

/** Orbit propagation error codes 1 to 6 (2§8); their meanings are not given by the spec. */
export const ORBIT_ERROR_CODES = [1, 2, 3, 4, 5, 6] as const;
