/**
 * The outreach clinic in progress, kept in the workflow store (sessionStorage) between the steps of creating
 * or editing it, so a reload or a bad network loses nothing; cleared once the clinic is saved.
 *   NEW_CLINIC_STEP    creation: details → counts → staff
 *   EDIT_CLINIC_STEP   editing an existing clinic: its staff (allocation) or its details
 *   ALLOCATION_STEP    which of the two the allocation screen works on
 *   SAVED_CLINIC_STEP  the clinic ID a success page shows after a reload
 */
import { useCallback } from 'react';
import {
  useWorkflowStore,
  type Camp,
  type CampStaff,
  type ClinicDetails,
  type ClinicDraft,
  type NewCampRequest,
  type ResourceCounts,
} from '@screening/shared';

export const NEW_CLINIC_STEP = 'camps/new-clinic';
export const EDIT_CLINIC_STEP = 'camps/edit-clinic';
export const ALLOCATION_STEP = 'camps/allocation';
export const SAVED_CLINIC_STEP = 'camps/saved-clinic';

export type ClinicStep = typeof NEW_CLINIC_STEP | typeof EDIT_CLINIC_STEP;

declare module '@screening/shared' {
  interface WorkflowSteps {
    [NEW_CLINIC_STEP]: ClinicDraft;
    [EDIT_CLINIC_STEP]: ClinicDraft;
    [ALLOCATION_STEP]: 'create' | 'edit';
    [SAVED_CLINIC_STEP]: { clinicId: string };
  }
}

export const EMPTY_CLINIC_DETAILS: ClinicDetails = {
  name: '',
  pincode: '',
  campIdPrefix: '',
  stateId: null,
  districtId: null,
  talukId: null,
  panchayatId: null,
  startDate: null,
  endDate: null,
};

export const EMPTY_RESOURCE_COUNTS: ResourceCounts = {
  noProgramcordinators: '',
  noCampcordinators: '',
  noSocialworkers: '',
  noNurses: '',
  noDoctors: '',
};

export const newClinicDraft = (): ClinicDraft => ({
  id: null,
  details: { ...EMPTY_CLINIC_DETAILS },
  counts: { ...EMPTY_RESOURCE_COUNTS },
  plannedEnrolment: '',
  staff: null,
});

/** A camp's 'yyyy-mm-dd hh:mm:ss' UTC timestamp as an ISO instant (docs/screens.md §3: space → T, append Z). */
export function campTimestampToIso(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(text)) return `${text.replace(' ', 'T')}Z`;
  return text;
}

/** Editing an existing clinic starts from it as the server returned it. */
export function draftFromCamp(camp: Camp): ClinicDraft {
  const startDate = campTimestampToIso(camp.startDate);
  const endDate = campTimestampToIso(camp.endDate);
  return {
    id: camp.id ?? camp.campId,
    details: {
      name: camp.campName ?? '',
      pincode: camp.pincode ?? '',
      campIdPrefix: camp.campIdPrefix ?? '',
      stateId: camp.stateId ?? null,
      districtId: camp.districtId ?? null,
      talukId: camp.talukId ?? null,
      panchayatId: camp.panchayatMasterId ?? camp.panchayatId ?? null,
      startDate,
      endDate,
    },
    counts: {
      noProgramcordinators: String(camp.noProgramCoordinators ?? 0),
      noCampcordinators: String(camp.noCampcordinators ?? 0),
      noSocialworkers: String(camp.noSocialWorkers ?? 0),
      noNurses: String(camp.noNurses ?? 0),
      noDoctors: String(camp.noDoctors ?? 0),
    },
    // Absent from the original backend's answer: the edit then sends none, and the server keeps what it has.
    ...(camp.plannedEnrolment !== undefined && {
      plannedEnrolment: camp.plannedEnrolment === null ? '' : String(camp.plannedEnrolment),
    }),
    staff: null,
    savedStartDate: startDate,
    savedEndDate: endDate,
  };
}

/** A typed count as a number: blank means none planned. */
export const plannedCount = (value: string | undefined): number => (value && /^\d+$/.test(value) ? Number(value) : 0);

/**
 * The body of `routes.newClinic`. The allocation screen sends its staff list: on an existing clinic the server
 * then replaces the staff only, so a stale draft never overwrites the clinic's details. Without `campStaffs` (the
 * details page) the request says `editClinicFields`, so the clinic's own fields are saved and its staff kept. The
 * hospital is the signed-in user's.
 */
export function toNewCampRequest(draft: ClinicDraft, hospitalId: number | null, campStaffs?: CampStaff[]): NewCampRequest {
  const { details, counts } = draft;
  const request: NewCampRequest = {
    campDTO: {
      id: draft.id,
      name: details.name.trim(),
      campIdPrefix: details.campIdPrefix.trim(),
      hospitalId: hospitalId ?? '',
      startDate: details.startDate ?? '',
      endDate: details.endDate,
      panchayatMasterId: details.panchayatId,
      pincode: details.pincode.trim(),
      noCampcordinators: plannedCount(counts.noCampcordinators),
      noDoctors: plannedCount(counts.noDoctors),
      noNurses: plannedCount(counts.noNurses),
      noProgramcordinators: plannedCount(counts.noProgramcordinators),
      noSocialworkers: plannedCount(counts.noSocialworkers),
    },
  };
  // Blank: no plan recorded. A draft without the field (kept from before it, or from the original backend) sends none.
  if (draft.plannedEnrolment !== undefined)
    request.campDTO.plannedEnrolment = /^\d+$/.test(draft.plannedEnrolment) ? Number(draft.plannedEnrolment) : null;
  if (campStaffs) request.campStaffs = campStaffs;
  else request.editClinicFields = true;
  return request;
}

/** The clinic of a step, and a setter that merges a change into it (null clears the step). */
export function useClinicStep(step: ClinicStep): [ClinicDraft | null, (change: Partial<ClinicDraft> | null) => void] {
  const draft = useWorkflowStore((s) => s.steps[step] ?? null);
  const update = useCallback(
    (change: Partial<ClinicDraft> | null) => {
      const { steps, setStep } = useWorkflowStore.getState();
      if (change === null) return setStep(step, null);
      return setStep(step, { ...(steps[step] ?? newClinicDraft()), ...change });
    },
    [step],
  );
  return [draft, update];
}

/** Remembers the saved clinic's ID for its success page and clears the clinic in progress. */
export function finishClinic(step: ClinicStep, clinicId: string): void {
  const { setStep } = useWorkflowStore.getState();
  setStep(step, null);
  setStep(ALLOCATION_STEP, null);
  setStep(SAVED_CLINIC_STEP, { clinicId });
}
