/** Resource Allocation: staff chosen per role against the camp's planned counts (docs/screens.md §2, §5). */
import { FORM_ERROR_KEY, type FieldErrors } from './errors';
import { toWholeNumber } from './rules';

export const ALLOCATION_NONE_SELECTED_MESSAGE = 'Please select at least one field before submitting.';

export const ALLOCATION_ROLES = ['programCoordinators', 'campCoordinators', 'socialWorkers', 'nurses', 'doctors'] as const;
export type AllocationRole = (typeof ALLOCATION_ROLES)[number];

/** What is chosen per role: the chosen entries, or just their number. */
export type AllocationSelection = Partial<Record<AllocationRole, readonly unknown[] | number | null | undefined>>;
/** The camp's planned number per role; a missing or non-numeric limit means "no limit". */
export type AllocationLimits = Partial<Record<AllocationRole, number | string | null | undefined>>;

export function allocationLimitMessage(max: number | string): string {
  return `Kindly select maximum ${max} only.`;
}

function countOf(chosen: readonly unknown[] | number | null | undefined): number {
  if (Array.isArray(chosen)) return chosen.length;
  return typeof chosen === 'number' ? chosen : 0;
}

function limitOf(limit: number | string | null | undefined): number | null {
  return typeof limit === 'number' ? (Number.isFinite(limit) ? limit : null) : toWholeNumber(limit);
}

/** One role: more chosen than planned gives 'Kindly select maximum {n} only.'. */
export function allocationLimitError(
  chosen: readonly unknown[] | number | null | undefined,
  limit: number | string | null | undefined,
): string | null {
  const max = limitOf(limit);
  return max !== null && countOf(chosen) > max ? allocationLimitMessage(max) : null;
}

/**
 * The Submit button is disabled while no program coordinator, camp coordinator, social worker or doctor is
 * chosen (nurses alone do not enable it).
 */
export function allocationSubmitDisabled(selection: AllocationSelection): boolean {
  return (['programCoordinators', 'campCoordinators', 'socialWorkers', 'doctors'] as const).every(
    (role) => countOf(selection[role]) === 0,
  );
}

/** Submitting with nothing chosen at all. */
export function allocationNoneSelectedError(selection: AllocationSelection): string | null {
  return ALLOCATION_ROLES.every((role) => countOf(selection[role]) === 0) ? ALLOCATION_NONE_SELECTED_MESSAGE : null;
}

/** Reads the planned counts from a camp or campDTO, whichever spelling it uses. */
export function allocationLimitsFromCamp(camp: Record<string, unknown>): AllocationLimits {
  const pick = (...keys: string[]) => {
    const value = keys.map((k) => camp[k]).find((v) => v !== undefined && v !== null && v !== '');
    return typeof value === 'number' || typeof value === 'string' ? value : null;
  };
  return {
    programCoordinators: pick('noProgramCoordinators', 'noProgramcordinators'),
    campCoordinators: pick('noCampcordinators', 'noCampCoordinators'),
    socialWorkers: pick('noSocialWorkers', 'noSocialworkers'),
    nurses: pick('noNurses'),
    doctors: pick('noDoctors'),
  };
}

export function validateAllocation(
  selection: AllocationSelection,
  limits: AllocationLimits,
): FieldErrors<AllocationRole | typeof FORM_ERROR_KEY> {
  const errors: FieldErrors<AllocationRole | typeof FORM_ERROR_KEY> = {};
  const none = allocationNoneSelectedError(selection);
  if (none) errors[FORM_ERROR_KEY] = none;
  for (const role of ALLOCATION_ROLES) {
    const message = allocationLimitError(selection[role], limits[role]);
    if (message) errors[role] = message;
  }
  return errors;
}
