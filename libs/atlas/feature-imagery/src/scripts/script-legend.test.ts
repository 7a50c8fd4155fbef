import { describe, expect, it } from 'vitest';
import { rampGradient } from './script-legend';

describe('rampGradient', () => {
  it('places the stops by value along the bar', () => {
    expect(
      rampGradient([
        { value: -1, color: '#000000' },
        { value: 0, color: '#ff0000' },
        { value: 1, color: '#00ff00' },
      ]),
    ).toBe('linear-gradient(90deg, #000000 0.0%, #ff0000 50.0%, #00ff00 100.0%)');
  });
});
