/**
 * Whether a password is one of the common ones the policy refuses. Here (the server, the tests) the list is part of
 * the module; in a browser build the tooling's webpack preset swaps in common-passwords.browser.ts, which fetches it
 * when a form that sets a password opens (about 15 KiB gzip that the login screen does not need).
 */
import { commonPasswordSet } from './common-password-list';

/** The list is here already. */
export const loadCommonPasswords = (): Promise<void> => Promise.resolve();

/** True when the password (case-insensitively) is one of the list. */
export const isCommonPassword = (password: string): boolean => commonPasswordSet().has(password.toLowerCase());
