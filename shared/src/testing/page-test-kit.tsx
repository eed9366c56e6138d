/**
 * For component tests of the remotes' pages (never bundled): a signed-in session pointed at an ApiTestServer, and a
 * page rendered as the host renders it (UI provider, router). Any navigation away from the page shows the new path
 * (and its state) in data-testid="location".
 */
import type { ReactElement } from 'react';
import { configure, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { normaliseMenus, setRuntimeConfig, useAuthStore, useWorkflowStore, type AuthUser, type CustomMenuDTO } from '../index';
import { queryClient, UiProvider } from '../ui';
import { startApiTestServer, type ApiTestServer } from './api-test-server';

// antd pages on a busy machine can take more than the default second to answer; a real failure still fails.
configure({ asyncUtilTimeout: 10_000 });

export const OUTREACH_CLINIC_MENU: CustomMenuDTO = {
  menu: 'Outreach Clinic',
  menuOrder: 1,
  url: '/Outrich Clinic',
  privileges: ['CREATE', 'VIEW', 'EDIT'],
};

export interface TestSessionOptions extends Partial<Omit<AuthUser, 'menus'>> {
  /** The menus as the server sends them (normalised as at sign-in). */
  menus?: CustomMenuDTO[];
}

/** Empty browser storage, workflow store and query cache, the client pointed at `server`, and a signed-in user of hospital 1 (by default a program coordinator). */
export function signInForTest(server: ApiTestServer, { menus = [OUTREACH_CLINIC_MENU], ...user }: TestSessionOptions = {}): void {
  setRuntimeConfig({ apiBase: `${server.base}/api`, gatewayBase: `${server.base}/token` });
  localStorage.clear();
  sessionStorage.clear();
  useWorkflowStore.getState().reset();
  queryClient.clear();
  useAuthStore.setState({
    isAuthed: true,
    token: 'token-abc',
    userId: 2,
    userName: 'Anand Krishnan',
    email: 'coordinator@demo.in',
    roleName: 'Program Coordinator',
    roleId: 2,
    hospitalId: 1,
    tenantName: 'Cancer Institute (WIA)',
    showLocalName: false,
    ...user,
    menus: normaliseMenus(menus),
  });
}

function Where() {
  const location = useLocation();
  return (
    <p data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </p>
  );
}

/** The path the page navigated to, or null while it stays where it was rendered. */
export const currentPath = (): string | null => screen.queryByTestId('location')?.textContent ?? null;

/** A history entry: a path, or a path with navigation state (what another page passes with navigate) or a query. */
export type HistoryEntry = string | { pathname: string; search?: string; state?: unknown };

/** Renders `page` at the last path of `history`; the earlier entries give Back somewhere to go. */
export function renderPage(page: ReactElement, history: HistoryEntry[]) {
  const last = history[history.length - 1];
  const path = typeof last === 'string' ? last : last.pathname;
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={history} initialIndex={history.length - 1}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

/**
 * One ApiTestServer for the whole test file: started before the first test, emptied before each test (before the
 * file's own beforeEach), stopped after the last. The returned object stands for it in the tests.
 */
export function apiTestServerForFile(): ApiTestServer {
  let current: ApiTestServer | null = null;
  const server = (): ApiTestServer => {
    if (!current) throw new Error('The test server starts in beforeAll: use it inside tests and hooks.');
    return current;
  };
  beforeAll(async () => {
    current = await startApiTestServer();
  });
  afterAll(() => current?.close());
  beforeEach(() => server().reset());
  return {
    get base() {
      return server().base;
    },
    get requests() {
      return server().requests;
    },
    on: (method, prefix, handler) => server().on(method, prefix, handler),
    reset: () => server().reset(),
    close: () => server().close(),
  };
}
