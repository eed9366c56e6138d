/** Keeps the session alive without any password: the token is exchanged for a fresh one before it expires. */
import { useEffect } from 'react';
import { refreshToken, SESSION_EXPIRED, TOKEN_REFRESH_MS, useAuthStore } from '@screening/shared';

interface Claims {
  iat?: number;
  exp?: number;
}

export function tokenClaims(token: string): Claims {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(json) as Claims;
  } catch {
    return {};
  }
}

/** Milliseconds until the token should be refreshed: 119 minutes after it was issued. */
export function refreshDelay(token: string, now = Date.now()): number {
  const { iat } = tokenClaims(token);
  if (!iat) return 0;
  return Math.max(0, iat * 1000 + TOKEN_REFRESH_MS - now);
}

export function isExpired(token: string, now = Date.now()): boolean {
  const { exp } = tokenClaims(token);
  return typeof exp === 'number' && exp * 1000 <= now;
}

export function useSessionRefresh(): void {
  const token = useAuthStore((s) => s.token);
  useEffect(() => {
    if (!token) return;
    if (isExpired(token)) {
      useAuthStore.getState().logout(SESSION_EXPIRED);
      return;
    }
    // A new token re-runs this effect, which schedules the next refresh.
    const timer = window.setTimeout(() => void refreshToken(), refreshDelay(token));
    return () => window.clearTimeout(timer);
  }, [token]);
}
