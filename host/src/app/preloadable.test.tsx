import { act, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { preloadable } from './preloadable';

const Page = () => <p>Home tiles</p>;

describe('preloadable', () => {
  it('renders a module loaded ahead in the first pass, without showing the fallback', async () => {
    const Home = preloadable(() => Promise.resolve({ default: Page }));
    await Home.load();
    const fallback = jest.fn(() => null);
    const Fallback = () => fallback();
    await act(async () => {
      render(
        <Suspense fallback={<Fallback />}>
          <Home />
        </Suspense>,
      );
    });
    expect(screen.getByText('Home tiles')).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('suspends as React.lazy does when the module has not loaded, and loads it once', async () => {
    const factory = jest.fn(() => Promise.resolve({ default: Page }));
    const Home = preloadable(factory);
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading…</p>}>
          <Home />
        </Suspense>,
      );
    });
    expect(await screen.findByText('Home tiles')).toBeInTheDocument();
    await Home.load();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const factory = jest
      .fn<Promise<{ default: typeof Page }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ default: Page });
    const Home = preloadable(factory);
    await expect(Home.load()).rejects.toThrow('ChunkLoadError');
    await expect(Home.load()).resolves.toEqual({ default: Page });
    expect(factory).toHaveBeenCalledTimes(2);
  });
});
