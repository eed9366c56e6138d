/** Passwords and the policy's verdict on each, for the tests that run the policy in node and in a browser (jsdom). */
import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_DATES_MESSAGE,
  PASSWORD_HAS_EMAIL_MESSAGE,
  PASSWORD_PATTERN_MESSAGE,
  PASSWORD_SITE_WORDS_MESSAGE,
  PASSWORD_WEAK_MESSAGE,
  PASSWORD_WORDS_MESSAGE,
  USER_PASSWORD_MESSAGE,
} from './password-policy';

export const EMAIL = 'meena.sub@demo.in';

/** [password, the message refusing it or null when accepted]. */
export const VERDICTS: [string, string | null][] = [
  ['aaaaaaaa', PASSWORD_PATTERN_MESSAGE],
  ['        ', PASSWORD_PATTERN_MESSAGE],
  ['abcdefgh', PASSWORD_PATTERN_MESSAGE],
  ['qwertyuiop', COMMON_PASSWORD_MESSAGE],
  ['Demo@1234', PASSWORD_SITE_WORDS_MESSAGE],
  ['demo@1234', PASSWORD_SITE_WORDS_MESSAGE],
  ['ScreeningApp1', PASSWORD_SITE_WORDS_MESSAGE],
  ['password1', COMMON_PASSWORD_MESSAGE],
  ['PASSWORD1', COMMON_PASSWORD_MESSAGE],
  ['iloveyou', COMMON_PASSWORD_MESSAGE],
  ['12345678', COMMON_PASSWORD_MESSAGE],
  ['Welcome@123', COMMON_PASSWORD_MESSAGE],
  ['Encyclopedia', PASSWORD_WORDS_MESSAGE],
  ['01/05/1990', PASSWORD_DATES_MESSAGE],
  ['Ravi@2026', PASSWORD_WEAK_MESSAGE],
  ['abc123', USER_PASSWORD_MESSAGE],
  ['x'.repeat(129), USER_PASSWORD_MESSAGE],
  ['Meena.Sub#2026', PASSWORD_HAS_EMAIL_MESSAGE],
  ['Fresh-lake-2026', null],
  ['Madurai#Amma7', null],
  ['correct horse battery', null],
  ['x7Gq-plm2-Rk', null],
  ['கடவுச்சொல் ம', null],
  ['   s p a c e   k o l a m', null],
];
