// jsdom lacks a few browser APIs that react-router 7 and antd use; these are polyfills, not mocks of our code.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

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
