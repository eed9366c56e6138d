/**
 * What the route contract cannot say about itself: a summary, the success answers and why each error answer
 * particular to a route happens, grouped by area. A route's method, path, request schema, access rule and refusal
 * codes are its route contract entry's (@screening/domain/api contract.ts; docs/openapi.ts reads them from the
 * route), so they cannot drift from what the server enforces; its JSON answer's schema is the one
 * @screening/domain/api declares, which the component tests' fake server checks its replies against.
 *
 * Errors every route of a kind gives are added by docs/openapi.ts and need no entry here: 400 (schema or input
 * checks) and 503 (storage lost) on every route, 401 on every route behind a token, 403 on every route that needs
 * a privilege. An entry says why the others happen (404, 409, 429, the route's own 401 or 403) in words; the `error`
 * codes of each status are the contract entry's `refusals`, which the document lists after the words (every code
 * and its English: components.schemas.ApiError), so the prose names no code.
 *
 * A new route needs an entry: the schema-coverage test names a route without one.
 */
import { NotReady, successAnswers } from '@screening/domain/api';
import { documented, type Schema } from './documented-schema.js';

/**
 * One success answer. A JSON answer's schema is the route's in `successAnswers` (@screening/domain/api), which
 * routeDocs fills in; any other answer gives its own, and without one the body is empty.
 */
export interface Answer {
  description: string;
  schema?: Schema;
  /** Default: application/json. */
  contentType?: string;
  headers?: Record<string, string>;
}

/** Error answers a route may list; the reason says when it happens. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 503;
export type ErrorAnswer = string | { description: string; schema: Schema };

export interface RouteDoc {
  summary: string;
  /** What a caller must know beyond the summary. */
  description?: string;
  answers: Partial<Record<200 | 201 | 204, Answer>>;
  errors?: Partial<Record<ErrorStatus, ErrorAnswer>>;
  /** Why this POST takes no body (otherwise a POST must declare a body schema). */
  noBody?: string;
  /** A /token route that reads the bearer token itself (the access layer checks only /api routes). */
  bearer?: 'required' | 'optional';
}

export interface Area {
  name: string;
  description: string;
  routes: Record<string, RouteDoc>;
}

const NO_HOSPITAL = 'The account is not mapped to a hospital.';
const THROTTLED = 'Too many attempts from this address or for this account (see docs/security.md).';
const SECOND_FACTOR_SIGN_IN =
  'For an account with a second factor, the right password alone is refused (401: a code is required); the same call again with `code` (a 6-digit TOTP code or a recovery code) signs in. Without a second factor the call and its answer are the original ones.';
const CODE_REFUSED = 'With a second factor: no code sent, or a wrong or used one (counted as a failed sign-in).';
const ENROLMENT_REQUIRED =
  'her role requires a second factor and she has none yet (set it up with /token/secondFactor/setup and /token/secondFactor/enrol).';
const JSON_TYPE = 'application/json';
/** A JSON answer: its schema is the route's success answer. */
const json = (description: string): Answer => ({ description, contentType: JSON_TYPE });

