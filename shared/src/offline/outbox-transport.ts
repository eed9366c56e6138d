/**
 * The outbox in the API client's transport: which requests it must see (a participant's write, or anything naming a
 * provisional id). The outbox proper (outbox.ts, with IndexedDB) is fetched the first time such a request is made:
 * sign-in, home and the lists never need it.
 */
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { participantWriteOf } from './outbox-gate';

/** A provisional id in JSON or a URL: a minus sign and at least 13 digits. */
const NAMES_PROVISIONAL = /-\d{13,}/;

const concernsOutbox = (config: InternalAxiosRequestConfig): boolean =>
  participantWriteOf(config) !== undefined ||
  NAMES_PROVISIONAL.test(config.url ?? '') ||
  (typeof config.data === 'string' && NAMES_PROVISIONAL.test(config.data));

let outbox: Promise<typeof import('./outbox')> | null = null;

/** Wraps the client's transport: the requests the outbox must see go through it (outbox.ts), the rest straight on. */
export function withOutbox(send: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    if (config.fromOutbox || !concernsOutbox(config)) return send(config);
    outbox ??= import(/* webpackChunkName: "outbox" */ './outbox').catch((error: unknown) => {
      outbox = null;
      throw error;
    });
    return (await outbox).throughOutbox(send, config);
  };
}
