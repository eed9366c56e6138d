/**
 * Who may call a route: each entry of the route contract (contract.ts) carries its rule, which the server enforces
 * (server/src/http/access.ts) and the OpenAPI document shows. The grants are read from the caller's role on every
 * call, so a changed role takes effect at once.
 *
 *   'public'           no token (health, readiness, the API docs; the /token routes, which check what they need)
 *   'authenticated'    any signed-in, active user
 *   { anyOf: grants }  the caller's role holds one of these grants (a menu, by its url or its name, with a privilege)
 *
 * A handler whose need depends on the body (create or edit) asks for the grant of its branch itself, from the same
 * constants.
 */
export type Privilege = 'VIEW' | 'CREATE' | 'EDIT';

/** A grant: a menu (by url, or by name) with one privilege. */
export type AccessGrant =
  { readonly url: string; readonly privilege: Privilege } | { readonly menu: string; readonly privilege: Privilege };
export type RouteAccess = 'public' | 'authenticated' | { readonly anyOf: readonly AccessGrant[] };

const onUrl = (url: string, ...privileges: Privilege[]): AccessGrant[] => privileges.map((privilege) => ({ url, privilege }));
const onMenu = (menu: string, ...privileges: Privilege[]): AccessGrant[] => privileges.map((privilege) => ({ menu, privilege }));

/** A rule admitting any grant of these groups. */
export const anyOf = (...groups: (readonly AccessGrant[])[]): RouteAccess => ({ anyOf: groups.flat() });

/*
 * Participants (docs/screens.md §6, docs/api.md Decision 3). A route admits the union of the grants any of its
 * branches accepts; the handler then requires the grant of the branch it takes.
 *
 * | call                                                        | grants (any of)                                     |
 * |-------------------------------------------------------------|-----------------------------------------------------|
 * | enrol a new participant, tag, general details (candidate,   | CREATE or EDIT on '/preg' or on the menu named      |
 * |   saveCandidate), medical details, eligibility, family      |   'Patient Registration'                            |
 * |   personal and family medical (candidatehistory)            |                                                     |
 * | edit or re-enrol an existing participant (candidate with an | the registration grants above, or EDIT on           |
 * |   id and screenId 1: Modify Patient Information)            |   '/screening'                                      |
 * | screening result (candidatehistory type 1 + testMetrics)    | CREATE or EDIT on '/screening'                      |
 * | clinical result (candidatehistory type 3)                   | CREATE or EDIT on '/clinical' or '/reftohospital'   |
 * | reads: getCandidatesList, candidatehistoryForPrefil,        | VIEW on '/preg', 'Patient Registration',            |
 * |   getHabitTypes                                             |   '/screening', '/clinical' or '/reftohospital'     |
 */
export const REGISTRATION_WRITE: readonly AccessGrant[] = [
  ...onUrl('/preg', 'CREATE', 'EDIT'),
  ...onMenu('Patient Registration', 'CREATE', 'EDIT'),
];
export const PATIENT_EDIT: readonly AccessGrant[] = [...REGISTRATION_WRITE, ...onUrl('/screening', 'EDIT')];
export const SCREENING_WRITE: readonly AccessGrant[] = onUrl('/screening', 'CREATE', 'EDIT');
export const CLINICAL_WRITE: readonly AccessGrant[] = [
  ...onUrl('/clinical', 'CREATE', 'EDIT'),
  ...onUrl('/reftohospital', 'CREATE', 'EDIT'),
];
export const PARTICIPANT_READ: readonly AccessGrant[] = [
  ...onUrl('/preg', 'VIEW'),
  ...onMenu('Patient Registration', 'VIEW'),
  ...onUrl('/screening', 'VIEW'),
  ...onUrl('/clinical', 'VIEW'),
  ...onUrl('/reftohospital', 'VIEW'),
];

/** The form definitions belong to registration, screening and clinical work; any of those menus grants reading them. */
export const FORMS_READ: readonly AccessGrant[] = ['/preg', '/screening', '/clinical', '/reftohospital'].flatMap((url) =>
  onUrl(url, 'VIEW'),
);

/*
 * Outreach clinics:
 *   newcamp                      CREATE (new clinic) or EDIT (campDTO.id given) on '/Outrich Clinic'
 *   hospitalstaffdetails,
 *   isDuplicateClinic            CREATE or EDIT on '/Outrich Clinic' (only the clinic screens use them)
 *   activecamp, campstaffdetails VIEW on any menu whose screens pick a clinic: '/Outrich Clinic', '/preg',
 *                                '/screening', '/clinical', '/reftohospital' (registration and the worklists search
 *                                clinics too)
 *   activecampForReports         the same, or VIEW on '/reports'
 */
const OUTREACH_CLINIC = '/Outrich Clinic';
export const clinicWrite = (...privileges: Privilege[]): AccessGrant[] => onUrl(OUTREACH_CLINIC, ...privileges);
export const CLINIC_WRITE: readonly AccessGrant[] = clinicWrite('CREATE', 'EDIT');
export const CLINIC_SEARCH: readonly AccessGrant[] = [
  OUTREACH_CLINIC,
  '/preg',
  '/screening',
  '/clinical',
  '/reftohospital',
].flatMap((url) => onUrl(url, 'VIEW'));
export const REPORTS_VIEW: readonly AccessGrant[] = onUrl('/reports', 'VIEW');
export const REPORT_CLINIC_SEARCH: readonly AccessGrant[] = [...CLINIC_SEARCH, ...REPORTS_VIEW];

/**
 * Users: the privilege on the user-management menu ('/management', "User Data Management") or on '/Outrich Clinic',
 * the menu the UI gates the User Management buttons on (docs/screens.md §6): CREATE to create, EDIT to update, VIEW
 * to list or read another user.
 */
export const userManagement = (...privileges: Privilege[]): AccessGrant[] =>
  privileges.flatMap((privilege) => ['/management', OUTREACH_CLINIC].flatMap((url) => onUrl(url, privilege)));

/** The server's own status: those who may edit users (the admin role's user-management grant). */
export const OPS_STATUS_READ: readonly AccessGrant[] = onUrl('/management', 'EDIT');

/**
 * Follow-up of referrals: those who work the screening, clinical or referral lists follow up the women referred
 * (VIEW reads the list, CREATE or EDIT records a call); the due-date rule is admin's (EDIT on '/management').
 */
const FOLLOW_UP_MENUS = ['/screening', '/clinical', '/reftohospital'];
export const FOLLOW_UP_READ: readonly AccessGrant[] = FOLLOW_UP_MENUS.flatMap((url) => onUrl(url, 'VIEW'));
export const FOLLOW_UP_WRITE: readonly AccessGrant[] = FOLLOW_UP_MENUS.flatMap((url) => onUrl(url, 'CREATE', 'EDIT'));
export const FOLLOW_UP_SETTINGS_WRITE: readonly AccessGrant[] = onUrl('/management', 'EDIT');

/**
 * The programme dashboard (docs/dashboard.md): VIEW on its own menu '/dashboard' alone, which the reference grants
 * give admin, Program and Camp Coordinator and not the field staff. One grant, so that the tile and the figures behind
 * it are given to a role, or withdrawn from it, together.
 */
export const DASHBOARD_VIEW: readonly AccessGrant[] = onUrl('/dashboard', 'VIEW');
