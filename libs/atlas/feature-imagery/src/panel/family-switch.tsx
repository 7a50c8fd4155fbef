import { useCarryNavigate } from '@unfurl/atlas-feature-shell';
import type { ScriptFamily } from '@unfurl/imagery-core';
import { FAMILY_SPECS } from '../state/imagery-family';

/** Switches between the Sentinel and Landsat searches, carrying pos and basemap. */
export function FamilySwitch({ family }: { readonly family: ScriptFamily }) {
  const go = useCarryNavigate();
  return (
    <div className="imagery-switcher" role="tablist" aria-label="Satellite">
      {(['sentinel', 'landsat'] as const).map((f) => (
        <button
          key={f}
          type="button"
          role="tab"
          aria-selected={f === family}
          className={`imagery-switcher__tab ${f === family ? 'imagery-switcher__tab--on' : ''}`}
          onClick={() => go(FAMILY_SPECS[f].path)}
        >
          {f === 'sentinel' ? 'Sentinel' : 'Landsat'}
        </button>
      ))}
    </div>
  );
}
