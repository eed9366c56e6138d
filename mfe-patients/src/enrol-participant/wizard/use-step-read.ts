import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { LoadStateProps } from './step-frame';

export interface StepRead<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  /** The message a failed read shows. */
  errorOf: (failure: unknown) => string;
  /** False skips the read (a new participant has nothing saved). */
  enabled?: boolean;
}

/**
 * What a step reads when it opens (its definition, the saved answers), read afresh on every visit: the form waits
 * for this visit's answer, so it is never filled from values read before the last save. `data` is undefined until
 * then; `load` drives the step's LoadState (a failed read shows its message and Retry instead of the form).
 */
export function useStepRead<T>({ queryKey, queryFn, errorOf, enabled = true }: StepRead<T>) {
  const query = useQuery({ queryKey, queryFn, enabled });
  // What the cache held from an earlier visit only counts once this visit's read has answered.
  const ready = query.isSuccess && query.isFetchedAfterMount;
  const failed = query.isError && !query.isFetching;
  const load: Omit<LoadStateProps, 'children'> = {
    loading: enabled && !ready && !failed,
    error: enabled && failed ? errorOf(query.error) : null,
    retry: () => void query.refetch(),
  };
  return { data: ready ? query.data : undefined, load };
}
