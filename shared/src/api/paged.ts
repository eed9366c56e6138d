/**
 * Lists answered a page at a time. The suite's server sends the number of all matches in X-Total-Count beside a
 * page of them; a server that does not (the institute's original backend) answers the whole list, shown as before.
 */

/** Rows a search screen asks for at a time (the domain's: the worklist builder pages by it). */
export { SEARCH_PAGE_SIZE } from '@screening/domain/reads/bodies';

/**
 * A search serves at most its newest this many matches; the server counts one more to say "more than that". It may
 * count only up to a lower limit, which it names in X-Total-Count-Limit (a search by text: typing more narrows it).
 */
export const SEARCH_MATCH_LIMIT = 1000;

export interface Paged<T> {
  items: T[];
  /** Every match, beyond the pages read so far (at most the server's count limit, SEARCH_MATCH_LIMIT at most). */
  total: number;
  /** There are more than `total` matches: only the first `total` can be shown; a narrower search finds the rest. */
  moreThanTotal?: boolean;
}

/** The list with its total when the answer carries one (axios gives header names in lower case), else the list alone. */
export function pagedAnswer<T>(items: T[], headers: Record<string, unknown>): T[] | Paged<T> {
  const raw = headers['x-total-count'];
  const total = Number(raw);
  if (typeof raw !== 'string' || raw === '' || !Number.isInteger(total) || total < 0) return items;
  const named = Number(headers['x-total-count-limit']);
  const limit = Number.isInteger(named) && named > 0 ? Math.min(named, SEARCH_MATCH_LIMIT) : SEARCH_MATCH_LIMIT;
  return total > limit ? { items, total: limit, moreThanTotal: true } : { items, total };
}

export const isPaged = <T>(answer: T[] | Paged<T>): answer is Paged<T> => !Array.isArray(answer);
