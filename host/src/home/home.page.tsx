/**
 * '/responsive-cancer-institute' — one tile per menu entry of the signed-in user (docs/screens.md §2 'Home and header'); the
 * worklist tiles say how many wait once the count comes.
 */
import { useEffect, useId } from 'react';
import { useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  FOLLOW_UP_MENU,
  mapMenuUrl,
  PATIENT_EDIT_MENU,
  PoweredByFooter,
  useAuthStore,
  warmReadCache,
  type MenuEntry,
} from '@screening/shared';
import { MenuIcon, useArrivalFocus } from '@screening/shared/ui';
import { currentSite } from '../remotes/remote-registry';
import { grantedPages, nextIdle, preloadPages, whenIdle } from '../remotes/preload';
import { useServedMenus } from '../remotes/served-menus';
import {
  COUNTS_READ_AGAIN_AFTER_MS,
  followUpCountQuery,
  HOME_COUNTS_KEY,
  waitingCountQuery,
  waitingStage,
} from './waiting-counts';
import { useHostTranslation } from '../i18n';
import { useMenuLabel } from '../shell/menu-label';
import type { WorklistStage } from '@screening/shared';
import './home.css';

const TILE_ICON_SIZE = 50;
const REPORTS_ICON_SIZE = 64;

/** The patient-edit menu is forced onto every user (docs/screens.md §4) but gets no tile; the sidebar still lists it. */
function hasTile(entry: MenuEntry): boolean {
  return (
    entry.menu.trim().toLowerCase() !== PATIENT_EDIT_MENU.menu.toLowerCase() &&
    entry.url.toLowerCase() !== PATIENT_EDIT_MENU.url.toLowerCase()
  );
}

function iconSize(entry: MenuEntry): number {
  return entry.menu.trim().toLowerCase() === 'reports' ? REPORTS_ICON_SIZE : TILE_ICON_SIZE;
}

function Tile({ entry, describedBy }: { entry: MenuEntry; describedBy?: string }) {
  const menuLabel = useMenuLabel();
  return (
    <Link className="home-tile" to={mapMenuUrl(entry.url)} aria-describedby={describedBy}>
      <span className="home-tile__icon">
        <MenuIcon name={entry.menu} size={iconSize(entry)} />
      </span>
      <span className="home-tile__label">{menuLabel(entry.menu)}</span>
    </Link>
  );
}

/** A worklist's tile: the count, once read, is a badge on it (outside the link, so its name stays the menu's). */
function WorklistTile({ entry, stage }: { entry: MenuEntry; stage: WorklistStage }) {
  const { t } = useHostTranslation();
  const id = useId();
  const waiting = useQuery(waitingCountQuery(stage));
  const shown = waiting.isSuccess && waiting.data !== null ? waiting.data : null;
  return (
    <>
      <Tile entry={entry} describedBy={shown ? id : undefined} />
      {shown && (
        <span id={id} className="home-tile__waiting">
          {t(shown.more ? 'home.waitingMore' : 'home.waiting', { count: shown.count })}
        </span>
      )}
    </>
  );
}

/**
 * The follow-up tile sits beside Referral to Hospital rather than replacing it: that list is the doctors' (those
 * referred, not yet evaluated), this one is whoever makes the calls (nurses and social workers have no referral
 * menu). Its badge says how many are overdue, else how many fall due this week.
 */
function FollowUpTile({ entry }: { entry: MenuEntry }) {
  const { t } = useHostTranslation();
  const id = useId();
  const counts = useQuery(followUpCountQuery());
  const shown = counts.isSuccess && (counts.data.overdue > 0 || counts.data.dueThisWeek > 0) ? counts.data : null;
  return (
    <>
      <Tile entry={entry} describedBy={shown ? id : undefined} />
      {shown && (
        <span id={id} className={shown.overdue > 0 ? 'home-tile__waiting home-tile__waiting--overdue' : 'home-tile__waiting'}>
          {shown.overdue > 0 ? t('home.overdue', { count: shown.overdue }) : t('home.dueThisWeek', { count: shown.dueThisWeek })}
        </span>
      )}
    </>
  );
}

/**
 * Counts read on an earlier showing of home are shown at once, and read again once home has stayed a moment and the
 * browser is idle (COUNTS_READ_AGAIN_AFTER_MS). A count still being read, or read since home showed, is left alone.
 */
function useCountsReadAgain() {
  const client = useQueryClient();
  useEffect(() => {
    const shownAt = Date.now();
    const readBefore = (query: Query) => {
      const readAt = Math.max(query.state.dataUpdatedAt, query.state.errorUpdatedAt);
      return query.state.fetchStatus === 'idle' && readAt > 0 && readAt < shownAt;
    };
    let cancelIdle = () => {};
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => {
        void client.refetchQueries({ queryKey: HOME_COUNTS_KEY, type: 'active', predicate: readBefore });
      });
    }, COUNTS_READ_AGAIN_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [client]);
}

function TileOf({ entry }: { entry: MenuEntry }) {
  if (entry.url.toLowerCase() === FOLLOW_UP_MENU.url) return <FollowUpTile entry={entry} />;
  const stage = waitingStage(entry);
  return stage === undefined ? <Tile entry={entry} /> : <WorklistTile entry={entry} stage={stage} />;
}

export default function HomePage() {
  const { t } = useHostTranslation();
  const menus = useAuthStore((s) => s.menus);
  const tiles = useServedMenus().filter(hasTile);
  const heading = useArrivalFocus<HTMLHeadingElement>();
  useCountsReadAgain();
  // While the user reads the tiles, the areas they open are loaded, so a tile's first screen waits for no chain.
  // Then the reads her camp day needs are put on the device, in case the network goes.
  useEffect(() => {
    void preloadPages(grantedPages(menus, currentSite())).then(() => warmReadCache(menus, nextIdle));
  }, [menus]);
  return (
    <div className="home-page">
      <main className="home-main">
        <h1 className="sc-visually-hidden" ref={heading} tabIndex={-1}>
          {t('home.heading')}
        </h1>
        {tiles.length === 0 ? (
          <p className="home-empty">{t('home.noMenus')}</p>
        ) : (
          <nav aria-label={t('home.menuLabel')}>
            <ul className="home-grid">
              {tiles.map((entry) => (
                <li key={`${entry.menu}|${entry.url}`} className="home-grid__item">
                  <TileOf entry={entry} />
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
