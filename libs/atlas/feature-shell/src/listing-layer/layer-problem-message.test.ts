import { describe, expect, it } from 'vitest';
import { layerProblemMessage } from './layer-problem-message';

describe('layerProblemMessage', () => {
  it("names the layer and gives the server's reason", () => {
    expect(layerProblemMessage('Sea charts', 'Layer "charts" is not defined')).toBe(
      '“Sea charts” cannot be drawn. Its server answered: Layer "charts" is not defined.',
    );
    expect(layerProblemMessage(' ', 'The server answered HTTP 502.')).toBe(
      'This layer cannot be drawn. Its server answered: The server answered HTTP 502.',
    );
  });
});
