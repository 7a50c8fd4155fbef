// KML colours are aabbggrr hex; ours are CSS colours (#rgb, #rrggbb or a name) plus an opacity.

const NAMED: Readonly<Record<string, string>> = {
  white: 'ffffff',
  black: '000000',
  yellow: 'ffff00',
  red: 'ff0000',
  green: '008000',
  blue: '0000ff',
  transparent: '000000',
};

function hex2(n: number): string {
  return Math.round(Math.min(1, Math.max(0, n)) * 255)
    .toString(16)
    .padStart(2, '0');
}

/** rrggbb of a CSS colour we write; unknown names fall back to the default annotation colour. */
function rgb(color: string): string {
  const named = NAMED[color.toLowerCase()];
  if (named !== undefined) return named;
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color);
  if (m?.[1] === undefined) return 'eed926';
  const h = m[1].toLowerCase();
  return h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
}

/** A CSS colour and an opacity as a KML aabbggrr colour. */
export function toKmlColor(color: string, opacity: number): string {
  const c = rgb(color);
  const alpha = color.toLowerCase() === 'transparent' ? 0 : opacity;
  return `${hex2(alpha)}${c.slice(4, 6)}${c.slice(2, 4)}${c.slice(0, 2)}`;
}

/** A KML aabbggrr colour as a #rrggbb colour and an opacity; undefined when malformed. */
export function fromKmlColor(kml: string): { color: string; opacity: number } | undefined {
  const m = /^([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(kml.trim());
  if (m === null) return undefined;
  const [, a = 'ff', b = '00', g = '00', r = '00'] = m;
  return { color: `#${r}${g}${b}`.toLowerCase(), opacity: parseInt(a, 16) / 255 };
}
