/**
 * The whole product's PostgreSQL schema (docs/api.md §9), snake_case columns. Every table carries the audit and
 * soft-delete columns of docs/api.md §0. Migrations in ./migrations are generated from this file by drizzle-kit.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { MetricGroup } from '@screening/domain/types';

/** Audit and soft-delete columns shared by every table. */
const auditColumns = {
  createdBy: text('created_by').notNull().default('notgiven'),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  lastModifiedBy: text('last_modified_by'),
  lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }),
  isRecordDeleted: boolean('is_record_deleted').notNull().default(false),
};

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const genderEnum = pgEnum('gender', ['MALE', 'FEMALE', 'OTHER']);

/* ---------- organisation and people ---------- */

export const hospitalGroup = pgTable('hospital_group', {
  id: id(),
  groupName: text('group_name').notNull(),
  description: text('description'),
  licenseNo: text('license_no'),
  ...auditColumns,
});

export const hospital = pgTable('hospital', {
  id: id(),
  hospitalGroupId: integer('hospital_group_id').references(() => hospitalGroup.id),
  name: text('name').notNull(),
  description: text('description'),
  address: text('address'),
  licenseNo: text('license_no'),
  ...auditColumns,
});

export const employeeRoleMaster = pgTable('employee_role_master', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** Seniority for user management: a user manages only users whose role ranks below her own. */
  rank: integer('rank').notNull().default(0),
  /** Its users must sign in with a second factor (reference data: a migration and the seed set it, `pnpm admin second-factor` changes it). */
  secondFactorRequired: boolean('second_factor_required').notNull().default(false),
  ...auditColumns,
});

export const employee = pgTable(
  'employee',
  {
    id: id(),
    employeeRoleMasterId: integer('employee_role_master_id')
      .notNull()
      .references(() => employeeRoleMaster.id),
    name: text('name').notNull(),
    yearsExp: integer('years_exp'),
    phoneNo: text('phone_no'),
    gender: genderEnum('gender'),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** Set when a user manager gave a temporary password: it must be replaced before any session starts. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    keycloakUserId: text('keycloak_user_id'),
    /** The language the user chose last (a code of LANGUAGE_CODES), shown on any device she signs in on. */
    language: text('language'),
    ...auditColumns,
  },
  (t) => [
    // The e-mail is the login; logins are compared lower-cased (docs/api.md §1.2 REC).
    uniqueIndex('employee_email_lower_uq').on(sql`lower(${t.email})`),
    // A duplicate mobile number is a 409 on user creation (docs/api.md §3.1 REC); NULLs stay distinct.
    uniqueIndex('employee_phone_no_uq').on(t.phoneNo),
    index('employee_role_idx').on(t.employeeRoleMasterId),
  ],
);

export const hospitalEmployeeMap = pgTable(
  'hospital_employee_map',
  {
    id: id(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employee.id),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospital.id),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('hospital_employee_map_pair_uq').on(t.employeeId, t.hospitalId),
    index('hospital_employee_map_hospital_idx').on(t.hospitalId),
  ],
);

/* ---------- geography ---------- */

export const stateMaster = pgTable('state_master', {
  id: id(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  ...auditColumns,
});

export const districtMaster = pgTable(
  'district_master',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    stateMasterId: integer('state_master_id')
      .notNull()
      .references(() => stateMaster.id),
    ...auditColumns,
  },
  (t) => [index('district_master_state_idx').on(t.stateMasterId)],
);

export const taluqMaster = pgTable(
  'taluq_master',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    districtMasterId: integer('district_master_id')
      .notNull()
      .references(() => districtMaster.id),
    ...auditColumns,
  },
  (t) => [index('taluq_master_district_idx').on(t.districtMasterId)],
);

export const panchayatMaster = pgTable(
  'panchayat_master',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    taluqMasterId: integer('taluq_master_id')
      .notNull()
      .references(() => taluqMaster.id),
    ...auditColumns,
  },
  (t) => [index('panchayat_master_taluq_idx').on(t.taluqMasterId)],
);

