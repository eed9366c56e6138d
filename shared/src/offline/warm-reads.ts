/**
 * After sign-in, online, the reads a camp day needs are asked once in the background, so that they are on the device
 * (offline/read-cache.ts) before the network goes: her clinics, the masters and the form definitions of the areas
 * her menus open. One read at a time, each when the browser is idle; a failure is left alone (the area asks again).
 */
import { canView, MENU_KEYS } from '../access/access';
import { api } from '../api/client';
import { useAuthStore } from '../auth/auth.store';
import type { MenuEntry } from '../types';

interface WarmRead {
  url: string;
  /** A read the original API does through POST. */
  body?: object;
}

const ENROLMENT_READS: readonly WarmRead[] = [
  { url: '/curable/statemaster' },
  ...['FEMALE', 'MALE', 'OTHER'].map((gender) => ({ url: `/curable/getMetricsByGender/ELIGIBILE/${gender}` })),
  ...['FAMILY_PERSONAL', 'FAMILY_MEDICAL'].map((stage) => ({ url: `/curable/getMetrics/${stage}` })),
  ...['Tobacco', 'Smoking', 'Alcohol'].map((habit) => ({ url: `/curable/getHabitTypes/${habit}` })),
];

/** The reads worth having on the device for someone with these menus. */
export function warmReadsFor(menus: readonly MenuEntry[]): WarmRead[] {
  const opens = (...keys: string[]) => keys.some((key) => canView(menus, key));
  const { userId, roleId, hospitalId } = useAuthStore.getState();
  const reads: WarmRead[] = [];
  if (
    opens(MENU_KEYS.registration, MENU_KEYS.registrationByName, MENU_KEYS.outreachClinic, MENU_KEYS.screening, MENU_KEYS.clinical)
  ) {
    // Her whole list of clinics: a clinic search offline is answered from it. The same body as the areas' searches.
    reads.push({ url: '/curable/activecamp', body: { search: '', userId, roleId, hospitalId, stage: 1 } });
  }
  if (opens(MENU_KEYS.registration, MENU_KEYS.registrationByName)) reads.push(...ENROLMENT_READS);
  else if (opens(MENU_KEYS.outreachClinic)) reads.push({ url: '/curable/statemaster' });
  return reads;
}

/** Once per sign-in (each gives new menus), not on every return to home. */
const warmed = new WeakSet<readonly MenuEntry[]>();

/** Asks each read in turn, one per idle moment (`idle` resolves then); stops if the user signs out meanwhile. */
export async function warmReadCache(menus: readonly MenuEntry[], idle: () => Promise<void>): Promise<void> {
  const userId = useAuthStore.getState().userId;
  if (userId === null || warmed.has(menus) || !navigator.onLine) return;
  warmed.add(menus);
  for (const read of warmReadsFor(menus)) {
    await idle();
    if (useAuthStore.getState().userId !== userId) return;
    await (read.body ? api.post(read.url, read.body) : api.get(read.url)).catch(() => undefined);
  }
}
