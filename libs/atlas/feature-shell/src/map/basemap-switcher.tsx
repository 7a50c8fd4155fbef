import { useLocation, useNavigate } from 'react-router';
import { BASEMAPS, BASEMAP_LABELS } from '@unfurl/map-ol';
import type { Basemap } from '@unfurl/map-ol';
import { Select } from '@unfurl/ui-kit';
import { readMapUrlState, writeMapUrlState } from '../url/map-url';

const OPTIONS = BASEMAPS.map((key) => ({ value: key, label: BASEMAP_LABELS[key] }));

/** Chooses the base layer; the choice lives in the `basemap` query parameter. */
export function BasemapSwitcher() {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const { basemap } = readMapUrlState(search);
  const choose = (next: Basemap) =>
    void navigate(`${pathname}${writeMapUrlState(search, { basemap: next })}`, {
      replace: true,
      state,
    });
  return (
    <Select
      label="Base map"
      hideLabel
      value={basemap}
      options={OPTIONS}
      onChange={choose}
      testId="basemap-switcher"
    />
  );
}
