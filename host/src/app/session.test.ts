import { TOKEN_REFRESH_MS } from '@screening/shared';
import { isExpired, refreshDelay, SESSION_END_WARNING_MS, sessionEndWarningDelay, tokenClaims } from './session';

const token = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

describe('token refresh timing', () => {
  const now = Date.UTC(2026, 10, 22, 8, 0, 0);
  const iat = now / 1000 - 60; // issued a minute ago

  it('refreshes 119 minutes after the token was issued', () => {
    expect(refreshDelay(token({ iat, exp: iat + 7200 }), now)).toBe(TOKEN_REFRESH_MS - 60_000);
  });
  it('refreshes at once when that moment has passed or the token has no iat', () => {
    expect(refreshDelay(token({ iat: iat - 8000 }), now)).toBe(0);
    expect(refreshDelay('not-a-jwt', now)).toBe(0);
  });
  it('refreshes a minute before expiry a token that lives less than the refresh interval', () => {
    expect(refreshDelay(token({ iat, exp: iat + 600 }), now)).toBe(540_000 - 60_000);
  });
  it('never refreshes a token that ends with its session, and warns two minutes before that end', () => {
    const sessionEnds = now / 1000 + 1800;
    expect(refreshDelay(token({ iat, exp: sessionEnds, sessionEnds }), now)).toBeNull();
    expect(refreshDelay(token({ iat, exp: iat + 7200, sessionEnds: iat + 43_200 }), now)).toBe(TOKEN_REFRESH_MS - 60_000);
    expect(sessionEndWarningDelay(token({ iat, exp: sessionEnds, sessionEnds }), now)).toBe(1_800_000 - SESSION_END_WARNING_MS);
    expect(sessionEndWarningDelay(token({ iat, exp: iat + 60, sessionEnds: now / 1000 + 30 }), now)).toBe(0);
    expect(sessionEndWarningDelay(token({ iat, exp: iat + 7200 }), now)).toBeNull();
  });
  it('knows an expired token', () => {
    expect(isExpired(token({ exp: now / 1000 - 1 }), now)).toBe(true);
    expect(isExpired(token({ exp: now / 1000 + 60 }), now)).toBe(false);
    expect(tokenClaims('garbage')).toEqual({});
  });
});
