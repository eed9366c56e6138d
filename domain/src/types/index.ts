/**
 * Types of every API shape (docs/screens.md §3, §7; BEHAVIOUR.md). The server and every application use these.
 * Spellings of the wire (registraionId, ELIGIBILE, noCampcordinators, currentlyPregant) are kept on purpose.
 * The answers' types are those of their schemas in ../api/answers.
 */
export type {
  ApiErrorBody,
  AuthenticateResponse,
  AuthorizeResponse,
  Camp,
  CampsReportSummary,
  CampsReportSummaryClinic,
  Candidate,
  CandidateHabit,
  CandidateHistoryRecord,
  CandidateTestRow,
  ConfirmResetResponse,
  CustomMenuDTO,
  DashboardClinic,
  DashboardFollowUp,
  DashboardIndicators,
  DashboardStaff,
  DashboardTestCounts,
  DashboardTotals,
  DashboardWeek,
  DiseaseTestMaster,
  DistrictMaster,
  EligibleDisease,
  Employee,
  FollowUp,
  FollowUpCounts,
  FollowUpEvent,
  FollowUpList,
  FollowUpSettings,
  ForgotPasswordResponse,
  Hospital,
  ListedUser,
  MedicalHistoryPrefill,
  OpsStatus,
  PanchayatMaster,
  ParticipantTest,
  ParticipantView,
  PossibleDuplicate,
  RefreshResponse,
  ReportCounts,
  ResetUserPasswordResponse,
  RoleMaster,
  ScreeningTest,
  SecondFactorEnrolled,
  SecondFactorSetup,
  SecondFactorSignInEnrolled,
  SecondFactorStatus,
  StaffByRole,
  StaffMember,
  StateMaster,
  TalukMaster,
  TimelineEntry,
  WorklistClinic,
} from '../api/answers';

import type {
  AuthenticateBody,
  CampSearchBody,
  CandidateBody,
  CandidatesListBody,
  ChangePasswordBody,
  ConfirmResetBody,
  ForgotPasswordBody,
  GetUsersBody,
  HistoryBody,
  MedicalHistoryBody,
  NewCampBody,
  PossibleDuplicatesBody,
  PrefillBody,
  ProfilePayloadBody,
  ReportBody,
  ReportSummaryBody,
  ResetSecondFactorBody,
  ResetUserPasswordBody,
  SecondFactorConfirmBody,
  SecondFactorSignInEnrolBody,
  SecondFactorSignInSetupBody,
  UserPayloadBody,
  WorklistClinicsBody,
} from '../api/requests';
import type { PinnedRemoteEntry, RemotesManifestFile, RuntimeConfigFile } from '../site';
import type { Privilege } from '../api/access';

export type { Privilege };
export type { DashboardBody, FollowUpListBody, FollowUpRecordBody, FollowUpSettingsBody } from '../api/requests';

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
/** POST /token/authenticate: `code` only once the server asked for a second factor (SECOND_FACTOR_REQUIRED). */
export type AuthenticateRequest = AuthenticateBody;
/** POST /token/forgotPassword: the suite sends the e-mail and the screen's language, never a password. */
export type ForgotPasswordRequest = Omit<ForgotPasswordBody, 'password'>;
/** POST /token/confirmReset: the single-use token of the e-mailed link and the password chosen on its page. */
export type ConfirmResetRequest = ConfirmResetBody;
/**
 * POST /token/changePassword: a user whose password was reset by a user manager chooses her own, giving the
 * temporary one as `password`; answers a sign-in (AuthenticateResponse).
 */
export type ChangePasswordRequest = ChangePasswordBody;
/** POST /api/curable/resetUserPassword: a user manager gives a colleague a temporary password, shown once. */
export type ResetUserPasswordRequest = ResetUserPasswordBody;
export { PASSWORD_CHANGE_REQUIRED, INVALID_CREDENTIALS } from '../api/original-refusals';
/** The second factor at sign-in: the set-up and first code of a role that requires one, a code, a manager's reset. */
export type SecondFactorSignInSetupRequest = SecondFactorSignInSetupBody;
export type SecondFactorSignInEnrolRequest = SecondFactorSignInEnrolBody;
export type SecondFactorConfirmRequest = SecondFactorConfirmBody;
export type ResetSecondFactorRequest = ResetSecondFactorBody;

/** A menu entry after normalisation (docs/screens.md §3 "Menu entry"). */
export interface MenuEntry {
  menu: string;
  menuOrder: number;
  url: string;
  privileges: Privilege[];
}

/* ---------- master data ---------- */

/* ---------- users ---------- */
export type UserPayload = UserPayloadBody & { hospitalId?: number[]; role?: string; keycloakUserId?: string | null };
export type GetUsersRequest = GetUsersBody & IgnoredScope;
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
  /** Participants the clinic plans to enrol, as typed (digits; '' = not recorded). Absent in a draft kept before it. */
  plannedEnrolment?: string;
  /** null until chosen (or, when editing, until the current staff are loaded). */
  staff: StaffChoice | null;
  /**
   * When editing: the Camp Coordinator who created the clinic (`clinicCreator` of its staff list), apart from the
   * choice: she stays on its staff and is not counted in its plan.
   */
  creator?: { id: number; name: string } | null;
  /** When editing: the dates as saved, so only a changed date must not lie in the past. */
  savedStartDate?: string | null;
  savedEndDate?: string | null;
}

/* ---------- candidates ---------- */
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
/** POST /curable/findPossibleDuplicates, before a new participant is enrolled. */
export type PossibleDuplicatesRequest = PossibleDuplicatesBody;
/** getCandidatesList stages: 1 screening, 2 clinical, 3 Modify Patient Information, 4 referral to hospital. */
export type { WorklistStage } from '../api/requests';
/** POST /curable/getWorklistClinics. */
export type WorklistClinicsRequest = WorklistClinicsBody;
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

/* ---------- metric forms (./metrics.ts: the API's schemas build on them) ---------- */
export type { ValueType, MetricCondition, MetricLabels, MetricParam, MetricGroup } from './metrics';
export type HistoryStage = 'ELIGIBILE' | 'FAMILY_PERSONAL' | 'FAMILY_MEDICAL' | string;
/** Placeholder keys the UI adds (description, name, hospitalId, gender, …) are sent and ignored. */
export type CandidateHistoryRequest = HistoryBody & { [key: string]: unknown };
export {
  HISTORY_TYPE,
  historyWriteKind,
  PREFILL_TYPE,
  type HistoryType,
  type HistoryWriteKind,
  type HistoryWriteShape,
  type PrefillType,
} from './history-types';
export type PrefillRequest = PrefillBody;

/* ---------- reports ---------- */
export { REPORT_TYPES, type ReportType } from './report-types';
export type CampsReportRequest = ReportBody & IgnoredScope;
/** POST /curable/camps-report-summary: what each report would list for these camps and days. */
export type CampsReportSummaryRequest = ReportSummaryBody & IgnoredScope;

/* ---------- client runtime ---------- */
/** `config.json` beside the host's index.html (its schema: `@screening/domain/site`). */
export type RuntimeConfig = RuntimeConfigFile;
/** One area's entry in `remotes.json`. */
export type PinnedRemote = PinnedRemoteEntry;
export type RemotesManifest = RemotesManifestFile;
export interface RouteAccess {
  menu: string;
  privileges?: Privilege[];
}
