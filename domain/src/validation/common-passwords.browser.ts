/**
 * The browser's common-password check (see common-passwords.ts, which it replaces in a browser build): the list is a
 * chunk of its own, fetched by `loadCommonPasswords()` when a form that sets a password opens. Until it arrives the
 * check passes, and the server, which always has the list, refuses a common password with the same message.
 */
import type { commonPasswordSet } from './common-password-list';

let set: ReturnType<typeof commonPasswordSet> | null = null;
let loading: Promise<void> | null = null;

export function loadCommonPasswords(): Promise<void> {
  loading ??= import(/* webpackChunkName: "on-demand-common-passwords" */ './common-password-list').then(
    (list) => {
      set = list.commonPasswordSet();
    },
    (error: unknown) => {
      // Fetched again next time (the network may be back).
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** True when the password (case-insensitively) is one of the list; false while the list has not arrived. */
export function isCommonPassword(password: string): boolean {
  if (set === null) {
    loadCommonPasswords().catch(() => undefined);
    return false;
  }
  return set.has(password.toLowerCase());
}
