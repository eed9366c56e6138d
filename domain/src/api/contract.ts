/**
 * The API's route contract: every route named once, where it is (route-table.ts: its method and its path) and the
 * schemas of what it accepts and answers. The server registers each of its routes from its entry here (`serve` of
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
import * as answer from './answers';
import * as request from './requests';
import { routeTable, type RouteLocation } from './route-table';

export type { RouteMethod } from './route-table';

export interface ApiRoute extends RouteLocation {
  /** The JSON body a POST takes (a POST without one sends `{}` or nothing, as the catalogue says why). */
  body?: TSchema;
  /** The `:param` segments of the path. */
  params?: TSchema;
  /** The JSON answer on success. */
  answer?: TSchema;
}

type At<M extends RouteLocation['method']> = RouteLocation & { method: M };

const get = <const L extends At<'GET'>, const S extends Omit<ApiRoute, 'method' | 'path' | 'body'> = object>(
  location: L,
  schemas?: S,
) => ({ ...location, ...(schemas as S) });
const post = <const L extends At<'POST'>, const S extends Omit<ApiRoute, 'method' | 'path' | 'params'> = object>(
  location: L,
  schemas?: S,
) => ({ ...location, ...(schemas as S) });

const formDefinition = { answer: answer.DiseaseTestMaster };

