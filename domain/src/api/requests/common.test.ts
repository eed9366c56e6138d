import { Type } from '@sinclair/typebox';
import { idParams, nullableText, optional, orNull, readDigits, text, textInt } from './common';

describe('readDigits (what the server makes of a number sent as text)', () => {
  it('reads a string of up to ten digits as its integer', () => {
    expect(readDigits('12', false)).toBe(12);
    expect(readDigits('0007', true)).toBe(7);
    expect(readDigits('2147483647', false)).toBe(2_147_483_647);
  });

  it('reads "" as null only where null is allowed', () => {
    expect(readDigits('', true)).toBeNull();
    expect(readDigits('', false)).toBeUndefined();
  });

  it('refuses anything that is not a whole number in digits', () => {
    for (const text of ['1.5', '-1', ' 12', '1e3', '12345678901', 'twelve']) expect(readDigits(text, true)).toBeUndefined();
  });
});

describe('schema building blocks', () => {
  it('a number sent as text allows text, a number and null, within its bounds', () => {
    expect(JSON.parse(JSON.stringify(textInt(0, 999)))).toEqual({
      type: ['integer', 'string', 'null'],
      digits: true,
      minimum: 0,
      maximum: 999,
      maxLength: 10,
    });
  });

  it('orNull keeps every keyword and adds null, first when asked', () => {
    expect(JSON.parse(JSON.stringify(nullableText(20)))).toEqual({ type: ['string', 'null'], maxLength: 20 });
    expect(JSON.parse(JSON.stringify(orNull(text(20), true)))).toEqual({ type: ['null', 'string'], maxLength: 20 });
  });

  it('optional fields are not required; a path segment is', () => {
    expect(JSON.parse(JSON.stringify(idParams('campId'))).required).toEqual(['campId']);
    const body = JSON.parse(JSON.stringify(Type.Object({ a: text(1), ...optional({ b: text(2), c: text(3) }) })));
    expect(body.required).toEqual(['a']);
    expect(Object.keys(body.properties)).toEqual(['a', 'b', 'c']);
  });
});
