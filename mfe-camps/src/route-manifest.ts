import type { RouteManifestEntry } from '@screening/shared';

const OUTREACH = '/Outrich Clinic';

/**
 * The paths this remote serves (docs/screens.md §2): pure data, read by the release tooling without running React.
 * The landing page is open to every signed-in user (its buttons are disabled without the privileges); creating
 * needs CREATE, editing EDIT on '/Outrich Clinic'. Resource Allocation serves both and checks in the page.
 */
export const routeManifest: RouteManifestEntry[] = [
  { path: '/HomePage' },
  { path: '/create-outreach-clinic', access: { menu: OUTREACH, privileges: ['CREATE'] } },
  { path: '/resource-planning', access: { menu: OUTREACH, privileges: ['CREATE'] } },
  { path: '/resource-allocation', access: { menu: OUTREACH, privileges: ['VIEW'] } },
  { path: '/success-message', access: { menu: OUTREACH, privileges: ['CREATE'] } },
  { path: '/success-messageEdit', access: { menu: OUTREACH, privileges: ['EDIT'] } },
  { path: '/outreach-clinic-info', access: { menu: OUTREACH, privileges: ['VIEW'] } },
  { path: '/EditOutreachClinic', access: { menu: OUTREACH, privileges: ['EDIT'] } },
];
