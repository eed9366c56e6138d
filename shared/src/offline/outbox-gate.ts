/**
 * The outbox's words in the light core: the writes it keeps, what a queued answer looks like, and the provisional
 * ids themselves. The outbox proper (outbox.ts, with IndexedDB) builds on these and is fetched the first time a
 * request it must see is made (outbox-transport.ts): sign-in, home and the lists never need it.
 */
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { clientRoutes as routes } from '@screening/domain/api/client-routes';
import { routeUrl } from '../api/call';

/** Shown where the Registration ID of a participant enrolled offline will be. */
export const PENDING_REGISTRATION_ID = 'Pending – will get its Registration ID when synced';
/** Answer header of a write kept on the device instead of saved on the server. */
export const QUEUED_HEADER = 'x-screening-queued';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Sent by sync from the outbox: never queued again. */
    fromOutbox?: boolean;
  }
}

/** The writes a camp day makes for a participant (outbox.ts says what each is and whose), by route. */
export const PARTICIPANT_WRITE_ROUTES = ['enrol', 'saveParticipant', 'history', 'medicalHistory', 'followUpRecord'] as const;
export type ParticipantWriteRoute = (typeof PARTICIPANT_WRITE_ROUTES)[number];

const PARTICIPANT_WRITE_PATHS = new Map(PARTICIPANT_WRITE_ROUTES.map((name) => [routeUrl(routes[name]), name]));

/** The participant write a request is, by its path under the API base; undefined for any other. */
export const participantWriteOf = (config: Pick<InternalAxiosRequestConfig, 'url'>): ParticipantWriteRoute | undefined =>
  PARTICIPANT_WRITE_PATHS.get(pathOf(config));

/** Provisional ids are below this: no real id ever is. */
export const PROVISIONAL_BELOW = -1e12;

export function isProvisionalId(value: unknown): boolean {
  const id = typeof value === 'string' && /^-\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id < PROVISIONAL_BELOW;
}

/** Whether an answer is a write kept on the device rather than saved on the server. */
export const isQueuedAnswer = (response: Pick<AxiosResponse, 'headers'>): boolean =>
  String((response.headers as Record<string, unknown>)[QUEUED_HEADER] ?? '') === 'true';

export const pathOf = (config: Pick<InternalAxiosRequestConfig, 'url'>) => (config.url ?? '').split('?')[0] ?? '';
