/**
 * The common setup of this remote's page tests: the area's texts, the file's test server, and before each test a
 * new user signed in.
 */
import { setupUser, type User } from '@screening/shared/testing';
import type { ApiTestServer } from '@screening/shared/testing';
import { apiTestServerForFile, signInForTest } from '@screening/shared/testing';
import { loadCampsTexts } from '../i18n';
import { serveGeography } from './camps-fixtures';

export interface ClinicPageSession {
  server: ApiTestServer;
  /** A new one for each test. */
  user: User;
}

/**
 * Call at the top of a test file: the area's texts loaded, and before each test a signed-in program coordinator of
 * hospital 1, with the seed's geography served.
 */
export function clinicPageSession(): ClinicPageSession {
  const session = { server: apiTestServerForFile() } as ClinicPageSession;
  beforeAll(() => loadCampsTexts());
  beforeEach(() => {
    session.user = setupUser();
    signInForTest(session.server);
    serveGeography(session.server);
  });
  return session;
}