/* ---------- outreach clinics ---------- */

export const camp = pgTable(
  'camp',
  {
    id: id(),
    name: text('name').notNull(),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospital.id),
    panchayatMasterId: integer('panchayat_master_id').references(() => panchayatMaster.id),
    address: text('address'),
    pincode: text('pincode'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** The human clinic ID (7 digits by default). */
    campIdPrefix: text('camp_id_prefix').notNull(),
    noCampcordinators: integer('no_campcordinators').notNull().default(0),
    noProgramcordinators: integer('no_programcordinators').notNull().default(0),
    noSocialworkers: integer('no_socialworkers').notNull().default(0),
    noNurses: integer('no_nurses').notNull().default(0),
    noDoctors: integer('no_doctors').notNull().default(0),
    /** How many participants the clinic means to enrol (the dashboard's "enrolled of planned"); null: not recorded. */
    plannedEnrolment: integer('planned_enrolment'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('camp_hospital_prefix_uq')
      .on(t.hospitalId, t.campIdPrefix)
      .where(sql`${t.isRecordDeleted} = false`),
    index('camp_created_by_idx').on(t.createdBy),
  ],
);

export const campStaff = pgTable(
  'camp_staff',
  {
    id: id(),
    campId: integer('camp_id')
      .notNull()
      .references(() => camp.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employee.id),
    ...auditColumns,
  },
  (t) => [uniqueIndex('camp_staff_pair_uq').on(t.campId, t.employeeId), index('camp_staff_employee_idx').on(t.employeeId)],
);

/** Running numbers: per-camp registration numbers (docs/api.md §5.1); the 'clinic_id' kind is unused (clinic IDs are typed). */
export const sequenceCounter = pgTable(
  'sequence_counter',
  {
    id: id(),
    kind: text('kind', { enum: ['clinic_id', 'registration'] }).notNull(),
    scopeId: integer('scope_id').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('sequence_counter_kind_scope_uq').on(t.kind, t.scopeId)],
);

/* ---------- participants ---------- */

export const candidate = pgTable(
  'candidate',
  {
    id: id(),
    registraionId: text('registraion_id').notNull(),
    campId: integer('camp_id').references(() => camp.id),
    hospitalId: integer('hospital_id').references(() => hospital.id),
    /** null → 1 referred / screening done → 2 clinical done (docs/api.md §9). */
    optionalId: integer('optional_id'),
    name: text('name'),
    gender: genderEnum('gender'),
    age: integer('age'),
    dob: date('dob', { mode: 'string' }),
    maritalStatus: text('marital_status'),
    spouseName: text('spouse_name'),
    fatherName: text('father_name'),
    mobileNo: text('mobile_no'),
    alternateMobileNo: text('alternate_mobile_no'),
    aadhar: text('aadhar'),
    voterId: text('voter_id'),
    rationCard: text('ration_card'),
    address: text('address'),
    streetId: integer('street_id'),
    pinCode: text('pin_code'),
    email: text('email'),
    occupation: text('occupation'),
    education: text('education'),
    monthlyIncome: integer('monthly_income'),
    houseType: text('house_type'),
    tobaccoUser: boolean('tobacco_user'),
    socialHabits: text('social_habits'),
    tobaccoHabbits: text('tobacco_habbits'),
    relation: text('relation'),
    parentCandidateId: integer('parent_candidate_id').references((): AnyPgColumn => candidate.id),
    surveyStatus: text('survey_status'),
    consentDate: timestamp('consent_date', { withTimezone: true }),
    consentSign: text('consent_sign'),
    reason: text('reason'),
    enrolled: boolean('enrolled'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('candidate_registraion_id_uq').on(t.registraionId),
    index('candidate_camp_idx').on(t.campId),
    // Reports and worklists list a hospital's participants newest first (created date, then id), read in that order.
    index('candidate_hospital_created_idx').on(t.hospitalId, t.createdDate, t.id),
    // The SavedPatient report's participants (one in twelve at the benchmark's 200,000), in the same order; its
    // condition is the report's (saved-patient.report.ts), so that the planner can use it.
    index('candidate_saved_idx')
      .on(t.hospitalId, t.createdDate, t.id)
      .where(sql`${t.isRecordDeleted} = true and ${t.parentCandidateId} is null and ${t.reason} is not null`),
    index('candidate_parent_idx').on(t.parentCandidateId),
    index('candidate_mobile_idx').on(t.mobileNo),
    // Worklist searches are case-insensitive substrings (ILIKE '%…%'): trigram indexes serve them (pg_trgm). Each
    // enrolment updates them at once (fastupdate off): a list of pending entries would be read by every search.
    index('candidate_name_trgm').using('gin', t.name.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('candidate_registraion_id_trgm').using('gin', t.registraionId.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('candidate_mobile_trgm').using('gin', t.mobileNo.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('candidate_address_trgm').using('gin', t.address.op('gin_trgm_ops')).with({ fastupdate: false }),
    // Who waits on each worklist, per clinic (the clinic filter's counts, home's waiting counts, the open lists):
    // partial indexes holding only the rows each list can show, so counting them reads no table at 200,000.
    index('candidate_waiting_screening_idx')
      .on(t.hospitalId, t.campId)
      .where(sql`${t.isRecordDeleted} = false and ${t.consentDate} is null`),
    // With id: the "referred" semi-join reads the index alone.
    index('candidate_waiting_clinical_idx')
      .on(t.hospitalId, t.campId, t.id)
      .where(sql`${t.isRecordDeleted} = false and ${t.optionalId} = 1`),
    index('candidate_participant_idx')
      .on(t.hospitalId, t.campId)
      .where(sql`${t.surveyStatus} is null and ${t.parentCandidateId} is null`),
  ],
);

export const candidateHabit = pgTable(
  'candidate_habit',
  {
    id: id(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidate.id),
    habits: text('habits'),
    type: text('type'),
    duration: text('duration'),
    frequency: text('frequency'),
    quit: text('quit'),
    howLong: text('how_long'),
    ...auditColumns,
  },
  (t) => [index('candidate_habit_candidate_idx').on(t.candidateId)],
);

export const candidateMedicalDetails = pgTable(
  'candidate_medical_details',
  {
    id: id(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidate.id),
    medicalhistory: text('medicalhistory'),
    bloodPressure: text('blood_pressure'),
    pulseRate: text('pulse_rate'),
    weight: doublePrecision('weight'),
    height: integer('height'),
    spo2: doublePrecision('spo2'),
    historyOfSurgery: boolean('history_of_surgery'),
    allergy: text('allergy'),
    otherComplaints: text('other_complaints'),
    ageAtMenarche: integer('age_at_menarche'),
    whenWasLastMentrution: text('when_was_last_mentrution'),
    abnormalBleedingVaginum: text('abnormal_bleeding_vaginum'),
    ageAtMarriage: integer('age_at_marriage'),
    totalPregnancies: integer('total_pregnancies'),
    ageAtFirstChild: integer('age_at_first_child'),
    ageAtLastChild: integer('age_at_last_child'),
    currentlyPregant: boolean('currently_pregant'),
    methodOfContraceptionUsed: text('method_of_contraception_used'),
    noOfBreastFedMonths: text('no_of_breast_fed_months'),
    cervicalBreastScrening: text('cervical_breast_screning'),
    undergoneCervicalBreastScrening: text('undergone_cervical_breast_screning'),
    ...auditColumns,
  },
  (t) => [index('candidate_medical_details_candidate_idx').on(t.candidateId)],
);

/* ---------- metric forms and results ---------- */

/** Form definitions: eligibility, family, screening and clinical tests (docs/api.md §9, §10). */
export const diseaseTestMaster = pgTable(
  'disease_test_master',
  {
    id: id(),
    /** ELIGIBILE | FAMILY_PERSONAL | FAMILY_MEDICAL | SCREENING | CLINICAL */
    name: text('name').notNull(),
    description: text('description'),
    stage: text('stage'),
    gender: genderEnum('gender'),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospital.id),
    diseaseTestId: integer('disease_test_id'),
    diseaseMasterId: integer('disease_master_id'),
    defalutTest: boolean('defalut_test').notNull().default(false),
    /** Age rule: >=N, <=N, >N, <N, =N, !=N or N-M (docs/api.md §5.2). */
    rule: text('rule'),
    testMetrics: jsonb('test_metrics').$type<MetricGroup>(),
    eligibilityMetrics: jsonb('eligibility_metrics').$type<MetricGroup>(),
    medicalMetrics: jsonb('medical_metrics').$type<MetricGroup>(),
    familyMetrics: jsonb('family_metrics').$type<MetricGroup>(),
    familyMedicalMetrics: jsonb('family_medical_metrics').$type<MetricGroup>(),
    ...auditColumns,
  },
  (t) => [
    index('disease_test_master_name_idx').on(t.hospitalId, t.name, t.gender),
    index('disease_test_master_stage_idx').on(t.hospitalId, t.stage),
  ],
);

/** One row per assigned screening or clinical test: the central workflow table. */
export const candidateTest = pgTable(
  'candidate_test',
  {
    id: id(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidate.id),
    diseaseTestMasterId: integer('disease_test_master_id')
      .notNull()
      .references(() => diseaseTestMaster.id),
    testDate: timestamp('test_date', { withTimezone: true }),
    resultDate: timestamp('result_date', { withTimezone: true }),
    result: text('result'),
    referral: boolean('referral'),
    testResult: jsonb('test_result').$type<MetricGroup>(),
    completed: integer('completed').notNull().default(0),
    /** First data entry (who and when); later saves only touch last_modified_*. */
    dCreatedDate: timestamp('d_created_date', { withTimezone: true }),
    dCreatedBy: text('d_created_by'),
    /** What reports read of testResult, as JSON text: its params' [testName, selectedValues] (migration 0003). */
    reportAnswers: text('report_answers').generatedAlwaysAs(sql`report_answers(test_result)::text`),
    /** The date reports file a result under, its first data entry: clinical saves may only stamp test/modified dates. */
    reportDate: timestamp('report_date', { withTimezone: true }).generatedAlwaysAs(
      sql`coalesce(d_created_date, test_date, last_modified_date)`,
    ),
    ...auditColumns,
  },
  (t) => [
    index('candidate_test_candidate_idx').on(t.candidateId, t.diseaseTestMasterId),
    index('candidate_test_master_idx').on(t.diseaseTestMasterId),
    // The worklists' "referred" and "clinical evaluation recorded" tests, probed once per listed participant.
    index('candidate_test_referred_idx')
      .on(t.candidateId)
      .where(sql`${t.referral} = true`),
    index('candidate_test_recorded_idx')
      .on(t.candidateId, t.diseaseTestMasterId)
      .where(sql`${t.testDate} is not null or ${t.completed} = 1`),
    // Saved results of one form by date, newest first per participant: the reports' date range and their order.
    index('candidate_test_report_idx')
      .on(t.diseaseTestMasterId, t.reportDate, t.candidateId, t.id)
      .where(sql`test_result is not null and is_record_deleted = false`),
    // Saved results by participant: the reports' participants with results, read in id order without a sort.
    index('candidate_test_saved_idx')
      .on(t.candidateId, t.diseaseTestMasterId, t.reportDate)
      .where(sql`test_result is not null and is_record_deleted = false`),
    // A participant's newest saved result of a form, as the result reports join it per row (result-report.ts): read
    // in its order (backwards), with no sort, and without visiting her tests still pending.
    index('candidate_test_answers_idx')
      .on(t.candidateId, t.diseaseTestMasterId, t.reportDate, t.id)
      .where(sql`report_answers is not null and is_record_deleted = false`),
  ],
);

/** Append-only answer log of the eligibility and family pages; prefill reads the newest row. */
export const candidateHistory = pgTable(
  'candidate_history',
  {
    id: id(),
    historyDate: timestamp('history_date', { withTimezone: true }).notNull().defaultNow(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidate.id),
    diseaseTestMasterId: integer('disease_test_master_id').references(() => diseaseTestMaster.id),
    stage: text('stage'),
    type: integer('type'),
    eligibilityMetrics: jsonb('eligibility_metrics').$type<MetricGroup>(),
    medicalMetrics: jsonb('medical_metrics').$type<MetricGroup>(),
    familyMetrics: jsonb('family_metrics').$type<MetricGroup[]>(),
    familyMedicalMetrics: jsonb('family_medical_metrics').$type<MetricGroup[]>(),
    /** The answers above as reports read them (see candidateTest.reportAnswers); one list per family group. */
    eligibilityAnswers: text('eligibility_answers').generatedAlwaysAs(sql`report_answers(eligibility_metrics)::text`),
    familyAnswers: text('family_answers').generatedAlwaysAs(sql`report_answer_groups(family_metrics)::text`),
    familyMedicalAnswers: text('family_medical_answers').generatedAlwaysAs(
      sql`report_answer_groups(family_medical_metrics)::text`,
    ),
    ...auditColumns,
  },
  (t) => [index('candidate_history_candidate_idx').on(t.candidateId, t.id)],
);

/* ---------- menus and grants (docs/api.md §1.6) ---------- */

export const menuMaster = pgTable('menu_master', {
  id: id(),
  menu: text('menu').notNull(),
  menuModule: text('menu_module'),
  menuOrder: integer('menu_order'),
  url: text('url').notNull(),
  parentMenu: integer('parent_menu'),
  ...auditColumns,
});

export const privilegeMaster = pgTable(
  'privilege_master',
  {
    id: id(),
    privilege: text('privilege', { enum: ['CREATE', 'VIEW', 'EDIT'] }).notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('privilege_master_privilege_uq').on(t.privilege)],
);

export const menuPrivilegeMapping = pgTable(
  'menu_privilege_mapping',
  {
    id: id(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menuMaster.id),
    privilegeId: integer('privilege_id')
      .notNull()
      .references(() => privilegeMaster.id),
    ...auditColumns,
  },
  (t) => [uniqueIndex('menu_privilege_mapping_pair_uq').on(t.menuId, t.privilegeId)],
);

export const menuRoleMaster = pgTable(
  'menu_role_master',
  {
    id: id(),
    roleId: integer('role_id')
      .notNull()
      .references(() => employeeRoleMaster.id),
    menuPrivilegeId: integer('menu_privilege_id')
      .notNull()
      .references(() => menuPrivilegeMapping.id),
    ...auditColumns,
  },
  (t) => [uniqueIndex('menu_role_master_pair_uq').on(t.roleId, t.menuPrivilegeId)],
);

/* ---------- audit and security ---------- */

/** Who did what, when: every write and every report download. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    login: text('login'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ...auditColumns,
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/**
 * One row per sign-in. Every token names its session; a call is accepted only while the session is neither
 * revoked (sign-out, password change or reset, deactivation) nor past its absolute lifetime.
 */
export const authSession = pgTable(
  'auth_session',
  {
    id: text('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employee.id),
    /** When the password was entered: refreshes never extend a session past expiresAt. */
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    ...auditColumns,
  },
  (t) => [index('auth_session_employee_idx').on(t.employeeId), index('auth_session_expires_idx').on(t.expiresAt)],
);

/**
 * A requested password reset waiting for the e-mailed link: the link's token (SHA-256 of it; the token itself exists
 * only in the e-mail). Whoever opens the link chooses the new password there. At most one pending per account.
 */
export const passwordReset = pgTable(
  'password_reset',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employee.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('password_reset_token_uq').on(t.tokenHash),
    uniqueIndex('password_reset_pending_uq')
      .on(t.employeeId)
      .where(sql`${t.usedAt} is null`),
  ],
);

/**
 * Counters of the sign-in and reset throttles (auth/throttle.ts), keyed by what they limit ('signin:account:…',
 * 'signin:pair:…', 'reset:addr:…', …): fixed windows count from windowStart, growing delays from lastAt (the last
 * attempt that took a slot). Each attempt takes its slot in one statement, so parallel attempts cannot slip past a
 * limit; kept in the database so several server instances agree.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  count: integer('count').notNull().default(0),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Idempotency keys of writes (http/idempotency.ts), per caller: the key row commits with the write it belongs to,
 * and the answer is stored once sent, so a retried request is answered again instead of written twice. Holds the
 * request's hash, never its body; purged after IDEMPOTENCY_RETENTION_DAYS by housekeeping.
 */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    /** Method and route pattern, e.g. 'POST /api/curable/candidate'. */
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The answer as sent; null until it is (or when it could not be kept: a stream, or too large). */
    responseStatus: integer('response_status'),
    responseType: text('response_type'),
    responseBody: text('response_body'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_key_created_idx').on(t.createdAt)],
);

/**
 * An account's TOTP second factor: its secret encrypted with a key that is not in the database
 * (auth/second-factor-secret.ts), waiting for its first code until confirmed, and the last time-step a code was
 * accepted for (each code signs in once). Removed when turned off or reset; the audit log keeps the history.
 */
export const secondFactor = pgTable('second_factor', {
  employeeId: integer('employee_id')
    .primaryKey()
    .references(() => employee.id),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  ...auditColumns,
});

/** The one-time recovery codes of a confirmed second factor, each kept as a scrypt hash and used at most once. */
export const secondFactorRecoveryCode = pgTable(
  'second_factor_recovery_code',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employee.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [index('second_factor_recovery_code_employee_idx').on(t.employeeId)],
);

/** The identity of this database, also written to a marker outside it: a vanished database is noticed. */
export const installation = pgTable('installation', {
  id: text('id').primaryKey(),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Follow-up of a referral (docs/follow-up.md): one row per referred test (screening finished with Referral Yes),
 * opened in the transaction that refers her. Days are India's calendar days. Scoped through her camp like every
 * participant record.
 */
export const followUp = pgTable(
  'follow_up',
  {
    id: id(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidate.id),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospital.id),
    /**
     * Her clinic, copied when the follow-up opens: a participant's clinic is set at enrolment and never changes
     * (candidates/candidate-save.ts), so the lists and counts scope follow-ups without reading her row.
     */
    campId: integer('camp_id').references(() => camp.id),
    /**
     * Her name, kept by the database (migration 0021's triggers: set when the follow-up opens, rewritten when her name
     * is corrected), never written by the server: the list's search by name reads the follow-ups alone, not every
     * participant whose name holds the letters.
     */
    name: text('name'),
    /** The screening test that referred her: a referral is followed once. */
    candidateTestId: integer('candidate_test_id')
      .notNull()
      .references(() => candidateTest.id),
    disease: text('disease').notNull(),
    urgency: text('urgency').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    referredOn: date('referred_on', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    state: text('state').notNull().default('DUE'),
    unansweredCalls: integer('unanswered_calls').notNull().default(0),
    attendedDate: date('attended_date', { mode: 'string' }),
    attendedHospital: text('attended_hospital'),
    finding: text('finding'),
    treatmentDate: date('treatment_date', { mode: 'string' }),
    lostReason: text('lost_reason'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('follow_up_test_uq').on(t.candidateTestId),
    index('follow_up_candidate_idx').on(t.candidateId),
    // The lists: a hospital's follow-ups in a state, by due date.
    index('follow_up_due_idx').on(t.hospitalId, t.state, t.dueDate, t.id),
    // The open ones, most overdue first, with the clinic the scope checks: the first page and the counts read the
    // index alone.
    index('follow_up_open_idx')
      .on(t.hospitalId, t.dueDate, t.id, t.campId)
      .where(sql`${t.state} in ('DUE', 'CONTACTED', 'ATTENDED') and ${t.isRecordDeleted} = false`),
    // The Follow-up report: a hospital's referrals of a range of days, newest first.
    index('follow_up_referred_idx').on(t.hospitalId, t.referredOn, t.id),
    // The dashboard's counts (dashboard/indicators.ts): a clinic's referrals of a range of days, read from the index
    // alone, every column they count in it (a million participants' 233,000 referrals: 11 MB against the table's 46).
    index('follow_up_dashboard_idx')
      .on(t.hospitalId, t.campId, t.referredOn, t.disease, t.state, t.attendedDate)
      .where(sql`${t.isRecordDeleted} = false`),
    // The list's search by name, as the worklists' (candidate_name_trgm).
    index('follow_up_name_trgm').using('gin', t.name.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

/** Every call and move of a follow-up, appended in the transaction that makes it (the list shows the newest). */
export const followUpEvent = pgTable(
  'follow_up_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    followUpId: integer('follow_up_id')
      .notNull()
      .references(() => followUp.id),
    kind: text('kind').notNull(),
    outcome: text('outcome'),
    eventDate: date('event_date', { mode: 'string' }),
    note: text('note'),
    employeeId: integer('employee_id').references(() => employee.id),
    ...auditColumns,
  },
  (t) => [index('follow_up_event_follow_up_idx').on(t.followUpId, t.id)],
);

/** A hospital's due-date rule (FollowUpSettings of @screening/domain/follow-up); none: the defaults. */
export const followUpSettings = pgTable('follow_up_settings', {
  hospitalId: integer('hospital_id')
    .primaryKey()
    .references(() => hospital.id),
  settings: jsonb('settings').notNull(),
  ...auditColumns,
});

/* ---------- the dashboard's rollups (derived: rebuilt from the rows above, so no audit or soft-delete columns) ---------- */

const count = (name: string) => integer(name).notNull().default(0);

/**
 * The dashboard's counts per clinic, day (India's calendar) and staff login (''), rolled up from the participants and
 * their results (dashboard/dashboard-days.ts). A participant counts once per measure, on the day it first holds for
 * her (her first finished screening of a test, say), so days and clinics add up. A clinic's rows are rebuilt whole
 * when a write has changed it (dashboard_change).
 */
export const dashboardDay = pgTable(
  'dashboard_day',
  {
    hospitalId: integer('hospital_id').notNull(),
    campId: integer('camp_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Who enrolled or entered the results counted on the row (lower case); '' for the participants' measures. */
    login: text('login').notNull(),
    enrolled: count('enrolled'),
    eligible: count('eligible'),
    eligibleBreast: count('eligible_breast'),
    eligibleOral: count('eligible_oral'),
    eligibleCervical: count('eligible_cervical'),
    screened: count('screened'),
    positive: count('positive'),
    screenedBreast: count('screened_breast'),
    positiveBreast: count('positive_breast'),
    screenedOral: count('screened_oral'),
    positiveOral: count('positive_oral'),
    screenedCervical: count('screened_cervical'),
    positiveCervical: count('positive_cervical'),
    clinical: count('clinical'),
    screeningResults: count('screening_results'),
    clinicalResults: count('clinical_results'),
  },
  (t) => [index('dashboard_day_camp_idx').on(t.hospitalId, t.campId, t.day)],
);

/**
 * Clinics whose rollups a write has made stale: appended by triggers on candidate and candidate_test (migration
 * 0018), taken by the next rebuild. Appended, never updated, so that writers never wait on one another here.
 */
export const dashboardChange = pgTable(
  'dashboard_change',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    hospitalId: integer('hospital_id').notNull(),
    campId: integer('camp_id').notNull(),
  },
  (t) => [index('dashboard_change_hospital_idx').on(t.hospitalId)],
);

/** Which forms the rollups of a hospital were counted with: another set (a new form) rebuilds them all. */
export const dashboardRollupState = pgTable('dashboard_rollup_state', {
  hospitalId: integer('hospital_id').primaryKey(),
  forms: text('forms').notNull(),
});
