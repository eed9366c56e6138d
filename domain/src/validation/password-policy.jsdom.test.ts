/**
 * @jest-environment jsdom
 */
import { EMAIL, VERDICTS } from './password-policy.cases';
import { loadPasswordPolicy, passwordError } from './password-policy';

describe('the password policy in a browser (jsdom), as the forms run it', () => {
  it('gives every verdict the server gives', async () => {
    expect(typeof window).toBe('object');
    await loadPasswordPolicy();
    expect(VERDICTS.map(([password]) => [password, passwordError(password, EMAIL)])).toEqual(VERDICTS);
  });
});
