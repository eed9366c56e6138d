/**
 * A small in-process cache of answers by key, each kept for `ttlMs` by the server's clock (tests move it on), so that
 * a dashboard opened by many at once, or reloaded, is computed once a minute per scope and filters. What is cached is
 * the computation under way: callers arriving while it runs wait for the same one. A failed computation is not kept.
 * The oldest entries go first beyond `maxEntries`. Nothing here must survive a request (DESIGN §4): a second server
 * process keeps its own, which costs a computation, never a wrong answer.
 * Computations run one at a time: one holds several of the pool's connections (and, after many writes or an upgrade,
 * rebuilds rollups for a while: docs/dashboard.md), and enrolments and saves need the rest; a second set of filters
 * waits its turn.
 */
export interface AnswerCache<T> {
  get(key: string, now: Date, compute: () => Promise<T>): Promise<T>;
}

export function createAnswerCache<T>(ttlMs: number, maxEntries = 1000): AnswerCache<T> {
  const entries = new Map<string, { until: number; answer: Promise<T> }>();
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = (compute: () => Promise<T>): Promise<T> => {
    const answer = last.then(compute, compute);
    last = answer.catch(() => undefined);
    return answer;
  };
  return {
    get(key, now, compute) {
      const at = now.getTime();
      const kept = entries.get(key);
      if (kept && kept.until > at) return kept.answer;
      entries.delete(key);
      const answer = inTurn(compute);
      if (ttlMs <= 0) return answer;
      entries.set(key, { until: at + ttlMs, answer });
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key);
      });
      // Insertion order: the first key is the oldest (never the one just set, while maxEntries ≥ 1).
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return answer;
    },
  };
}
