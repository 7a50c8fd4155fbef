/** The five loading-splash taglines; one is shown at random. */
export const SPLASH_TAGLINES: readonly string[] = [
  'Unfurling the world, one map at a time.',
  "Gathering the globe's data for you.",
  'Rolling out the planet, layer by layer.',
  'Collecting every corner of the Earth.',
  'Spreading the whole world out on your screen.',
];

/**
 * Picks one tagline. `random` is a number in [0, 1) (pass `Math.random()`); it is a parameter
 * so the rule stays free of hidden randomness and testable.
 */
export function pickSplashTagline(random: number): string {
  const n = SPLASH_TAGLINES.length;
  const index = Math.min(n - 1, Math.max(0, Math.floor(random * n)));
  return SPLASH_TAGLINES[index] ?? SPLASH_TAGLINES[0] ?? '';
}
