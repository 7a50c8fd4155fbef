import type { FormatParse } from './coordinate-search';

const NUM = String.raw`\d+(?:\.\d+)?`;
// ':' separates degrees, minutes and seconds in the colon style (60:23:24N), as GeographicLib reads.
const DEG_MARK = String.raw`(?:°|º|˚|deg|d|:)`;
const MIN_MARK = String.raw`(?:'|′|’|‘|min|m|:)`;
const SEC_MARK = String.raw`(?:"|″|”|“|''|′′|sec|s)`;
/**
 * One angle with 9 groups: hemisphere prefix, sign, degrees, mark, minutes, mark, seconds, mark,
 * hemisphere suffix. Prefix style needs the letter first and has no suffix; suffix style the reverse.
 */
function angle(style: 'prefix' | 'suffix'): string {
  const pre = style === 'prefix' ? '([NSEWnsew])\\s*' : '()';
  const post = style === 'suffix' ? '([NSEWnsew])?' : '()';
  return (
    String.raw`${pre}([+-])?(${NUM})\s*(${DEG_MARK})?\s*` +
    String.raw`(?:(${NUM})\s*(${MIN_MARK})?\s*)?(?:(${NUM})\s*(${SEC_MARK})?\s*)?${post}`
  );
}
const DMS_PAIRS = (['suffix', 'prefix'] as const).map(
  (style) => new RegExp(String.raw`^${angle(style)}\s*[,;/]?\s*${angle(style)}$`),
);

interface Angle {
  readonly value: number;
  /** The hemisphere letter, if given. */
  readonly hemisphere: 'N' | 'S' | 'E' | 'W' | undefined;
  /** True when the angle carried a degree mark or hemisphere letter (so it is clearly DMS). */
  readonly marked: boolean;
}

type AngleResult = { readonly angle: Angle } | { readonly reason: string };

function readAngle(groups: readonly (string | undefined)[]): AngleResult {
  const [pre, sign, deg, degMark, min, minMark, sec, rawSecMark, rawPost] = groups.map(
    (g) => g || undefined,
  );
  // A lone lower-case 's' after the seconds is the hemisphere unless the angle is in d/m/s style.
  const letterStyle = degMark === 'd' || degMark === 'deg' || minMark === 'm' || minMark === 'min';
  const sIsHemisphere = rawSecMark === 's' && !rawPost && !letterStyle;
  const secMark = sIsHemisphere ? undefined : rawSecMark;
  const post = sIsHemisphere ? 'S' : rawPost;
  const hemisphere = (pre ?? post)?.toUpperCase() as Angle['hemisphere'];
  const d = Number(deg);
  const m = min === undefined ? 0 : Number(min);
  const s = sec === undefined ? 0 : Number(sec);
  if (m >= 60 || s >= 60) return { reason: 'Minutes and seconds must be less than 60.' };
  if ((min !== undefined && !Number.isInteger(d)) || (sec !== undefined && !Number.isInteger(m))) {
    return { reason: 'Only the last part of a degrees-minutes-seconds angle may have decimals.' };
  }
  const negative = sign === '-' || hemisphere === 'S' || hemisphere === 'W';
  const magnitude = d + m / 60 + s / 3600;
  const marked = Boolean(degMark || minMark || secMark || hemisphere);
  return { angle: { value: negative ? -magnitude : magnitude, hemisphere, marked } };
}

const isLatLetter = (h: Angle['hemisphere']) => h === 'N' || h === 'S';
const isLngLetter = (h: Angle['hemisphere']) => h === 'E' || h === 'W';

/**
 * Degrees-minutes-seconds pairs such as `40°26'46"N 79°58'56"W`, `40 26 46 N 79 58 56 W`,
 * `N40°26.767' W79°58.933'`, `40d26m46sN, 79d58m56sW` or `40:26:46N 79:58:56W`. Each angle needs a mark or a hemisphere
 * letter (bare number pairs are decimal). Latitude first unless the letters say otherwise.
 */
export function parseDms(text: string): FormatParse {
  const match = DMS_PAIRS.map((re) => re.exec(text)).find((m) => m !== null);
  if (!match) return { kind: 'no-match' };
  const first = readAngle(match.slice(1, 10));
  const second = readAngle(match.slice(10, 19));
  if ('reason' in first) return { kind: 'invalid', reason: first.reason };
  if ('reason' in second) return { kind: 'invalid', reason: second.reason };
  if (!first.angle.marked || !second.angle.marked) return { kind: 'no-match' };
  const swapped = isLngLetter(first.angle.hemisphere) || isLatLetter(second.angle.hemisphere);
  const [lat, lng] = swapped ? [second.angle, first.angle] : [first.angle, second.angle];
  if (isLngLetter(lat.hemisphere) || isLatLetter(lng.hemisphere)) {
    return { kind: 'invalid', reason: 'Give one latitude (N/S) and one longitude (E/W).' };
  }
  if (Math.abs(lat.value) > 90) {
    return { kind: 'invalid', reason: 'Latitude must be between -90 and 90.' };
  }
  if (Math.abs(lng.value) > 180) {
    return { kind: 'invalid', reason: 'Longitude must be between -180 and 180.' };
  }
  return { kind: 'ok', position: { lat: lat.value + 0, lng: lng.value + 0 } };
}

/** Formats one angle as degrees, minutes and seconds with a hemisphere letter, e.g. 40°26'46.00"N. */
export function formatDmsAngle(value: number, axis: 'lat' | 'lng', secondDecimals = 2): string {
  const hemisphere = axis === 'lat' ? (value < 0 ? 'S' : 'N') : value < 0 ? 'W' : 'E';
  const scale = 10 ** secondDecimals;
  let totalSeconds = Math.round(Math.abs(value) * 3600 * scale) / scale;
  const d = Math.floor(totalSeconds / 3600);
  totalSeconds -= d * 3600;
  const m = Math.floor(totalSeconds / 60);
  const s = totalSeconds - m * 60;
  return `${d}°${m}'${s.toFixed(secondDecimals)}"${hemisphere}`;
}
