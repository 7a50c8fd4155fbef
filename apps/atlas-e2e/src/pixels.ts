import sharp from 'sharp';

/** Colour statistics of a PNG: distinct (quantised) colours, the most common one's share, brightness. */
export interface PixelStats {
  readonly width: number;
  readonly height: number;
  readonly distinctColours: number;
  readonly dominantShare: number;
  /** Mean brightness, 0..255 (Rec. 601 luma). */
  readonly meanLuma: number;
}

/** Reads a PNG and counts its colours, quantised to 4 bits per channel. */
export async function pixelStats(png: Buffer): Promise<PixelStats> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  let luma = 0;
  for (let i = 0; i < data.length; i += 3) {
    luma += 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
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
    meanLuma: luma / total,
  };
}
