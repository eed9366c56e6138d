/**
 * The user chosen for editing, carried from the user search to the user form in the workflow store (not only in
 * router state), so a reload of /create-new-user stays in edit mode.
 */
import { useWorkflowStore, type ListedUser } from '@screening/shared';
import type { UserFormState } from './user-form';

const EDIT_USER_STEP = 'users.editUser';
/** Unsaved values of the create form (never the password). */
export const CREATE_USER_DRAFT = 'users.createUser';

declare module '@screening/shared' {
  interface WorkflowSteps {
    [EDIT_USER_STEP]: ListedUser;
  }
  interface WorkflowDrafts {
    [CREATE_USER_DRAFT]: Partial<UserFormState>;
  }
}

export function useEditingUser(): ListedUser | null {
  return useWorkflowStore((s) => (s.steps[EDIT_USER_STEP] as ListedUser | undefined) ?? null);
}

export function startEditing(user: ListedUser): void {
  useWorkflowStore.getState().setStep(EDIT_USER_STEP, user);
}

export function stopEditing(): void {
  useWorkflowStore.getState().setStep(EDIT_USER_STEP, null);
}
