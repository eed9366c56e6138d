import { act, renderHook, waitFor } from '@testing-library/react';
import { useSearchFlow } from './use-search-flow';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe('useSearchFlow', () => {
  it('goes idle → loading → results', async () => {
    const call = deferred<string[]>();
    const { result } = renderHook(() => useSearchFlow(() => call.promise));
    expect(result.current.status).toBe('idle');
    let running!: Promise<void>;
    act(() => {
      running = result.current.run('ravi');
    });
    expect(result.current.status).toBe('loading');
    expect(result.current.query).toBe('ravi');
    await act(async () => {
      call.resolve(['Ravi K']);
      await running;
    });
    expect(result.current).toMatchObject({ status: 'results', items: ['Ravi K'] });
  });

  it('reports empty once, and error on a failed call', async () => {
    const onEmpty = jest.fn();
    const search = jest
      .fn<Promise<string[]>, [string]>()
      .mockResolvedValueOnce([])
      .mockRejectedValueOnce(new Error('Network Error'));
    const { result } = renderHook(() => useSearchFlow(search, { onEmpty }));
    await act(() => result.current.run('none'));
    expect(result.current.status).toBe('empty');
    expect(onEmpty).toHaveBeenCalledWith('none');
    await act(() => result.current.run('boom'));
    expect(result.current).toMatchObject({ status: 'error', items: [] });
    expect(onEmpty).toHaveBeenCalledTimes(1);
  });

  it('keeps the latest answer when an earlier search answers late', async () => {
    const first = deferred<string[]>();
    const second = deferred<string[]>();
    const search = jest.fn<Promise<string[]>, [string]>().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => useSearchFlow(search));
    act(() => {
      void result.current.run('me');
      void result.current.run('meena');
    });
    await act(async () => {
      second.resolve(['Meena']);
      await second.promise;
    });
    await act(async () => {
      first.resolve(['Mehta', 'Meena']);
      await first.promise;
    });
    await waitFor(() => expect(result.current.items).toEqual(['Meena']));
    expect(result.current.query).toBe('meena');
  });

  it('reset returns to idle', async () => {
    const { result } = renderHook(() => useSearchFlow(async () => ['x']));
    await act(() => result.current.run('x'));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: 'idle', items: [], query: '' });
  });
});
