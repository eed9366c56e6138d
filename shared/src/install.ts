/**
 * The composition root of the shared core. Its layers import only those below them (an import-x/no-cycle lint rule
 * holds it): config and access, the auth store, the language, the transport (api/client.ts), the session flows
 * (auth/auth.api.ts), the workflow store, the offline core. Where a lower layer must reach a higher one (the client's
 * transport through the outbox and the kept reads, Log Out clearing what was hers), the higher one is installed here,
 * once, by the package's entry (index.ts), which every application loads before it calls the API.
 */
import axios, { type AxiosAdapter } from 'axios';
import { clientRoutes as routes } from '@screening/domain/api/client-routes';
import { call } from './api/call';
import { installTransportLayers } from './api/client';
import { onLogout, useAuthStore } from './auth/auth.store';
import { getRuntimeConfig } from './config/runtime-config';
import { setLanguageSaver } from './i18n/i18n';
import { withOutbox } from './offline/outbox-transport';
import { PROBE_TIMEOUT_MS, withReachability } from './offline/reachability';
import { forgetReadsOnLogout, setReadCacheForgetGate, withReadCache } from './offline/read-cache';
import { hasWaitingWrites } from './offline/sync-status';
import { keepOrClearWorkflowOnLogout } from './workflow/workflow.store';

let installed = false;

export function installSharedCore(): void {
  if (installed) return;
  installed = true;
  installTransportLayers({
    // The health check carries no token and cannot end the session, whatever a server without that route answers.
    network: (send) => {
      const network: AxiosAdapter = withReachability(send, () =>
        axios.get(`${getRuntimeConfig().apiBase}/health`, { adapter: network, timeout: PROBE_TIMEOUT_MS }),
      );
      return network;
    },
    api: (network) => withReadCache(withOutbox(network), () => useAuthStore.getState().userId),
  });
  // The language sits below the transport: saving her choice in her profile is joined to it here.
  setLanguageSaver((language) => call(routes.userLanguage, { language }));
  // Log Out leaves the data she read on the device while her writes wait to be sent: she may need them to correct one.
  setReadCacheForgetGate((userId) => !hasWaitingWrites(userId));
  onLogout(forgetReadsOnLogout);
  onLogout(keepOrClearWorkflowOnLogout);
}
