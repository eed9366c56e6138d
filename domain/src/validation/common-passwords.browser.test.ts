import { isCommonPassword as everywhere } from './common-passwords';
import { isCommonPassword, loadCommonPasswords } from './common-passwords.browser';

describe('the browser check of common passwords', () => {
  it('passes every password until the list has arrived, then refuses the same ones as the server', async () => {
    expect(isCommonPassword('Password1')).toBe(false);
    await loadCommonPasswords();
    for (const password of ['Password1', 'superman', 'QWERTYUIOP', 'Fresh-lake-2026', 'correct horse battery']) {
      expect(isCommonPassword(password)).toBe(everywhere(password));
    }
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('Fresh-lake-2026')).toBe(false);
  });
});
