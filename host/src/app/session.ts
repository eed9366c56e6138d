/** Keeps the session alive without any password: the token is exchanged for a fresh one before it expires. */
import { useEffect, useState } from 'react';
import { refreshToken, SESSION_EXPIRED, TOKEN_REFRESH_MS, useAuthStore } from '@screening/shared';

interface Claims {
  iat?: number;
  exp?: number;
  /** The session's absolute end (epoch seconds): no refresh carries it further. */
  sessionEnds?: number;
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

/** How long before the session's end the user is told it is ending. */
export const SESSION_END_WARNING_MS = 2 * 60_000;
/** A token is refreshed this long before it expires when it lives less than the refresh interval. */
const REFRESH_MARGIN_MS = 60_000;

/**
 * Milliseconds until the token should be refreshed: 119 minutes after it was issued, or a minute before it
 * expires when the server issues shorter-lived tokens. Null when it expires with its session: no refresh could
 * carry it further.
 */
export function refreshDelay(token: string, now = Date.now()): number | null {
  const { iat, exp, sessionEnds } = tokenClaims(token);
  if (exp && sessionEnds && exp >= sessionEnds) return null;
  if (!iat) return 0;
  const due = Math.min(iat * 1000 + TOKEN_REFRESH_MS, exp ? exp * 1000 - REFRESH_MARGIN_MS : Infinity);
  return Math.max(0, due - now);
}

/** Milliseconds until the warning that the session ends is due, or null when the token does not say when. */
export function sessionEndWarningDelay(token: string, now = Date.now()): number | null {
  const { sessionEnds } = tokenClaims(token);
  if (typeof sessionEnds !== 'number') return null;
  return Math.max(0, sessionEnds * 1000 - SESSION_END_WARNING_MS - now);
}

/** The end of the session once it is less than two minutes away (ms since the epoch), else null. */
export function useSessionEndWarning(): number | null {
  const token = useAuthStore((s) => s.token);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  useEffect(() => {
    setEndsAt(null);
    const delay = token ? sessionEndWarningDelay(token) : null;
    if (token === null || delay === null) return;
    const end = (tokenClaims(token).sessionEnds ?? 0) * 1000;
    const timer = window.setTimeout(() => setEndsAt(end), delay);
    return () => window.clearTimeout(timer);
  }, [token]);
  return endsAt;
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
    const delay = refreshDelay(token);
    if (delay === null) return;
    const timer = window.setTimeout(() => void refreshToken(), delay);
    return () => window.clearTimeout(timer);
  }, [token]);
}
