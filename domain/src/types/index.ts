/**
 * Types of every API shape (SPEC §3, §7; BEHAVIOUR.md). The server and every application use these.
 * Spellings of the wire (registraionId, ELIGIBILE, noCampcordinators, currentlyPregant) are kept on purpose.
 */

import type {
  CampSearchBody,
  CandidateBody,
  CandidatesListBody,
  ChangePasswordBody,
  ConfirmResetBody,
  CredentialsBody,
  GetUsersBody,
  HistoryBody,
  MedicalHistoryBody,
  NewCampBody,
  PrefillBody,
  ProfilePayloadBody,
  ReportBody,
  ReportSummaryBody,
  ResetUserPasswordBody,
  UserPayloadBody,
} from '../api/requests';

export type Privilege = 'VIEW' | 'CREATE' | 'EDIT';

/*
 * Request bodies are the schemas' types (@screening/domain/api); what is added here are keys of the original
 * wire that the UI still sends and the server accepts and ignores (it scopes every call by the caller's token).
 */
interface IgnoredScope {
  userId?: number;
  roleId?: number;
  hospitalId?: number | string;
}
export type Gender = 'MALE' | 'FEMALE' | 'OTHER';

/* ---------- auth ---------- */
export type AuthenticateRequest = CredentialsBody;
export interface AuthenticateResponse {
  token: string;
  userName: string;
}
export type ForgotPasswordRequest = CredentialsBody;
export interface ForgotPasswordResponse {
  message: string;
  status: number;
}
export interface RefreshResponse {
  token: string;
}
export interface ApiErrorBody {
  error: string;
  message: string;
  field?: string;
}
/** POST /token/confirmReset: the single-use token of the e-mailed link; the pending new password takes effect. */
export type ConfirmResetRequest = ConfirmResetBody;
export interface ConfirmResetResponse {
  message: string;
}
/**
 * POST /token/changePassword: a user whose password was reset by a user manager (a temporary password) chooses
 * her own; answers a sign-in (AuthenticateResponse).
 */
export type ChangePasswordRequest = ChangePasswordBody;
/** POST /api/curable/resetUserPassword: a user manager gives a colleague a temporary password, shown once. */
export type ResetUserPasswordRequest = ResetUserPasswordBody;
export interface ResetUserPasswordResponse {
  temporaryPassword: string;
}
/** The `error` of a 403 from /token/authenticate when the (right, temporary) password must be changed first. */
export const PASSWORD_CHANGE_REQUIRED = 'Password change required.';
/** The one sign-in failure, whether the e-mail or the password was wrong (no account enumeration). */
export const INVALID_CREDENTIALS = 'Invalid username or password.';

/** A menu entry as the server sends it. */
export interface CustomMenuDTO {
  menu: string;
  menuOrder: number | string | null;
  url: string;
  privileges: string[] | null;
}
/** A menu entry after normalisation (SPEC §3 "Menu entry"). */
export interface MenuEntry {
  menu: string;
  menuOrder: number;
  url: string;
  privileges: Privilege[];
}

export interface AuthorizeResponse {
  userId: number;
  userName: string;
  email: string;
  roleName: string;
  roleId: number;
  isRecordDeleted: boolean;
  gender: Gender | null;
  phoneNo: string | null;
  customMenuDTOs: CustomMenuDTO[] | null;
  message: string | null;
  hospitalId: number | null;
  tenantName: string | null;
  keycloakUserId: string | null;
}

/* ---------- master data ---------- */
export interface StateMaster {
  id: number;
  code: string;
  name: string;
}
export interface DistrictMaster extends StateMaster {
  stateMasterId: number;
}
export interface TalukMaster extends StateMaster {
  districtMasterId: number;
}
export interface PanchayatMaster extends StateMaster {
  taluqMasterId: number;
}
export interface RoleMaster {
  id: number;
  name: string;
  description: string;
  /** Whether the caller may give this role to a user (it ranks below her own); absent from older servers. */
  assignable?: boolean;
}
export interface Hospital {
  id: number;
  hospitalGroupId: number | null;
  name: string;
  description: string | null;
  address: string | null;
  licenseNo: string | null;
}

