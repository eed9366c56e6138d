/**
 * Signed bearer tokens: HS512 JWTs (docs/api.md §1.2) carrying the lower-cased login, the ids the server scopes
 * data by (Decision 3) and the session they belong to. The session row decides whether a valid signature is
 * still accepted (sessions.ts); a token never outlives its session's absolute end.
 */
import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  /** Lower-cased login e-mail. */
  sub: string;
  userName: string;
  userId: number;
  roleId: number;
  hospitalId: number | null;
  /** The auth_session id. */
  sid: string;
}

export interface TokenService {
  /** A token valid for the configured lifetime, but never past `notAfter` (the session's absolute end). */
  sign(claims: TokenClaims, notAfter: Date): Promise<string>;
  /** Resolves to the claims, or null for a token that is malformed, forged, expired or has no session. */
  verify(token: string): Promise<TokenClaims | null>;
}

const ALGORITHM = 'HS512';

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  // Imported once: given the raw secret, jose imports it again for every token it signs or checks (every request).
  const imported = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-512' }, false, [
    'sign',
    'verify',
  ]);
  // A key that cannot be imported fails each sign-in and check that awaits it, not the process.
  imported.catch(() => undefined);
  return {
    async sign(claims, notAfter) {
      const key = await imported;
      const exp = Math.min(Math.floor(Date.now() / 1000) + ttlSeconds, Math.floor(notAfter.getTime() / 1000));
      return new SignJWT({
        userName: claims.userName,
        userId: claims.userId,
        roleId: claims.roleId,
        hospitalId: claims.hospitalId,
        sid: claims.sid,
        // The session's absolute end, so the app can warn before it (a refresh never moves it).
        sessionEnds: Math.floor(notAfter.getTime() / 1000),
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await imported, { algorithms: [ALGORITHM] });
        const { sub, userName, userId, roleId, hospitalId, sid } = payload;
        if (typeof sub !== 'string' || typeof userId !== 'number' || typeof roleId !== 'number' || typeof sid !== 'string') {
          return null;
        }
        return {
          sub,
          userName: typeof userName === 'string' ? userName : sub,
          userId,
          roleId,
          hospitalId: typeof hospitalId === 'number' ? hospitalId : null,
          sid,
        };
      } catch {
        return null;
      }
    },
  };
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}