export const areas: Area[] = [
  {
    name: 'Sign-in',
    description:
      'The gateway: sign-in, password reset by the holder of the e-mailed link, password change with the current password, token refresh and sign-out. No bearer is needed but for refresh and sign-out, which read it themselves.',
    routes: {
      'POST /token/authenticate': {
        summary: 'Sign in with e-mail and password (and `code`, for an account with a second factor); opens a session.',
        description: SECOND_FACTOR_SIGN_IN,
        answers: { 200: json('Signed in: the bearer token of the new session.') },
        errors: {
          401: `Wrong e-mail or password, or a deactivated account. ${CODE_REFUSED}`,
          403: `A user manager gave a temporary password: choose one with /token/changePassword. Or ${ENROLMENT_REQUIRED}`,
          429: THROTTLED,
        },
      },
      'POST /token/changePassword': {
        summary:
          'Replace the password (`password`, the current one: a temporary one at the forced change) and sign in; every other session ends.',
        description: 'An account with a second factor sends `code` too, checked before anything changes.',
        answers: { 200: json('Signed in with the new password.') },
        errors: {
          400: 'Wrong e-mail or current password (counted as a failed sign-in), or `newPassword` breaks the password policy or equals the current one.',
          401: `The account is inactive. ${CODE_REFUSED}`,
          403: `The password was changed, but ${ENROLMENT_REQUIRED}`,
          429: THROTTLED,
        },
      },
      'POST /token/secondFactor/setup': {
        summary:
          'At sign-in, for an account without a second factor (one whose role requires it): a new TOTP secret to scan, waiting for its first code.',
        description: 'The password is checked as a sign-in checks it. A new set-up replaces one that waited.',
        answers: { 200: json('The secret and its otpauth:// URI.') },
        errors: {
          401: 'Wrong e-mail or password, or the account is inactive.',
          403: 'A temporary password: it is replaced first.',
          409: 'A second factor is already set up.',
          429: THROTTLED,
        },
      },
      'POST /token/secondFactor/enrol': {
        summary: "The set-up's first code: the second factor is confirmed and she is signed in.",
        description: 'Answers the ten recovery codes, this once.',
        answers: { 200: json('Signed in, with the recovery codes.') },
        errors: {
          401: 'Wrong e-mail or password, the account is inactive, or the code is not the current one (a failed sign-in).',
          403: 'A temporary password: it is replaced first.',
          409: 'Nothing waits for a code, or a second factor is already set up.',
          429: THROTTLED,
        },
      },
      'POST /token/forgotPassword': {
        summary: "Ask for a password reset: a link is e-mailed to the account's owner, whose page chooses the new password.",
        description:
          'The same answer whether or not the e-mail belongs to an account. A `password` (the original client sends one) is ignored.',
        answers: { 200: json('Accepted (for every e-mail, known or not).') },
        errors: { 400: '`userName` is blank.', 429: THROTTLED },
      },
      'POST /token/confirmReset': {
        summary:
          "Set the password chosen on the e-mailed link's page, with the link's token: it takes effect and every session of the account ends.",
        answers: { 200: json('The new password is active.') },
        errors: {
          400: 'The link is invalid, used or expired (`field`: token), or `newPassword` breaks the password policy (the link stays usable).',
        },
      },
      'POST /token/refresh': {
        summary: 'A new token for the same session (never beyond its sign-in time plus SESSION_MAX_HOURS).',
        noBody: 'The session is named by the bearer token.',
        bearer: 'required',
        answers: { 200: json('A fresh token.') },
      },
      'POST /token/logout': {
        summary: "Sign out: ends the token's session. Idempotent; an invalid or missing token is ignored.",
        noBody: 'The session is named by the bearer token.',
        bearer: 'optional',
        answers: { 204: { description: 'Signed out (or nothing to end).' } },
      },
    },
  },
  {
    name: 'Operations',
    description: "Liveness, readiness, the server's own status and this documentation.",
    routes: {
      'GET /api/health': {
        summary: 'Liveness: the process answers (never touches the database).',
        answers: { 200: json('Alive.') },
      },
      'GET /api/ready': {
        summary: 'Readiness: the database answers at the schema this release needs, and the server is not stopping.',
        answers: { 200: json('Ready for traffic.') },
        errors: {
          503: {
            description: 'Not ready (database unreachable or slow, schema behind, or stopping), with the reason.',
            schema: documented(NotReady) as Schema,
          },
        },
      },
      'GET /api/ops/status': {
        summary:
          'The release and schema this server runs, its database engine and the backup schedule with its last backup and failure.',
        answers: { 200: json('The status.') },
      },
      'GET /api/docs/json': {
        summary: 'This API described as an OpenAPI 3.0 document.',
        answers: { 200: json('The OpenAPI document.') },
      },
      'GET /api/docs': {
        summary: 'This API described for people: the same document as an HTML page.',
        answers: {
          200: { description: 'The page (self-contained; no script).', contentType: 'text/html', schema: { type: 'string' } },
        },
      },
    },
  },
  {
    name: 'Profile and menus',
    description: "The signed-in user's own profile and menus.",
    routes: {
      'GET /api/curable/authorizeUserRequest/:userName': {
        summary: "The caller's profile, role, hospital and menus with their privileges (only her own login).",
        answers: { 200: json('The profile; menus null and `message` set when the account is inactive.') },
        errors: { 403: "The login is not the caller's own.", 404: 'No account has this login.' },
      },
    },
  },
  {
    name: 'Master data',
    description: 'Geography cascade, roles and hospitals.',
    routes: {
      'GET /api/curable/statemaster': { summary: 'The states.', answers: { 200: json('The states by id.') } },
      'GET /api/curable/districtmaster/statemaster/:stateId': {
        summary: 'The districts of a state.',
        answers: { 200: json('The districts by id ([] for an unknown state).') },
      },
      'GET /api/curable/taluqmaster/districtmaster/:districtId': {
        summary: 'The taluks of a district.',
        answers: { 200: json('The taluks by name ([] for an unknown district).') },
      },
      'GET /api/curable/panchayatmaster/taluqmaster/:taluqId': {
        summary: 'The panchayats (villages) of a taluk.',
        answers: { 200: json('The panchayats by name ([] for an unknown taluk).') },
      },
      'GET /api/curable/employeerolemaster': {
        summary: 'The roles, each marked with whether the caller may assign it.',
        answers: { 200: json('The roles by id.') },
      },
      'GET /api/curable/hospitals': {
        summary: "The caller's hospitals.",
        answers: { 200: json('Her hospitals by id.') },
      },
      'GET /api/curable/hospital': {
        summary: "The caller's hospitals (the original's other path).",
        answers: { 200: json('Her hospitals by id.') },
      },
    },
  },
  {
    name: 'Users',
    description: 'User management by rank (a user manages only users whose role ranks below hers) and the own profile.',
    routes: {
      'POST /api/curable/createUser': {
        summary: "Create a user (no `id`: CREATE) or update one (`id`: EDIT), in the caller's hospital.",
        answers: {
          201: json('Created: the new user.'),
          200: json('Updated: the user as saved.'),
        },
        errors: {
          400: "A field breaks the user form's rules, or the role is unknown.",
          403: `The target or the role does not rank below the caller's, the target is the caller herself, or the grant of the branch is missing. ${NO_HOSPITAL}`,
          404: "No user with this `id` in the caller's hospital.",
          409: 'The e-mail or the phone number belongs to another user (`field` names it).',
        },
      },
      'POST /api/curable/getUsers': {
        summary: "The users of the caller's hospital, optionally filtered by `search`.",
        answers: { 200: json('The users.') },
        errors: { 403: NO_HOSPITAL },
      },
      'GET /api/curable/hospitalemployee/:userId': {
        summary: "A user's record: one's own always; another's with VIEW on user management.",
        answers: { 200: json('The user.') },
        errors: {
          403: `Another user's record without VIEW on '/management' or '/Outrich Clinic'. ${NO_HOSPITAL}`,
          404: "No user with this id in the caller's hospital.",
        },
      },
      'POST /api/curable/hospitalemployee': {
        summary:
          "Update one's own profile (name, phone, gender, optionally the password with `currentPassword`: other sessions then end).",
        answers: { 200: json('The profile as saved.') },
        errors: {
          400: "`id` missing, a field breaks the profile form's rules, or a new `password` without `currentPassword` (the original client's) or with a wrong one (counted as a failed sign-in).",
          429: THROTTLED,
          403: `The \`id\` is not the caller's own. ${NO_HOSPITAL}`,
          409: 'The phone number belongs to another user.',
        },
      },
      'POST /api/curable/resetUserPassword': {
        summary: 'Give a colleague a temporary password: her sessions end and she must choose her own at the next sign-in.',
        answers: { 200: json('The temporary password, shown once.') },
        errors: {
          403: `She does not rank below the caller, or is the caller. ${NO_HOSPITAL}`,
          404: "No user with this id in the caller's hospital.",
        },
      },
      'GET /api/curable/secondFactor/:userId': {
        summary:
          'Whether a user has a second factor, since when, whether her role requires one, and how many recovery codes are left.',
        description: "One's own always; another user's with VIEW on user management.",
        answers: { 200: json('Her second factor.') },
        errors: {
          403: `Another user's without VIEW on '/management' or '/Outrich Clinic'. ${NO_HOSPITAL}`,
          404: "No user with this id in the caller's hospital.",
        },
      },
      'POST /api/curable/secondFactor/setup': {
        summary: "Start setting up the caller's own second factor: a new TOTP secret to scan, waiting for its first code.",
        noBody: "The account is the caller's.",
        answers: { 200: json('The secret and its otpauth:// URI.') },
        errors: { 403: NO_HOSPITAL, 409: 'A second factor is already set up.' },
      },
      'POST /api/curable/secondFactor/enrol': {
        summary: "Confirm the caller's set-up with her password and its first code.",
        description: 'Answers the ten recovery codes, this once. A wrong password or code counts as a failed sign-in.',
        answers: { 200: json('The recovery codes.') },
        errors: {
          400: 'The password or the code is wrong.',
          403: NO_HOSPITAL,
          409: 'Nothing waits for a code, or a second factor is already set up.',
          429: THROTTLED,
        },
      },
      'POST /api/curable/secondFactor/disable': {
        summary: "Turn the caller's own second factor off, with her password and a code (or a recovery code).",
        answers: { 200: json('Her second factor now (none).') },
        errors: {
          400: 'The password or the code is wrong.',
          403: `Her role requires a second factor. ${NO_HOSPITAL}`,
          409: 'She has no second factor.',
          429: THROTTLED,
        },
      },
      'POST /api/curable/resetSecondFactor': {
        summary:
          "Remove a colleague's second factor (a lost phone): she signs in with her password, and sets one up again at once if her role requires it.",
        answers: { 200: json('Her second factor now (none).') },
        errors: {
          403: `She does not rank below the caller, or is the caller. ${NO_HOSPITAL}`,
          404: "No user with this id in the caller's hospital.",
        },
      },
      'POST /api/curable/userLanguage': {
        summary:
          "Remember the caller's language (en or ta): authorizeUserRequest answers it as `language`, so the suite opens in it on any device she signs in on.",
        description: 'Not in the original API.',
        answers: { 200: json('The language remembered.') },
      },
    },
  },
  {
    name: 'Outreach clinics',
    description: "Create and edit clinics, the role-scoped clinic lists and their staff. Always the caller's hospital.",
    routes: {
      'POST /api/curable/newcamp': {
        summary:
          'Create a clinic (CREATE) or edit one (`campDTO.id`, EDIT): staff only, or its fields too with `editClinicFields`.',
        answers: {
          200: {
            description: 'The clinic ID, as plain text (e.g. 1203045).',
            contentType: 'text/plain',
            schema: { type: 'string' },
          },
        },
        errors: {
          400: "A field breaks the clinic form's rules (`field`: `campDTO.…`), staff that cannot be allocated, or nothing to save.",
          403: `The grant of the branch is missing. ${NO_HOSPITAL}`,
          404: "The clinic being edited does not exist (or is outside the caller's clinics).",
          409: 'The clinic ID is taken in this hospital (`params.clinicId`).',
        },
      },
      'POST /api/curable/activecamp': {
        summary: 'The active clinics (not ended) the caller may see, searched by name or clinic ID.',
        answers: { 200: json('The clinics.') },
        errors: { 403: NO_HOSPITAL },
      },
      'POST /api/curable/activecampForReports': {
        summary: 'The clinics the caller may see, ended ones included (the reports screen).',
        answers: { 200: json('The clinics.') },
        errors: { 403: NO_HOSPITAL },
      },
      'GET /api/curable/hospitalstaffdetails/:hospitalId': {
        summary: "The hospital's active staff by role (to allocate to a clinic).",
        answers: { 200: json('Staff by role.') },
        errors: { 403: `\`hospitalId\` is not the caller's hospital. ${NO_HOSPITAL}` },
      },
      'GET /api/curable/campstaffdetails/:campId': {
        summary: "A clinic's staff by role.",
        answers: { 200: json('Staff by role.') },
        errors: { 403: NO_HOSPITAL, 404: 'No such clinic among those the caller may see.' },
      },
      'GET /api/curable/isDuplicateClinic/hospitalId/:hospitalId/outreachClinicId/:code': {
        summary: 'Whether a clinic of the hospital already has this clinic ID.',
        answers: { 200: json('true when taken.') },
        errors: { 403: `\`hospitalId\` is not the caller's hospital. ${NO_HOSPITAL}` },
      },
    },
  },
  {
    name: 'Form definitions',
    description:
      "The questions of the eligibility, family, screening and clinical forms. A `:hospitalId` segment is accepted; the caller's own hospital is used.",
    routes: Object.fromEntries([
      ...[
        ['/getMetricsByGender/:type/:gender', 'The form of a kind (e.g. ELIGIBILE) for a gender.'],
        ['/getMetricsByGender/:type/:gender/:hospitalId', "The same, with the original's hospital segment."],
        ['/getMetrics/:stage', 'The form of a stage (FAMILY_PERSONAL, FAMILY_MEDICAL, a clinical stage).'],
        ['/getMetrics/:stage/:hospitalId', "The same, with the original's hospital segment."],
        ['/getMetricsById/:id', 'A form by id (screening and clinical tests).'],
      ].map(([path, summary]) => [
        `GET /api/curable${path}`,
        {
          summary,
          answers: { 200: json('The form definition.') },
          errors: {
            ...(path.includes(':gender') ? { 400: '`gender` is not MALE, FEMALE or OTHER.' } : {}),
            403: NO_HOSPITAL,
            404: 'No form definition matches.',
          },
        } satisfies RouteDoc,
      ]),
      [
        'GET /api/curable/getScreeningTests',
        {
          summary:
            "The hospital's live screening tests with what decides who is due each (gender, age rule, default): a device that enrolled someone offline lists the tests the server will assign her (not in the original API).",
          answers: { 200: json('The tests, oldest first.') },
          errors: { 403: NO_HOSPITAL },
        } satisfies RouteDoc,
      ],
    ]),
  },
  {
    name: 'Participants',
    description:
      "Enrol, tag and edit participants, their general and medical details, and the worklists. Every read or write by id is scoped to the caller's clinics (404 outside them).",
    routes: Object.fromEntries([
      ...['/candidate', '/saveCandidate'].map((path) => [
        `POST /api/curable${path}`,
        {
          summary: `Enrol (screenId 1), tag (2) or record general details (3) of a participant${path === '/saveCandidate' ? ' (the same routine as /candidate)' : ''}.`,
          answers: { 200: json('The participant as saved.') },
          errors: {
            400: 'A field breaks the enrolment, tag or general-details rules; general details without `id`.',
            403: `The grant of the branch is missing. ${NO_HOSPITAL}`,
            404: "The participant (`id`) or the clinic (`campId`) is not among the caller's.",
            409: 'The registration ID is already in use (check the clinic ID).',
          },
        } satisfies RouteDoc,
      ]),
      [
        'POST /api/curable/getCandidatesList',
        {
          summary:
            'A worklist: stage 1 screening, 2 clinical, 3 Modify Patient Information, 4 referral to hospital; searched by name, registration ID or phone, narrowed to one clinic by campId.',
          description:
            "With page and size, one page; the number of all matches is in X-Total-Count, counted up to the limit in X-Total-Count-Limit plus one, which means more than the limit (200 for a paged search by text, else 1,000). A campId outside the caller's worklist gives an empty list.",
          answers: { 200: json('The participants.') },
          errors: { 403: NO_HOSPITAL },
        } satisfies RouteDoc,
      ],
      [
        'POST /api/curable/findPossibleDuplicates',
        {
          summary:
            "Before enrolling into `campId`: participants of the caller's clinics with the same mobile number, or the same name (case and spaces aside) and an age within 2 years in the same panchayat.",
          description:
            'Searched among those Modify Patient Information lists the caller. Blank fields match nothing. Not in the original API.',
          answers: { 200: json('The possible duplicates, newest first, at most 10.') },
          errors: { 403: NO_HOSPITAL, 404: "The clinic (`campId`) is not among the caller's." },
        } satisfies RouteDoc,
      ],
      [
        'POST /api/curable/getWorklistClinics',
        {
          summary:
            "The clinics of one worklist of the caller where someone is waiting, with how many: the worklists' clinic filter.",
          answers: { 200: json('The clinics, by name.') },
          errors: { 403: NO_HOSPITAL },
        } satisfies RouteDoc,
      ],
      [
        'GET /api/curable/getHabitTypes/:habit',
        {
          summary: 'The kinds of a habit (Tobacco, Smoking, Alcohol).',
          answers: { 200: json('The kinds.') },
        } satisfies RouteDoc,
      ],
      [
        'POST /api/curable/createMedicalHistory',
        {
          summary:
            "Save a participant's medical details (new, or the record `id`); cancer history or a pregnancy ends her screening.",
          answers: { 200: json('The record id, as a JSON number.') },
          errors: {
            400: "A value breaks the medical form's rules.",
            403: NO_HOSPITAL,
            404: "The participant is not among the caller's, or the record `id` is not hers.",
          },
        } satisfies RouteDoc,
      ],
      [
        'POST /api/curable/discardQueuedWrite',
        {
          summary:
            'Record in the audit trail that the caller discarded writes her device had queued offline and the server refused (their Idempotency-Keys and steps, and the participant when she is known).',
          description: 'Writes nothing else: the discarded writes never reached the database. Not in the original API.',
          answers: { 200: json('How many writes were discarded.') },
          errors: { 403: NO_HOSPITAL, 404: "The participant (`candidateId`) is not among the caller's." },
        } satisfies RouteDoc,
      ],
    ]),
  },
  {
    name: 'Form answers',
    description: 'Saving and prefilling the eligibility, family, screening and clinical forms.',
    routes: {
      'POST /api/curable/candidatehistory': {
        summary:
          'Save a form: eligibility, family personal or medical (history), a screening result (type 1 with testMetrics) or a clinical result (type 3).',
        answers: { 200: { description: 'Saved (empty body, as the original).' } },
        errors: {
          400: 'A mandatory answer is missing, an answer is out of range, or the result cannot be finished yet (`field` names it).',
          403: `The grant of the branch is missing. ${NO_HOSPITAL}`,
          404: "The participant is not among the caller's, or has no such test.",
          409: 'The screening or clinical test is already finished: a finished result is never changed.',
        },
      },
      'POST /api/curable/candidatehistoryForPrefil': {
        summary: "What a form shows when opened again, by `type` (1 eligibility … 7 a test's answers).",
        answers: {
          200: json('The saved answers, or an empty body when there are none.'),
        },
        errors: { 403: NO_HOSPITAL, 404: "The participant is not among the caller's." },
      },
    },
  },
  {
    name: 'Follow-up',
    description:
      "Follow-up of every referral (docs/follow-up.md): a screening finished with Referral Yes opens one, due by the hospital's rule; staff record calls and her visit until it is closed or she is lost to follow-up. A follow-up is the caller's when its participant is. Not in the original API.",
    routes: {
      'POST /api/curable/followUp/list': {
        summary:
          "A page of the caller's follow-ups: overdue and due within the week (the default), every open one, the closed or the lost.",
        description: 'Open ones by due date (most overdue first), the others newest first; `search` as in the worklists.',
        answers: { 200: json('The page, the total and the five newest calls or moves of each.') },
        errors: { 403: NO_HOSPITAL },
      },
      'GET /api/curable/followUp/counts': {
        summary: "How many of the caller's open follow-ups are overdue, and how many fall due within the week (the home tile).",
        answers: { 200: json('The counts.') },
        errors: { 403: NO_HOSPITAL },
      },
      'POST /api/curable/followUp/record': {
        summary:
          'Records one call or move of a follow-up: a call and its outcome, her visit to the hospital, its outcome, or lost to follow-up.',
        description:
          'One audited transaction; with an Idempotency-Key a retried call is recorded once. The moves each state allows and the dates each takes are in docs/follow-up.md.',
        answers: { 200: json('The follow-up as the list shows it now.') },
        errors: {
          400: 'A field the move needs is missing, or a date is outside what the move allows.',
          403: NO_HOSPITAL,
          404: "The follow-up is not among the caller's.",
          409: 'The follow-up is in a state that does not allow this move (e.g. an outcome before her visit).',
        },
      },
      'GET /api/curable/followUp/settings': {
        summary:
          "The hospital's due-date rule: days to the due date per test and urgency, the routine reasons, unanswered calls before she is lost.",
        answers: { 200: json('The rule (the defaults until admin changes it).') },
        errors: { 403: NO_HOSPITAL },
      },
      'POST /api/curable/followUp/settings': {
        summary:
          "Replaces the hospital's due-date rule and the hospital her slip sends her to (admin); follow-ups opened afterwards use it.",
        description: 'A body without `referralHospital` keeps the stored one.',
        answers: { 200: json('The rule as stored.') },
        errors: { 403: NO_HOSPITAL },
      },
      'POST /api/curable/participant/view': {
        summary:
          "One participant's view: who she is, each test's state, her follow-ups with every call, and who did what and when.",
        description:
          'Named by `candidateId` (a card) or by `registrationId` (her slip, read by a camera or typed by a scanner). The timeline is read from the audit log, newest first.',
        answers: { 200: json('Her view.') },
        errors: {
          400: 'Neither field was given.',
          403: NO_HOSPITAL,
          404: "The participant is not among the caller's.",
        },
      },
    },
  },
  {
    name: 'Dashboard',
    description:
      "The programme's indicators over the clinics the caller sees (docs/dashboard.md): enrolment, eligibility, screening per test, referrals and their follow-up, each person's work and a weekly trend.",
    routes: {
      'POST /api/curable/dashboard/indicators': {
        summary: 'Every indicator of the dashboard, for the filters given (days, a clinic, a panchayat, taluk or district).',
        description:
          "Counted over the caller's clinics only (for the admin and a Program Coordinator every clinic of their hospital, for a Camp Coordinator the clinics she created or staffs), with the CSV reports' definitions. An answer is kept up to 60 s per scope and filters: `asOf` says when it was computed. A clinic outside the caller's, or a place with none of her clinics, answers zeros.",
        answers: { 200: json('The indicators.') },
        errors: { 403: NO_HOSPITAL },
      },
    },
  },
  {
    name: 'Reports',
    description:
      'The five CSV reports of the clinics the caller may see, and their counts before the download. Every download is audited.',
    routes: {
      'POST /api/curable/camps-report': {
        summary: 'Download one report as CSV (streamed).',
        answers: {
          200: {
            description: 'The CSV file (an empty body when nothing matches).',
            contentType: 'text/csv',
            schema: { type: 'string' },
            headers: { 'Content-Disposition': 'attachment; filename=CampsReport.csv' },
          },
        },
        errors: {
          400: 'Bad dates, or not one of the five report types.',
          403: NO_HOSPITAL,
          429: 'Too many reports are being downloaded at this moment: try again in a minute.',
          503: 'Or: the database reports read from (the replica of DATABASE_REPLICA_URL when there is one) cannot be reached, as while it restarts: try again in a few minutes. Nothing was sent before it.',
        },
      },
      'POST /api/curable/camps-report-summary': {
        summary: 'What each report would list, in total and per clinic.',
        answers: { 200: json('The counts.') },
        errors: { 400: 'Bad dates.', 403: NO_HOSPITAL },
      },
    },
  },
];

/** A route's answers with the schema of each JSON one read from the domain's success answers. */
function withSchemas(key: string, answers: RouteDoc['answers']): RouteDoc['answers'] {
  return Object.fromEntries(
    Object.entries(answers).map(([status, answer]) => {
      if (answer.contentType !== JSON_TYPE) return [status, answer];
      const schema = successAnswers[key];
      if (!schema) throw new Error(`${key} answers JSON but @screening/domain/api declares no success answer for it.`);
      return [status, { description: answer.description, schema: documented(schema) as Schema }];
    }),
  );
}

/** Every entry by `METHOD /path` (the path as the route declares it, `:param` included). */
export const routeDocs: ReadonlyMap<string, RouteDoc & { area: string }> = new Map(
  areas.flatMap((area) =>
    Object.entries(area.routes).map(
      ([key, doc]) => [key, { ...doc, answers: withSchemas(key, doc.answers), area: area.name }] as const,
    ),
  ),
);
