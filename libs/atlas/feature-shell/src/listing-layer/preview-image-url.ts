/** Preview sizes served by `/listing-preview/{id}` (spec 1§9: small, medium, sharing). */
export type PreviewSize = 'small' | 'medium' | 'sharing';

/** The address of a listing's preview image in one size. */
export function previewImageUrl(previewUrl: string, size: PreviewSize): string {
  return `${previewUrl}${previewUrl.includes('?') ? '&' : '?'}size=${size}`;
}
