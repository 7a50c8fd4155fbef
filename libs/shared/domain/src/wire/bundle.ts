/** A bundle: a curated list of listings (1§3). */
export interface Bundle {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly previewUrl: string | null;
}
