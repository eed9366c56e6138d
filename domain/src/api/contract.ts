/**
 * The API's route contract: every route named once, where it is (route-table.ts: its method and its path), the
 * schemas of what it accepts and answers, who may call it (`access`, access.ts) and the refusals particular to it
 * (`refusals`, refusals.ts). The server registers each of its routes from its entry here (`serve` of
 * server/src/http/contract-route.ts; server/src/http/schema-coverage.test.ts holds that every route is and every entry
 * has one), its OpenAPI document and the component tests' fake server take their
 * answers from it (success-answers.ts), and the applications reach the API only through it (`call(routes.x, input)`
 * of @screening/shared, over client-routes.ts, which carries these schemas as types only), so a route can be
 * followed from a screen to the server by its name.
 *
 * Paths under /token are the sign-in gateway's, the rest the API's (/api). A route without `answer` answers no body
 * or a non-JSON one (a file, a clinic ID as text).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import * as grants from './access';
import { anyOf, type RouteAccess } from './access';
import * as answer from './answers';
import { AUTH_REQUIRED, INVALID_CREDENTIALS, INVALID_LOGIN, PASSWORD_CHANGE_REQUIRED, USER_INACTIVE } from './original-refusals';
import type { RefusalCode, RouteRefusals } from './refusals';
import * as request from './requests';
import { routeTable, type RouteLocation } from './route-table';

export type { RouteMethod } from './route-table';

export interface ApiRoute extends RouteLocation {
  /** Who may call it (access.ts). */
  access: RouteAccess;
  /** The refusals particular to it, by status (refusals.ts); those every route of its kind gives are not listed. */
  refusals?: RouteRefusals;
  /** The JSON body a POST takes (a POST without one sends `{}` or nothing, as the catalogue says why). */
  body?: TSchema;
  /** The `:param` segments of the path. */
  params?: TSchema;
  /** The JSON answer on success. */
  answer?: TSchema;
}

type At<M extends RouteLocation['method']> = RouteLocation & { method: M };

const get = <const L extends At<'GET'>, const S extends Omit<ApiRoute, 'method' | 'path' | 'body'>>(location: L, entry: S) => ({
  ...location,
  ...entry,
});
const post = <const L extends At<'POST'>, const S extends Omit<ApiRoute, 'method' | 'path' | 'params'>>(
  location: L,
  entry: S,
) => ({
  ...location,
  ...entry,
});

const NOT_MAPPED = 'NOT_MAPPED_TO_HOSPITAL';
/** A route whose data is the caller's hospital's: an account mapped to none is refused. */
const HOSPITAL_SCOPED = { 403: [NOT_MAPPED] } as const satisfies RouteRefusals;
/** A route naming a hospital in its path, which must be the caller's own. */
const OWN_HOSPITAL_ONLY = { 403: [NOT_MAPPED, 'OTHER_HOSPITAL'] } as const satisfies RouteRefusals;
/** Every failed password or code counts as a failed sign-in, which the sign-in throttle may refuse. */
const SIGN_IN_THROTTLED = { 429: ['TOO_MANY_SIGN_INS'] } as const satisfies RouteRefusals;
/** A user manager acts only on users whose role ranks below her own, never on herself. */
const OUTRANKS = ['OWN_ACCOUNT', 'USER_RANKS_TOO_HIGH'] as const satisfies readonly RefusalCode[];
/** One's own record always; another user's of the same hospital with VIEW on user management. */
const ANOTHER_USERS = { 403: [NOT_MAPPED, 'PRIVILEGE_REQUIRED'], 404: ['USER_NOT_FOUND'] } as const satisfies RouteRefusals;
/** A change of one's own second factor: her password and a code, each checked. */
const OWN_FACTOR_PROOF = ['CURRENT_PASSWORD_WRONG', 'SECOND_FACTOR_INVALID'] as const satisfies readonly RefusalCode[];

const formDefinition = {
  access: anyOf(grants.FORMS_READ),
  answer: answer.DiseaseTestMaster,
  refusals: { 403: [NOT_MAPPED], 404: ['FORM_NOT_FOUND'] },
} as const satisfies Omit<ApiRoute, 'method' | 'path'>;

