/**
 * What the coordinator chose, kept in the page's address (`#/dashboard?from=…&campId=…`): a reload, a bookmark or a
 * link sent to a colleague opens the same figures. Anything the address holds that is not a valid choice is ignored.
 */
import { DASHBOARD_MAX_DAYS } from '@screening/domain/api/dashboard-terms';
import type { DashboardBody, DashboardClinic } from '@screening/shared';

export interface DashboardChoice {
  /** Inclusive days of India, 'yyyy-mm-dd'. */
  from: string | null;
  to: string | null;
  campId: number | null;
  district: string | null;
  taluk: string | null;
  panchayat: string | null;
}

export const NO_CHOICE: DashboardChoice = { from: null, to: null, campId: null, district: null, taluk: null, panchayat: null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PLACE_LIMIT = 100;

const dayParam = (value: string | null): string | null =>
  value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null;
const placeParam = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed.length > PLACE_LIMIT ? null : trimmed;
};
const idParam = (value: string | null): number | null => {
  const id = value !== null && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export function choiceFromSearch(params: URLSearchParams): DashboardChoice {
  return {
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
    campId: idParam(params.get('campId')),
    district: placeParam(params.get('district')),
    taluk: placeParam(params.get('taluk')),
    panchayat: placeParam(params.get('panchayat')),
  };
}

export function searchOfChoice(choice: DashboardChoice): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(choice)) if (value !== null) params.set(name, String(value));
  return params;
}

export const isEmptyChoice = (choice: DashboardChoice): boolean => Object.values(choice).every((value) => value === null);

/** The call's body: only what was chosen. */
export function bodyOfChoice(choice: DashboardChoice): DashboardBody {
  const body: DashboardBody = {};
  if (choice.from) body.from = choice.from;
  if (choice.to) body.to = choice.to;
  if (choice.campId !== null) body.campId = choice.campId;
  if (choice.district) body.district = choice.district;
  if (choice.taluk) body.taluk = choice.taluk;
  if (choice.panchayat) body.panchayat = choice.panchayat;
  return body;
}

const MS_PER_DAY = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY;

/** Why the days cannot be asked for (a message key of the area), or null. */
export function choiceProblem(choice: DashboardChoice): 'msg.range' | 'msg.long' | null {
  if (!choice.from || !choice.to) return null;
  if (choice.from > choice.to) return 'msg.range';
  // Both days count, as the server counts them.
  return dayNumber(choice.to) - dayNumber(choice.from) + 1 > DASHBOARD_MAX_DAYS ? 'msg.long' : null;
}

const same = (a: string | null, b: string | null) => a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

/** The clinics that match the place choices (all of them when none is chosen). */
export function clinicsInPlace(clinics: readonly DashboardClinic[], choice: DashboardChoice): DashboardClinic[] {
  return clinics.filter(
    (c) =>
      (choice.district === null || same(c.district, choice.district)) &&
      (choice.taluk === null || same(c.taluk, choice.taluk)) &&
      (choice.panchayat === null || same(c.panchayat, choice.panchayat)),
  );
}

/** The distinct names of a place level among clinics, sorted as staff read them. */
export function placeNames(clinics: readonly DashboardClinic[], level: 'district' | 'taluk' | 'panchayat'): string[] {
  const names = new Map<string, string>();
  for (const c of clinics) {
    const name = c[level];
    if (name && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  return [...names.values()].sort((a, b) => a.localeCompare(b));
}

/**
 * The choice after one filter changed: a narrower place clears the levels under it and a clinic that is not in it,
 * so a stale choice never hides every figure.
 */
export function changeChoice(
  choice: DashboardChoice,
  patch: Partial<DashboardChoice>,
  clinics: readonly DashboardClinic[],
): DashboardChoice {
  const next = { ...choice, ...patch };
  if ('district' in patch) {
    next.taluk = null;
    next.panchayat = null;
  }
  if ('taluk' in patch) next.panchayat = null;
  if (next.campId !== null && clinics.length > 0 && !clinicsInPlace(clinics, next).some((c) => c.id === next.campId))
    next.campId = null;
  return next;
}
