import { collectErrors, FORM_ERROR_KEY, firstError, hasErrors } from './errors';

describe('error maps', () => {
  it('collectErrors keeps only failures, first message per field', () => {
    expect(
      collectErrors([
        ['a', null],
        ['b', 'B wrong'],
        ['b', 'second'],
        ['c', 'C wrong'],
      ]),
    ).toEqual({ b: 'B wrong', c: 'C wrong' });
    expect(collectErrors([['a', null]])).toEqual({});
  });

  it('hasErrors and firstError read the map in field order', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ a: undefined })).toBe(false);
    expect(hasErrors({ a: 'x' })).toBe(true);
    expect(firstError({ a: undefined, b: 'first', c: 'second' })).toBe('first');
    expect(firstError({})).toBeNull();
  });

  it('names the whole-form key', () => {
    expect(FORM_ERROR_KEY).toBe('_form');
  });
});
