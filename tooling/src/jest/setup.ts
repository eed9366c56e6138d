// jsdom lacks a few browser APIs that react-router 7 and antd use; these are polyfills, not mocks of our code.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';
// IndexedDB (the outbox and the data kept for offline work): an in-memory implementation of the standard.
import 'fake-indexeddb/auto';

Object.assign(globalThis, { TextEncoder, TextDecoder });
// IndexedDB (fake-indexeddb in tests) stores structured clones; jsdom does not expose Node's structuredClone.
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T>(value: T): T => deserialize(serialize(value)) as T;
}

// A test that runs in node (`@jest-environment node`, for the platform's own fetch Response) has no window.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  window.scrollTo = () => {};
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}

// jsdom has no MessageChannel, and antd's Select (rc-select) schedules opening and closing its list with one:
// a message posted on one port reaches the other port's onmessage on a later task.
type Listener = ((event: MessageEvent) => void) | null;

class PolyfillPort {
  onmessage: Listener = null;
  peer: PolyfillPort | null = null;
  postMessage(data: unknown): void {
    const target = this.peer;
    setTimeout(() => target?.onmessage?.({ data } as MessageEvent), 0);
  }
  close(): void {
    this.peer = null;
  }
}

class PolyfillMessageChannel {
  readonly port1 = new PolyfillPort();
  readonly port2 = new PolyfillPort();
  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}

if (typeof globalThis.MessageChannel === 'undefined') {
  Object.assign(globalThis, { MessageChannel: PolyfillMessageChannel });
}

// Each test starts with an empty device: an outbox write one test left queued (a 5xx is kept on the device) would
// hold the same participant's writes of the next test behind it, and a read kept by one would answer the next.
afterEach(async () => {
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    await new Promise<void>((resolve, reject) => {
      const opening = indexedDB.open(name);
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const db = opening.result;
        // Closed afterwards: an open connection would block a test that deletes or upgrades the database.
        const done = () => {
          db.close();
          resolve();
        };
        const stores = [...db.objectStoreNames];
        if (stores.length === 0) return done();
        const tx = db.transaction(stores, 'readwrite');
        for (const store of stores) tx.objectStore(store).clear();
        tx.oncomplete = done;
        tx.onerror = () => reject(tx.error);
      };
    });
  }
  if (typeof localStorage === 'undefined') return;
  for (const key of Object.keys(localStorage)) if (key.startsWith('screening.outbox.')) localStorage.removeItem(key);
});

// React's development build captures a stack for every element it creates (its owner stacks); jest raises the limit
// to 100 frames, which makes each capture dearer. Node's own 10 keep a failure's trace through the test's line.
Error.stackTraceLimit = 10;
