import { formatArea, type Meters, type Units } from '@unfurl/domain';
import { assertNever } from '../records/annotation';
import type { SquareMeters } from './square-meters';

const METERS_PER_MILE = 1609.344;
const METERS_PER_FOOT = 0.3048;
const METERS_PER_NAUTICAL_MILE = 1852;
const SQUARE_METERS_PER_ACRE = 4046.8564224;
const MILLION = 1_000_000;

const numberFormats = new Map<number, Intl.NumberFormat>();

/** A number with thousands separators and at most `decimals` decimals (en-US, every host alike). */
function grouped(value: number, decimals: number): string {
  let format = numberFormats.get(decimals);
  if (format === undefined) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals });
    numberFormats.set(decimals, format);
  }
  return format.format(value);
}

/** An area in a large unit, in millions above one million (the km² rule of 1§9, other units alike). */
function areaIn(value: number, unit: string): string {
  if (value > MILLION) return `${grouped(value / MILLION, 2)} M ${unit}`;
  return `${grouped(value, value < 1 ? 4 : 2)} ${unit}`;
}

/** A length label: m/km, ft/mi or nautical miles. */
export function lengthLabel(length: Meters, units: Units): string {
  switch (units) {
    case 'metric':
      return length < 1000 ? `${grouped(length, 1)} m` : `${grouped(length / 1000, 2)} km`;
    case 'imperial':
      return length < METERS_PER_MILE
        ? `${grouped(length / METERS_PER_FOOT, 0)} ft`
        : `${grouped(length / METERS_PER_MILE, 2)} mi`;
    case 'nautical':
      return `${grouped(length / METERS_PER_NAUTICAL_MILE, length < METERS_PER_NAUTICAL_MILE ? 3 : 2)} nmi`;
    default:
      return assertNever(units);
  }
}

/** An area label: km² (M km² above a million), acres or mi², or nmi² (1§9, R-178, R-179). */
export function areaLabel(area: SquareMeters, units: Units): string {
  switch (units) {
    case 'metric':
      return formatArea(area / 1e6);
    case 'imperial': {
      const acres = area / SQUARE_METERS_PER_ACRE;
      return acres < 640 ? `${grouped(acres, 2)} ac` : areaIn(area / METERS_PER_MILE ** 2, 'mi²');
    }
    case 'nautical':
      return areaIn(area / METERS_PER_NAUTICAL_MILE ** 2, 'nmi²');
    default:
      return assertNever(units);
  }
}
