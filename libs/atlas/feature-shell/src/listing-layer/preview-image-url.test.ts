import { describe, expect, it } from 'vitest';
import { previewImageUrl } from './preview-image-url';

describe('previewImageUrl', () => {
  it('adds the size to the preview address', () => {
    expect(previewImageUrl('/listing-preview/1', 'medium')).toBe('/listing-preview/1?size=medium');
    expect(previewImageUrl('/listing-preview/1?subdomain=acme', 'small')).toBe(
      '/listing-preview/1?subdomain=acme&size=small',
    );
  });
});
