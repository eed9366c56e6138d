/**
 * The shapes of the API's answers, as JSON schema (the dialect of the request schemas: `type: ['string', 'null']`
 * for a nullable value; @fastify/swagger turns it into OpenAPI 3.0). They describe what the handlers send
 * (`@screening/shared/types` and BEHAVIOUR.md) and are documentation only: they never reach Fastify's serializer
 * (see docs/openapi.ts), so an answer keeps every property its handler gives it.
 */
export type Schema = Record<string, unknown>;

const nullable = (type: string, extra: Schema = {}): Schema => ({ type: [type, 'null'], ...extra });
const TEXT = { type: 'string' } as const;
const INT = { type: 'integer' } as const;
const BOOL = { type: 'boolean' } as const;
const NULL_TEXT = nullable('string');
const NULL_INT = nullable('integer');
const NULL_BOOL = nullable('boolean');
/** A key the original's DTO always carries and this server always sends as null. */
const ALWAYS_NULL = { type: 'null' } as const;
const GENDER = { type: ['string', 'null'], enum: ['MALE', 'FEMALE', 'OTHER', null] } as const;

/** An object whose properties are all present (the original emits every DTO key, null ones included). */
export function object(properties: Record<string, Schema>, description?: string): Schema {
  return { type: 'object', required: Object.keys(properties), properties, ...(description ? { description } : {}) };
}
export const arrayOf = (items: Schema, description?: string): Schema => ({
  type: 'array',
  items,
  ...(description ? { description } : {}),
});

/** Every refusal: `{error, message, field?}`; `field` names the refused input when there is one. */
export const apiError: Schema = {
  // The title names it in components.schemas (docs/openapi.ts refers to it there instead of repeating it).
  title: 'ApiError',
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: { type: 'string', description: 'A short reason; for sign-in failures the sentence the original client shows.' },
    message: { type: 'string', description: 'What went wrong, for a person.' },
    field: { type: 'string', description: 'The refused input, as a dotted path (e.g. `campDTO.pincode`).' },
  },
};

/* ---------- sign-in ---------- */

export const signedIn = object(
  {
    token: { type: 'string', description: 'A bearer JWT naming this session.' },
    userName: { type: 'string', description: 'The login, lower case.' },
  },
  'Signed in.',
);
export const resetRequested = object({ message: { type: 'string', enum: [''] }, status: { type: 'integer', enum: [2] } });
export const resetConfirmed = object({ message: TEXT });
export const refreshed = object({ token: TEXT });

const menuEntry = object({
  menu: TEXT,
  menuOrder: { type: ['integer', 'string', 'null'] },
  url: TEXT,
  privileges: nullable('array', { items: { type: 'string', enum: ['VIEW', 'CREATE', 'EDIT'] } }),
});

export const authorizedUser = object({
  userId: INT,
  userName: { type: 'string', description: 'The display name.' },
  email: TEXT,
  roleName: TEXT,
  roleId: INT,
  isRecordDeleted: BOOL,
  gender: GENDER,
  phoneNo: NULL_TEXT,
  customMenuDTOs: nullable('array', {
    items: menuEntry,
    description: "The role's menus and privileges; null for an inactive account.",
  }),
  message: nullable('string', { description: 'Set (and menus null) when the account is inactive.' }),
  hospitalId: NULL_INT,
  tenantName: NULL_TEXT,
  keycloakUserId: NULL_TEXT,
});

/* ---------- master data ---------- */

const place = { id: INT, code: TEXT, name: TEXT };
export const states = arrayOf(object(place));
export const districts = arrayOf(object({ ...place, stateMasterId: INT }));
export const taluks = arrayOf(object({ ...place, districtMasterId: INT }));
export const panchayats = arrayOf(object({ ...place, taluqMasterId: INT }));
export const roles = arrayOf(
  object({
    id: INT,
    name: TEXT,
    description: TEXT,
    assignable: { type: 'boolean', description: 'Whether the caller may give this role (it ranks below hers).' },
  }),
);
export const hospitals = arrayOf(
  object({ id: INT, hospitalGroupId: NULL_INT, name: TEXT, description: NULL_TEXT, address: NULL_TEXT, licenseNo: NULL_TEXT }),
  "The caller's own hospitals.",
);

/* ---------- users ---------- */

