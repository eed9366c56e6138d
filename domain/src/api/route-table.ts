/**
 * Where each route of the contract (contract.ts) is: its method and its full path (`:param` included), from which
 * the server declares it, and nothing else. This is all a browser needs to send a call, so the applications load this
 * table and take the schemas as types only (client-routes.ts): building the schemas would cost the login screen 30 KiB.
 */
export type RouteMethod = 'GET' | 'POST';

export interface RouteLocation {
  method: RouteMethod;
  path: string;
}

export const routeTable = {
  // The sign-in gateway.
  authenticate: { method: 'POST', path: '/token/authenticate' },
  changePassword: { method: 'POST', path: '/token/changePassword' },
  forgotPassword: { method: 'POST', path: '/token/forgotPassword' },
  confirmReset: { method: 'POST', path: '/token/confirmReset' },
  refresh: { method: 'POST', path: '/token/refresh' },
  logout: { method: 'POST', path: '/token/logout' },
  signInSecondFactorSetup: { method: 'POST', path: '/token/secondFactor/setup' },
  signInSecondFactorEnrol: { method: 'POST', path: '/token/secondFactor/enrol' },

  // Operations and documentation.
  health: { method: 'GET', path: '/api/health' },
  ready: { method: 'GET', path: '/api/ready' },
  opsStatus: { method: 'GET', path: '/api/ops/status' },
  docsJson: { method: 'GET', path: '/api/docs/json' },
  docsPage: { method: 'GET', path: '/api/docs' },

  // Accounts and master data.
  authorizeUser: { method: 'GET', path: '/api/curable/authorizeUserRequest/:userName' },
  states: { method: 'GET', path: '/api/curable/statemaster' },
  districts: { method: 'GET', path: '/api/curable/districtmaster/statemaster/:stateId' },
  taluks: { method: 'GET', path: '/api/curable/taluqmaster/districtmaster/:districtId' },
  panchayats: { method: 'GET', path: '/api/curable/panchayatmaster/taluqmaster/:taluqId' },
  roles: { method: 'GET', path: '/api/curable/employeerolemaster' },
  hospitals: { method: 'GET', path: '/api/curable/hospitals' },
  hospital: { method: 'GET', path: '/api/curable/hospital' },

  // Form definitions.
  metricsByGender: { method: 'GET', path: '/api/curable/getMetricsByGender/:type/:gender' },
  metricsByGenderOfHospital: { method: 'GET', path: '/api/curable/getMetricsByGender/:type/:gender/:hospitalId' },
  metrics: { method: 'GET', path: '/api/curable/getMetrics/:stage' },
  metricsOfHospital: { method: 'GET', path: '/api/curable/getMetrics/:stage/:hospitalId' },
  screeningTests: { method: 'GET', path: '/api/curable/getScreeningTests' },
  metricsById: { method: 'GET', path: '/api/curable/getMetricsById/:id' },

  // Users and profiles.
  createUser: { method: 'POST', path: '/api/curable/createUser' },
  users: { method: 'POST', path: '/api/curable/getUsers' },
  employee: { method: 'GET', path: '/api/curable/hospitalemployee/:userId' },
  saveProfile: { method: 'POST', path: '/api/curable/hospitalemployee' },
  userLanguage: { method: 'POST', path: '/api/curable/userLanguage' },
  resetUserPassword: { method: 'POST', path: '/api/curable/resetUserPassword' },
  secondFactorStatus: { method: 'GET', path: '/api/curable/secondFactor/:userId' },
  secondFactorSetup: { method: 'POST', path: '/api/curable/secondFactor/setup' },
  secondFactorEnrol: { method: 'POST', path: '/api/curable/secondFactor/enrol' },
  secondFactorDisable: { method: 'POST', path: '/api/curable/secondFactor/disable' },
  resetSecondFactor: { method: 'POST', path: '/api/curable/resetSecondFactor' },

  // Clinics.
  newClinic: { method: 'POST', path: '/api/curable/newcamp' },
  activeClinics: { method: 'POST', path: '/api/curable/activecamp' },
  reportClinics: { method: 'POST', path: '/api/curable/activecampForReports' },
  hospitalStaff: { method: 'GET', path: '/api/curable/hospitalstaffdetails/:hospitalId' },
  clinicStaff: { method: 'GET', path: '/api/curable/campstaffdetails/:campId' },
  duplicateClinic: { method: 'GET', path: '/api/curable/isDuplicateClinic/hospitalId/:hospitalId/outreachClinicId/:code' },

  // Reports.
  report: { method: 'POST', path: '/api/curable/camps-report' },
  reportSummary: { method: 'POST', path: '/api/curable/camps-report-summary' },

  // Participants.
  enrol: { method: 'POST', path: '/api/curable/candidate' },
  saveParticipant: { method: 'POST', path: '/api/curable/saveCandidate' },
  worklist: { method: 'POST', path: '/api/curable/getCandidatesList' },
  possibleDuplicates: { method: 'POST', path: '/api/curable/findPossibleDuplicates' },
  discardQueuedWrite: { method: 'POST', path: '/api/curable/discardQueuedWrite' },
  worklistClinics: { method: 'POST', path: '/api/curable/getWorklistClinics' },
  habitTypes: { method: 'GET', path: '/api/curable/getHabitTypes/:habit' },
  medicalHistory: { method: 'POST', path: '/api/curable/createMedicalHistory' },
  history: { method: 'POST', path: '/api/curable/candidatehistory' },
  prefill: { method: 'POST', path: '/api/curable/candidatehistoryForPrefil' },

  // Follow-up of referrals (not in the original).
  followUpList: { method: 'POST', path: '/api/curable/followUp/list' },
  followUpCounts: { method: 'GET', path: '/api/curable/followUp/counts' },
  followUpRecord: { method: 'POST', path: '/api/curable/followUp/record' },
  followUpSettings: { method: 'GET', path: '/api/curable/followUp/settings' },
  saveFollowUpSettings: { method: 'POST', path: '/api/curable/followUp/settings' },
  participantView: { method: 'POST', path: '/api/curable/participant/view' },

  // The programme dashboard (not in the original).
  dashboard: { method: 'POST', path: '/api/curable/dashboard/indicators' },
} as const satisfies Record<string, RouteLocation>;
