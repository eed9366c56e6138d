/** What the suite's server answers about clinics, for this remote's page tests (shared/src/testing drives the pages). */
import { useWorkflowStore, type ClinicDetails, type ClinicDraft, type ResourceCounts } from '@screening/shared';
import { localMidnight } from '@screening/shared/testing';
import type { ApiTestServer } from '@screening/shared/testing';
import { camp } from '@screening/shared/testing';
import { NEW_CLINIC_STEP, newClinicDraft } from '../clinic/clinic-draft';

/** The seed's geography around Kovalam: codes 1 + 20 + 30 + 45 suggest the clinic ID 1203045. */
export const GEOGRAPHY = {
  states: [{ id: 1, code: '1', name: 'Tamil Nadu' }],
  districts: [
    { id: 1, code: '20', name: 'Chengalpattu', stateMasterId: 1 },
    { id: 2, code: '21', name: 'Kancheepuram', stateMasterId: 1 },
  ],
  taluks: [{ id: 1, code: '30', name: 'Thiruporur', districtMasterId: 1 }],
  panchayats: [
    { id: 1, code: '45', name: 'Kovalam', taluqMasterId: 1 },
    { id: 2, code: '46', name: 'Kelambakkam', taluqMasterId: 1 },
  ],
};

export function serveGeography(server: ApiTestServer): void {
  server.on('GET', '/api/curable/statemaster', () => ({ status: 200, body: GEOGRAPHY.states }));
  server.on('GET', '/api/curable/districtmaster/statemaster/', () => ({ status: 200, body: GEOGRAPHY.districts }));
  server.on('GET', '/api/curable/taluqmaster/districtmaster/', () => ({ status: 200, body: GEOGRAPHY.taluks }));
  server.on('GET', '/api/curable/panchayatmaster/taluqmaster/', () => ({ status: 200, body: GEOGRAPHY.panchayats }));
}

/** A clinic of hospital 1 in the seed's geography, months ahead (its dates may still be edited). */
export const KOVALAM_CAMP = camp({
  startDate: '2099-10-21 18:30:00',
  endDate: '2099-10-23 18:30:00',
  displayStartDate: '2099-10-22',
  displayEndDate: '2099-10-24',
  panchayatId: 1,
  panchayatMasterId: 1,
  hospitalId: 1,
  stateId: 1,
  districtId: 1,
  talukId: 1,
  noSocialWorkers: 2,
});

/** Local midnight of today + n days as the server's camp timestamp ('yyyy-mm-dd hh:mm:ss', UTC). */
export const campTimestamp = (n: number): string => localMidnight(n).slice(0, 19).replace('T', ' ');

/** A complete, valid clinic being created in Kovalam, as a reload finds it in the workflow store. */
export function startNewClinic(details: Partial<ClinicDetails> = {}, counts: Partial<ResourceCounts> = {}): ClinicDraft {
  const base = newClinicDraft();
  const draft: ClinicDraft = {
    ...base,
    details: {
      ...base.details,
      name: 'Kovalam Camp',
      pincode: '603112',
      campIdPrefix: '1203045',
      stateId: 1,
      districtId: 1,
      talukId: 1,
      panchayatId: 1,
      startDate: localMidnight(2),
      endDate: localMidnight(4),
      ...details,
    },
    counts: { ...base.counts, ...counts },
  };
  useWorkflowStore.getState().setStep(NEW_CLINIC_STEP, draft);
  return draft;
}
