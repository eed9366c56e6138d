/**
 * Answers written as they are read (a report's CSV, the original client's unpaged worklist), never held whole. Sent
 * through `reply.send(stream)`: a stream that fails before its first byte is answered as any error; after it, Fastify
 * destroys the connection, so the client sees a cut answer, never a shorter one that looks complete.
 */
import { Readable } from 'node:stream';

/**
 * Lets the event loop take other requests before the next batch. The embedded database answers inside this thread,
 * so a stream read by a fast client would otherwise run batch after batch in one chain of promises, and no other
 * request (a sign-in, a search) would be read until the whole answer was sent.
 */
export const letOthersIn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Bytes a stream buffers ahead of a slow client before it stops reading batches. */
export const STREAM_HIGH_WATER_MARK = 64 * 1024;

/**
 * A JSON array written a batch at a time: the same bytes as `JSON.stringify` of all the batches' items in one array
 * (`[]` when there are none). The next batch is only read when the client has taken the previous one.
 */
export function jsonArrayStream(batches: AsyncIterable<readonly unknown[]>): Readable {
  async function* text(): AsyncGenerator<string> {
    let opened = false;
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      // The batch's items as JSON.stringify joins them inside an array.
      yield (opened ? ',' : '[') + JSON.stringify(batch).slice(1, -1);
      opened = true;
      await letOthersIn();
    }
    yield opened ? ']' : '[]';
  }
  return Readable.from(text(), { objectMode: false, highWaterMark: STREAM_HIGH_WATER_MARK });
}
