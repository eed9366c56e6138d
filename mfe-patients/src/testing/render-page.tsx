/** The shared page-test kit with this remote's signed-in user and participant. */
import type { ReactElement } from 'react';
import { useWorkflowStore, type CustomMenuDTO, type Participant } from '@screening/shared';
import { renderPage as renderSharedPage, signInForTest, type HistoryEntry } from '@screening/shared/testing';
import type { ApiServer } from './api-server';

export const REGISTRATION_MENU: CustomMenuDTO = {
  menu: 'Patient Registration',
  menuOrder: 2,
  url: '/preg',
  privileges: ['CREATE', 'VIEW', 'EDIT'],
};
export const SCREENING_MENU: CustomMenuDTO = {
  menu: 'Screening',
  menuOrder: 3,
  url: '/screening',
  privileges: ['CREATE', 'VIEW', 'EDIT'],
};

/**
 * A social worker of hospital 7 (ids unlike the original's fixed placeholders, so tests see real values sent),
 * with empty browser storage and workflow store.
 */
export function signInAs(server: ApiServer, menus: CustomMenuDTO[] = [REGISTRATION_MENU, SCREENING_MENU]) {
  signInForTest(server.http, {
    menus,
    userId: 41,
    userName: 'Meena Subramanian',
    email: 'social@demo.in',
    roleName: 'Social Worker',
    roleId: 4,
    hospitalId: 7,
  });
}

export const PARTICIPANT: Participant = {
  id: 501,
  name: 'Lakshmi Devi',
  registrationId: '1203045007000012',
  age: 42,
  gender: 'FEMALE',
  campId: 41,
};

/** Replaces the participant in progress (and everything else of the workflow) for a test. */
export function resetWorkflow(participant: Participant | null = null) {
  sessionStorage.clear();
  useWorkflowStore.getState().reset();
  if (participant) useWorkflowStore.getState().setParticipant(participant);
}

/** Renders `page` at `path` (with navigation `state` when given), as the host does. */
export function renderPage(page: ReactElement, path: string, state?: unknown) {
  const entry: HistoryEntry = state === undefined ? path : { pathname: path, state };
  return renderSharedPage(page, [entry]);
}

export { currentPath } from '@screening/shared/testing';