export const employee = object({
  id: INT,
  employeeRoleMasterId: INT,
  name: TEXT,
  yearsExp: NULL_INT,
  phoneNo: NULL_TEXT,
  gender: GENDER,
  email: TEXT,
  role: NULL_TEXT,
  keycloakUserId: NULL_TEXT,
  hospitalId: ALWAYS_NULL,
  password: { type: 'null', description: 'Never sent: always null.' },
  isRecordDeleted: BOOL,
});
export const listedUsers = arrayOf(
  object({
    userId: INT,
    userName: TEXT,
    email: TEXT,
    roleName: TEXT,
    roleId: INT,
    isRecordDeleted: BOOL,
    gender: GENDER,
    phoneNo: NULL_TEXT,
    customMenuDTOs: ALWAYS_NULL,
    message: ALWAYS_NULL,
    hospitalId: ALWAYS_NULL,
    tenantName: ALWAYS_NULL,
    keycloakUserId: NULL_TEXT,
  }),
);
export const temporaryPassword = object({
  temporaryPassword: { type: 'string', description: 'Shown once; she must replace it at her next sign-in.' },
});

/* ---------- outreach clinics ---------- */

export const camps = arrayOf(
  {
    type: 'object',
    required: [
      'campId',
      'id',
      'campIdPrefix',
      'campName',
      'startDate',
      'endDate',
      'displayStartDate',
      'displayEndDate',
      'hospitalId',
    ],
    properties: {
      campId: { type: 'integer', description: "The clinic's row id (`campId` everywhere else)." },
      id: INT,
      campIdPrefix: { type: 'string', description: 'The clinic ID people read.' },
      campName: TEXT,
      stateName: TEXT,
      districtName: TEXT,
      talukName: TEXT,
      panchayatName: TEXT,
      pincode: TEXT,
      startDate: { type: 'string', description: '"YYYY-MM-DD HH:MM:SS", UTC.' },
      endDate: NULL_TEXT,
      displayStartDate: { type: 'string', description: '"YYYY-MM-DD".' },
      displayEndDate: NULL_TEXT,
      panchayatId: INT,
      panchayatMasterId: INT,
      hospitalId: INT,
      noCampcordinators: INT,
      noDoctors: INT,
      noNurses: INT,
      noProgramCoordinators: INT,
      noSocialWorkers: INT,
      stateId: INT,
      districtId: INT,
      talukId: INT,
    },
  },
  'The clinics the caller may see, newest start first.',
);
const staffMember = object({
  id: INT,
  name: TEXT,
  role: TEXT,
  employeeRoleMasterId: NULL_INT,
  yearsExp: ALWAYS_NULL,
  phoneNo: ALWAYS_NULL,
  gender: ALWAYS_NULL,
  email: ALWAYS_NULL,
  keycloakUserId: ALWAYS_NULL,
  hospitalId: ALWAYS_NULL,
  password: ALWAYS_NULL,
  isRecordDeleted: ALWAYS_NULL,
});
export const staffByRole: Schema = {
  type: 'object',
  description:
    'Active staff grouped by role name ("Program Coordinator", "Camp Coordinator", "Social Worker", "Nurse", "Doctor", "admin"), each sorted by name; a role with nobody is absent.',
  additionalProperties: arrayOf(staffMember),
};

/* ---------- participants and forms ---------- */

