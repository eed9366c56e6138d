/**
 * Roles, menus, privileges and the suggested grants of docs/api.md §1.5–1.6, as data rows (the server reads
 * grants from the tables; nothing here is consulted at request time).
 */
import type { Privilege } from '@screening/domain/types';
import { MENU, ROLE } from './ids.js';

export const roles = [
  // rank: a user manages (creates, edits, resets, deactivates) only users whose role ranks below her own.
  { id: ROLE.admin, name: 'admin', description: 'admin', rank: 100 },
  { id: ROLE.programCoordinator, name: 'Program Coordinator', description: 'Program Coordinator', rank: 80 },
  { id: ROLE.campCoordinator, name: 'Camp Coordinator', description: 'Camp Coordinator', rank: 60 },
  { id: ROLE.socialWorker, name: 'Social Worker', description: 'Social Worker', rank: 20 },
  { id: ROLE.doctor, name: 'Doctor', description: 'Doctor', rank: 20 },
  { id: ROLE.nurse, name: 'Nurse', description: 'Nurse', rank: 20 },
];

/** The roles whose users must sign in with a second factor in production; a demo requires it of no one. */
export const SECOND_FACTOR_ROLES_IN_PRODUCTION: readonly number[] = [ROLE.admin];

export const privileges: { id: number; privilege: Privilege }[] = [
  { id: 1, privilege: 'CREATE' },
  { id: 2, privilege: 'VIEW' },
  { id: 3, privilege: 'EDIT' },
];

/** The tile label is the menu name (the UI picks the icon by it). */
export const menus = [
  { id: MENU.outreachClinic, menu: 'Outreach Clinic', menuOrder: 1, url: '/Outrich Clinic' },
  { id: MENU.patientRegistration, menu: 'Patient Registration', menuOrder: 2, url: '/preg' },
  { id: MENU.screening, menu: 'Screening', menuOrder: 3, url: '/screening' },
  { id: MENU.clinicalEvaluation, menu: 'Clinical Evaluation', menuOrder: 4, url: '/clinical' },
  { id: MENU.referralToHospital, menu: 'Referral to Hospital', menuOrder: 5, url: '/reftohospital' },
  { id: MENU.reports, menu: 'Reports', menuOrder: 6, url: '/reports' },
  { id: MENU.userManagement, menu: 'User Data Management', menuOrder: 7, url: '/management' },
  { id: MENU.dashboard, menu: 'Dashboard', menuOrder: 8, url: '/dashboard' },
];

const ALL: Privilege[] = ['CREATE', 'VIEW', 'EDIT'];
const VIEW: Privilege[] = ['VIEW'];
const workMenus = Object.values(MENU).filter((m) => m !== MENU.dashboard);
/** The dashboard only reads: nothing on it is created or edited. Migration 0016 gives an earlier database the same. */
const DASHBOARD: [number, Privilege[]] = [MENU.dashboard, VIEW];

/** role id → menu id → privileges. */
export const grants: Record<number, [number, Privilege[]][]> = {
  [ROLE.admin]: [[MENU.outreachClinic, ALL], [MENU.reports, ALL], [MENU.userManagement, ALL], DASHBOARD],
  [ROLE.programCoordinator]: [...workMenus.map((m): [number, Privilege[]] => [m, ALL]), DASHBOARD],
  [ROLE.campCoordinator]: [...workMenus.map((m): [number, Privilege[]] => [m, ALL]), DASHBOARD],
  [ROLE.socialWorker]: [
    [MENU.patientRegistration, ALL],
    [MENU.screening, ALL],
    [MENU.reports, VIEW],
  ],
  [ROLE.doctor]: [
    [MENU.patientRegistration, ALL],
    [MENU.screening, ALL],
    [MENU.clinicalEvaluation, ALL],
    [MENU.referralToHospital, ALL],
    [MENU.reports, VIEW],
  ],
  [ROLE.nurse]: [
    [MENU.patientRegistration, ALL],
    [MENU.screening, ALL],
    [MENU.reports, VIEW],
  ],
};