/** Enrol, tag and general details: either path runs the same routine, whose branch asks for its own grant. */
const participantSave = {
  access: anyOf(grants.REGISTRATION_WRITE, grants.PATIENT_EDIT),
  refusals: {
    400: ['GENERAL_DETAILS_NEED_ID'],
    formRules: true,
    403: [NOT_MAPPED, 'ACTION_NOT_PERMITTED'],
    404: ['PARTICIPANT_NOT_FOUND', 'CLINIC_NOT_FOUND'],
    409: ['REGISTRATION_ID_TAKEN'],
  },
} as const satisfies Omit<ApiRoute, 'method' | 'path'>;

export const routes = {
  // The sign-in gateway: public to the access layer (each route checks what it needs itself).
  authenticate: post(routeTable.authenticate, {
    access: 'public',
    body: request.AuthenticateBody,
    answer: answer.AuthenticateResponse,
    refusals: {
      401: [INVALID_CREDENTIALS, USER_INACTIVE, 'SECOND_FACTOR_REQUIRED', 'SECOND_FACTOR_INVALID'],
      403: [PASSWORD_CHANGE_REQUIRED, 'SECOND_FACTOR_ENROLMENT_REQUIRED'],
      ...SIGN_IN_THROTTLED,
    },
  }),
  changePassword: post(routeTable.changePassword, {
    access: 'public',
    body: request.ChangePasswordBody,
    answer: answer.AuthenticateResponse,
    refusals: {
      400: ['PASSWORD_UNCHANGED', 'CURRENT_PASSWORD_WRONG'],
      formRules: true,
      401: [USER_INACTIVE, 'SECOND_FACTOR_REQUIRED', 'SECOND_FACTOR_INVALID'],
      403: ['SECOND_FACTOR_ENROLMENT_REQUIRED'],
      ...SIGN_IN_THROTTLED,
    },
  }),
  forgotPassword: post(routeTable.forgotPassword, {
    access: 'public',
    body: request.ForgotPasswordBody,
    answer: answer.ForgotPasswordResponse,
    refusals: { 429: ['TOO_MANY_RESET_REQUESTS'] },
  }),
  confirmReset: post(routeTable.confirmReset, {
    access: 'public',
    body: request.ConfirmResetBody,
    answer: answer.ConfirmResetResponse,
    refusals: { 400: ['RESET_LINK_INVALID'], formRules: true },
  }),
  refresh: post(routeTable.refresh, {
    access: 'public',
    answer: answer.RefreshResponse,
    refusals: { 401: [AUTH_REQUIRED, USER_INACTIVE] },
  }),
  logout: post(routeTable.logout, { access: 'public' }),
  signInSecondFactorSetup: post(routeTable.signInSecondFactorSetup, {
    access: 'public',
    body: request.SecondFactorSignInSetupBody,
    answer: answer.SecondFactorSetup,
    refusals: {
      401: [INVALID_CREDENTIALS, USER_INACTIVE],
      403: [PASSWORD_CHANGE_REQUIRED],
      409: ['SECOND_FACTOR_ENROLLED'],
      ...SIGN_IN_THROTTLED,
    },
  }),
  signInSecondFactorEnrol: post(routeTable.signInSecondFactorEnrol, {
    access: 'public',
    body: request.SecondFactorSignInEnrolBody,
    answer: answer.SecondFactorSignInEnrolled,
    refusals: {
      401: [INVALID_CREDENTIALS, USER_INACTIVE, 'SECOND_FACTOR_INVALID'],
      403: [PASSWORD_CHANGE_REQUIRED],
      409: ['SECOND_FACTOR_NOT_SET_UP', 'SECOND_FACTOR_ENROLLED'],
      ...SIGN_IN_THROTTLED,
    },
  }),

  // Operations and documentation.
  health: get(routeTable.health, { access: 'public', answer: answer.Health }),
  ready: get(routeTable.ready, { access: 'public', answer: answer.Ready }),
  opsStatus: get(routeTable.opsStatus, { access: anyOf(grants.OPS_STATUS_READ), answer: answer.OpsStatus }),
  docsJson: get(routeTable.docsJson, { access: 'public', answer: answer.OpenApiDocument }),
  docsPage: get(routeTable.docsPage, { access: 'public' }),

  // Accounts and master data.
  authorizeUser: get(routeTable.authorizeUser, {
    access: 'authenticated',
    params: request.AuthorizeParams,
    answer: answer.AuthorizeResponse,
    refusals: { 403: ['OTHER_USER_ACCESS'], 404: [INVALID_LOGIN] },
  }),
  states: get(routeTable.states, { access: 'authenticated', answer: answer.States }),
  districts: get(routeTable.districts, {
    access: 'authenticated',
    params: request.StateIdParams,
    answer: answer.Districts,
  }),
  taluks: get(routeTable.taluks, {
    access: 'authenticated',
    params: request.DistrictIdParams,
    answer: answer.Taluks,
  }),
  panchayats: get(routeTable.panchayats, {
    access: 'authenticated',
    params: request.TaluqIdParams,
    answer: answer.Panchayats,
  }),
  roles: get(routeTable.roles, { access: 'authenticated', answer: answer.Roles }),
  hospitals: get(routeTable.hospitals, { access: 'authenticated', answer: answer.Hospitals }),
  hospital: get(routeTable.hospital, { access: 'authenticated', answer: answer.Hospitals }),

  // Form definitions.
  metricsByGender: get(routeTable.metricsByGender, {
    params: request.MetricsByGenderParams,
    ...formDefinition,
    refusals: { 400: ['GENDER_VALUE'], ...formDefinition.refusals },
  }),
  metricsByGenderOfHospital: get(routeTable.metricsByGenderOfHospital, {
    params: request.MetricsByGenderParams,
    ...formDefinition,
    refusals: { 400: ['GENDER_VALUE'], ...formDefinition.refusals },
  }),
  metrics: get(routeTable.metrics, { params: request.MetricsByStageParams, ...formDefinition }),
  metricsOfHospital: get(routeTable.metricsOfHospital, {
    params: request.MetricsByStageParams,
    ...formDefinition,
  }),
  screeningTests: get(routeTable.screeningTests, {
    access: anyOf(grants.FORMS_READ),
    answer: answer.ScreeningTests,
    refusals: HOSPITAL_SCOPED,
  }),
  metricsById: get(routeTable.metricsById, { params: request.MetricsIdParams, ...formDefinition }),

  // Users and profiles.
  createUser: post(routeTable.createUser, {
    // Either grant; the handler then asks for the one the body needs (CREATE without an id, EDIT with one).
    access: anyOf(grants.userManagement('CREATE', 'EDIT')),
    body: request.UserPayloadBody,
    answer: answer.Employee,
    refusals: {
      formRules: true,
      403: [NOT_MAPPED, ...OUTRANKS, 'ROLE_RANKS_TOO_HIGH'],
      404: ['USER_NOT_FOUND'],
      409: ['EMAIL_TAKEN', 'MOBILE_TAKEN'],
    },
  }),
  users: post(routeTable.users, {
    access: anyOf(grants.userManagement('VIEW')),
    body: request.GetUsersBody,
    answer: answer.ListedUsers,
    refusals: HOSPITAL_SCOPED,
  }),
  employee: get(routeTable.employee, {
    // One's own record always; another user's with VIEW on user management (the handler asks).
    access: 'authenticated',
    params: request.UserIdParams,
    answer: answer.Employee,
    refusals: ANOTHER_USERS,
  }),
  saveProfile: post(routeTable.saveProfile, {
    access: 'authenticated',
    body: request.ProfilePayloadBody,
    answer: answer.Employee,
    refusals: {
      400: ['CURRENT_PASSWORD_REQUIRED', 'CURRENT_PASSWORD_WRONG'],
      formRules: true,
      403: [NOT_MAPPED, 'OWN_PROFILE_ONLY'],
      404: ['USER_NOT_FOUND'],
      409: ['MOBILE_TAKEN'],
      ...SIGN_IN_THROTTLED,
    },
  }),
  userLanguage: post(routeTable.userLanguage, {
    access: 'authenticated',
    body: request.UserLanguageBody,
    answer: Type.Object({ language: Type.String() }),
  }),
  resetUserPassword: post(routeTable.resetUserPassword, {
    access: anyOf(grants.userManagement('EDIT')),
    body: request.ResetUserPasswordBody,
    answer: answer.ResetUserPasswordResponse,
    refusals: { 403: [NOT_MAPPED, ...OUTRANKS], 404: ['USER_NOT_FOUND'] },
  }),
  secondFactorStatus: get(routeTable.secondFactorStatus, {
    access: 'authenticated',
    params: request.UserIdParams,
    answer: answer.SecondFactorStatus,
    refusals: ANOTHER_USERS,
  }),
  secondFactorSetup: post(routeTable.secondFactorSetup, {
    access: 'authenticated',
    answer: answer.SecondFactorSetup,
    refusals: { 403: [NOT_MAPPED], 404: ['USER_NOT_FOUND'], 409: ['SECOND_FACTOR_ENROLLED'] },
  }),
  secondFactorEnrol: post(routeTable.secondFactorEnrol, {
    access: 'authenticated',
    body: request.SecondFactorConfirmBody,
    answer: answer.SecondFactorEnrolled,
    refusals: {
      400: OWN_FACTOR_PROOF,
      403: [NOT_MAPPED],
      404: ['USER_NOT_FOUND'],
      409: ['SECOND_FACTOR_NOT_SET_UP', 'SECOND_FACTOR_ENROLLED'],
      ...SIGN_IN_THROTTLED,
    },
  }),
  secondFactorDisable: post(routeTable.secondFactorDisable, {
    access: 'authenticated',
    body: request.SecondFactorConfirmBody,
    answer: answer.SecondFactorStatus,
    refusals: {
      400: OWN_FACTOR_PROOF,
      403: [NOT_MAPPED, 'SECOND_FACTOR_REQUIRED_BY_ROLE'],
      404: ['USER_NOT_FOUND'],
      409: ['SECOND_FACTOR_NOT_ENROLLED'],
      ...SIGN_IN_THROTTLED,
    },
  }),
  resetSecondFactor: post(routeTable.resetSecondFactor, {
    access: anyOf(grants.userManagement('EDIT')),
    body: request.ResetSecondFactorBody,
    answer: answer.SecondFactorStatus,
    refusals: { 403: [NOT_MAPPED, ...OUTRANKS], 404: ['USER_NOT_FOUND'] },
  }),

  // Clinics.
  newClinic: post(routeTable.newClinic, {
    // Either grant; the handler then asks for the one the body needs (CREATE for a new clinic, EDIT for campDTO.id).
    access: anyOf(grants.CLINIC_WRITE),
    body: request.NewCampBody,
    refusals: {
      400: [
        'CLINIC_ID_FIXED',
        'CLINIC_NOTHING_TO_SAVE',
        'PANCHAYAT_INVALID',
        'STAFF_NOT_ALLOCATABLE',
        'ROLE_NOT_ALLOCATABLE',
        'ROLE_ALLOCATION_LIMIT',
      ],
      formRules: true,
      403: [NOT_MAPPED],
      404: ['CLINIC_NOT_FOUND'],
      409: ['CLINIC_ID_TAKEN'],
    },
  }),
  activeClinics: post(routeTable.activeClinics, {
    access: anyOf(grants.CLINIC_SEARCH),
    body: request.CampSearchBody,
    answer: answer.Camps,
    refusals: HOSPITAL_SCOPED,
  }),
  reportClinics: post(routeTable.reportClinics, {
    access: anyOf(grants.REPORT_CLINIC_SEARCH),
    body: request.CampSearchBody,
    answer: answer.Camps,
    refusals: HOSPITAL_SCOPED,
  }),
  hospitalStaff: get(routeTable.hospitalStaff, {
    access: anyOf(grants.CLINIC_WRITE),
    params: request.HospitalIdParams,
    answer: answer.StaffByRole,
    refusals: OWN_HOSPITAL_ONLY,
  }),
  clinicStaff: get(routeTable.clinicStaff, {
    access: anyOf(grants.CLINIC_SEARCH),
    params: request.CampIdParams,
    answer: answer.StaffByRole,
    refusals: { 403: [NOT_MAPPED], 404: ['CLINIC_NOT_FOUND'] },
  }),
  duplicateClinic: get(routeTable.duplicateClinic, {
    access: anyOf(grants.CLINIC_WRITE),
    params: request.DuplicateClinicParams,
    answer: Type.Boolean(),
    refusals: OWN_HOSPITAL_ONLY,
  }),

  // Reports.
  report: post(routeTable.report, {
    access: anyOf(grants.REPORTS_VIEW),
    body: request.ReportBody,
    refusals: { formRules: true, 403: [NOT_MAPPED], 429: ['REPORTS_BUSY'] },
  }),
  reportSummary: post(routeTable.reportSummary, {
    access: anyOf(grants.REPORTS_VIEW),
    body: request.ReportSummaryBody,
    answer: answer.CampsReportSummary,
    refusals: { formRules: true, 403: [NOT_MAPPED] },
  }),

  // Participants: every read or write by id is scoped to the caller's clinics (404 outside them).
  enrol: post(routeTable.enrol, { ...participantSave, body: request.CandidateBody, answer: answer.Candidate }),
  saveParticipant: post(routeTable.saveParticipant, {
    ...participantSave,
    body: request.CandidateBody,
    answer: answer.Candidate,
  }),
  worklist: post(routeTable.worklist, {
    access: anyOf(grants.PARTICIPANT_READ),
    body: request.CandidatesListBody,
    answer: answer.Candidates,
    refusals: HOSPITAL_SCOPED,
  }),
  possibleDuplicates: post(routeTable.possibleDuplicates, {
    access: anyOf(grants.REGISTRATION_WRITE),
    body: request.PossibleDuplicatesBody,
    answer: answer.PossibleDuplicates,
    refusals: { 403: [NOT_MAPPED], 404: ['CLINIC_NOT_FOUND'] },
  }),
  discardQueuedWrite: post(routeTable.discardQueuedWrite, {
    access: anyOf(grants.PATIENT_EDIT, grants.SCREENING_WRITE, grants.CLINICAL_WRITE),
    body: request.DiscardQueuedWriteBody,
    answer: Type.Object({ discarded: Type.Integer({ minimum: 1 }) }),
    refusals: { 403: [NOT_MAPPED], 404: ['PARTICIPANT_NOT_FOUND'] },
  }),
  worklistClinics: post(routeTable.worklistClinics, {
    access: anyOf(grants.PARTICIPANT_READ),
    body: request.WorklistClinicsBody,
    answer: answer.WorklistClinics,
    refusals: HOSPITAL_SCOPED,
  }),
  habitTypes: get(routeTable.habitTypes, {
    access: anyOf(grants.PARTICIPANT_READ),
    params: request.HabitParams,
    answer: answer.HabitTypes,
  }),
  medicalHistory: post(routeTable.medicalHistory, {
    access: anyOf(grants.REGISTRATION_WRITE),
    body: request.MedicalHistoryBody,
    answer: Type.Integer(),
    refusals: {
      400: ['SPO2_RANGE'],
      formRules: true,
      403: [NOT_MAPPED],
      404: ['PARTICIPANT_NOT_FOUND', 'MEDICAL_RECORD_NOT_FOUND'],
    },
  }),
  history: post(routeTable.history, {
    // Each branch then requires its own grant (access.ts).
    access: anyOf(grants.REGISTRATION_WRITE, grants.SCREENING_WRITE, grants.CLINICAL_WRITE),
    body: request.HistoryBody,
    refusals: {
      400: [
        'HISTORY_NOTHING_TO_SAVE',
        'MANDATORY_FIELD_MISSING',
        'METRIC_ANSWER_INVALID',
        'FAMILY_MEMBER_LIMIT',
        'TEST_KIND_MISMATCH',
        'FINISH_CLINICAL_EVALUATION_NO',
        'FINISH_CERVICAL_NOT_NOW',
      ],
      formRules: true,
      403: [NOT_MAPPED, 'ACTION_NOT_PERMITTED'],
      404: ['PARTICIPANT_NOT_FOUND', 'TEST_NOT_FOUND'],
      409: ['TEST_FINISHED'],
    },
  }),
  prefill: post(routeTable.prefill, {
    access: anyOf(grants.PARTICIPANT_READ),
    body: request.PrefillBody,
    answer: answer.PrefillAnswer,
    refusals: { 403: [NOT_MAPPED], 404: ['PARTICIPANT_NOT_FOUND'] },
  }),

  // Follow-up of referrals: scoped like the worklists (another clinic's follow-up is 404).
  followUpList: post(routeTable.followUpList, {
    access: anyOf(grants.FOLLOW_UP_READ),
    body: request.FollowUpListBody,
    answer: answer.FollowUpList,
    refusals: HOSPITAL_SCOPED,
  }),
  followUpCounts: get(routeTable.followUpCounts, {
    access: anyOf(grants.FOLLOW_UP_READ),
    answer: answer.FollowUpCounts,
    refusals: HOSPITAL_SCOPED,
  }),
  followUpRecord: post(routeTable.followUpRecord, {
    access: anyOf(grants.FOLLOW_UP_WRITE),
    body: request.FollowUpRecordBody,
    answer: answer.FollowUp,
    refusals: {
      400: ['FIELD_REQUIRED', 'FOLLOW_UP_DATE_REQUIRED', 'FOLLOW_UP_DATE_OUT_OF_RANGE'],
      403: [NOT_MAPPED],
      404: ['FOLLOW_UP_NOT_FOUND'],
      409: ['FOLLOW_UP_MOVE_NOT_ALLOWED'],
    },
  }),
  followUpSettings: get(routeTable.followUpSettings, {
    access: anyOf(grants.FOLLOW_UP_READ, grants.FOLLOW_UP_SETTINGS_WRITE),
    answer: answer.FollowUpSettings,
    refusals: HOSPITAL_SCOPED,
  }),
  saveFollowUpSettings: post(routeTable.saveFollowUpSettings, {
    access: anyOf(grants.FOLLOW_UP_SETTINGS_WRITE),
    body: request.FollowUpSettingsBody,
    answer: answer.FollowUpSettings,
    refusals: HOSPITAL_SCOPED,
  }),
  participantView: post(routeTable.participantView, {
    access: anyOf(grants.PARTICIPANT_READ, grants.FOLLOW_UP_READ),
    body: request.ParticipantViewBody,
    answer: answer.ParticipantView,
    refusals: { 400: ['FIELD_REQUIRED'], 403: [NOT_MAPPED], 404: ['PARTICIPANT_NOT_FOUND'] },
  }),

  // The programme dashboard: counts over the clinics the caller sees (docs/dashboard.md).
  dashboard: post(routeTable.dashboard, {
    access: anyOf(grants.DASHBOARD_VIEW),
    body: request.DashboardBody,
    answer: answer.DashboardIndicators,
    refusals: HOSPITAL_SCOPED,
  }),
} as const satisfies { [Name in keyof typeof routeTable]: ApiRoute };

