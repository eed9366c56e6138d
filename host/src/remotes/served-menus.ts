/**
 * The menus this site can open. A menu leads nowhere when no area the site pins serves its page (a site that has not
 * pinned a newly released area, such as the dashboard, while the server already grants its menu): its tile and
 * sidebar entry are left out rather than sending staff back home. Pinning the area brings them, at the next reload.
 */
import { useMemo } from 'react';
import { mapMenuUrl, useAuthStore, type MenuEntry } from '@screening/shared';
import { currentSite, pageKey, sitePages, type Site } from './remote-registry';

export function servedMenus(menus: readonly MenuEntry[], site: Site): MenuEntry[] {
  const served = sitePages(site);
  return menus.filter((entry) => served.has(pageKey(mapMenuUrl(entry.url))));
}

/** The signed-in user's menus that open a page of this site. */
export function useServedMenus(): MenuEntry[] {
  const menus = useAuthStore((s) => s.menus);
  return useMemo(() => servedMenus(menus, currentSite()), [menus]);
}
