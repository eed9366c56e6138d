/** Calls of the user-management screens (docs/screens.md §7, docs/api.md §3) and the messages of docs/screens.md §8 "User save". */
import {
  call,
  routes,
  errorMessage,
  DUPLICATE_EMAIL_MESSAGE,
  DUPLICATE_MOBILE_MESSAGE,
  httpStatus,
  useAuthStore,
  type Employee,
  type GetUsersRequest,
  type ListedUser,
  type ResetUserPasswordRequest,
  type ResetUserPasswordResponse,
  type UserPayload,
} from '@screening/shared';

export const USER_SAVE_MESSAGES = {
  createFailed: 'Unable to create user. Please try again.',
  updateFailed: 'Unable to update user. Please try again.',
  networkOrServer: 'Network or server error. Please try again.',
  noToken: 'No token found. Please log in again.',
} as const;

export interface RoleOption {
  id: number;
  name: string;
  /** The caller may give this role (it ranks below hers); a server that does not say so leaves every role open. */
  assignable: boolean;
}

/** The role master; either key spelling is accepted (`id`/`employeeRoleMasterId`, `name`/`roleName`). */
export async function fetchRoles(): Promise<RoleOption[]> {
  const data = (await call(routes.roles)).data as Record<string, unknown>[];
  return (Array.isArray(data) ? data : [])
    .map((row) => ({
      id: Number(row.id ?? row.employeeRoleMasterId),
      name: String(row.name ?? row.roleName ?? ''),
      assignable: row.assignable !== false,
    }))
    .filter((role) => Number.isFinite(role.id) && role.name !== '');
}

/** The hospital's users matching `text`, filtered again here on name or e-mail, case-insensitively (docs/screens.md §2). */
export async function searchUsers(text: string): Promise<ListedUser[]> {
  const request: GetUsersRequest = { search: text, hospitalId: useAuthStore.getState().hospitalId ?? '' };
  const data = (await call(routes.users, request)).data as ListedUser[];
  const needle = text.trim().toLowerCase();
  return (Array.isArray(data) ? data : []).filter(
    (user) => (user.userName ?? '').toLowerCase().includes(needle) || (user.email ?? '').toLowerCase().includes(needle),
  );
}

export async function fetchEmployee(userId: number): Promise<Employee> {
  const data = (await call(routes.employee, { userId })).data as Employee | null;
  if (!data) throw new Error('No such user');
  return data;
}

/** Create (id null) or update; throws the message to show when the save did not succeed. */
export async function saveUser(payload: UserPayload): Promise<void> {
  const editing = payload.id !== null;
  let status: number;
  try {
    ({ status } = await call(routes.createUser, payload));
  } catch (error) {
    throw new Error(userSaveFailure(error));
  }
  if (status !== 200 && status !== 201) {
    throw new Error(editing ? USER_SAVE_MESSAGES.updateFailed : USER_SAVE_MESSAGES.createFailed);
  }
}

/**
 * A 409 names the e-mail or the mobile number (docs/screens.md §8); a refused input (4xx) shows the server's own sentence,
 * which names the field; anything else (no answer, 5xx) is the network-or-server message.
 */
function userSaveFailure(error: unknown): string {
  const message = errorMessage(error, { fallback: USER_SAVE_MESSAGES.networkOrServer });
  if (httpStatus(error) === 409 && /email/i.test(message)) return DUPLICATE_EMAIL_MESSAGE;
  if (httpStatus(error) === 409 && /phone|mobile/i.test(message)) return DUPLICATE_MOBILE_MESSAGE;
  return message;
}

/**
 * Gives a colleague a temporary password (their sessions end; they choose a new one at the next sign-in) and
 * returns it, to be shown once. Throws the message to show: the server's for a refusal (403) or an unknown
 * user (404), else the network-or-server message.
 */
export async function resetUserPassword(userId: number): Promise<string> {
  const request: ResetUserPasswordRequest = { userId };
  let answer: ResetUserPasswordResponse | undefined;
  try {
    ({ data: answer } = await call(routes.resetUserPassword, request));
  } catch (error) {
    throw new Error(errorMessage(error, { fallback: USER_SAVE_MESSAGES.networkOrServer, explained: [403, 404] }));
  }
  if (!answer?.temporaryPassword) throw new Error(USER_SAVE_MESSAGES.networkOrServer);
  return answer.temporaryPassword;
}
