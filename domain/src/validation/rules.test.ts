import { asText, hasExactDigits, isAlphanumeric, isBlank, isWholeNumberInRange, toWholeNumber } from './rules';

describe('primitive rules', () => {
  it('asText trims strings, prints finite numbers, blanks null/undefined/NaN', () => {
    expect(asText('  a b ')).toBe('a b');
    expect(asText(42)).toBe('42');
    expect(asText(null)).toBe('');
    expect(asText(undefined)).toBe('');
    expect(asText(Number.NaN)).toBe('');
    expect(isBlank('   ')).toBe(true);
    expect(isBlank(0)).toBe(false);
  });

  it('hasExactDigits counts ASCII digits only', () => {
    expect(hasExactDigits('123456', 6)).toBe(true);
    expect(hasExactDigits('12345', 6)).toBe(false);
    expect(hasExactDigits('1234567', 6)).toBe(false);
    expect(hasExactDigits('12a456', 6)).toBe(false);
    expect(hasExactDigits(123456, 6)).toBe(true);
  });

  it('isWholeNumberInRange refuses signs, decimals, exponents and leading zeros', () => {
    expect(isWholeNumberInRange('1', 1, 100)).toBe(true);
    expect(isWholeNumberInRange('100', 1, 100)).toBe(true);
    expect(isWholeNumberInRange('0', 1, 100)).toBe(false);
    expect(isWholeNumberInRange('101', 1, 100)).toBe(false);
    for (const bad of ['1.5', '-1', '+1', '1e2', '01', '', 'abc']) expect(isWholeNumberInRange(bad, 0, 1000)).toBe(false);
    expect(isWholeNumberInRange(45, 1, 100)).toBe(true);
  });

  it('toWholeNumber reads digit strings only', () => {
    expect(toWholeNumber('07')).toBe(7);
    expect(toWholeNumber(3)).toBe(3);
    expect(toWholeNumber('3.5')).toBeNull();
    expect(toWholeNumber('')).toBeNull();
  });

  it('isAlphanumeric bounds the length and the alphabet', () => {
    expect(isAlphanumeric('ABC123', 6)).toBe(true);
    expect(isAlphanumeric('ABC1234', 6)).toBe(false);
    expect(isAlphanumeric('AB-12', 6)).toBe(false);
    expect(isAlphanumeric('', 6)).toBe(false);
  });
});
