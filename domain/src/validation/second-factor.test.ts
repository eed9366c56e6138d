import { formatRecoveryCode, readSecondFactorCode } from './second-factor';

describe('second-factor codes', () => {
  test('a 6-digit code, spaces allowed', () => {
    expect(readSecondFactorCode(' 123 456 ')).toEqual({ kind: 'totp', value: '123456' });
  });

  test('a recovery code as shown, in any case, with look-alike letters read as digits', () => {
    expect(readSecondFactorCode('7KQ2M-X9RTB')).toEqual({ kind: 'recovery', value: '7kq2mx9rtb' });
    expect(readSecondFactorCode('o1il2-abcde')).toEqual({ kind: 'recovery', value: '01112abcde' });
    expect(formatRecoveryCode('7kq2mx9rtb')).toBe('7kq2m-x9rtb');
  });

  test('anything else is no code', () => {
    for (const typed of ['', '12345', '1234567', '12345a', 'uuuuu-uuuuu', '7kq2m-x9rt', '7kq2m-x9rtbb']) {
      expect(readSecondFactorCode(typed)).toBeNull();
    }
  });
});
