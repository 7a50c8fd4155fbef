import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { aboutLinks, PRODUCT } from '@unfurl/domain';
import { Icon, IconButton } from '@unfurl/ui-kit';
import { TenantLogo } from './tenant-logo';
import { useCarryNavigate } from '../navigation/use-carry-navigate';
import { SearchBox } from '../search/search-box';
import { useAtlasServices } from '../services/services-context';

/**
 * The navigation bar (70px; two rows on phones, the search box below): drawer toggle,
 * logo, search box, Help and Blog, and the account control.
 */
export function NavBar({ account }: { readonly account?: ReactNode } = {}) {
  const { shell, app, aboutUrl } = useAtlasServices();
  const about = aboutLinks(aboutUrl);
  const collapsed = useStore(shell, (s) => s.drawerCollapsed);
  const logo = useStore(app, (s) => s.config.LOGO);
  const go = useCarryNavigate();
  return (
    <header className="atlas-navbar">
      <IconButton
        label={collapsed ? 'Open side drawer' : 'Close side drawer'}
        data-testid="nav-toggle"
        aria-expanded={!collapsed}
        onClick={() => shell.getState().toggleDrawer()}
      >
        <Icon name="menu" size={22} />
      </IconButton>
      <button
        type="button"
        className="atlas-navbar__home"
        onClick={() => go('/')}
        // Starts with the name the logo shows (axe: label-content-name-mismatch).
        aria-label={`${PRODUCT.name} home`}
      >
        <TenantLogo url={logo} />
      </button>
      <SearchBox />
      <div className="atlas-navbar__end">
        <a className="atlas-navbar__link" href={about.help} target="_blank" rel="noreferrer">
          Help
        </a>
        <a className="atlas-navbar__link" href={about.blog} target="_blank" rel="noreferrer">
          Blog
        </a>
        {account}
      </div>
    </header>
  );
}
