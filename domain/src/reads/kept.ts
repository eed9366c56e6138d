/** Which reads the device keeps: the read cache (on the sign-in path) and the manifests' declarations share the lists. */

/** The GET reads whose answers the device keeps (shared/src/offline/read-cache.ts): the only GETs a manifest may name. */
export const KEPT_GET_READS = [
  'metricsByGender',
  'metricsByGenderOfHospital',
  'metrics',
  'metricsOfHospital',
  'metricsById',
  'screeningTests',
  'states',
  'districts',
  'taluks',
  'panchayats',
  'roles',
  'hospitals',
  'hospitalStaff',
  'clinicStaff',
  'habitTypes',
] as const;
/** The POST reads the device keeps; the first two have a builder (bodies.ts), so a manifest may name them. */
export const KEPT_POST_READS = ['activeClinics', 'worklist', 'worklistClinics', 'prefill'] as const;
