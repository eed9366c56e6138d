/** A client that sends part of a request and then nothing, or holds connections: for the connection limits' tests. */
import net from 'node:net';

/** Far longer than the limits the tests set: a connection still open then was never going to be cut. */
const GIVE_UP_MS = 8000;

export interface Outcome {
  /** What the server sent before the connection closed. */
  received: string;
  /** Milliseconds from the last byte sent to the close. */
  closedAfterMs: number | null;
}

/** Opens a connection, sends `bytes`, then nothing: when (if at all, within GIVE_UP_MS) does the server close it? */
export function sendThenStall(port: number, bytes: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let sentAt = 0;
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ received, closedAfterMs: null });
    }, GIVE_UP_MS);
    socket.setEncoding('latin1');
    socket.on('connect', () => socket.write(bytes, () => (sentAt = Date.now())));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' ? undefined : reject(err)));
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ received, closedAfterMs: Date.now() - sentAt });
    });
  });
}

/** A connection that is open (accepted) and kept so. */
export function openConnection(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}
