/**
 * jsdom has no MessageChannel, and antd's Select (rc-select) schedules opening and closing its list with one.
 * A macrotask stand-in with the same contract: a message posted on one port reaches the other port's onmessage
 * on a later task. It belongs with the other jsdom polyfills in tooling/src/jest/setup.ts.
 */
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

export {};