/* ---------- users ---------- */
export type UserPayload = UserPayloadBody & { hospitalId?: number[]; role?: string; keycloakUserId?: string | null };
export interface ListedUser {
  userId: number;
  userName: string;
  email: string;
  roleName: string;
  roleId: number;
  isRecordDeleted: boolean;
  gender: Gender | null;
  phoneNo: string | null;
  customMenuDTOs: null;
  message: null;
  hospitalId: null;
  tenantName: null;
  keycloakUserId: string | null;
}
export type GetUsersRequest = GetUsersBody & IgnoredScope;
export interface Employee {
  id: number;
  employeeRoleMasterId: number;
  name: string;
  yearsExp: number | null;
  phoneNo: string | null;
  gender: Gender | null;
  email: string;
  role: string | null;
  keycloakUserId: string | null;
  hospitalId: null;
  password: null;
  isRecordDeleted: boolean;
}
export type ProfileUpdateRequest = ProfilePayloadBody & { keycloakUserId?: string | null };

/* ---------- camps ---------- */
export type CampDTO = NewCampRequest['campDTO'];
export type StaffRole = 'Program Coordinator' | 'Camp Coordinator' | 'Social Worker' | 'Nurse' | 'Doctor';
export interface CampStaff {
  role: StaffRole | string;
  name: string;
  hospitalEmployeeId: number;
}
/**
 * `campStaffs` absent on an edit keeps the clinic's staff as they are. An edit (campDTO.id set) changes the
 * clinic's own fields only with `editClinicFields: true`; without it the server replaces the staff only, as the
 * original client's staff edit expects.
 */
export type NewCampRequest = NewCampBody & { campDTO: Pick<IgnoredScope, 'hospitalId'> };
export type ActiveCampRequest = NonNullable<CampSearchBody>;
export interface Camp {
  campId: number;
  id: number;
  campIdPrefix: string;
  campName: string;
  stateName: string;
  districtName: string;
  talukName: string;
  panchayatName: string;
  pincode: string;
  startDate: string;
  endDate: string | null;
  displayStartDate: string;
  displayEndDate: string | null;
  panchayatId: number;
  panchayatMasterId: number;
  hospitalId: number;
  noCampcordinators: number;
  noDoctors: number;
  noNurses: number;
  noProgramCoordinators: number;
  noSocialWorkers: number;
  /** Geography ids, so an edit form can preselect the cascade. */
  stateId?: number;
  districtId?: number;
  talukId?: number;
}
export interface StaffMember {
  id: number;
  name: string;
  role: string;
  employeeRoleMasterId: number | null;
  yearsExp: null;
  phoneNo: null;
  gender: null;
  email: null;
  keycloakUserId: null;
  hospitalId: null;
  password: null;
  isRecordDeleted: null;
}
/** Staff grouped by role description. Roles with nobody are absent. */
export type StaffByRole = Partial<Record<StaffRole | 'admin', StaffMember[]>>;

/** The outreach clinic being created or edited, kept in the workflow store between its steps. */
export interface ClinicDetails {
  name: string;
  pincode: string;
  /** The clinic ID (campIdPrefix on the wire). */
  campIdPrefix: string;
  stateId: number | null;
  districtId: number | null;
  talukId: number | null;
  panchayatId: number | null;
  /** ISO instants of local midnight, as the date pickers give them. */
  startDate: string | null;
  endDate: string | null;
}
export type ResourceCountKey = 'noProgramcordinators' | 'noCampcordinators' | 'noSocialworkers' | 'noNurses' | 'noDoctors';
/** Planned staff per role as typed (digits; '' = none). */
export type ResourceCounts = Record<ResourceCountKey, string>;
/** Chosen employee ids per allocation role. */
export type StaffChoice = Partial<
  Record<'programCoordinators' | 'campCoordinators' | 'socialWorkers' | 'nurses' | 'doctors', number[]>
