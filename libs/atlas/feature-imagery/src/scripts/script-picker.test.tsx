// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImageryApi } from '@unfurl/api-client';
import { OVERLAY_DEFINITIONS } from '@unfurl/domain';
import { scriptByName, scriptsOf } from '@unfurl/imagery-core';
import { ThumbnailLoader } from '../results/thumbnail-loader';
import { FAMILY_SPECS } from '../state/imagery-family';
import { createImageryStore } from '../state/imagery-store';
import { overlayPreviewImage } from './overlay-preview';
import { ScriptPicker } from './script-picker';

afterEach(cleanup);

/** Before a day is picked nothing is rendered: any call to the imagery service fails the test. */
const noCalls = new Proxy({} as ImageryApi, {
  get: (_target, name) => () => {
    throw new Error(`unexpected imagery call ${String(name)}`);
  },
});

describe('<ScriptPicker> before a day is picked', () => {
  it('shows the overlay scripts with their pictures of the sample scenes, the others empty', () => {
    const store = createImageryStore({ api: noCalls, family: 'sentinel' });
    render(
      <ScriptPicker
        store={store}
        spec={FAMILY_SPECS.sentinel}
        loader={new ThumbnailLoader(noCalls)}
      />,
    );
    fireEvent.click(screen.getByTestId('all-scripts-toggle'));
    const options = screen.getAllByTestId('script-option');
    const scripts = scriptsOf('sentinel');
    expect(options).toHaveLength(scripts.length);
    const trueColor = options[scripts.indexOf(scriptByName('True Color')!)]!;
    expect(within(trueColor).getByTestId('script-sample-preview').getAttribute('src')).toBe(
      OVERLAY_DEFINITIONS.TRUE_COLOR.previewImage,
    );
    const shown = options.map(
      (option) => option.querySelector('img')?.getAttribute('src') ?? undefined,
    );
    expect(shown).toEqual(scripts.map((s) => overlayPreviewImage(s.id)));
    expect(shown.filter(Boolean)).toHaveLength(5);
  });
});

describe('overlayPreviewImage', () => {
  it('names the preview of each overlay by its script, nothing for other scripts', () => {
    expect(overlayPreviewImage(scriptByName('Radar Colored')!.id)).toBe(
      '/assets/overlays/radar.jpg',
    );
    expect(overlayPreviewImage(scriptByName('True Color', 'landsat')!.id)).toBe(
      '/assets/overlays/landsat-8.jpg',
    );
    expect(overlayPreviewImage('no-such-script')).toBeUndefined();
  });
});
