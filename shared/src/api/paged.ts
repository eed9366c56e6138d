/**
 * Lists answered a page at a time. The suite's server sends the number of all matches in X-Total-Count beside a
 * page of them; a server that does not (the institute's original backend) answers the whole list, shown as before.
 */

/** Rows a search screen asks for at a time. */
export const SEARCH_PAGE_SIZE = 50;

export interface Paged<T> {
  items: T[];
  /** Every match, beyond the pages read so far. */
  total: number;
}

/** The list with its total when the answer carries one (axios gives header names in lower case), else the list alone. */
export function pagedAnswer<T>(items: T[], headers: Record<string, unknown>): T[] | Paged<T> {
  const raw = headers['x-total-count'];
  const total = Number(raw);
  return typeof raw !== 'string' || raw === '' || !Number.isInteger(total) || total < 0 ? items : { items, total };
}

export const isPaged = <T>(answer: T[] | Paged<T>): answer is Paged<T> => !Array.isArray(answer);