export const routes = {
  // The sign-in gateway.
  authenticate: post(routeTable.authenticate, { body: request.AuthenticateBody, answer: answer.AuthenticateResponse }),
  changePassword: post(routeTable.changePassword, {
    body: request.ChangePasswordBody,
    answer: answer.AuthenticateResponse,
  }),
  forgotPassword: post(routeTable.forgotPassword, {
    body: request.ForgotPasswordBody,
    answer: answer.ForgotPasswordResponse,
  }),
  confirmReset: post(routeTable.confirmReset, { body: request.ConfirmResetBody, answer: answer.ConfirmResetResponse }),
  refresh: post(routeTable.refresh, { answer: answer.RefreshResponse }),
  logout: post(routeTable.logout),
  signInSecondFactorSetup: post(routeTable.signInSecondFactorSetup, {
    body: request.SecondFactorSignInSetupBody,
    answer: answer.SecondFactorSetup,
  }),
  signInSecondFactorEnrol: post(routeTable.signInSecondFactorEnrol, {
    body: request.SecondFactorSignInEnrolBody,
    answer: answer.SecondFactorSignInEnrolled,
  }),

  // Operations and documentation.
  health: get(routeTable.health, { answer: answer.Health }),
  ready: get(routeTable.ready, { answer: answer.Ready }),
  opsStatus: get(routeTable.opsStatus, { answer: answer.OpsStatus }),
  docsJson: get(routeTable.docsJson, { answer: answer.OpenApiDocument }),
  docsPage: get(routeTable.docsPage),

  // Accounts and master data.
  authorizeUser: get(routeTable.authorizeUser, {
    params: request.AuthorizeParams,
    answer: answer.AuthorizeResponse,
  }),
  states: get(routeTable.states, { answer: answer.States }),
  districts: get(routeTable.districts, {
    params: request.StateIdParams,
    answer: answer.Districts,
  }),
  taluks: get(routeTable.taluks, {
    params: request.DistrictIdParams,
    answer: answer.Taluks,
  }),
  panchayats: get(routeTable.panchayats, {
    params: request.TaluqIdParams,
    answer: answer.Panchayats,
  }),
  roles: get(routeTable.roles, { answer: answer.Roles }),
  hospitals: get(routeTable.hospitals, { answer: answer.Hospitals }),
  hospital: get(routeTable.hospital, { answer: answer.Hospitals }),

  // Form definitions.
  metricsByGender: get(routeTable.metricsByGender, {
    params: request.MetricsByGenderParams,
    ...formDefinition,
  }),
  metricsByGenderOfHospital: get(routeTable.metricsByGenderOfHospital, {
    params: request.MetricsByGenderParams,
    ...formDefinition,
  }),
  metrics: get(routeTable.metrics, { params: request.MetricsByStageParams, ...formDefinition }),
  metricsOfHospital: get(routeTable.metricsOfHospital, {
    params: request.MetricsByStageParams,
    ...formDefinition,
  }),
  screeningTests: get(routeTable.screeningTests, { answer: answer.ScreeningTests }),
  metricsById: get(routeTable.metricsById, { params: request.MetricsIdParams, ...formDefinition }),

  // Users and profiles.
  createUser: post(routeTable.createUser, { body: request.UserPayloadBody, answer: answer.Employee }),
  users: post(routeTable.users, { body: request.GetUsersBody, answer: answer.ListedUsers }),
  employee: get(routeTable.employee, { params: request.UserIdParams, answer: answer.Employee }),
  saveProfile: post(routeTable.saveProfile, { body: request.ProfilePayloadBody, answer: answer.Employee }),
  userLanguage: post(routeTable.userLanguage, {
    body: request.UserLanguageBody,
    answer: Type.Object({ language: Type.String() }),
  }),
  resetUserPassword: post(routeTable.resetUserPassword, {
    body: request.ResetUserPasswordBody,
    answer: answer.ResetUserPasswordResponse,
  }),
  secondFactorStatus: get(routeTable.secondFactorStatus, {
    params: request.UserIdParams,
    answer: answer.SecondFactorStatus,
  }),
  secondFactorSetup: post(routeTable.secondFactorSetup, { answer: answer.SecondFactorSetup }),
  secondFactorEnrol: post(routeTable.secondFactorEnrol, {
    body: request.SecondFactorConfirmBody,
    answer: answer.SecondFactorEnrolled,
  }),
  secondFactorDisable: post(routeTable.secondFactorDisable, {
    body: request.SecondFactorConfirmBody,
    answer: answer.SecondFactorStatus,
  }),
  resetSecondFactor: post(routeTable.resetSecondFactor, {
    body: request.ResetSecondFactorBody,
    answer: answer.SecondFactorStatus,
  }),

  // Clinics.
  newClinic: post(routeTable.newClinic, { body: request.NewCampBody }),
  activeClinics: post(routeTable.activeClinics, { body: request.CampSearchBody, answer: answer.Camps }),
  reportClinics: post(routeTable.reportClinics, { body: request.CampSearchBody, answer: answer.Camps }),
  hospitalStaff: get(routeTable.hospitalStaff, {
    params: request.HospitalIdParams,
    answer: answer.StaffByRole,
  }),
  clinicStaff: get(routeTable.clinicStaff, { params: request.CampIdParams, answer: answer.StaffByRole }),
  duplicateClinic: get(routeTable.duplicateClinic, {
    params: request.DuplicateClinicParams,
    answer: Type.Boolean(),
  }),

  // Reports.
  report: post(routeTable.report, { body: request.ReportBody }),
  reportSummary: post(routeTable.reportSummary, {
    body: request.ReportSummaryBody,
    answer: answer.CampsReportSummary,
  }),

  // Participants.
  enrol: post(routeTable.enrol, { body: request.CandidateBody, answer: answer.Candidate }),
  saveParticipant: post(routeTable.saveParticipant, { body: request.CandidateBody, answer: answer.Candidate }),
  worklist: post(routeTable.worklist, { body: request.CandidatesListBody, answer: answer.Candidates }),
  possibleDuplicates: post(routeTable.possibleDuplicates, {
    body: request.PossibleDuplicatesBody,
    answer: answer.PossibleDuplicates,
  }),
  discardQueuedWrite: post(routeTable.discardQueuedWrite, {
    body: request.DiscardQueuedWriteBody,
    answer: Type.Object({ discarded: Type.Integer({ minimum: 1 }) }),
  }),
  worklistClinics: post(routeTable.worklistClinics, {
    body: request.WorklistClinicsBody,
    answer: answer.WorklistClinics,
  }),
  habitTypes: get(routeTable.habitTypes, { params: request.HabitParams, answer: answer.HabitTypes }),
  medicalHistory: post(routeTable.medicalHistory, { body: request.MedicalHistoryBody, answer: Type.Integer() }),
  history: post(routeTable.history, { body: request.HistoryBody }),
  prefill: post(routeTable.prefill, { body: request.PrefillBody, answer: answer.PrefillAnswer }),
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
