import { waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { normaliseMenus, type RemoteRouteDefinition, type RemotesManifest } from '@screening/shared';
import { COORDINATOR as COORDINATOR_MENUS, NURSE as NURSE_MENUS } from '../home/menus.test-data';
import { registerSite, remoteStatuses, type Site } from './remote-registry';
import { grantedPages, prefetchSignIn, preloadPages, SIGN_IN_CHUNKS_ID, whenIdle } from './preload';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const COORDINATOR = normaliseMenus(COORDINATOR_MENUS);
const NURSE = normaliseMenus(NURSE_MENUS);

const pin = (paths: string[], sharedVersion = '2.0.0') => ({
  version: '1.0.0',
  entry: `https://apps.example/${paths[0].slice(1)}/remoteEntry.js`,
  integrity: 'sha384-x',
  paths,
  sharedVersion,
});
const MANIFEST: RemotesManifest = {
  site: 'test',
  remotes: {
    camps: pin(['/HomePage', '/create-outreach-clinic']),
    users: pin(['/userManagement', '/ProfileScreen']),
    patients: pin(['/PatientRegistrationSearch', '/PatientEdit']),
    clinical: pin(['/PatientSearchPage', '/ClinicSearchPage', '/DynamicScreen']),
    reports: pin(['/reports']),
  },
};
const site = (manifest: RemotesManifest = MANIFEST): Site => ({ manifest });
const remotesOf = (pages: { remote: string }[]) => [...new Set(pages.map((p) => p.remote))].sort();

describe('grantedPages', () => {
  it('lists the page each menu opens, with its remote, once per page and in menu order', () => {
    expect(grantedPages(COORDINATOR, site(), '2.0.0')).toEqual([
      { remote: 'camps', path: '/HomePage' },
      { remote: 'patients', path: '/PatientRegistrationSearch' },
      { remote: 'clinical', path: '/PatientSearchPage' },
      { remote: 'clinical', path: '/ClinicSearchPage' },
      { remote: 'reports', path: '/reports' },
      { remote: 'users', path: '/userManagement' },
      { remote: 'patients', path: '/PatientEdit' },
    ]);
  });

  it("names no remote a nurse's menus do not open: never camps, users or reports", () => {
    expect(remotesOf(grantedPages(NURSE, site(), '2.0.0'))).toEqual(['clinical', 'patients']);
    expect(grantedPages([], site(), '2.0.0')).toEqual([]);
  });

  it('leaves out a remote the shell would refuse (built against another @screening/shared major or a later minor)', () => {
    const manifest = {
      ...MANIFEST,
      remotes: { ...MANIFEST.remotes, clinical: pin(['/PatientSearchPage', '/ClinicSearchPage'], '1.4.0') },
    };
    expect(remotesOf(grantedPages(NURSE, site(manifest), '2.0.0'))).toEqual(['patients']);
    expect(remotesOf(grantedPages(NURSE, site(), '2.1.0'))).toEqual(['clinical', 'patients']);
    expect(remotesOf(grantedPages(NURSE, site(), '1.9.0'))).toEqual([]);
  });

  it('leaves out a menu whose page this site does not serve', () => {
    const { camps, users } = MANIFEST.remotes;
    expect(grantedPages(NURSE, site({ site: 'small', remotes: { camps, users } }), '2.0.0')).toEqual([]);
  });
});

describe('preloadPages', () => {
  const now = () => Promise.resolve();
  const pages = new Map<string, jest.Mock>();
  const page = (path: string) => {
    const component = jest.fn(() => Promise.resolve({ default: () => null }));
    pages.set(path, component);
    return component;
  };
  const ROUTES: Record<string, RemoteRouteDefinition[]> = {
    clinical: [
      { path: '/PatientSearchPage', component: page('/PatientSearchPage'), access: { menu: '/screening' } },
      { path: '/ClinicSearchPage', component: page('/ClinicSearchPage'), access: { menu: '/clinical' } },
      { path: '/DynamicScreen', component: page('/DynamicScreen') },
    ],
    patients: [
      { path: '/PatientRegistrationSearch', component: page('/PatientRegistrationSearch'), access: { menu: '/preg' } },
      { path: '/PatientEdit', component: page('/PatientEdit'), access: { menu: '/PatientEdit', privileges: ['EDIT'] } },
    ],
    camps: [{ path: '/HomePage', component: page('/HomePage') }],
    users: [{ path: '/userManagement', component: page('/userManagement') }],
    reports: [{ path: '/reports', component: page('/reports') }],
  };

  beforeAll(() => {
    // A failed load is diagnosed by fetching the remote's entry again.
    global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => MANIFEST });
    registerSite(MANIFEST);
  });
  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      const [remote, module] = id.split('/');
      return (module === 'routes' ? { default: ROUTES[remote] } : { version: '1.0.0' }) as never;
    });
    pages.forEach((component) => component.mockClear());
  });

  it("loads the remotes a nurse's menus open and runs the pages her menus lead to, nothing of any other remote", async () => {
    const granted = grantedPages(NURSE, site(), '2.0.0');
    await preloadPages(granted, now);
    const loaded = jest.mocked(loadRemote).mock.calls.map(([id]) => id);
    expect(loaded.filter((id) => id.endsWith('/routes')).sort()).toEqual(['clinical/routes', 'patients/routes']);
    expect(loaded.some((id) => /^(camps|users|reports)\//.test(id))).toBe(false);
    const run = [...pages].filter(([, component]) => component.mock.calls.length > 0).map(([path]) => path);
    expect(run.sort()).toEqual(granted.map((page) => page.path).sort());
    expect(run).not.toContain('/DynamicScreen');
  });

  it('loads one remote, then runs one page, per idle moment, none before the first', async () => {
    const moments: (() => void)[] = [];
    const idle = () => new Promise<void>((resolve) => moments.push(resolve));
    const done = preloadPages(
      [
        { remote: 'camps', path: '/HomePage' },
        { remote: 'users', path: '/userManagement' },
      ],
      idle,
    );
    await Promise.resolve();
    expect(loadRemote).not.toHaveBeenCalled();
    moments.shift()!();
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('camps/routes'));
    await waitFor(() => expect(moments).toHaveLength(1));
    expect(pages.get('/HomePage')).not.toHaveBeenCalled();
    moments.shift()!();
    await waitFor(() => expect(pages.get('/HomePage')).toHaveBeenCalled());
    expect(loadRemote).not.toHaveBeenCalledWith('users/routes');
    await waitFor(() => expect(moments).toHaveLength(1));
    moments.shift()!();
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('users/routes'));
    await waitFor(() => expect(moments).toHaveLength(1));
    moments.shift()!();
    await done;
    expect(pages.get('/userManagement')).toHaveBeenCalled();
  });

  it('swallows a remote that fails, so the others still load', async () => {
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      if (id.startsWith('reports/')) throw new Error('Failed to load script');
      const [remote, module] = id.split('/');
      return (module === 'routes' ? { default: ROUTES[remote] } : { version: '1.0.0' }) as never;
    });
    (global.fetch as jest.Mock).mockRejectedValueOnce(new Error('offline'));
    const pagesOf = [
      { remote: 'reports', path: '/reports' },
      { remote: 'users', path: '/userManagement' },
    ];
    await expect(preloadPages(pagesOf, now)).resolves.toBeUndefined();
    // The one after it was still loaded (users had loaded before, so its routes come from the loader's cache).
    expect(remoteStatuses().users?.status).toBe('loaded');
    // A remote that failed is not tried again until its page is opened (which shows why, with Retry).
    expect(remotesOf(grantedPages(COORDINATOR, site(), '2.0.0'))).not.toContain('reports');
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
    jest.useRealTimers();
  });

  it('runs nothing before the browser is idle, and nothing once cancelled', () => {
    const callbacks: IdleRequestCallback[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => callbacks.push(callback));
    window.cancelIdleCallback = jest.fn((id: number) => callbacks.splice(id - 1, 1, () => {}));
    const task = jest.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    callbacks[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled)();
    callbacks[1]({ didTimeout: false, timeRemaining: () => 10 });
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('falls back to a short timer where requestIdleCallback does not exist', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(300);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('prefetchSignIn', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
  const list = (urls: unknown) => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = SIGN_IN_CHUNKS_ID;
    data.textContent = JSON.stringify(urls);
    document.body.appendChild(data);
  };
  const prefetched = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => [l.getAttribute('href'), l.as]);

  it('adds a low-priority prefetch (not a script) for each listed chunk, once', () => {
    list(['/sign-in.0123abcd.js', '/shell.89abcdef.css', '/sign-in.0123abcd.js']);
    prefetchSignIn();
    prefetchSignIn();
    expect(prefetched()).toEqual([
      ['/sign-in.0123abcd.js', 'script'],
      ['/shell.89abcdef.css', 'style'],
    ]);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('does nothing without a list, or with a broken one', () => {
    expect(prefetchSignIn()).toEqual([]);
    list('not a list');
    expect(prefetchSignIn()).toEqual([]);
    expect(prefetched()).toEqual([]);
  });
});
