import type { Key, ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { PageFrame } from './page-frame';
import { SearchBox } from './search-box';
import { useSearchFlow, type SearchCall } from './use-search-flow';
import './ui-kit.css';

export interface SearchPageProps<T> {
  title: string;
  placeholder: string;
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
  /** E.g. without the search permission of SPEC §6. */
  searchDisabled?: boolean;
  buttonLabel?: string;
  onBack?: () => void;
  backTo?: string;
  actions?: ReactNode;
  /** Rendered under the results (a stage select and Next, a dialog…). */
  children?: ReactNode;
}

/** The search screens (clinics, users, patients): search box, result cards, empty and error states. */
export function SearchPage<T>({
  title,
  placeholder,
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
}: SearchPageProps<T>) {
  const flow = useSearchFlow(search, { onEmpty });
  const loading = flow.status === 'loading';
  return (
    <PageFrame title={title} onBack={onBack} backTo={backTo} actions={actions}>
      <SearchBox
        placeholder={placeholder}
        onSearch={flow.run}
        loading={loading}
        disabled={searchDisabled}
        minLength={minLength}
        buttonLabel={buttonLabel}
      />
      {flow.status === 'error' && <Alert type="error" showIcon title={errorMessage} />}
      {flow.status === 'empty' && emptyText && <Alert type="info" showIcon title={emptyText} role="status" />}
      {(flow.status === 'results' || (loading && flow.items.length > 0)) && (
        <ul className="sc-results" aria-label={`${title} results`} aria-busy={loading}>
          {flow.items.map((item, index) => (
            <li key={getKey(item, index)}>{renderItem(item, index)}</li>
          ))}
        </ul>
      )}
      {flow.status === 'results' && flow.total !== null && (flow.total > flow.items.length || flow.moreThanTotal) && (
        <div className="sc-more" role="status">
          <span>
            Showing {flow.items.length} of {flow.moreThanTotal ? `more than ${flow.total}` : flow.total}
            {flow.moreThanTotal && flow.items.length >= flow.total ? ': search for more letters to find the others' : ''}
          </span>
          {flow.total > flow.items.length && (
            <Button onClick={() => void flow.loadMore()} loading={flow.loadingMore}>
              Show more
            </Button>
          )}
        </div>
      )}
      {children}
    </PageFrame>
  );
}
