/**
 * Who may read and write participants (docs/screens.md §6, docs/api.md Decision 3). The route declares the union of the
 * grants any of its branches accepts; the handler then requires the grant of the branch it takes.
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
import type { FastifyRequest } from 'fastify';
import type { Privilege } from '@screening/domain/types';
import { holdsGrant, type Access, type AccessRule } from '../http/access.js';
import { forbidden } from '../http/errors.js';

const onUrl = (url: string, ...privileges: Privilege[]): AccessRule[] => privileges.map((privilege) => ({ url, privilege }));
const onMenu = (menu: string, ...privileges: Privilege[]): AccessRule[] => privileges.map((privilege) => ({ menu, privilege }));

export const REGISTRATION_WRITE: AccessRule[] = [
  ...onUrl('/preg', 'CREATE', 'EDIT'),
  ...onMenu('Patient Registration', 'CREATE', 'EDIT'),
];
export const PATIENT_EDIT: AccessRule[] = [...REGISTRATION_WRITE, ...onUrl('/screening', 'EDIT')];
export const SCREENING_WRITE: AccessRule[] = onUrl('/screening', 'CREATE', 'EDIT');
export const CLINICAL_WRITE: AccessRule[] = [
  ...onUrl('/clinical', 'CREATE', 'EDIT'),
  ...onUrl('/reftohospital', 'CREATE', 'EDIT'),
];
export const PARTICIPANT_READ: AccessRule[] = [
  ...onUrl('/preg', 'VIEW'),
  ...onMenu('Patient Registration', 'VIEW'),
  ...onUrl('/screening', 'VIEW'),
  ...onUrl('/clinical', 'VIEW'),
  ...onUrl('/reftohospital', 'VIEW'),
];

export const anyOf = (...groups: AccessRule[][]): Access => ({ anyOf: groups.flat() });

/** The branch-specific check inside a handler whose route accepted a wider set of grants. */
export async function requireGrant(req: FastifyRequest, rules: AccessRule[], what: string): Promise<void> {
  if (!(await holdsGrant(req, rules))) throw forbidden('ACTION_NOT_PERMITTED', { action: what });
}