const habit = {
  type: 'object',
  properties: {
    id: INT,
    candidateId: { type: ['integer', 'string', 'null'] },
    habits: TEXT,
    type: TEXT,
    frequency: { type: ['string', 'integer', 'null'] },
    duration: NULL_TEXT,
    howLong: NULL_TEXT,
    quit: { type: ['string', 'boolean', 'null'] },
  },
};
const eligibleDisease = object({
  candidateId: INT,
  stage: { type: 'string', description: "The test's label." },
  name: { type: 'string', enum: ['SCREENING', 'CLINICAL'] },
  diseaseTestId: INT,
  candidateTestId: INT,
});
export const candidate: Schema = {
  type: 'object',
  description: "A participant (every key of the original's CandidateDTO, unset ones null).",
  required: ['id', 'registraionId', 'screenId'],
  properties: {
    id: INT,
    registraionId: { type: 'string', description: "The registration ID (the wire's spelling)." },
    registrationId: { type: 'string', description: 'The same value, correctly spelt.' },
    campId: NULL_INT,
    optionalId: NULL_INT,
    name: NULL_TEXT,
    gender: GENDER,
    age: NULL_INT,
    maritalStatus: NULL_TEXT,
    socialHabits: NULL_TEXT,
    spouseName: NULL_TEXT,
    mobileNo: NULL_TEXT,
    aadhar: NULL_TEXT,
    address: NULL_TEXT,
    email: NULL_TEXT,
    tobaccoUser: NULL_BOOL,
    parentCandidateId: NULL_INT,
    surveyStatus: NULL_TEXT,
    consentDate: NULL_TEXT,
    consentSign: NULL_TEXT,
    dob: NULL_TEXT,
    streetId: NULL_INT,
    fatherName: NULL_TEXT,
    alternateMobileNo: NULL_TEXT,
    occupation: NULL_TEXT,
    monthlyIncome: nullable('number'),
    houseType: NULL_TEXT,
    voterId: NULL_TEXT,
    education: NULL_TEXT,
    rationCard: NULL_TEXT,
    hospitalId: NULL_INT,
    reason: NULL_TEXT,
    eligibleDiseases: nullable('array', { items: eligibleDisease }),
    candidateHabitDTOs: nullable('array', { items: habit }),
    screenId: INT,
    enrolled: NULL_BOOL,
    tobaccoHabbits: NULL_TEXT,
    relation: NULL_TEXT,
  },
};
export const candidates = arrayOf(
  candidate,
  'Newest first; `eligibleDiseases` lists the open tests of the worklist (stages 1 and 2).',
);
export const habitTypes = arrayOf(TEXT, 'The kinds of a habit (Tobacco, Smoking, Alcohol); [] for any other.');

/** A form's group of questions: loosely typed, as the forms carry keys the server passes through. */
const metricGroup: Schema = {
  type: ['object', 'null'],
  description:
    'A group of questions and answers: `params` are `{testName, subtestName?, valueType, values?, selectedValues?, isMandatory?, condition?}`; other keys pass through.',
  properties: {
    params: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          testName: TEXT,
          subtestName: TEXT,
          valueType: TEXT,
          values: arrayOf(TEXT),
          selectedValues: arrayOf(TEXT),
          isMandatory: NULL_BOOL,
          condition: nullable('array', { items: { type: 'object', properties: { enabledField: TEXT, triggerValue: TEXT } } }),
        },
        additionalProperties: true,
      },
    },
    repeat: NULL_BOOL,
    repeatlabel: NULL_TEXT,
    id: NULL_INT,
  },
  additionalProperties: true,
};
export const formDefinition = object(
  {
    id: INT,
    name: { type: 'string', description: '"ELIGIBILE", "SCREENING", "CLINICAL", … (the wire\'s spellings).' },
    description: TEXT,
    diseaseTestId: NULL_INT,
    defalutTest: BOOL,
    hospitalId: INT,
    stage: NULL_TEXT,
    gender: GENDER,
    testMetrics: metricGroup,
    eligibilityMetrics: metricGroup,
    medicalMetrics: metricGroup,
    familyMetrics: metricGroup,
    familyMedicalMetrics: metricGroup,
    diseaseMasterId: NULL_INT,
    condition: nullable('string', { description: 'The age rule (e.g. "30-65").' }),
  },
  'A form definition (disease test master).',
);

