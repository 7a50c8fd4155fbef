import '../imagery.css';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import type { ScriptFamily } from '@unfurl/imagery-core';
import { useAtlasMap } from '@unfurl/map-react';
import { Button } from '@unfurl/ui-kit';
import { useImageryViewEvents } from '../analytics/use-imagery-analytics';
import { DownloadDialog } from '../dialogs/download-dialog';
import { ShareDialog } from '../dialogs/share-dialog';
import { GifCreator } from '../gif/gif-creator';
import { useImageryMap } from '../map/use-imagery-map';
import { PinsPanel } from '../results/pins-panel';
import { createPinsStore } from '../results/pins-store';
import { ResultsList } from '../results/results-list';
import { sessionThumbnailLoader } from '../results/thumbnail-loader';
import { ScriptEditor } from '../scripts/script-editor';
import { ScriptPicker } from '../scripts/script-picker';
import { PixelValue } from '../statistics/pixel-value';
import { StatisticsChart } from '../statistics/statistics-chart';
import { useOpenShareLink } from '../share/use-open-share-link';
import { FAMILY_SPECS } from '../state/imagery-family';
import { createImageryStore } from '../state/imagery-store';
import { useImageryAddress } from '../state/use-imagery-address';
import { AreaSection } from './area-section';
import { DatesSection } from './dates-section';
import { FootprintsToggle } from './footprints-toggle';
import { PreviewSection } from './preview-section';
import { FamilySwitch } from './family-switch';

/** Props of <ImagerySearchPanel>. */
export interface ImagerySearchPanelProps {
  readonly family: ScriptFamily;
  /** Imagery service base of the image-map URLs in features and share records (default `/imagery/`). */
  readonly imageryBase?: string;
}

/**
 * The imagery search drawer (/satellites/sentinel, /satellites/landsat; 2§2): area by box select
 * or coordinates, dates, results by day, the script picker, the preview on the map with its
 * opacity, download and share dialogs, the gif creator and the custom script editor.
 */
export function ImagerySearchPanel({ family, imageryBase }: ImagerySearchPanelProps) {
  const { imagery } = useAtlasServices();
  const spec = FAMILY_SPECS[family];
  const [store] = useState(() =>
    createImageryStore({ api: imagery, family, ...(imageryBase ? { imageryBase } : {}) }),
  );
  const [pins] = useState(createPinsStore);
  const loader = sessionThumbnailLoader(imagery);
  const map = useAtlasMap();
  const fitArea = useImageryMap(store);
  useOpenShareLink(store, family, fitArea, map !== null);
  useImageryAddress(store, fitArea, map !== null);
  useImageryViewEvents(store, spec);
  const downloadOpen = useStore(store, (s) => s.downloadOpen);
  const shareOpen = useStore(store, (s) => s.shareOpen);
  const searched = useStore(store, (s) => s.searched);
  const hasDays = useStore(store, (s) => s.days.length > 0);
  const hasError = useStore(store, (s) => s.error !== '');

  useEffect(() => () => store.getState().reset(), [store]);

  return (
    <section className="atlas-panel imagery-panel" data-testid="imagery-panel" data-family={family}>
      <header className="imagery-panel__head">
        <div>
          <h2 className="atlas-panel__title">{spec.title}</h2>
          <FamilySwitch family={family} />
        </div>
        <Button
          variant="ghost"
          data-testid="imagery-reset"
          onClick={() => store.getState().reset()}
        >
          Reset
        </Button>
      </header>
      <FootprintsToggle store={store} />
      <AreaSection store={store} spec={spec} onFit={fitArea} />
      <DatesSection store={store} spec={spec} />
      {searched || hasDays || hasError ? (
        <ResultsList store={store} spec={spec} loader={loader} />
      ) : null}
      <PreviewSection store={store} />
      <PinsPanel store={store} pins={pins} />
      {hasDays ? <ScriptPicker store={store} spec={spec} loader={loader} /> : null}
      {hasDays ? <StatisticsChart store={store} spec={spec} /> : null}
      {hasDays ? <PixelValue store={store} spec={spec} /> : null}
      {hasDays ? <GifCreator store={store} spec={spec} /> : null}
      <ScriptEditor store={store} />
      {downloadOpen ? <DownloadDialog store={store} spec={spec} /> : null}
      {shareOpen ? <ShareDialog store={store} spec={spec} /> : null}
    </section>
  );
}
