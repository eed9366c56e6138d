/**
 * The API's route contract: every route named once, with its method, its path as the server declares it (`:param`
 * included) and the schemas of what it accepts and answers. The server's routes are checked against it
 * (server/src/http/route-contract.test.ts), its OpenAPI document and the component tests' fake server take their
 * answers from it (success-answers.ts), and the applications reach the API only through it (`call(route, input)` of
 * @screening/shared), so a route can be followed from a screen to the server by its name.
 *
 * Paths under /token are the sign-in gateway's, the rest the API's (/api). A route without `answer` answers no body
 * or a non-JSON one (a file, a clinic ID as text).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import * as answer from './answers';
import * as request from './requests';

export type RouteMethod = 'GET' | 'POST';

export interface ApiRoute {
  method: RouteMethod;
  path: string;
  /** The JSON body a POST takes (a POST without one sends `{}` or nothing, as the catalogue says why). */
  body?: TSchema;
  /** The `:param` segments of the path. */
  params?: TSchema;
  /** The JSON answer on success. */
  answer?: TSchema;
}

const route = <const R extends ApiRoute>(entry: R): R => entry;
const get = <const P extends string, const S extends Omit<ApiRoute, 'method' | 'path' | 'body'> = object>(path: P, schemas?: S) =>
  route({ method: 'GET', path, ...(schemas as S) });
const post = <const P extends string, const S extends Omit<ApiRoute, 'method' | 'path' | 'params'> = object>(
  path: P,
  schemas?: S,
) => route({ method: 'POST', path, ...(schemas as S) });

const formDefinition = { answer: answer.DiseaseTestMaster };

