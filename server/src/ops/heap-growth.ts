/**
 * How far the runtime lets its heap grow past what is still in use before it collects. A report allocates fast and
 * keeps little (one batch at a time): with V8's own choice the old generation grew to about 4× the live heap between
 * collections, 100–150 MB over an idle server during any download. At 1.5× it stays within about 50 MB, for a few
 * more full collections of a small heap (milliseconds each). The factor is read at every collection, so setting it
 * at start-up takes effect as a command-line flag would, in every process that runs this file (cluster workers too).
 */
import v8 from 'node:v8';

export const HEAP_GROWING_PERCENT = 50;

export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
