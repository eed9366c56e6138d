import { EMAIL, VERDICTS } from './password-policy.cases';
import {
  loadPasswordPolicy,
  PASSWORD_MAX_LENGTH,
  passwordError,
  passwordPolicyLoaded,
  passwordVerdict,
  USER_PASSWORD_MESSAGE,
} from './password-policy';

describe('the password policy in node, as the server runs it', () => {
  it('before the estimator has loaded, only the length and e-mail rules speak, and no score is given', () => {
    expect(passwordPolicyLoaded()).toBe(false);
    expect(passwordVerdict('aaaaaaaa')).toEqual({ code: null, error: null, score: null });
    expect(passwordVerdict('abc', EMAIL)).toEqual({ code: 'USER_PASSWORD', error: USER_PASSWORD_MESSAGE, score: null });
  });

  it.each(VERDICTS)('%j → %s', async (password, message) => {
    await loadPasswordPolicy();
    expect(passwordError(password, EMAIL)).toBe(message);
  });

  it('scores an accepted password 3 or 4, a refused one below', async () => {
    await loadPasswordPolicy();
    expect(passwordVerdict('Fresh-lake-2026', EMAIL).score).toBeGreaterThanOrEqual(3);
    expect(passwordVerdict('Demo@1234', EMAIL).score).toBeLessThan(3);
  });

  it('counts characters, not bytes or UTF-16 units, and takes up to 128', async () => {
    await loadPasswordPolicy();
    expect(passwordError('x7Gq-plm2-Rk' + 'z'.repeat(PASSWORD_MAX_LENGTH - 12))).toBeNull();
    expect(passwordError('x7Gq-plm2-Rk' + 'z'.repeat(PASSWORD_MAX_LENGTH - 11))).toBe(USER_PASSWORD_MESSAGE);
    expect(passwordError('𝒳𝒴'.repeat(4))).not.toBe(USER_PASSWORD_MESSAGE);
  });

  // How long the longest takes is measured by `pnpm bench:server` (password policy: 128 characters full of symbols).
  it('judges the longest password full of symbols: a common word repeated scores 3, accepted at that length', async () => {
    await loadPasswordPolicy();
    expect(passwordVerdict('P@ssw0rd!1$3'.repeat(10) + 'abcdefgh')).toEqual({ code: null, error: null, score: 3 });
  });
});
