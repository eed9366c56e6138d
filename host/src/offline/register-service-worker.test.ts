import { handOverEarlyFetches, keepRegistering, RETRY_FIRST_MS, RETRY_MOST_MS, type Fetched } from './register-service-worker';

interface PageOptions {
  /** Controlled by the worker when the app starts watching. */
  controlled?: boolean;
  /** The page itself was asked through the worker. */
  throughWorker?: boolean;
  startedWatchingAt?: number;
}

/** A page, its requests and a worker that takes control of it when told to. */
function page({ controlled = false, throughWorker = controlled, startedWatchingAt = 0 }: PageOptions = {}) {
  const posted: unknown[] = [];
  const worker = { postMessage: (message: unknown) => posted.push(message) };
  const listeners: (() => void)[] = [];
  const container = {
    controller: (controlled ? worker : null) as ServiceWorker | null,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'controllerchange') listeners.push(listener);
    },
  };
  let clock = startedWatchingAt;
  let finished: (entries: readonly Fetched[]) => void = () => undefined;
  handOverEarlyFetches({
    worker: container as unknown as ServiceWorkerContainer,
    watchFetches: (callback) => {
      finished = callback;
    },
    now: () => clock,
    navigatedThroughWorker: () => throughWorker,
  });
  return {
    handedOver: () => posted.flatMap((message) => (message as { payload: { urlsToCache: string[] } }).payload.urlsToCache),
    messages: posted,
    at: (time: number) => {
      clock = time;
    },
    finish: (...entries: Fetched[]) => finished(entries),
    takeControl: () => {
      container.controller = worker as unknown as ServiceWorker;
      listeners.forEach((listener) => listener());
    },
  };
}

test('what the page fetched before the worker took control is handed to it once, as CACHE_URLS', () => {
  const tablet = page();
  tablet.finish({ name: '/main.js', startTime: 5 }, { name: 'http://remote/2.6.0/remoteEntry.js', startTime: 40 });
  expect(tablet.handedOver()).toEqual([]);
  tablet.at(100);
  tablet.takeControl();
  expect(tablet.messages).toEqual([
    { type: 'CACHE_URLS', payload: { urlsToCache: ['/main.js', 'http://remote/2.6.0/remoteEntry.js'] } },
  ]);
  tablet.takeControl();
  expect(tablet.messages).toHaveLength(1);
});

test('a request begun before the worker took control and finished after is handed over when it finishes', () => {
  const tablet = page();
  tablet.at(100);
  tablet.takeControl();
  tablet.finish({ name: 'http://remote/2.6.0/remoteEntry.js', startTime: 90 }, { name: '/after.js', startTime: 120 });
  expect(tablet.handedOver()).toEqual(['http://remote/2.6.0/remoteEntry.js']);
});

test('what the page asked once under the worker is not handed over again', () => {
  const tablet = page();
  tablet.at(100);
  tablet.takeControl();
  tablet.finish({ name: '/later.js', startTime: 150 });
  expect(tablet.messages).toEqual([]);
});

test('a page the worker controlled from its start hands over nothing', () => {
  const tablet = page({ controlled: true });
  tablet.finish({ name: '/main.js', startTime: 5 });
  tablet.takeControl();
  expect(tablet.messages).toEqual([]);
});

test('a page the worker took over while it loaded, before the app watched, hands over what began until then', () => {
  const tablet = page({ controlled: true, throughWorker: false, startedWatchingAt: 100 });
  tablet.finish({ name: 'http://remote/2.6.0/remoteEntry.js', startTime: 40 }, { name: '/later.js', startTime: 150 });
  expect(tablet.handedOver()).toEqual(['http://remote/2.6.0/remoteEntry.js']);
});

/** A browser whose worker installs or fails as told; `waits` are the delays asked before each new registration. */
function browserRegistering() {
  const waits: number[] = [];
  const pending: (() => void)[] = [];
  const installs: { fail: () => void; succeed: () => void }[] = [];
  let refuse = false;
  const registrations: { active: unknown }[] = [];
  const register = () => {
    if (refuse) return Promise.reject(new TypeError('Failed to fetch'));
    const listeners: (() => void)[] = [];
    const worker = {
      state: 'installing',
      addEventListener: (type: string, listener: () => void) => type === 'statechange' && listeners.push(listener),
    };
    const registration = { installing: worker as unknown, waiting: null, active: null as unknown };
    registrations.push(registration);
    const change = (state: string) => {
      worker.state = state;
      listeners.forEach((listener) => listener());
    };
    installs.push({
      fail: () => change('redundant'),
      succeed: () => {
        registration.installing = null;
        registration.active = worker;
        change('activated');
      },
    });
    return Promise.resolve(registration as unknown as ServiceWorkerRegistration);
  };
  keepRegistering({ register, later: (run, ms) => (waits.push(ms), pending.push(run)) });
  return {
    waits,
    installs,
    registrations,
    refuseNext: (value: boolean) => (refuse = value),
    /** Lets the waits asked so far run out. */
    elapse: () => pending.splice(0).forEach((run) => run()),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a first install that fails is registered again, later each time, until one installs', async () => {
  const tablet = browserRegistering();
  await settle();
  tablet.installs[0].fail();
  expect(tablet.waits).toEqual([RETRY_FIRST_MS]);
  tablet.elapse();
  await settle();
  expect(tablet.registrations).toHaveLength(2);
  tablet.installs[1].fail();
  tablet.elapse();
  await settle();
  tablet.installs[2].succeed();
  tablet.elapse();
  await settle();
  expect(tablet.waits).toEqual([RETRY_FIRST_MS, RETRY_FIRST_MS * 2]);
  expect(tablet.registrations).toHaveLength(3);
});

test('a worker that cannot be fetched at all is asked again, never more rarely than every five minutes', async () => {
  const tablet = browserRegistering();
  tablet.refuseNext(true);
  await settle();
  tablet.installs[0].fail();
  for (let i = 0; i < 8; i++) {
    tablet.elapse();
    await settle();
  }
  expect(tablet.waits.at(-1)).toBe(RETRY_MOST_MS);
  expect(tablet.waits.slice(0, 4)).toEqual([RETRY_FIRST_MS, 20_000, 40_000, 80_000]);
  tablet.refuseNext(false);
  tablet.elapse();
  await settle();
  tablet.installs[1].succeed();
  const asked = tablet.waits.length;
  tablet.elapse();
  await settle();
  expect(tablet.waits).toHaveLength(asked);
  expect(tablet.registrations).toHaveLength(2);
});

test('a worker already active is not registered again', async () => {
  const tablet = browserRegistering();
  await settle();
  tablet.installs[0].succeed();
  tablet.elapse();
  await settle();
  expect(tablet.waits).toEqual([]);
  expect(tablet.registrations).toHaveLength(1);
});
