import type { OfflineRead, RouteManifestEntry } from '@screening/shared';
import { PATHS } from './paths';

const OUTREACH = '/Outrich Clinic';

/** The states a clinic's address starts from (its geography cascade). */
const STATES: OfflineRead = { route: 'states' };

/**
 * The paths this remote serves (docs/screens.md §2): pure data, read by the release tooling without running React.
 * The landing page is open to every signed-in user (its buttons are disabled without the privileges); creating
 * needs CREATE, editing EDIT on '/Outrich Clinic'. Resource Allocation serves both and checks in the page.
 * `offline`: the reads kept on the device for whoever may open the page (docs/offline.md).
 */
export const routeManifest: RouteManifestEntry[] = [
  { path: PATHS.outreachClinic },
  { path: PATHS.createClinic, access: { menu: OUTREACH, privileges: ['CREATE'] }, offline: [STATES] },
  { path: PATHS.resourcePlanning, access: { menu: OUTREACH, privileges: ['CREATE'] } },
  { path: PATHS.resourceAllocation, access: { menu: OUTREACH, privileges: ['VIEW'] } },
  { path: PATHS.clinicCreated, access: { menu: OUTREACH, privileges: ['CREATE'] } },
  { path: PATHS.clinicUpdated, access: { menu: OUTREACH, privileges: ['EDIT'] } },
  {
    path: PATHS.findClinic,
    access: { menu: OUTREACH, privileges: ['VIEW'] },
    // Her whole list of clinics: a search offline is answered from it (find-clinic.api.ts asks the same read).
    offline: [{ route: 'activeClinics', body: { search: '' } }],
  },
  { path: PATHS.editClinic, access: { menu: OUTREACH, privileges: ['EDIT'] }, offline: [STATES] },
];
