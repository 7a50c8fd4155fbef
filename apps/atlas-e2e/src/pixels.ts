import sharp from 'sharp';

/** Colour statistics of a PNG: how many distinct (quantised) colours and the share of the most common one. */
export interface PixelStats {
  readonly width: number;
  readonly height: number;
  readonly distinctColours: number;
  readonly dominantShare: number;
}

/** Reads a PNG and counts its colours, quantised to 4 bits per channel. */
export async function pixelStats(png: Buffer): Promise<PixelStats> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += 3) {
    const key = ((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const total = info.width * info.height;
  const dominant = Math.max(...counts.values());
  return {
    width: info.width,
    height: info.height,
    distinctColours: counts.size,
    dominantShare: dominant / total,
  };
}
