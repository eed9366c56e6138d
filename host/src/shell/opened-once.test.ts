import { renderHook } from '@testing-library/react';
import { useOpenedOnce } from './opened-once';

describe('useOpenedOnce', () => {
  it('is false until first opened, then stays true when closed again', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } });
    expect(result.current).toBe(false);
    rerender({ open: false });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });

  it('is true at once when it starts open', () => {
    const { result } = renderHook(() => useOpenedOnce(true));
    expect(result.current).toBe(true);
  });
});
