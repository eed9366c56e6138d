/**
 * The one HTTP client of the suite. `api` speaks to {apiBase} (paths like `/curable/statemaster`),
 * `gateway` to {gatewayBase} (`/authenticate`). Bases come from the runtime config on every request.
 */
import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';
import { useAuthStore } from '../auth/auth.store';

export const SESSION_EXPIRED = 'Session expired. Please log in again.';

interface RetryConfig extends InternalAxiosRequestConfig {
  __retries?: number;
}

const MAX_GET_RETRIES = 2;

function withBearer(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = useAuthStore.getState().token;
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

/** Reads on a flaky field network are retried; writes are not (a retried write could be applied twice). */
async function retryReads(client: AxiosInstance, error: AxiosError): Promise<unknown> {
  const config = error.config as RetryConfig | undefined;
  const isNetworkError = !error.response && error.code !== AxiosError.ERR_CANCELED;
  if (config && isNetworkError && (config.method ?? 'get').toLowerCase() === 'get') {
    const attempt = (config.__retries ?? 0) + 1;
    if (attempt <= MAX_GET_RETRIES) {
      config.__retries = attempt;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
      return client.request(config);
    }
  }
  throw error;
}

function endSessionOn401(error: AxiosError): void {
  const sentToken = Boolean(error.config?.headers?.has?.('Authorization'));
  if (error.response?.status === 401 && sentToken && useAuthStore.getState().token) {
    useAuthStore.getState().logout(SESSION_EXPIRED);
    if (typeof window !== 'undefined' && window.location.hash !== '#/') window.location.hash = '#/';
  }
}

export const api: AxiosInstance = axios.create({ headers: { 'Content-Type': 'application/json' } });
api.interceptors.request.use((config) => {
  config.baseURL = getRuntimeConfig().apiBase;
  return withBearer(config);
});
api.interceptors.response.use(undefined, (error: AxiosError) => {
  endSessionOn401(error);
  return retryReads(api, error);
});

export const gateway: AxiosInstance = axios.create({ headers: { 'Content-Type': 'application/json' } });
gateway.interceptors.request.use((config) => {
  config.baseURL = getRuntimeConfig().gatewayBase;
  return config;
});

/** The server's message for a failed call, else `fallback` (the UI never shows raw error codes). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown; error?: unknown } | undefined;
    if (data && typeof data === 'object') {
      if (typeof data.message === 'string' && data.message.trim()) return data.message;
      if (typeof data.error === 'string' && data.error.trim()) return data.error;
    }
  }
  return fallback;
}

export function httpStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

export const isAxiosError = axios.isAxiosError;
