import { MAP_UNAVAILABLE_MESSAGE } from '@unfurl/stores';

/**
 * What the user reads when a layer's server refuses its tiles or images: R-231's toast, then the
 * layer and why, in the server's words.
 */
export function layerProblemMessage(title: string, reason: string): string {
  const name = title.trim() ? `“${title.trim()}”` : 'This layer';
  const why = reason.trim().replace(/\.?$/, '.');
  return `${MAP_UNAVAILABLE_MESSAGE}. ${name}: its server answered: ${why}`;
}