>;
export interface ClinicDraft {
  /** null while creating; the camp's id when editing. */
  id: number | null;
  details: ClinicDetails;
  counts: ResourceCounts;
  /** null until chosen (or, when editing, until the current staff are loaded). */
  staff: StaffChoice | null;
  /** When editing: the dates as saved, so only a changed date must not lie in the past. */
  savedStartDate?: string | null;
  savedEndDate?: string | null;
}

/* ---------- candidates ---------- */
export interface CandidateHabit {
  id?: number;
  candidateId: number | string | null;
  habits: string;
  type: string;
  frequency: string | number | null;
  duration: string | null;
  howLong: string | null;
  quit: string | boolean | null;
}
export interface EligibleDisease {
  candidateId: number;
  stage: string;
  name: 'SCREENING' | 'CLINICAL';
  diseaseTestId: number;
  candidateTestId: number;
}
export interface Candidate {
  id: number;
  registraionId: string;
  registrationId?: string;
  campId: number | null;
  optionalId: number | null;
  name: string | null;
  gender: Gender | null;
  age: number | null;
  maritalStatus: string | null;
  socialHabits: string | null;
  spouseName: string | null;
  mobileNo: string | null;
  aadhar: string | null;
  address: string | null;
  email: string | null;
  tobaccoUser: boolean | null;
  parentCandidateId: number | null;
  surveyStatus: string | null;
  consentDate: string | null;
  consentSign: string | null;
  dob: string | null;
  streetId: number | null;
  fatherName: string | null;
  alternateMobileNo: string | null;
  occupation: string | null;
  monthlyIncome: number | null;
  houseType: string | null;
  voterId: string | null;
  education: string | null;
  rationCard: string | null;
  hospitalId: number | null;
  reason: string | null;
  eligibleDiseases: EligibleDisease[] | null;
  candidateHabitDTOs: CandidateHabit[] | null;
  screenId: number;
  enrolled: boolean | null;
  tobaccoHabbits: string | null;
  relation: string | null;
}
/** Enrol (screenId 1), tag (screenId 2) or general details (screenId 3). */
/** The UI sends one of the three genders (the schema takes any short text and the rules check it). */
export type CandidateRequest = Omit<CandidateBody, 'gender'> & {
  gender?: Gender | null;
  registraionId?: string;
  hospitalId?: number | string | null;
  type?: number;
};
/** A page (from 0) of `size` rows; the total comes in the X-Total-Count header. Absent: the newest 1,000. */
export type GetCandidatesRequest = CandidatesListBody & IgnoredScope;
/** POST /curable/createMedicalHistory. */
export type MedicalHistoryRequest = MedicalHistoryBody;

export interface MedicalHistoryRecord {
  id: number | null;
  candidateId: number | string;
  medicalhistory: string | null;
  bloodPressure: string | null;
  pulseRate: string | null;
  weight: number | string | null;
  height: number | string | null;
  spo2: number | string | null;
  allergy: string | null;
  otherComplaints: string | null;
  historyOfSurgery: boolean | null;
  ageAtMenarche: string | number | null;
  whenWasLastMentrution: string | null;
  abnormalBleedingVaginum: string | null;
  ageAtMarriage: string | number | null;
  totalPregnancies: string | number | null;
  ageAtFirstChild: string | number | null;
  ageAtLastChild: string | number | null;
  currentlyPregant: boolean | null;
  methodOfContraceptionUsed: string | null;
  noOfBreastFedMonths: string | null;
  undergoneCervicalBreastScrening: string | null;
}

