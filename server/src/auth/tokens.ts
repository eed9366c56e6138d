/**
 * Signed bearer tokens: HS512 JWTs (BEHAVIOUR §1.2) carrying the lower-cased login and the ids the server
 * scopes data by (Decision 3). Nothing about a token is kept server-side.
 */
import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  /** Lower-cased login e-mail. */
  sub: string;
  userName: string;
  userId: number;
  roleId: number;
  hospitalId: number | null;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Resolves to the claims, or null for a token that is malformed, forged or expired. */
  verify(token: string): Promise<TokenClaims | null>;
}

const ALGORITHM = 'HS512';

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims) {
      return new SignJWT({
        userName: claims.userName,
        userId: claims.userId,
        roleId: claims.roleId,
        hospitalId: claims.hospitalId,
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const { sub, userName, userId, roleId, hospitalId } = payload;
        if (typeof sub !== 'string' || typeof userId !== 'number' || typeof roleId !== 'number') return null;
        return {
          sub,
          userName: typeof userName === 'string' ? userName : sub,
          userId,
          roleId,
          hospitalId: typeof hospitalId === 'number' ? hospitalId : null,
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