export const routes = {
  // The sign-in gateway.
  authenticate: post('/token/authenticate', { body: request.AuthenticateBody, answer: answer.AuthenticateResponse }),
  changePassword: post('/token/changePassword', {
    body: request.ChangePasswordBody,
    answer: answer.AuthenticateResponse,
  }),
  forgotPassword: post('/token/forgotPassword', {
    body: request.ForgotPasswordBody,
    answer: answer.ForgotPasswordResponse,
  }),
  confirmReset: post('/token/confirmReset', { body: request.ConfirmResetBody, answer: answer.ConfirmResetResponse }),
  refresh: post('/token/refresh', { answer: answer.RefreshResponse }),
  logout: post('/token/logout'),
  signInSecondFactorSetup: post('/token/secondFactor/setup', {
    body: request.SecondFactorSignInSetupBody,
    answer: answer.SecondFactorSetup,
  }),
  signInSecondFactorEnrol: post('/token/secondFactor/enrol', {
    body: request.SecondFactorSignInEnrolBody,
    answer: answer.SecondFactorSignInEnrolled,
  }),

  // Operations and documentation.
  health: get('/api/health', { answer: answer.Health }),
  ready: get('/api/ready', { answer: answer.Ready }),
  opsStatus: get('/api/ops/status', { answer: answer.OpsStatus }),
  docsJson: get('/api/docs/json', { answer: answer.OpenApiDocument }),
  docsPage: get('/api/docs'),

  // Accounts and master data.
  authorizeUser: get('/api/curable/authorizeUserRequest/:userName', {
    params: request.AuthorizeParams,
    answer: answer.AuthorizeResponse,
  }),
  states: get('/api/curable/statemaster', { answer: answer.States }),
  districts: get('/api/curable/districtmaster/statemaster/:stateId', {
    params: request.StateIdParams,
    answer: answer.Districts,
  }),
  taluks: get('/api/curable/taluqmaster/districtmaster/:districtId', {
    params: request.DistrictIdParams,
    answer: answer.Taluks,
  }),
  panchayats: get('/api/curable/panchayatmaster/taluqmaster/:taluqId', {
    params: request.TaluqIdParams,
    answer: answer.Panchayats,
  }),
  roles: get('/api/curable/employeerolemaster', { answer: answer.Roles }),
  hospitals: get('/api/curable/hospitals', { answer: answer.Hospitals }),
  hospital: get('/api/curable/hospital', { answer: answer.Hospitals }),

  // Form definitions.
  metricsByGender: get('/api/curable/getMetricsByGender/:type/:gender', {
    params: request.MetricsByGenderParams,
    ...formDefinition,
  }),
  metricsByGenderOfHospital: get('/api/curable/getMetricsByGender/:type/:gender/:hospitalId', {
    params: request.MetricsByGenderParams,
    ...formDefinition,
  }),
  metrics: get('/api/curable/getMetrics/:stage', { params: request.MetricsByStageParams, ...formDefinition }),
  metricsOfHospital: get('/api/curable/getMetrics/:stage/:hospitalId', {
    params: request.MetricsByStageParams,
    ...formDefinition,
  }),
  screeningTests: get('/api/curable/getScreeningTests', { answer: answer.ScreeningTests }),
  metricsById: get('/api/curable/getMetricsById/:id', { params: request.MetricsIdParams, ...formDefinition }),

  // Users and profiles.
  createUser: post('/api/curable/createUser', { body: request.UserPayloadBody, answer: answer.Employee }),
  users: post('/api/curable/getUsers', { body: request.GetUsersBody, answer: answer.ListedUsers }),
  employee: get('/api/curable/hospitalemployee/:userId', { params: request.UserIdParams, answer: answer.Employee }),
  saveProfile: post('/api/curable/hospitalemployee', { body: request.ProfilePayloadBody, answer: answer.Employee }),
  userLanguage: post('/api/curable/userLanguage', {
    body: request.UserLanguageBody,
    answer: Type.Object({ language: Type.String() }),
  }),
  resetUserPassword: post('/api/curable/resetUserPassword', {
    body: request.ResetUserPasswordBody,
    answer: answer.ResetUserPasswordResponse,
  }),
  secondFactorStatus: get('/api/curable/secondFactor/:userId', {
    params: request.UserIdParams,
    answer: answer.SecondFactorStatus,
  }),
  secondFactorSetup: post('/api/curable/secondFactor/setup', { answer: answer.SecondFactorSetup }),
  secondFactorEnrol: post('/api/curable/secondFactor/enrol', {
    body: request.SecondFactorConfirmBody,
    answer: answer.SecondFactorEnrolled,
  }),
  secondFactorDisable: post('/api/curable/secondFactor/disable', {
    body: request.SecondFactorConfirmBody,
    answer: answer.SecondFactorStatus,
  }),
  resetSecondFactor: post('/api/curable/resetSecondFactor', {
    body: request.ResetSecondFactorBody,
    answer: answer.SecondFactorStatus,
  }),

  // Clinics.
  newClinic: post('/api/curable/newcamp', { body: request.NewCampBody }),
  activeClinics: post('/api/curable/activecamp', { body: request.CampSearchBody, answer: answer.Camps }),
  reportClinics: post('/api/curable/activecampForReports', { body: request.CampSearchBody, answer: answer.Camps }),
  hospitalStaff: get('/api/curable/hospitalstaffdetails/:hospitalId', {
    params: request.HospitalIdParams,
    answer: answer.StaffByRole,
  }),
  clinicStaff: get('/api/curable/campstaffdetails/:campId', { params: request.CampIdParams, answer: answer.StaffByRole }),
  duplicateClinic: get('/api/curable/isDuplicateClinic/hospitalId/:hospitalId/outreachClinicId/:code', {
    params: request.DuplicateClinicParams,
    answer: Type.Boolean(),
  }),

  // Reports.
  report: post('/api/curable/camps-report', { body: request.ReportBody }),
  reportSummary: post('/api/curable/camps-report-summary', {
    body: request.ReportSummaryBody,
    answer: answer.CampsReportSummary,
  }),

  // Participants.
  enrol: post('/api/curable/candidate', { body: request.CandidateBody, answer: answer.Candidate }),
  saveParticipant: post('/api/curable/saveCandidate', { body: request.CandidateBody, answer: answer.Candidate }),
  worklist: post('/api/curable/getCandidatesList', { body: request.CandidatesListBody, answer: answer.Candidates }),
  possibleDuplicates: post('/api/curable/findPossibleDuplicates', {
    body: request.PossibleDuplicatesBody,
    answer: answer.PossibleDuplicates,
  }),
  discardQueuedWrite: post('/api/curable/discardQueuedWrite', {
    body: request.DiscardQueuedWriteBody,
    answer: Type.Object({ discarded: Type.Integer({ minimum: 1 }) }),
  }),
  worklistClinics: post('/api/curable/getWorklistClinics', {
    body: request.WorklistClinicsBody,
    answer: answer.WorklistClinics,
  }),
  habitTypes: get('/api/curable/getHabitTypes/:habit', { params: request.HabitParams, answer: answer.HabitTypes }),
  medicalHistory: post('/api/curable/createMedicalHistory', { body: request.MedicalHistoryBody, answer: Type.Integer() }),
  history: post('/api/curable/candidatehistory', { body: request.HistoryBody }),
  prefill: post('/api/curable/candidatehistoryForPrefil', { body: request.PrefillBody, answer: answer.PrefillAnswer }),
} as const satisfies Record<string, ApiRoute>;

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