export type RouteName = keyof typeof routes;

/** `METHOD /path`: a route's key in the OpenAPI catalogue and the tests. */
export const routeKeyOf = (entry: Pick<ApiRoute, 'method' | 'path'>): string => `${entry.method} ${entry.path}`;

/** The `:param` names of a path, in order. */
export const pathParams = (path: string): string[] => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);

type Schema<R, K extends keyof ApiRoute> = R extends { [P in K]: infer S extends TSchema } ? S : never;

/** What a route takes: its body (a POST), its path's params (a GET with `:param`s), or nothing. */
export type RouteInput<R extends ApiRoute> = R extends { body: TSchema }
  ? Static<Schema<R, 'body'>>
  : R extends { params: TSchema }
    ? Static<Schema<R, 'params'>>
    : Record<string, never> | undefined;

/** A call's arguments: the input (required when the route takes one) and the client's own options. */
export type RouteArguments<R extends ApiRoute, Options> = R extends { body: TSchema } | { params: TSchema }
  ? [input: RouteInput<R>, options?: Options]
  : [input?: RouteInput<R>, options?: Options];

/** What a route answers on success (unknown for a route that answers no JSON). */
export type RouteAnswer<R extends ApiRoute> = R extends { answer: TSchema } ? Static<Schema<R, 'answer'>> : unknown;
