/** What the user reads when a layer's server refuses its tiles or images: the layer and why. */
export function layerProblemMessage(title: string, reason: string): string {
  const name = title.trim() ? `“${title.trim()}”` : 'This layer';
  const why = reason.trim().replace(/\.?$/, '.');
  return `${name} cannot be drawn. Its server answered: ${why}`;
}
