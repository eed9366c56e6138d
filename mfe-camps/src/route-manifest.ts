import type { RouteManifestEntry } from '@screening/shared';
import { PATHS } from './paths';

const OUTREACH = '/Outrich Clinic';

/**
 * The paths this remote serves (docs/screens.md §2): pure data, read by the release tooling without running React.
 * The landing page is open to every signed-in user (its buttons are disabled without the privileges); creating
 * needs CREATE, editing EDIT on '/Outrich Clinic'. Resource Allocation serves both and checks in the page.
 */
export const routeManifest: RouteManifestEntry[] = [
  { path: PATHS.outreachClinic },
  { path: PATHS.createClinic, access: { menu: OUTREACH, privileges: ['CREATE'] } },
  { path: PATHS.resourcePlanning, access: { menu: OUTREACH, privileges: ['CREATE'] } },
  { path: PATHS.resourceAllocation, access: { menu: OUTREACH, privileges: ['VIEW'] } },
  { path: PATHS.clinicCreated, access: { menu: OUTREACH, privileges: ['CREATE'] } },
  { path: PATHS.clinicUpdated, access: { menu: OUTREACH, privileges: ['EDIT'] } },
  { path: PATHS.findClinic, access: { menu: OUTREACH, privileges: ['VIEW'] } },
  { path: PATHS.editClinic, access: { menu: OUTREACH, privileges: ['EDIT'] } },
];