const historyRecord = object(
  {
    id: NULL_INT,
    historyDate: NULL_TEXT,
    candidateId: INT,
    eligibilityMetrics: metricGroup,
    medicalMetrics: metricGroup,
    familyMetrics: nullable('array', { items: metricGroup }),
    familyMedicalMetrics: nullable('array', { items: metricGroup }),
    testMetrics: ALWAYS_NULL,
    diseaseTestMasterId: NULL_INT,
    type: INT,
    eligibleTests: ALWAYS_NULL,
    candidateTestId: ALWAYS_NULL,
    completed: INT,
    stage: NULL_TEXT,
  },
  'Types 1, 4 and 5: the saved history (type 4: the family members as form cards).',
);
const countOrText = { type: ['integer', 'string', 'null'] } as const;
const medicalRecord = object(
  {
    id: INT,
    candidateId: INT,
    medicalhistory: NULL_TEXT,
    bloodPressure: NULL_TEXT,
    pulseRate: NULL_TEXT,
    weight: { type: ['number', 'string', 'null'] },
    height: { type: ['number', 'string', 'null'] },
    spo2: { type: ['number', 'string', 'null'] },
    allergy: NULL_TEXT,
    otherComplaints: NULL_TEXT,
    historyOfSurgery: NULL_BOOL,
    ageAtMenarche: countOrText,
    whenWasLastMentrution: NULL_TEXT,
    abnormalBleedingVaginum: NULL_TEXT,
    ageAtMarriage: countOrText,
    totalPregnancies: countOrText,
    ageAtFirstChild: countOrText,
    ageAtLastChild: countOrText,
    currentlyPregant: NULL_BOOL,
    methodOfContraceptionUsed: NULL_TEXT,
    noOfBreastFedMonths: NULL_TEXT,
    cervicalBreastScrening: NULL_TEXT,
    undergoneCervicalBreastScrening: NULL_TEXT,
  },
  'Type 3: the newest medical record.',
);
const testRow = object(
  {
    id: INT,
    candidateId: INT,
    diseaseTestMasterId: INT,
    testResult: metricGroup,
    testDate: NULL_TEXT,
    resultDate: NULL_TEXT,
    result: NULL_TEXT,
    referral: NULL_BOOL,
    completed: { type: 'integer', enum: [0, 1] },
    dCreatedDate: NULL_TEXT,
    dCreatedBy: NULL_TEXT,
  },
  'Type 7: the saved screening or clinical answers of one test.',
);
export const prefillAnswer: Schema = {
  description: 'By `type`: 1, 4, 5 a history record; 2 and 6 the participant; 3 the medical record; 7 a test row.',
  anyOf: [
    historyRecord,
    { ...candidate, description: 'Types 2 and 6: the participant with her habits.' },
    medicalRecord,
    testRow,
  ],
};

/* ---------- reports ---------- */

const REPORT_TYPES = ['Outreachclinic', 'Patientregistration', 'Screening', 'Clinical_Evaluation', 'SavedPatient'];
const reportCounts = object(
  Object.fromEntries(REPORT_TYPES.map((type) => [type, INT])),
  'Per report: clinics (Outreachclinic) or participants.',
);
export const reportSummary = object({
  startDate: { type: 'string', description: '"YYYY-MM-DD".' },
  endDate: TEXT,
  counts: reportCounts,
  clinics: arrayOf(
    object({ campId: INT, campIdPrefix: TEXT, campName: TEXT, counts: reportCounts }),
    'The requested clinics the caller may report on, newest start first.',
  ),
});

/* ---------- operations ---------- */

export const health = object({ ok: { type: 'boolean', enum: [true] } });
export const ready = object({ ready: { type: 'boolean', enum: [true] } });
export const notReady = object({
  ready: { type: 'boolean', enum: [false] },
  reason: { type: 'string', description: 'What failed, never a host, user or password.' },
});
export const opsStatus = object({
  release: { type: 'string', description: "The server package's version." },
  schema: object({
    migrations: INT,
    last: NULL_TEXT,
    current: { type: 'boolean', description: 'Whether the database is at the schema this release migrates to.' },
  }),
  database: object({ engine: { type: 'string', enum: ['embedded', 'postgresql'] } }),
  backups: object({
    scheduled: BOOL,
    every: nullable('string', { description: 'Like BACKUP_EVERY: "24h", "30m".' }),
    keep: NULL_INT,
    directory: NULL_TEXT,
    running: BOOL,
    nextDueAt: NULL_TEXT,
    lastBackup: nullable('object', {
      required: ['at', 'file', 'bytes', 'durationMs'],
      properties: { at: TEXT, file: TEXT, bytes: INT, durationMs: NULL_INT },
    }),
    lastFailure: nullable('object', { required: ['at', 'message'], properties: { at: TEXT, message: TEXT } }),
    lastFailed: { type: 'boolean', description: 'Whether the latest attempt failed.' },
  }),
});
export const openapiDocument: Schema = {
  type: 'object',
  description: 'This OpenAPI 3.0 document.',
  required: ['openapi', 'info', 'paths'],
  properties: {
    openapi: TEXT,
    info: { type: 'object', additionalProperties: true },
    paths: { type: 'object', additionalProperties: true },
    components: { type: 'object', additionalProperties: true },
  },
  additionalProperties: true,
};
