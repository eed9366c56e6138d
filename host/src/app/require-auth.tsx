import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuthStore } from '@screening/shared';
import { LOGIN_PATH } from './paths';
import { useSessionRefresh } from './session';

/** Every route but '/' and '/reset-password': without a stored token, back to the login screen. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAuthStore((s) => s.token);
  useSessionRefresh();
  if (!token) return <Navigate to={LOGIN_PATH} replace />;
  return <>{children}</>;
}
