/** Menu grants of the demo roles (docs/api.md §1.6), as the server sends them; shared by the host's tests. */
import type { CustomMenuDTO } from '@screening/shared';

const ALL: CustomMenuDTO['privileges'] = ['CREATE', 'VIEW', 'EDIT'];

/** The default seed of docs/api.md §1.6 for a program coordinator. */
export const COORDINATOR: CustomMenuDTO[] = [
  { menu: 'Outreach Clinic', menuOrder: 1, url: '/Outrich Clinic', privileges: ALL },
  { menu: 'Patient Registration', menuOrder: 2, url: '/preg', privileges: ALL },
  { menu: 'Screening', menuOrder: 3, url: '/screening', privileges: ALL },
  { menu: 'Clinical Evaluation', menuOrder: 4, url: '/clinical', privileges: ALL },
  { menu: 'Referral to Hospital', menuOrder: 5, url: '/reftohospital', privileges: ALL },
  { menu: 'Reports', menuOrder: 6, url: '/reports', privileges: ['VIEW'] },
  { menu: 'User Data Management', menuOrder: 7, url: '/management', privileges: ['VIEW'] },
];

/** A nurse: no outreach clinics, reports or user management; the server's misspelt clinical menu. */
export const NURSE: CustomMenuDTO[] = [
  { menu: 'Screening', menuOrder: 3, url: '/screening', privileges: ALL },
  { menu: 'Patient Registration', menuOrder: 2, url: '/preg', privileges: ALL },
  { menu: 'Clinical Evaluvation', menuOrder: null, url: '/clinical', privileges: ALL },
];

/** A site's pin of an area serving `paths`. */
export const remotePin = (paths: string[]) => ({ version: '2.0.0', entry: `/${paths[0]}/remoteEntry.js`, integrity: '', paths });

/** A site pinning the five areas of the suite's first release: every menu above opens a page of it. */
export const FIVE_AREAS = {
  site: 'home-test',
  remotes: {
    camps: remotePin(['/HomePage']),
    users: remotePin(['/UserManagement']),
    patients: remotePin(['/PatientRegistrationSearch', '/PatientEdit']),
    clinical: remotePin(['/PatientSearchPage', '/ClinicSearchPage', '/ReferralSearchPage', '/FollowUp']),
    reports: remotePin(['/reports']),
  },
};
