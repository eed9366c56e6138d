/**
 * The one HTTP client of the suite. `api` speaks to {apiBase} (paths like `/curable/statemaster`),
 * `gateway` to {gatewayBase} (`/authenticate`). Bases come from the runtime config on every request. Applications
 * call a route of the contract through them with `call` (api/call.ts), never by a path of their own.
 */
import axios, { type AxiosAdapter, type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';
import { useAuthStore } from '../auth/auth.store';
import { SESSION_EXPIRED } from '../auth/sign-in-outcomes';
import { translateRefusal as translateRefusalByLanguage } from '../i18n/i18n';
import { settleIdempotencyKey, withIdempotencyKey } from './idempotency';

export { SESSION_EXPIRED };

function withBearer(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = useAuthStore.getState().token;
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

function endSessionOn401(error: AxiosError): void {
  const sentToken = Boolean(error.config?.headers?.has?.('Authorization'));
  if (error.response?.status === 401 && sentToken && useAuthStore.getState().token) {
    useAuthStore.getState().logout(SESSION_EXPIRED);
    if (typeof window !== 'undefined' && window.location.hash !== '#/') window.location.hash = '#/';
  }
}

/**
 * What the layers above the transport put around it, installed once by the composition root (shared/src/install.ts),
 * so this client imports none of them: `network` wraps what both clients send (offline/reachability.ts: every
 * answer, or its absence, says whether the server is reachable), `api` wraps what the API client sends on top of it
 * (a participant's write that cannot reach the server is kept on the device, offline/outbox.ts; the reads a camp day
 * needs answer from the device when the network does not, offline/read-cache.ts).
 */
export interface TransportLayers {
  network(send: AxiosAdapter): AxiosAdapter;
  api(network: AxiosAdapter): AxiosAdapter;
}

const direct: AxiosAdapter = axios.getAdapter(axios.defaults.adapter);
let network: AxiosAdapter = direct;
let throughApi: AxiosAdapter = direct;

export function installTransportLayers(layers: TransportLayers): void {
  network = layers.network(direct);
  throughApi = layers.api(network);
}

export const api: AxiosInstance = axios.create({ headers: { 'Content-Type': 'application/json' } });
api.defaults.adapter = (config) => throughApi(config);
api.interceptors.request.use((config) => {
  const { apiBase, idempotencyKeys } = getRuntimeConfig();
  config.baseURL = apiBase;
  if (idempotencyKeys === false) return withBearer(config);
  // Writes carry an Idempotency-Key, the same one when asked again after an unknown outcome (api/idempotency.ts).
  return withIdempotencyKey(withBearer(config), useAuthStore.getState().userId);
});
// Reads are retried by the query client (shared/src/ui/query-client.ts), which knows a read from a write even when
// the original API reads through POST; the client itself never repeats a request.
api.interceptors.response.use(
  (response) => {
    settleIdempotencyKey(response.config, response);
    return response;
  },
  (error: AxiosError) => {
    settleIdempotencyKey(error.config, error.response);
    endSessionOn401(error);
    return Promise.reject(error);
  },
);

export const gateway: AxiosInstance = axios.create({ headers: { 'Content-Type': 'application/json' } });
gateway.defaults.adapter = (config) => network(config);
gateway.interceptors.request.use((config) => {
  config.baseURL = getRuntimeConfig().gatewayBase;
  return config;
});

/** A refusal's stable code (`error` of a 4xx, e.g. EMAIL_TAKEN) → its words in the user's language, or null for `message`. */
export type RefusalTranslator = (code: string, params: Record<string, unknown>) => string | null;
/** The language's (it sits below the transport). The setter stays exported for areas built against earlier releases. */
let translateRefusal: RefusalTranslator = translateRefusalByLanguage;
export function setRefusalTranslator(translator: RefusalTranslator): void {
  translateRefusal = translator;
}

const REFUSAL_CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
/** Whether a body's `error` is a refusal code of the API (not one of the original's sign-in sentences). */
export const isRefusalCode = (value: unknown): value is string => typeof value === 'string' && REFUSAL_CODE.test(value);

/** What a failed answer's body says, as the API words a refusal (a text body is read as JSON). */
export interface RefusalBody {
  /** Its stable code (`error`), when it is one. */
  code: string | null;
  message: string | null;
  /** `error` when it is a sentence rather than a code (the original's sign-in answers). */
  sentence: string | null;
  params: Record<string, unknown>;
  field: string | null;
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

export function refusalBody(error: AxiosError): RefusalBody | null {
  let data: unknown = error.response?.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!data || typeof data !== 'object') return null;
  const { message, error: short, params, field } = data as Record<string, unknown>;
  return {
    code: isRefusalCode(short) ? short : null,
    message: textOf(message),
    sentence: textOf(short),
    params: params && typeof params === 'object' ? (params as Record<string, unknown>) : {},
    field: textOf(field),
  };
}

/** A refusal in the user's language: its code's words when the UI has them, else `message` as the server sent it. */
export function refusalSentence(
  code: string | null | undefined,
  params: Record<string, unknown> | null | undefined,
  message: string,
): string {
  return (isRefusalCode(code) && translateRefusal(code, params ?? {})) || message;
}

/**
 * The sentence the server put in a failed answer, or '': its code's words in the user's language when the UI has
 * them, else `message`, else `error`.
 */
export function serverSentence(error: AxiosError): string {
  const body = refusalBody(error);
  return body ? refusalSentence(body.code, body.params, body.message ?? body.sentence ?? '') : '';
}

export interface FailureMessages {
  /** What the screen says when the server did not explain the failure (its docs/screens.md §8 message). */
  fallback: string;
  /** What it says when no answer came at all (network down, server unreachable); `fallback` when not given. */
  network?: string;
  /**
   * The statuses whose own sentence the user is shown, because the server names what was wrong (a refused
   * input, a duplicate). Default: every 4xx but 401 (that one ends the session instead).
   */
  explained?: readonly number[];
}

const explainedByDefault = (status: number) => status >= 400 && status < 500 && status !== 401;

/**
 * The one way a failed call becomes words on a screen: the server's own sentence for an explained refusal,
 * `network` when no answer came, else `fallback`. The UI never shows raw error codes.
 */
export function errorMessage(error: unknown, { fallback, network = fallback, explained }: FailureMessages): string {
  if (!axios.isAxiosError(error)) return fallback;
  const status = error.response?.status;
  if (status === undefined) return network;
  const explains = explained ? explained.includes(status) : explainedByDefault(status);
  return (explains && serverSentence(error)) || fallback;
}

/**
 * @deprecated Kept for areas built against @screening/shared 2.2 (they run with this shell until re-released);
 * use `errorMessage`. The server's sentence for a failure of any status, else `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return errorMessage(error, { fallback, explained: [httpStatus(error) ?? 0] });
}

/** A failure worth asking again for: no answer at all (a flaky field network) or a server error (5xx), never a refusal. */
export function isTransientFailure(error: unknown): boolean {
  if (!axios.isAxiosError(error) || error.code === axios.AxiosError.ERR_CANCELED) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500;
}

export function httpStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

/** The field a refusal names (`field` of its body), if any. */
export function refusedField(error: unknown): string | undefined {
  const field = axios.isAxiosError(error) ? (error.response?.data as { field?: unknown } | undefined)?.field : undefined;
  return typeof field === 'string' ? field : undefined;
}

export const isAxiosError = axios.isAxiosError;
