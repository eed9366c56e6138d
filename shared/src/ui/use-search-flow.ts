import { useCallback, useEffect, useRef, useState } from 'react';
import type { Paged } from '../api/paged';

/** The search flow of docs/screens.md §4: idle, loading, results, empty or error. */
export type SearchStatus = 'idle' | 'loading' | 'results' | 'empty' | 'error';

export interface SearchFlow<T> {
  status: SearchStatus;
  items: T[];
  /** Every match when the server answers a page at a time; null when it answers the whole list. */
  total: number | null;
  /** There are more matches than `total` (which are all that can be shown). */
  moreThanTotal: boolean;
  /** The text of the last search run. */
  query: string;
  run: (text: string) => Promise<void>;
  /** Appends the next page of the last search (when there is one). */
  loadMore: () => Promise<void>;
  /** A next page is being read. */
  loadingMore: boolean;
  reset: () => void;
}

/** One search call: the whole list, or (with the page number, from 0) one page of it and the number of all matches. */
export type SearchCall<T> = (text: string, page: number) => Promise<T[] | Paged<T>>;

export interface SearchFlowOptions {
  /** Called once per search that found nothing (e.g. to open the 'create a new Outreach Clinic?' dialog). */
  onEmpty?: (text: string) => void;
}

const listOf = <T>(found: T[] | Paged<T>): T[] => (Array.isArray(found) ? found : Array.isArray(found?.items) ? found.items : []);
const moreOf = <T>(found: T[] | Paged<T>): boolean => !Array.isArray(found) && found?.moreThanTotal === true;
const totalOf = <T>(found: T[] | Paged<T>): number | null =>
  Array.isArray(found) || typeof found?.total !== 'number' ? null : found.total;

export function useSearchFlow<T>(search: SearchCall<T>, { onEmpty }: SearchFlowOptions = {}): SearchFlow<T> {
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [moreThanTotal, setMoreThanTotal] = useState(false);
  const [query, setQuery] = useState('');
  const [loadingMore, setLoadingMore] = useState(false);
  const pages = useRef(0);
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
    setLoadingMore(false);
    try {
      const found = await searchRef.current(text, 0);
      if (ticket !== latest.current) return;
      const list = listOf(found);
      pages.current = 1;
      setItems(list);
      setTotal(totalOf(found));
      setMoreThanTotal(moreOf(found));
      setStatus(list.length > 0 ? 'results' : 'empty');
      if (list.length === 0) onEmptyRef.current?.(text);
    } catch {
      if (ticket !== latest.current) return;
      setItems([]);
      setTotal(null);
      setMoreThanTotal(false);
      setStatus('error');
    }
  }, []);

  const queryRef = useRef(query);
  queryRef.current = query;
  const busy = useRef(false);
  const loadMore = useCallback(async () => {
    // One next page at a time: a second click while it loads would ask for the same page again.
    if (busy.current) return;
    busy.current = true;
    const ticket = latest.current;
    setLoadingMore(true);
    try {
      const found = await searchRef.current(queryRef.current, pages.current);
      if (ticket !== latest.current) return;
      pages.current += 1;
      setItems((shown) => [...shown, ...listOf(found)]);
      setTotal(totalOf(found));
      setMoreThanTotal(moreOf(found));
    } catch {
      // The page shown stays; the button offers the next page again.
    } finally {
      busy.current = false;
      if (ticket === latest.current) setLoadingMore(false);
    }
  }, []);

  const reset = useCallback(() => {
    latest.current += 1;
    setItems([]);
    setTotal(null);
    setMoreThanTotal(false);
    setQuery('');
    setStatus('idle');
    setLoadingMore(false);
  }, []);

  return { status, items, total, moreThanTotal, query, run, loadMore, loadingMore, reset };
}
