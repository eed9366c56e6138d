/**
 * The password policy (ASVS V2.1), the same in every form and on the server: 8 to 128 characters of any kind
 * (spaces and Tamil included, counted as code points), not containing the account's e-mail name, and hard enough to
 * guess by zxcvbn-ts's estimate (score 3 of 4: about 10^8 guesses), which knows the common passwords, English words
 * and names, keyboard patterns, repeats, sequences and dates, and the words of this site: the institute's and the
 * product's names, the published demo password and the account's e-mail.
 *
 * The estimator is loaded by `loadPasswordPolicy()` (in a browser a chunk of its own, fetched when a form that sets a
 * password opens; the server loads it at start). Until it is loaded the verdict has no score and only the length and
 * e-mail rules apply; the server, which always has it, refuses a weak password with the same message.
 */
import type { Estimator } from './password-estimator';
import { asText } from './rules';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn's score from 0 to 4; 3 is "safely unguessable: moderate protection from an offline slow-hash attack". */
export const PASSWORD_MIN_SCORE = 3;

export const USER_PASSWORD_MESSAGE = 'Password must be 8–128 characters.';
export const PASSWORD_HAS_EMAIL_MESSAGE = 'The password must not contain your e-mail name.';
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less common one.';
export const PASSWORD_SITE_WORDS_MESSAGE =
  'The password must not be built on the name of this app or institute, or on the demo password.';
export const PASSWORD_PATTERN_MESSAGE =
  'Repeated characters, sequences such as "abc" or "123" and rows of keys are easy to guess. Please choose another password.';
export const PASSWORD_DATES_MESSAGE = 'Dates and years are easy to guess. Please add words that are less common.';
export const PASSWORD_WORDS_MESSAGE =
  'A single word or name is easy to guess. Please add another word or two that are less common.';
export const PASSWORD_WEAK_MESSAGE =
  'This password is easy to guess. Make it longer, for example with a few words that are less common.';

/** The demo accounts' published password: it signs them in, but is never accepted as a new password. */
export const DEMO_PASSWORD = 'Demo@1234';

/** Words of this site that a guesser tries first. */
const SITE_WORDS = [
  DEMO_PASSWORD,
  'Cancer Institute (WIA)',
  'cancer institute',
  'cancerinstitute',
  'wia',
  'Screening App',
  'screeningapp',
  'screening',
  'curable',
];

/** The policy's refusals by code (each a code of the server's refusal catalogue: USER_PASSWORD for USER_PASSWORD_MESSAGE). */
export const PASSWORD_RULES = {
  USER_PASSWORD: USER_PASSWORD_MESSAGE,
  PASSWORD_HAS_EMAIL: PASSWORD_HAS_EMAIL_MESSAGE,
  COMMON_PASSWORD: COMMON_PASSWORD_MESSAGE,
  PASSWORD_SITE_WORDS: PASSWORD_SITE_WORDS_MESSAGE,
  PASSWORD_PATTERN: PASSWORD_PATTERN_MESSAGE,
  PASSWORD_DATES: PASSWORD_DATES_MESSAGE,
  PASSWORD_WORDS: PASSWORD_WORDS_MESSAGE,
  PASSWORD_WEAK: PASSWORD_WEAK_MESSAGE,
} as const;
export type PasswordRuleCode = keyof typeof PASSWORD_RULES;

/** What zxcvbn's warnings say, as the policy's refusals. */
const WARNING_CODE: Record<string, PasswordRuleCode> = {
  topTen: 'COMMON_PASSWORD',
  topHundred: 'COMMON_PASSWORD',
  common: 'COMMON_PASSWORD',
  similarToCommon: 'COMMON_PASSWORD',
  pwned: 'COMMON_PASSWORD',
  userInputs: 'PASSWORD_SITE_WORDS',
  straightRow: 'PASSWORD_PATTERN',
  keyPattern: 'PASSWORD_PATTERN',
  simpleRepeat: 'PASSWORD_PATTERN',
  extendedRepeat: 'PASSWORD_PATTERN',
  sequences: 'PASSWORD_PATTERN',
  recentYears: 'PASSWORD_DATES',
  dates: 'PASSWORD_DATES',
  wordByItself: 'PASSWORD_WORDS',
  namesByThemselves: 'PASSWORD_WORDS',
  commonNames: 'PASSWORD_WORDS',
};

let estimator: Estimator | null = null;
let loading: Promise<void> | null = null;

/** Loads the estimator once (a chunk of its own in a browser build); the same promise for every caller. */
export function loadPasswordPolicy(): Promise<void> {
  loading ??= import(/* webpackChunkName: "on-demand-password-policy" */ './password-estimator').then(
    ({ createEstimator }) => {
      estimator = createEstimator();
    },
    (error: unknown) => {
      // Fetched again next time (the network may be back).
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether the estimator has loaded: before that a verdict has no score. */
export const passwordPolicyLoaded = (): boolean => estimator !== null;

/** The part of an e-mail before '@', lower-cased, when it is long enough to matter in a password. */
function emailName(email: unknown): string | null {
  const name = asText(email).toLowerCase().split('@')[0] ?? '';
  return name.length >= 3 ? name : null;
}

export interface PasswordVerdict {
  /** The policy's refusal of the password, null for an accepted one. */
  code: PasswordRuleCode | null;
  /** Its English (the refusal's text), null for an accepted one. */
  error: string | null;
  /** The estimator's score from 0 to 4; null before it has loaded or when a simpler rule already refused. */
  score: number | null;
}

const verdictOf = (code: PasswordRuleCode | null, score: number | null): PasswordVerdict => ({
  code,
  error: code && PASSWORD_RULES[code],
  score,
});

/** The policy's verdict on a new password of the account with this e-mail. */
export function passwordVerdict(value: unknown, email?: unknown): PasswordVerdict {
  // Not trimmed: spaces are legitimate password characters.
  const text = (typeof value === 'string' ? value : asText(value)).normalize('NFC');
  const length = [...text].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return verdictOf('USER_PASSWORD', null);
  const name = emailName(email);
  if (name && text.toLowerCase().includes(name)) return verdictOf('PASSWORD_HAS_EMAIL', null);
  if (!estimator) return verdictOf(null, null);
  const { score, warning } = estimator(text, [...SITE_WORDS, ...(name ? [name, asText(email).toLowerCase()] : [])]);
  if (score >= PASSWORD_MIN_SCORE) return verdictOf(null, score);
  return verdictOf((warning && WARNING_CODE[warning]) || 'PASSWORD_WEAK', score);
}

/** The policy's refusal of a new password, or null. */
export const passwordCode = (value: unknown, email?: unknown): PasswordRuleCode | null => passwordVerdict(value, email).code;

/** The policy's English for a refused new password (the server's words), or null. */
export const passwordError = (value: unknown, email?: unknown): string | null => passwordVerdict(value, email).error;
