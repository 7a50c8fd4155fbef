import '../imagery.css';
import { useCarryNavigate } from '@unfurl/atlas-feature-shell';
import { FAMILY_SPECS } from '../state/imagery-family';

const CHOICES = [
  {
    spec: FAMILY_SPECS.sentinel,
    name: 'Sentinel',
    tagline: 'Sentinel-2 optical at 10 m and Sentinel-1 radar',
    detail: 'Every 5 days · 19 rendering scripts · True Color, NDVI, Geology, Radar…',
    testId: 'choose-sentinel',
  },
  {
    spec: FAMILY_SPECS.landsat,
    name: 'Landsat',
    tagline: 'Landsat 8 optical at 30 m',
    detail: 'Every 16 days · True Color, False Color, Geology, Fire Detection',
    testId: 'choose-landsat',
  },
] as const;

/** /satellites (2§2): choose the Sentinel or the Landsat imagery search. */
export function SatellitesPanel() {
  const go = useCarryNavigate();
  return (
    <section className="atlas-panel imagery-panel" data-testid="satellites-panel">
      <h2 className="atlas-panel__title">Satellites</h2>
      <p className="atlas-muted">
        Search free satellite imagery over an area, preview it on the map, download it, share it or
        turn a run of dates into an animated GIF.
      </p>
      <ul className="imagery-choices">
        {CHOICES.map((c) => (
          <li key={c.name}>
            <button
              type="button"
              className="imagery-choice-card"
              data-testid={c.testId}
              onClick={() => go(c.spec.path)}
            >
              <span className="imagery-choice-card__name">{c.name}</span>
              <span className="imagery-choice-card__tagline">{c.tagline}</span>
              <span className="imagery-choice-card__detail">{c.detail}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
