import { acceptIf, alphanumericOnly, digitsOnly, stripLeadingZeros } from './sanitise';

describe('sanitisers', () => {
  it('digitsOnly strips everything else and cuts to the max length', () => {
    expect(digitsOnly('98a-76 5')).toBe('98765');
    expect(digitsOnly('1234567', 6)).toBe('123456');
    expect(digitsOnly('abc')).toBe('');
  });

  it('alphanumericOnly keeps letters and digits', () => {
    expect(alphanumericOnly('AB-12 cd/9', 6)).toBe('AB12cd');
    expect(alphanumericOnly('x y')).toBe('xy');
  });

  it('stripLeadingZeros', () => {
    expect(stripLeadingZeros('007')).toBe('7');
    expect(stripLeadingZeros('0')).toBe('');
    expect(stripLeadingZeros('100')).toBe('100');
  });

  it('acceptIf keeps the previous text when the new one is refused', () => {
    const twoDigits = (t: string) => /^\d{0,2}$/.test(t);
    expect(acceptIf('12', '1', twoDigits)).toBe('12');
    expect(acceptIf('123', '12', twoDigits)).toBe('12');
  });
});
