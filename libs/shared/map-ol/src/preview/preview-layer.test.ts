import { describe, expect, it } from 'vitest';
import { PreviewLayer } from './preview-layer';

const bounds = { west: -10, south: 40, east: -9, north: 41 };

describe('PreviewLayer', () => {
  it('draws the preview at its opacity, clamped, and at 1 without one', () => {
    const preview = new PreviewLayer();
    preview.show({ url: 'data:image/png;base64,', bounds, opacity: 0.4 });
    expect(preview.layer.getOpacity()).toBe(0.4);
    expect(preview.layer.getSource()).not.toBeNull();
    preview.show({ url: 'data:image/png;base64,', bounds, opacity: 3 });
    expect(preview.layer.getOpacity()).toBe(1);
    preview.show({ url: 'data:image/png;base64,', bounds, opacity: 0 });
    expect(preview.layer.getOpacity()).toBe(0);
    preview.show(null);
    expect(preview.layer.getOpacity()).toBe(1);
    expect(preview.layer.getSource()).toBeNull();
  });
});
