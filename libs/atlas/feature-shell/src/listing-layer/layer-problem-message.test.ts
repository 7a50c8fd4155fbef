import { describe, expect, it } from 'vitest';
import { MAP_UNAVAILABLE_MESSAGE } from '@unfurl/stores';
import { layerProblemMessage } from './layer-problem-message';

describe('layerProblemMessage', () => {
  it("gives R-231's message, names the layer and gives the server's reason", () => {
    expect(layerProblemMessage('Sea charts', 'Layer "charts" is not defined')).toBe(
      `${MAP_UNAVAILABLE_MESSAGE}. “Sea charts”: its server answered: Layer "charts" is not defined.`,
    );
    expect(layerProblemMessage(' ', 'The server answered HTTP 502.')).toBe(
      `${MAP_UNAVAILABLE_MESSAGE}. This layer: its server answered: The server answered HTTP 502.`,
    );
  });
});
