/** A 5 × 7 pixel font of what sheet labels use: digits, N S E W, point, minus and space. */
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  '.': ['00000', '00000', '00000', '00000', '00000', '01100', '01100'],
  '-': ['00000', '00000', '00000', '01110', '00000', '00000', '00000'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
};

/** A sheet's corner label: where its middle is, e.g. `38.72N 9.14W`. */
export function sheetLabel(lon: number, lat: number): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(2)}${value >= 0 ? positive : negative}`;
  return `${part(lat, 'N', 'S')} ${part(lon, 'E', 'W')}`;
}

/** Size in pixels of `text` at `scale` (5 × 7 glyphs, one column apart). */
export function labelSize(text: string, scale: number): { width: number; height: number } {
  return { width: (text.length * 6 - 1) * scale, height: 7 * scale };
}

/**
 * Sets `ink` in `kinds` (a `width`-wide grid of pixel kinds) where the glyphs of `text` have a
 * dot, its top-left corner at `x`, `y`, each dot `scale` pixels square. Unknown characters are
 * left blank.
 */
export function drawLabel(
  kinds: Uint8Array,
  width: number,
  text: string,
  at: { readonly x: number; readonly y: number; readonly scale: number; readonly ink: number },
): void {
  [...text].forEach((char, index) => {
    const glyph = GLYPHS[char] ?? GLYPHS[' ']!;
    glyph.forEach((line, gy) => {
      for (let gx = 0; gx < 5; gx += 1) {
        if (line[gx] !== '1') continue;
        for (let dy = 0; dy < at.scale; dy += 1) {
          const row = at.y + gy * at.scale + dy;
          const col = at.x + (index * 6 + gx) * at.scale;
          kinds.fill(at.ink, row * width + col, row * width + col + at.scale);
        }
      }
    });
  });
}
