/** Access rules of docs/screens.md §6: menus and privileges decide what a user sees and may do. */
import type { CustomMenuDTO, MenuEntry, Privilege, RouteAccess } from '../types';
import { stripWhitespace } from './menu-mapping';

export const PRIVILEGES: readonly Privilege[] = ['VIEW', 'CREATE', 'EDIT'];
export const DEFAULT_MENU_ORDER = 999;
export const PATIENT_EDIT_MENU: MenuEntry = {
  menu: 'Modify Patient Information',
  menuOrder: 9999,
  url: '/PatientEdit',
  privileges: ['VIEW', 'EDIT'],
};

/** Trimmed, upper-cased, only VIEW/CREATE/EDIT, each once. */
export function normalisePrivileges(privileges: readonly unknown[] | null | undefined): Privilege[] {
  const out: Privilege[] = [];
  for (const raw of privileges ?? []) {
    const value = String(raw ?? '')
      .trim()
      .toUpperCase();
    if ((PRIVILEGES as readonly string[]).includes(value) && !out.includes(value as Privilege)) out.push(value as Privilege);
  }
  return out;
}

function menuOrderOf(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : DEFAULT_MENU_ORDER;
}

function isPatientEdit(entry: { menu: string; url: string }): boolean {
  return (
    entry.menu.trim().toLowerCase() === PATIENT_EDIT_MENU.menu.toLowerCase() ||
    entry.url.toLowerCase() === PATIENT_EDIT_MENU.url.toLowerCase()
  );
}

/**
 * Normalises the server's menus: whitespace-free urls, numeric orders (999 when missing), clean privileges,
 * the patient-edit menu with VIEW and EDIT, the follow-up menu (FOLLOW_UP_MENU), sorted by order (stable). The patient-edit menu is added (docs/screens.md §4) only
 * for a user who may search it: its search and Edit need the Screening menu (docs/screens.md §6), so for anyone else (an admin)
 * it would open a search that cannot run, and read a list the server refuses her.
 */
/**
 * The follow-up of referrals (not a menu of the original's reference data, so its client never sees one): for whoever
 * works the screening, clinical or referral lists, with VIEW, and CREATE and EDIT where one of them has either.
 */
export const FOLLOW_UP_MENU: MenuEntry = { menu: 'Follow-up', menuOrder: 5.5, url: '/followup', privileges: ['VIEW'] };
const FOLLOW_UP_SOURCES = ['/screening', '/clinical', '/reftohospital'];

function followUpMenu(menus: readonly MenuEntry[]): MenuEntry | null {
  const sources = FOLLOW_UP_SOURCES.map((key) => findMenu(menus, key)).filter((m) => m?.privileges.includes('VIEW'));
  if (sources.length === 0) return null;
  const writes = sources.some((m) => m?.privileges.includes('CREATE') || m?.privileges.includes('EDIT'));
  return { ...FOLLOW_UP_MENU, privileges: writes ? ['VIEW', 'CREATE', 'EDIT'] : ['VIEW'] };
}

export function normaliseMenus(dtos: readonly CustomMenuDTO[] | null | undefined): MenuEntry[] {
  const menus: MenuEntry[] = (dtos ?? []).map((dto) => ({
    menu: String(dto.menu ?? '').trim(),
    menuOrder: menuOrderOf(dto.menuOrder),
    url: stripWhitespace(dto.url),
    privileges: normalisePrivileges(dto.privileges),
  }));
  const patientEdit = menus.find(isPatientEdit);
  if (patientEdit) {
    for (const p of PATIENT_EDIT_MENU.privileges) if (!patientEdit.privileges.includes(p)) patientEdit.privileges.push(p);
  } else if (canView(menus, MENU_KEYS.screening)) {
    menus.push({ ...PATIENT_EDIT_MENU, privileges: [...PATIENT_EDIT_MENU.privileges] });
  }
  const followUp = findMenu(menus, FOLLOW_UP_MENU.url) ? null : followUpMenu(menus);
  if (followUp) menus.push(followUp);
  return menus
    .map((menu, index) => ({ menu, index }))
    .sort((a, b) => a.menu.menuOrder - b.menu.menuOrder || a.index - b.index)
    .map(({ menu }) => menu);
}

/** A menu found by its name or by its whitespace-stripped url (case-insensitive). */
export function findMenu(menus: readonly MenuEntry[] | null | undefined, key: string): MenuEntry | undefined {
  const name = key.trim().toLowerCase();
  const url = stripWhitespace(key).toLowerCase();
  return (menus ?? []).find((m) => m.menu.toLowerCase() === name || m.url.toLowerCase() === url);
}

export function hasPrivilege(menus: readonly MenuEntry[] | null | undefined, key: string, privilege: Privilege): boolean {
  return findMenu(menus, key)?.privileges.includes(privilege) ?? false;
}

/** The all-required check: false when no menu matches or any privilege is missing. */
export function hasAll(
  menus: readonly MenuEntry[] | null | undefined,
  key: string,
  privileges: readonly Privilege[] = PRIVILEGES,
): boolean {
  const menu = findMenu(menus, key);
  if (!menu) return false;
  return privileges.every((p) => menu.privileges.includes(p));
}

export const canView = (menus: readonly MenuEntry[] | null | undefined, key: string) => hasPrivilege(menus, key, 'VIEW');
export const canCreate = (menus: readonly MenuEntry[] | null | undefined, key: string) => hasPrivilege(menus, key, 'CREATE');
export const canEdit = (menus: readonly MenuEntry[] | null | undefined, key: string) => hasPrivilege(menus, key, 'EDIT');

/**
 * Whether the menus open a route of this access (absent: any signed-in user): the host's guard, and the offline core
 * choosing the reads to keep (a read declared by a route she cannot open is not hers to keep).
 */
export function opensRoute(menus: readonly MenuEntry[] | null | undefined, access: RouteAccess | undefined): boolean {
  if (!access) return true;
  return access.privileges ? hasAll(menus, access.menu, access.privileges) : canView(menus, access.menu);
}

/** Menu keys the screens gate on (docs/screens.md §6). */
export const MENU_KEYS = {
  outreachClinic: '/Outrich Clinic',
  registration: '/preg',
  registrationByName: 'Patient Registration',
  screening: '/screening',
  clinical: '/clinical',
  referral: '/reftohospital',
  reports: '/reports',
  management: '/management',
  patientEdit: '/PatientEdit',
  followUp: '/followup',
} as const;
