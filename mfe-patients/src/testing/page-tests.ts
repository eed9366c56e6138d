/**
 * The set-up every page test of this remote shares: one local API server per file, and before each test a
 * fresh signed-in social worker, an empty workflow (or the given participant in progress) and a user.
 */
import type { Participant } from '@screening/shared';
import { loadPatientsTranslations } from '../i18n';
import { startApiServer, type ApiServer } from './api-server';
import { resetWorkflow, signInAs } from './render-page';
import { setupUser, type User } from '@screening/shared/testing';

export interface PageTests {
  readonly server: ApiServer;
  readonly user: User;
}

export interface PageTestOptions {
  participant?: Participant | null;
  /** Default answers of the server, registered before each test (a test may override them). */
  routes?: (server: ApiServer) => void;
}

export function pageTests({ participant = null, routes }: PageTestOptions = {}): PageTests {
  // antd in jsdom on a shared machine: user-level typing takes seconds.
  jest.setTimeout(90_000);
  const current = {} as { server: ApiServer; user: User };
  beforeAll(async () => {
    // The host holds a page until its texts are in; so does every test.
    await loadPatientsTranslations();
    current.server = await startApiServer();
  });
  afterAll(() => current.server.close());
  beforeEach(() => {
    current.server.reset();
    signInAs(current.server);
    resetWorkflow(participant);
    routes?.(current.server);
    current.user = setupUser();
  });
  return {
    get server() {
      return current.server;
    },
    get user() {
      return current.user;
    },
  };
}
