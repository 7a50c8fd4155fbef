import { DRAWER_MODE } from '@unfurl/domain';
import type { DrawerMode } from '@unfurl/domain';
import { Icon } from '@unfurl/ui-kit';
import type { IconName } from '@unfurl/ui-kit';
import { useAtlasServices } from '../services/services-context';
import { pathForDrawerMode } from '../navigation/drawer-mode-for-path';
import { useCarryNavigate } from '../navigation/use-carry-navigate';

interface RailItem {
  readonly mode: DrawerMode;
  readonly icon: IconName;
  readonly label: string;
}

/** The drawer modes offered in the navigation rail, per site kind. */
export function railItems(isOrganisationSite: boolean): readonly RailItem[] {
  return [
    { mode: DRAWER_MODE.NONE, icon: 'home', label: 'Home' },
    isOrganisationSite
      ? { mode: DRAWER_MODE.SUBDOMAIN_MAPS, icon: 'map', label: 'Maps' }
      : { mode: DRAWER_MODE.MAPS, icon: 'map', label: 'Maps' },
    { mode: DRAWER_MODE.SATELLITE, icon: 'satellite', label: 'Satellites' },
    { mode: DRAWER_MODE.PROJECT, icon: 'draw', label: 'Draw' },
    { mode: DRAWER_MODE.PROFILE_ALL_MAPS, icon: 'list', label: 'My maps' },
    { mode: DRAWER_MODE.MY_BOOKMARKS, icon: 'star', label: 'Bookmarks' },
    { mode: DRAWER_MODE.SHARE_MAP, icon: 'upload', label: 'Upload' },
  ];
}

/**
 * The navigation drawer (76px rail; a bottom bar on phones): choosing a mode opens it and
 * un-collapses the side drawer. `currentMode` is the item marked `aria-current="page"`
 * (`railModeForPath`), or null for a screen outside the rail.
 */
export function NavRail({ currentMode }: { readonly currentMode: DrawerMode | null }) {
  const { shell, isOrganisationSite } = useAtlasServices();
  const go = useCarryNavigate();
  return (
    <nav className="atlas-rail" aria-label="Drawer modes">
      {railItems(isOrganisationSite).map((item) => (
        <button
          key={item.mode}
          type="button"
          className={`atlas-rail__item ${item.mode === currentMode ? 'atlas-rail__item--active' : ''}`}
          aria-current={item.mode === currentMode ? 'page' : undefined}
          data-mode={item.mode}
          onClick={() => {
            shell.getState().chooseMode(item.mode);
            go(pathForDrawerMode(item.mode));
          }}
        >
          <span className="atlas-rail__icon">
            <Icon name={item.icon} size={22} />
          </span>
          <span className="atlas-rail__label">{item.label}</span>
        </button>
      ))}
    </nav>
  );
}
