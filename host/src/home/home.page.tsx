/** '/responsive-cancer-institute' — one tile per menu entry of the signed-in user (SPEC §2 'Home and header'). */
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { mapMenuUrl, PATIENT_EDIT_MENU, PoweredByFooter, useAuthStore, type MenuEntry } from '@screening/shared';
import { MenuIcon } from '@screening/shared/ui';
import { currentSite } from '../remotes/remote-registry';
import { grantedPages, preloadPages } from '../remotes/preload';
import './home.css';

const TILE_ICON_SIZE = 50;
const REPORTS_ICON_SIZE = 64;

/** The patient-edit menu is forced onto every user (SPEC §4) but gets no tile; the sidebar still lists it. */
function hasTile(entry: MenuEntry): boolean {
  return (
    entry.menu.trim().toLowerCase() !== PATIENT_EDIT_MENU.menu.toLowerCase() &&
    entry.url.toLowerCase() !== PATIENT_EDIT_MENU.url.toLowerCase()
  );
}

function iconSize(entry: MenuEntry): number {
  return entry.menu.trim().toLowerCase() === 'reports' ? REPORTS_ICON_SIZE : TILE_ICON_SIZE;
}

export default function HomePage() {
  const menus = useAuthStore((s) => s.menus);
  const tiles = menus.filter(hasTile);
  // While the user reads the tiles, the areas they open are loaded, so a tile's first screen waits for no chain.
  useEffect(() => {
    void preloadPages(grantedPages(menus, currentSite()));
  }, [menus]);
  return (
    <div className="home-page">
      <main className="home-main">
        <h1 className="sc-visually-hidden">Home</h1>
        {tiles.length === 0 ? (
          <p className="home-empty">No menus available.</p>
        ) : (
          <nav aria-label="Home menu">
            <ul className="home-grid">
              {tiles.map((entry) => (
                <li key={`${entry.menu}|${entry.url}`}>
                  <Link className="home-tile" to={mapMenuUrl(entry.url)}>
                    <span className="home-tile__icon">
                      <MenuIcon name={entry.menu} size={iconSize(entry)} />
                    </span>
                    <span className="home-tile__label">{entry.menu}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </main>
      <PoweredByFooter />
    </div>
  );
}
