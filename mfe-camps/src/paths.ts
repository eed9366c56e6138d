/** The docs/screens.md §2 paths this remote serves and the ones it links to (pure data: the route manifest reads it). */
export const PATHS = {
  home: '/responsive-cancer-institute',
  /** The Outreach Clinic landing: create a clinic or find one. */
  outreachClinic: '/HomePage',
  createClinic: '/create-outreach-clinic',
  resourcePlanning: '/resource-planning',
  resourceAllocation: '/resource-allocation',
  clinicCreated: '/success-message',
  clinicUpdated: '/success-messageEdit',
  findClinic: '/outreach-clinic-info',
  editClinic: '/EditOutreachClinic',
} as const;
