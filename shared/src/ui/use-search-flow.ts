import { useCallback, useEffect, useRef, useState } from 'react';

/** The search flow of SPEC §4: idle, loading, results, empty or error. */
export type SearchStatus = 'idle' | 'loading' | 'results' | 'empty' | 'error';

export interface SearchFlow<T> {
  status: SearchStatus;
  items: T[];
  /** The text of the last search run. */
  query: string;
  run: (text: string) => Promise<void>;
  reset: () => void;
}

export interface SearchFlowOptions {
  /** Called once per search that found nothing (e.g. to open the 'create a new Outreach Clinic?' dialog). */
  onEmpty?: (text: string) => void;
}

export function useSearchFlow<T>(search: (text: string) => Promise<T[]>, { onEmpty }: SearchFlowOptions = {}): SearchFlow<T> {
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [items, setItems] = useState<T[]>([]);
  const [query, setQuery] = useState('');
  // Only the latest search may set the state: a slow earlier answer must not overwrite a newer one.
  const latest = useRef(0);
  const searchRef = useRef(search);
  const onEmptyRef = useRef(onEmpty);
  searchRef.current = search;
  onEmptyRef.current = onEmpty;

  useEffect(
    () => () => {
      latest.current += 1; // unmounted: ignore answers still in flight
    },
    [],
  );

  const run = useCallback(async (text: string) => {
    const ticket = ++latest.current;
    setQuery(text);
    setStatus('loading');
    try {
      const found = await searchRef.current(text);
      if (ticket !== latest.current) return;
      const list = Array.isArray(found) ? found : [];
      setItems(list);
      setStatus(list.length > 0 ? 'results' : 'empty');
      if (list.length === 0) onEmptyRef.current?.(text);
    } catch {
      if (ticket !== latest.current) return;
      setItems([]);
      setStatus('error');
    }
  }, []);

  const reset = useCallback(() => {
    latest.current += 1;
    setItems([]);
    setQuery('');
    setStatus('idle');
  }, []);

  return { status, items, query, run, reset };
}
