import { handOverEarlyFetches, type Fetched } from './register-service-worker';

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
