import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from '../i18n/i18n';
import { PageFrame } from './page-frame';
import { SearchBox } from './search-box';
import { useSearchFlow, type SearchCall } from './use-search-flow';
import './ui-kit.css';

export interface SearchPageProps<T> {
  title: string;
  placeholder: string;
  /** The search's full description, shown above the field (see SearchBox). */
  searchHint?: string;
  /** The whole list, or one page (from 0) with the number of all matches: then the page offers the next ones. */
  search: SearchCall<T>;
  renderItem: (item: T, index: number) => ReactNode;
  /** The shown message when the search call fails, e.g. 'Failed to fetch clinic details. Please try again.' */
  errorMessage: string;
  /** A search that found nothing: open a dialog, for instance. */
  onEmpty?: (text: string) => void;
  /** Inline text for an empty result, e.g. 'No patient found'. Without it an empty result shows nothing. */
  emptyText?: string;
  getKey?: (item: T, index: number) => Key;
  minLength?: number;
  /** E.g. without the search permission of docs/screens.md §6. */
  searchDisabled?: boolean;
  buttonLabel?: string;
  onBack?: () => void;
  backTo?: string;
  actions?: ReactNode;
  /** Rendered under the results (a stage select and Next, a dialog…). */
  children?: ReactNode;
  /**
   * A worklist: the page opens on the list an empty search gives (those waiting, newest first), under `title`
   * with their number, and `empty` when there is nobody.
   */
  openList?: { title: string; empty: string };
  /** What narrows the list besides the search (a clinic select…), shown above the search box. */
  filter?: ReactNode;
  /** The filter's value: when it changes, the last search (or the open list) is read again through `search`. */
  filterKey?: Key | null;
}

/** The search screens (clinics, users, patients): search box, result cards, empty and error states. */
export function SearchPage<T>({
  title,
  placeholder,
  searchHint,
  search,
  renderItem,
  errorMessage,
  onEmpty,
  emptyText,
  getKey = (_item, index) => index,
  minLength,
  searchDisabled,
  buttonLabel,
  onBack,
  backTo,
  actions,
  children,
  openList,
  filter,
  filterKey = null,
}: SearchPageProps<T>) {
  const { t } = useTranslation('shared');
  const flow = useSearchFlow(search, { onEmpty: openList ? (text) => text !== '' && onEmpty?.(text) : onEmpty });
  const loading = flow.status === 'loading';
  const listOnOpen = openList !== undefined && !searchDisabled;
  const { run } = flow;
  useEffect(() => {
    if (listOnOpen) void run('');
  }, [listOnOpen, run]);
  const shownKey = useRef(filterKey);
  const { query, status } = flow;
  useEffect(() => {
    if (shownKey.current === filterKey) return;
    shownKey.current = filterKey;
    // Nothing shown yet (no open list, no search run): nothing to read again.
    if (status !== 'idle' || listOnOpen) void run(query);
  }, [filterKey, listOnOpen, query, run, status]);
  const showingOpenList = listOnOpen && flow.query === '';
  return (
    <PageFrame title={title} onBack={onBack} backTo={backTo} actions={actions}>
      {filter}
      <SearchBox
        placeholder={placeholder}
        hint={searchHint}
        onSearch={flow.run}
        // Reading the waiting list never holds up a search typed meanwhile (the newer answer wins).
        loading={loading && !showingOpenList}
        disabled={searchDisabled}
        minLength={minLength}
        buttonLabel={buttonLabel}
      />
      {flow.status === 'error' && <Alert type="error" showIcon title={errorMessage} />}
      {showingOpenList && flow.status === 'empty' && <Alert type="info" showIcon title={openList.empty} role="status" />}
      {!showingOpenList && flow.status === 'empty' && emptyText && <Alert type="info" showIcon title={emptyText} role="status" />}
      {showingOpenList && flow.status === 'results' && (
        <h2 className="sc-list-title">
          {openList.title} ({flow.moreThanTotal ? t('search.moreThan', { count: flow.total }) : (flow.total ?? flow.items.length)}
          )
        </h2>
      )}
      {(flow.status === 'results' || (loading && flow.items.length > 0)) && (
        <ul className="sc-results" aria-label={t('search.results', { title })} aria-busy={loading}>
          {flow.items.map((item, index) => (
            <li key={getKey(item, index)}>{renderItem(item, index)}</li>
          ))}
        </ul>
      )}
      {flow.status === 'results' && flow.total !== null && (flow.total > flow.items.length || flow.moreThanTotal) && (
        <div className="sc-more" role="status">
          <span>
            {t('search.showing', {
              shown: flow.items.length,
              total: flow.moreThanTotal ? t('search.moreThan', { count: flow.total }) : flow.total,
            })}
            {flow.moreThanTotal && flow.items.length >= flow.total ? t('search.searchMoreLetters') : ''}
          </span>
          {flow.total > flow.items.length && (
            <Button onClick={() => void flow.loadMore()} loading={flow.loadingMore}>
              {t('search.showMore')}
            </Button>
          )}
        </div>
      )}
      {children}
    </PageFrame>
  );
}
