import { useCallback, useEffect, useState } from 'react';

/** A loader shown for a fixed time: `initialMs` on entry, then `show(ms)` again on demand (docs/screens.md §9 timings). */
export function useTimedLoader(initialMs: number): { active: boolean; show: (ms: number) => void } {
  const [run, setRun] = useState({ ms: initialMs, n: 0 });
  const [active, setActive] = useState(initialMs > 0);

  useEffect(() => {
    if (run.ms <= 0) return undefined;
    setActive(true);
    const timer = setTimeout(() => setActive(false), run.ms);
    return () => clearTimeout(timer);
  }, [run]);

  const show = useCallback((ms: number) => setRun((current) => ({ ms, n: current.n + 1 })), []);
  return { active, show };
}
