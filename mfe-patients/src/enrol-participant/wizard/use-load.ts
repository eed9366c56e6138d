import { useCallback, useEffect, useState } from 'react';

/**
 * Runs a step's loading (definition, saved answers) on mount and on Retry. `load` must be stable (useCallback);
 * `enabled` false skips it (a new participant has nothing saved).
 */
export function useLoad(load: () => Promise<void>, errorOf: (failure: unknown) => string, enabled = true) {
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async () => {
    if (!enabled) return;
    setLoading(true);
    setError(null);
    try {
      await load();
    } catch (failure) {
      setError(errorOf(failure));
    } finally {
      setLoading(false);
    }
  }, [load, errorOf, enabled]);
  useEffect(() => {
    void run();
  }, [run]);
  return { loading, error, retry: run };
}
