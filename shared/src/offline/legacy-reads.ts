/**
 * The reads of area releases made before route manifests declared them: a site may still pin one (its remotes.json
 * entry then has no `offlineReads`), and its users must not lose the data its screens read offline. These are the
 * lists the offline core held until then, as that core chose them (by menu); frozen, never grown: a new read goes
 * into the area's own route manifest.
 */
import type { PinnedOfflineRead } from '@screening/domain/reads';

const OUTREACH = { menu: '/Outrich Clinic' };
const SCREENING = { menu: '/screening' };
const CLINICAL = { menu: '/clinical' };
const WHOLE_CLINIC_LIST = { route: 'activeClinics', body: { search: '' } } as const;

const enrolmentReads = (access: PinnedOfflineRead['access']): PinnedOfflineRead[] =>
  [
    WHOLE_CLINIC_LIST,
    { route: 'states' },
    ...(['FEMALE', 'MALE', 'OTHER'] as const).map((gender) => ({
      route: 'metricsByGender' as const,
      params: { type: 'ELIGIBILE', gender },
    })),
    ...(['FAMILY_PERSONAL', 'FAMILY_MEDICAL'] as const).map((stage) => ({ route: 'metrics' as const, params: { stage } })),
    ...['Tobacco', 'Smoking', 'Alcohol'].map((habit) => ({ route: 'habitTypes' as const, params: { habit } })),
  ].map((read) => ({ ...read, access }) as PinnedOfflineRead);

const firstPage = (stage: 1 | 2 | 3 | 4) =>
  ({ route: 'worklist', body: { stage, search: '', page: 0 }, refresh: true, testForms: 'waiting' }) as const;

/** By the remote's name in remotes.json. */
export const LEGACY_READS: Readonly<Record<string, readonly PinnedOfflineRead[]>> = {
  camps: [
    { ...WHOLE_CLINIC_LIST, access: OUTREACH },
    { route: 'states', access: OUTREACH },
  ],
  patients: [
    // Registration's menu is found by its url or by its name: either opened these.
    ...enrolmentReads({ menu: '/preg' }),
    ...enrolmentReads({ menu: 'Patient Registration' }),
    { ...firstPage(3), access: { menu: '/PatientEdit' } },
  ],
  clinical: [
    { ...WHOLE_CLINIC_LIST, access: SCREENING },
    { ...WHOLE_CLINIC_LIST, access: CLINICAL },
    { ...firstPage(1), access: SCREENING },
    { ...firstPage(2), access: CLINICAL },
    { ...firstPage(4), access: { menu: '/reftohospital' } },
    { route: 'screeningTests', refresh: true, testForms: 'listed', access: SCREENING },
  ],
};
