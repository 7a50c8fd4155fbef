import { FOOTPRINT_KIND, footprintColor } from '@unfurl/map-ol';
import type { FootprintKind } from '@unfurl/map-ol';

const LABELS: Readonly<Record<FootprintKind, string>> = {
  cog: 'Imagery',
  image: 'Maps',
  gif: 'GIF',
  lofi: 'LoFi',
  other: 'Layers',
};

/** What the footprint colours mean (the same colours map-ol draws with). */
export function FootprintLegend() {
  return (
    <ul className="browse-legend" aria-label="Footprint colours">
      {Object.values(FOOTPRINT_KIND).map((kind) => (
        <li key={kind}>
          <span
            className="browse-legend__swatch"
            style={{ background: footprintColor(kind, 0.35), borderColor: footprintColor(kind, 1) }}
          />
          {LABELS[kind]}
        </li>
      ))}
    </ul>
  );
}