/* ---------- metric forms ---------- */
export type ValueType = 'SingleSelect' | 'Multi Select' | 'MultiSelect' | 'Button' | 'Input' | 'Date' | 'SingleSelectButton';
export interface MetricCondition {
  enabledField: string;
  triggerValue: string;
}
export interface MetricParam {
  testName: string;
  subtestName?: string;
  valueType: ValueType | string;
  values?: string[];
  selectedValues?: string[];
  isMandatory?: boolean | null;
  condition?: MetricCondition[] | null;
  conditions?: MetricCondition[] | null;
  /** Unknown keys are passed through untouched. */
  [key: string]: unknown;
}
export interface MetricGroup {
  params: MetricParam[];
  repeat?: boolean | null;
  repeatlabel?: string | null;
  id?: number | null;
}
export interface DiseaseTestMaster {
  id: number;
  name: string;
  description: string;
  diseaseTestId: number | null;
  defalutTest: boolean;
  hospitalId: number;
  stage: string | null;
  gender: Gender | null;
  testMetrics: MetricGroup | null;
  eligibilityMetrics: MetricGroup | null;
  medicalMetrics: MetricGroup | null;
  familyMetrics: MetricGroup | null;
  familyMedicalMetrics: MetricGroup | null;
  diseaseMasterId: number | null;
  condition: string | null;
}
export type HistoryStage = 'ELIGIBILE' | 'FAMILY_PERSONAL' | 'FAMILY_MEDICAL' | string;
/** Placeholder keys the UI adds (description, name, hospitalId, gender, …) are sent and ignored. */
export type CandidateHistoryRequest = HistoryBody & { [key: string]: unknown };
export type PrefillType = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type PrefillRequest = PrefillBody;
export interface CandidateTestRow {
  id: number;
  candidateId: number;
  diseaseTestMasterId: number;
  testResult: MetricGroup | null;
  testDate: string | null;
  resultDate: string | null;
  result: string | null;
  referral: boolean | null;
  completed: 0 | 1;
  dCreatedDate: string | null;
  dCreatedBy: string | null;
}

/** Prefill types 1, 4 and 5 (POST /curable/candidatehistoryForPrefil): the saved history object. */
export interface CandidateHistoryRecord {
  id: number | null;
  historyDate: string | null;
  candidateId: number;
  eligibilityMetrics: MetricGroup | null;
  medicalMetrics: MetricGroup | null;
  familyMetrics: MetricGroup[] | null;
  familyMedicalMetrics: MetricGroup[] | null;
  testMetrics: null;
  diseaseTestMasterId: number | null;
  type: number;
  eligibleTests: null;
  candidateTestId: null;
  completed: number;
  stage: string | null;
}
/** Prefill type 3: the newest medical record as stored. */
export interface MedicalHistoryPrefill extends Omit<MedicalHistoryRecord, 'id' | 'candidateId'> {
  id: number;
  candidateId: number;
  cervicalBreastScrening: string | null;
}

/* ---------- reports ---------- */
export const REPORT_TYPES = [
  'Outreachclinic',
  'Patientregistration',
  'Screening',
  'Clinical_Evaluation',
  'SavedPatient',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export type CampsReportRequest = ReportBody & IgnoredScope;
/** POST /curable/camps-report-summary: what each report would list for these camps and days. */
export type CampsReportSummaryRequest = ReportSummaryBody & IgnoredScope;
/** Per report type: clinics (Outreachclinic) or participants (the others; a participant may span several CSV rows). */
export type ReportCounts = Record<ReportType, number>;
export interface CampsReportSummaryClinic {
  campId: number;
  campIdPrefix: string;
  campName: string;
  counts: ReportCounts;
}
export interface CampsReportSummary {
  startDate: string;
  endDate: string;
  counts: ReportCounts;
  /** The requested camps the caller may report on, newest start first. */
  clinics: CampsReportSummaryClinic[];
}

/* ---------- client runtime ---------- */
/** `config.json` beside the host's index.html. */
export interface RuntimeConfig {
  /** Base of the application calls, ending in /api (e.g. http://localhost:8015/api). */
  apiBase: string;
  /** Base of the gateway calls (e.g. http://localhost:8015/token). */
  gatewayBase: string;
  /** Tenant name shown before sign-in. */
  tenantFallback?: string;
}
/** One area's entry in `remotes.json`. */
export interface PinnedRemote {
  version: string;
  entry: string;
  integrity: string;
  paths: string[];
  sharedVersion?: string;
  releasedAt?: string;
}
export interface RemotesManifest {
  site: string;
  remotes: Record<string, PinnedRemote>;
}
export interface RouteAccess {
  menu: string;
  privileges?: Privilege[];
}
/** The pure data of a remote's route (what the release tooling writes into remotes.json): no components. */
export interface RouteManifestEntry {
  path: string;
  access?: RouteAccess;
}
